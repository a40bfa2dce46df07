/**
 * Draws the app icons from the Refugio logo (src/components/layout/logo.tsx): a cream house on
 * terracotta. Run `node --import tsx scripts/make-icons.ts`; the PNGs are committed as sources.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const BRAND = '#8a3a1c';
const CREAM = '#fdf4ef';
const OUT = resolve('public/icons');

/** The logo's 32×32 house, centred on (16, 15.5). */
function house(): string {
  return `
    <path d="M16 3 2 15h4v13h20V15h4L16 3z" fill="${CREAM}"/>
    <path d="M12 28.6V20h8v8.6z" fill="${BRAND}"/>
    <path d="M9 14 16 8l7 6" stroke="${BRAND}" stroke-width="2" stroke-linejoin="round" fill="none"/>`;
}

/**
 * @param size pixels
 * @param houseShare part of the width the house spans
 * @param radius corner radius as a share of the size (0 = full bleed, for maskable/iOS)
 */
function iconSvg(size: number, houseShare: number, radius: number): string {
  const scale = (size * houseShare) / 28;
  const r = size * radius;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${r}" ry="${r}" fill="${BRAND}"/>
  <g transform="translate(${size / 2} ${size / 2}) scale(${scale}) translate(-16 -15.5)">${house()}</g>
</svg>`;
}

const icons = [
  // "any" icons: rounded tile, house large.
  { file: 'icon-192.png', size: 192, houseShare: 0.66, radius: 0.2 },
  { file: 'icon-512.png', size: 512, houseShare: 0.66, radius: 0.2 },
  // Maskable: full bleed, house inside the 80 % safe circle.
  { file: 'icon-maskable-512.png', size: 512, houseShare: 0.5, radius: 0 },
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  { file: 'apple-touch-icon.png', size: 180, houseShare: 0.6, radius: 0 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of icons) {
  const svg = iconSvg(icon.size, icon.houseShare, icon.radius);
  const png = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  writeFileSync(resolve(OUT, icon.file), png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
