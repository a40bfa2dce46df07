/** Rasterises a scene to WebP with sharp, at most two at a time (the CPU is shared with the API). */
import sharp from 'sharp';
import { renderSceneSvg } from './scene-svg.ts';
import type { SceneFile } from './scene-kinds.ts';

export const WEBP_QUALITY = 72;
const SVG_WIDTH = 1200;
const MAX_PARALLEL = 2;

// Each photo is rendered once and then served from the disk cache: libvips' operation cache (up to
// 50 MB) would only hold memory, and one libvips thread per render (two renders at a time) keeps
// the threads' malloc arenas, which never shrink, from multiplying (docs/performance.md, "Memory").
sharp.cache(false);
sharp.concurrency(1);

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The WebP bytes of one scene at its width (4:3). */
export function renderSceneWebp({ kind, variant, width }: SceneFile): Promise<Buffer> {
  return withSlot(() => {
    const svg = Buffer.from(renderSceneSvg(kind, variant));
    // Rasterise straight at the target size: sharper and much cheaper than drawing 1200 px and shrinking.
    return sharp(svg, { density: (72 * width) / SVG_WIDTH })
      .resize(width, Math.round((width * 3) / 4), { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer();
  });
}
