/** Drawing kit for the illustrated scenes: a 1200×900 canvas, moods (time of day) and reusable shapes. */
import type { Rng } from '../../db/catalogue/prng.ts';
import { darken, lighten, mix } from './color.ts';

export const W = 1200;
export const H = 900;

export type Mood = 'day' | 'golden' | 'sunset' | 'dusk' | 'dawn';

export interface Palette {
  sky: string[];
  sun: string;
  glow: string;
  /** Colour that far layers fade into. */
  haze: string;
  /** Light tint laid over every surface, and how strongly. */
  tint: string;
  tintAmount: number;
  /** Overall darkening of land and buildings. */
  dark: number;
  /** Windows and lamps glow. */
  lit: boolean;
  /** Sun (or moon at dusk) height in canvas units. */
  sunY: number;
  stars: boolean;
  cloud: string;
  water: string;
  waterDeep: string;
}

export const PALETTES: Record<Mood, Palette> = {
  day: {
    sky: ['#2d6cc0', '#5fa4e6', '#b9ddf3', '#e3f1f7'],
    sun: '#fffbe8',
    glow: '#fff5cc',
    haze: '#cfe2ee',
    tint: '#fff8e6',
    tintAmount: 0.04,
    dark: 0,
    lit: false,
    sunY: 170,
    stars: false,
    cloud: '#ffffff',
    water: '#3f95c8',
    waterDeep: '#1f5f96',
  },
  golden: {
    sky: ['#3f6fb4', '#86b3dc', '#f3d3a0', '#ffdca0'],
    sun: '#fff1c2',
    glow: '#ffd27d',
    haze: '#efd3aa',
    tint: '#ffb85c',
    tintAmount: 0.16,
    dark: 0.04,
    lit: false,
    sunY: 320,
    stars: false,
    cloud: '#fff0d8',
    water: '#4f8fb8',
    waterDeep: '#2a5a86',
  },
  sunset: {
    sky: ['#2a2c66', '#8c4a86', '#ef7a5a', '#ffc46a'],
    sun: '#ffe7a0',
    glow: '#ff9c52',
    haze: '#e79a7e',
    tint: '#ff7a4a',
    tintAmount: 0.26,
    dark: 0.16,
    lit: true,
    sunY: 400,
    stars: false,
    cloud: '#ffb3a0',
    water: '#6a5a8e',
    waterDeep: '#2e2f62',
  },
  dusk: {
    sky: ['#0c1434', '#243070', '#5d4f8e', '#d88774'],
    sun: '#f6f1dc',
    glow: '#b8b4e0',
    haze: '#56588c',
    tint: '#2f3a78',
    tintAmount: 0.42,
    dark: 0.36,
    lit: true,
    sunY: 150,
    stars: true,
    cloud: '#6d6a9e',
    water: '#2c3a6e',
    waterDeep: '#141c44',
  },
  dawn: {
    sky: ['#5676b6', '#b3a2cc', '#f6c2b2', '#ffe0bd'],
    sun: '#fff3dc',
    glow: '#ffcfb0',
    haze: '#e7cfd2',
    tint: '#f0a9b4',
    tintAmount: 0.12,
    dark: 0.04,
    lit: false,
    sunY: 360,
    stars: false,
    cloud: '#ffe4df',
    water: '#6f9cc4',
    waterDeep: '#3e6a9a',
  },
};

/** Everything a scene needs while it draws: randomness, the mood and unique ids for gradients. */
export class Ctx {
  readonly pal: Palette;
  /** Drawing a view seen from inside (a window, a terrace): leave out the cabin itself. */
  vista = false;
  private defs: string[] = [];
  private counter = 0;
  constructor(
    readonly rng: Rng,
    readonly mood: Mood,
    private readonly prefix = 's',
  ) {
    this.pal = PALETTES[mood];
  }

  id(name: string): string {
    this.counter += 1;
    return `${this.prefix}${name}${this.counter}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  /** A vertical (default) or custom linear gradient; returns `url(#id)`. */
  linear(
    stops: Array<[number, string, number?]>,
    dir: [number, number, number, number] = [0, 0, 0, 1],
  ): string {
    const id = this.id('lg');
    this.def(
      `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
        )
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg');
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
        )
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A surface colour under this mood, faded into the haze by `depth` (0 near, 1 far). */
  land(color: string, depth = 0): string {
    let c = mix(color, this.pal.haze, Math.min(1, depth) * 0.78);
    c = mix(c, this.pal.tint, this.pal.tintAmount);
    return darken(c, this.pal.dark * (1 - depth * 0.5));
  }

  /** A window or lamp: warm and glowing when lit, else reflecting the sky. */
  windowFill(): string {
    return this.pal.lit
      ? this.linear([
          [0, '#ffe7a6'],
          [1, '#f7a440'],
        ])
      : this.linear([
          [0, lighten(this.pal.sky[2], 0.3)],
          [1, darken(this.pal.sky[1], 0.25)],
        ]);
  }

  defsSvg(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }
}

export const f = (n: number) => Math.round(n * 10) / 10;

export function pathFrom(points: Array<[number, number]>, close = true): string {
  return `M${points.map(([x, y]) => `${f(x)},${f(y)}`).join('L')}${close ? 'Z' : ''}`;
}

/** Sky gradient, stars, sun or moon with its glow. `sunX` in canvas units. */
export function sky(
  ctx: Ctx,
  options: { sunX?: number; horizon?: number; sun?: boolean } = {},
): string {
  const { pal, rng } = ctx;
  const horizon = options.horizon ?? H * 0.62;
  const stops = pal.sky.map(
    (c, i) => [(i / (pal.sky.length - 1)) * (horizon / H) * 1.05, c] as [number, string],
  );
  stops.push([1, pal.sky[pal.sky.length - 1]]);
  let out = `<rect width="${W}" height="${H}" fill="${ctx.linear(stops)}"/>`;
  if (pal.stars) {
    for (let i = 0; i < 90; i++) {
      const x = rng.range(0, W);
      const y = rng.range(0, horizon * 0.7);
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(0.8, 2.2))}" fill="#fffbe8" opacity="${f(rng.range(0.3, 0.95) * (1 - y / horizon))}"/>`;
    }
  }
  if (options.sun !== false) {
    const x = options.sunX ?? rng.range(W * 0.2, W * 0.8);
    const y = pal.sunY + rng.range(-25, 25);
    const r = ctx.mood === 'dusk' ? 34 : ctx.mood === 'sunset' ? 64 : ctx.mood === 'day' ? 46 : 56;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${r * 7}" fill="${ctx.radial([
      [0, pal.glow, 0.55],
      [0.35, pal.glow, 0.18],
      [1, pal.glow, 0],
    ])}"/>`;
    if (ctx.mood === 'dusk') {
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${pal.sun}"/>`;
      out += `<circle cx="${f(x + r * 0.42)}" cy="${f(y - r * 0.18)}" r="${r * 0.92}" fill="${pal.sky[1]}" opacity="0.0"/>`;
      out += `<circle cx="${f(x - r * 0.3)}" cy="${f(y + r * 0.2)}" r="${r * 0.18}" fill="#d9d3bb" opacity="0.6"/>`;
      out += `<circle cx="${f(x + r * 0.25)}" cy="${f(y - r * 0.3)}" r="${r * 0.12}" fill="#d9d3bb" opacity="0.5"/>`;
    } else {
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${pal.sun}" opacity="0.95"/>`;
    }
  }
  return out;
}

/** Soft clouds: a few clusters of ellipses with a lit top. */
export function clouds(ctx: Ctx, count: number, band: [number, number] = [60, 330]): string {
  const { rng, pal } = ctx;
  let out = '';
  const blur = ctx.blur(3);
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-100, W + 100);
    const cy = rng.range(band[0], band[1]);
    const scale = rng.range(0.6, 1.5) * (1 - ((cy - band[0]) / (band[1] - band[0] + 200)) * 0.5);
    const shadow = mix(pal.cloud, pal.sky[1], 0.45);
    let puffs = '';
    let tops = '';
    const n = rng.int(4, 7);
    for (let j = 0; j < n; j++) {
      const px = cx + (j - n / 2) * 38 * scale + rng.range(-12, 12);
      const rx = rng.range(40, 80) * scale;
      const ry = rng.range(22, 40) * scale;
      const py = cy - Math.sin((j / (n - 1)) * Math.PI) * 22 * scale;
      puffs += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rx)}" ry="${f(ry)}"/>`;
      tops += `<ellipse cx="${f(px - rx * 0.1)}" cy="${f(py - ry * 0.25)}" rx="${f(rx * 0.85)}" ry="${f(ry * 0.7)}"/>`;
    }
    const opacity = ctx.mood === 'day' ? 0.92 : 0.8;
    out += `<g filter="${blur}" opacity="${opacity}"><g fill="${shadow}">${puffs}</g><g fill="${pal.cloud}">${tops}</g></g>`;
  }
  return out;
}

export interface Ridge {
  path: string;
  yAt(x: number): number;
}

/** A mountain or hill silhouette: a sum of sines with random phases, filled down to `bottom`. */
export function ridge(
  rng: Rng,
  options: {
    y: number;
    amp: number;
    bottom?: number;
    waves?: number;
    jag?: number;
    peaks?: number;
  },
): Ridge {
  const waves = options.waves ?? 3;
  const components = Array.from({ length: waves }, (_, i) => ({
    freq: (i + 1) * rng.range(0.8, 1.6) * (options.peaks ?? 1.4),
    phase: rng.range(0, Math.PI * 2),
    weight: 1 / (i + 1) ** 1.1,
  }));
  const total = components.reduce((s, c) => s + c.weight, 0);
  const jag = options.jag ?? 0.04;
  const noise = Array.from({ length: 64 }, () => rng.range(-1, 1));
  const yAt = (x: number) => {
    const t = x / W;
    let v = 0;
    for (const c of components) v += Math.sin(t * Math.PI * 2 * c.freq + c.phase) * c.weight;
    const k = (x / W) * 63;
    const i = Math.max(0, Math.min(62, Math.floor(k)));
    const j = noise[i] + (noise[i + 1] - noise[i]) * (k - i);
    return options.y - (v / total) * options.amp - j * options.amp * jag * 4;
  };
  const points: Array<[number, number]> = [[-10, options.bottom ?? H]];
  for (let x = -10; x <= W + 10; x += 12) points.push([x, yAt(x)]);
  points.push([W + 10, options.bottom ?? H]);
  return { path: pathFrom(points), yAt };
}

/** A conifer: drooping tiers with a lit side and a shaded side. */
export function pine(
  x: number,
  base: number,
  h: number,
  color: string,
  shade: string,
  tiers = 4,
): string {
  const w = h * 0.42;
  const trunkH = h * 0.1;
  let lit = '';
  let dark = '';
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const top = base - trunkH - h * (0.98 - t0 * 0.78);
    const bottom = base - trunkH - (h - trunkH) * (tiers - 1 - i) * (0.78 / tiers) * 1.05;
    const half = (w / 2) * (0.45 + ((i + 1) / tiers) * 0.55);
    const droop = half * 0.18;
    dark += `M${f(x)},${f(top)}L${f(x + half)},${f(bottom)}Q${f(x + half * 0.5)},${f(bottom - droop)} ${f(x)},${f(bottom + droop * 0.3)}Z`;
    lit += `M${f(x)},${f(top)}L${f(x - half)},${f(bottom)}Q${f(x - half * 0.5)},${f(bottom - droop)} ${f(x)},${f(bottom + droop * 0.3)}Z`;
  }
  return `<rect x="${f(x - h * 0.018)}" y="${f(base - trunkH - 2)}" width="${f(h * 0.036)}" height="${f(trunkH + 2)}" fill="${darken(shade, 0.3)}"/><path d="${dark}" fill="${shade}"/><path d="${lit}" fill="${color}"/>`;
}

/** A row of pines standing on a ridge line, shaded for their depth. */
export function pineRow(
  ctx: Ctx,
  line: (x: number) => number,
  options: {
    depth: number;
    height: [number, number];
    spacing: number;
    color?: string;
    from?: number;
    to?: number;
    density?: number;
  },
): string {
  const { rng } = ctx;
  const base = options.color ?? '#2f6b3f';
  const color = ctx.land(base, options.depth);
  const shade = ctx.land(darken(base, 0.35), options.depth);
  let out = '';
  for (
    let x = options.from ?? -20;
    x < (options.to ?? W + 20);
    x += options.spacing * rng.range(0.5, 1.3)
  ) {
    if (options.density !== undefined && !rng.chance(options.density)) continue;
    const h = rng.range(options.height[0], options.height[1]);
    out += pine(x, line(x) + h * 0.08, h, color, shade, h > 120 ? 5 : 4);
  }
  return out;
}

/** A palm: a tapering curved trunk with rings and drooping fronds. */
export function palm(
  ctx: Ctx,
  x: number,
  base: number,
  h: number,
  lean: number,
  options: { depth?: number; fronds?: number } = {},
): string {
  const { rng } = ctx;
  const depth = options.depth ?? 0;
  const trunk = ctx.land('#8a6a4a', depth);
  const trunkDark = ctx.land('#5e4530', depth);
  const leaf = ctx.land('#2f8a4a', depth);
  const leafDark = ctx.land('#1d5e34', depth);
  const topX = x + lean;
  const topY = base - h;
  const cx = x + lean * 0.15;
  const cy = base - h * 0.55;
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * topX,
    (1 - t) ** 2 * base + 2 * (1 - t) * t * cy + t * t * topY,
  ];
  const left: Array<[number, number]> = [];
  const right: Array<[number, number]> = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [px, py] = at(t);
    const wdt = h * (0.045 - t * 0.022);
    left.push([px - wdt, py]);
    right.push([px + wdt, py]);
  }
  let out = `<path d="${pathFrom([...left, ...right.reverse()])}" fill="${trunk}"/>`;
  let rings = '';
  for (let i = 1; i < steps; i++) {
    const [px, py] = at(i / steps);
    const wdt = h * (0.045 - (i / steps) * 0.022);
    rings += `M${f(px - wdt)},${f(py)}Q${f(px)},${f(py + 4)} ${f(px + wdt)},${f(py)}`;
  }
  out += `<path d="${rings}" stroke="${trunkDark}" stroke-width="2" fill="none" opacity="0.7"/>`;
  const fronds = options.fronds ?? 11;
  let back = '';
  let front = '';
  const stroke = Math.max(1.5, h * 0.008);
  for (let i = 0; i < fronds; i++) {
    const angle = -Math.PI + (i / (fronds - 1)) * Math.PI + rng.range(-0.12, 0.12);
    const len = h * rng.range(0.3, 0.42);
    const dirX = Math.cos(angle);
    const dirY = Math.sin(angle);
    const endX = topX + dirX * len;
    const endY = topY + dirY * len * 0.35 + len * 0.5;
    const ctrlX = topX + dirX * len * 0.55;
    const ctrlY = topY + dirY * len * 0.55 - len * 0.18;
    const point = (t: number): [number, number] => [
      (1 - t) ** 2 * topX + 2 * (1 - t) * t * ctrlX + t * t * endX,
      (1 - t) ** 2 * topY + 2 * (1 - t) * t * ctrlY + t * t * endY,
    ];
    let leaflets = '';
    for (let t = 0.06; t <= 1; t += 0.04) {
      const [px, py] = point(t);
      const [qx, qy] = point(Math.min(1, t + 0.02));
      const tl = Math.hypot(qx - px, qy - py) || 1;
      const tx = (qx - px) / tl;
      const ty = (qy - py) / tl;
      const size = len * 0.3 * (Math.sin(Math.PI * Math.min(1, t * 1.1)) * 0.75 + 0.25);
      for (const side of [1, -1]) {
        const nx = -ty * side;
        const ny = tx * side;
        leaflets += `M${f(px)},${f(py)}q${f((nx * 0.5 + tx * 0.3) * size)},${f((ny * 0.5 + ty * 0.3) * size)} ${f((nx * 0.55 + tx * 0.7) * size)},${f((ny * 0.55 + ty * 0.7 + 0.45) * size)}`;
      }
    }
    const rib = `M${f(topX)},${f(topY)}Q${f(ctrlX)},${f(ctrlY)} ${f(endX)},${f(endY)}`;
    const isBack = i % 2 === 0;
    const piece = `<path d="${leaflets}" stroke="${isBack ? leafDark : leaf}" stroke-width="${f(stroke)}" stroke-linecap="round" fill="none"/><path d="${rib}" stroke="${leafDark}" stroke-width="${f(stroke * 0.9)}" fill="none"/>`;
    if (isBack) back += piece;
    else front += piece;
  }
  const nuts = `<circle cx="${f(topX - 6)}" cy="${f(topY + 10)}" r="${f(h * 0.018)}" fill="${trunkDark}"/><circle cx="${f(topX + 7)}" cy="${f(topY + 12)}" r="${f(h * 0.018)}" fill="${trunkDark}"/>`;
  return `<g>${back}${out}${nuts}${front}</g>`;
}

/** A rounded bush or tree canopy made of overlapping circles. */
export function bush(
  ctx: Ctx,
  x: number,
  base: number,
  size: number,
  color: string,
  depth = 0,
): string {
  const { rng } = ctx;
  const dark = ctx.land(darken(color, 0.3), depth);
  const mid = ctx.land(color, depth);
  const light = ctx.land(lighten(color, 0.18), depth);
  let a = '';
  let b = '';
  let c = '';
  const n = rng.int(4, 7);
  for (let i = 0; i < n; i++) {
    const px = x + rng.range(-size, size) * 0.8;
    const py = base - rng.range(0.2, 1) * size * 0.8;
    const r = size * rng.range(0.35, 0.6);
    a += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}"/>`;
    b += `<circle cx="${f(px - r * 0.12)}" cy="${f(py - r * 0.14)}" r="${f(r * 0.82)}"/>`;
    c += `<circle cx="${f(px - r * 0.3)}" cy="${f(py - r * 0.35)}" r="${f(r * 0.42)}"/>`;
  }
  return `<g fill="${dark}">${a}</g><g fill="${mid}">${b}</g><g fill="${light}" opacity="0.7">${c}</g>`;
}

/** Smoke curling from a chimney. */
export function smoke(x: number, y: number, color: string): string {
  return `<path d="M${x},${y}c-18,-30 22,-45 4,-80c-12,-25 18,-40 10,-70" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.28"/><path d="M${x},${y}c-14,-28 18,-42 3,-74" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.3"/>`;
}

/** Soft round glow (lamps, lit windows). */
export function glow(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  color = '#ffc46b',
  strength = 0.55,
): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.radial([
    [0, color, strength],
    [0.5, color, strength * 0.35],
    [1, color, 0],
  ])}"/>`;
}

/** A window with frame and mullions. */
export function windowPane(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  cross = true,
): string {
  let out = `<rect x="${f(x - 4)}" y="${f(y - 4)}" width="${f(w + 8)}" height="${f(h + 8)}" fill="${frame}"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${ctx.windowFill()}"/>`;
  if (cross) {
    out += `<path d="M${f(x + w / 2)},${f(y)}V${f(y + h)}M${f(x)},${f(y + h / 2)}H${f(x + w)}" stroke="${frame}" stroke-width="${f(Math.max(2, w * 0.06))}"/>`;
  }
  if (ctx.pal.lit)
    out = glow(ctx, x + w / 2, y + h / 2, Math.max(w, h) * 1.4, '#ffb347', 0.35) + out;
  return out;
}

export type CabinStyle = 'aframe' | 'log' | 'stone';

/** A mountain cabin standing on `base`, `w` wide. */
export function cabin(
  ctx: Ctx,
  x: number,
  base: number,
  w: number,
  style: CabinStyle,
  depth = 0,
): string {
  const { rng } = ctx;
  const wood = ctx.land(rng.pick(['#8b5a3c', '#9c6a45', '#7a4b30', '#a8724a']), depth);
  const woodDark = darken(wood, 0.35);
  const roof = ctx.land(rng.pick(['#3b3f46', '#5a2e22', '#2f4a3a', '#6b3a2a']), depth);
  const stone = ctx.land('#9a948a', depth);
  let out = '';
  if (style === 'aframe') {
    const h = w * 1.02;
    const apexX = x + w / 2;
    // deck
    out += `<rect x="${f(x - w * 0.12)}" y="${f(base - h * 0.08)}" width="${f(w * 1.24)}" height="${f(h * 0.05)}" fill="${woodDark}"/>`;
    out += `<path d="M${f(x)},${f(base - h * 0.06)}L${f(apexX)},${f(base - h)}L${f(x + w)},${f(base - h * 0.06)}Z" fill="${roof}"/>`;
    const inset = w * 0.1;
    out += `<path d="M${f(x + inset)},${f(base - h * 0.07)}L${f(apexX)},${f(base - h + inset * 1.6)}L${f(x + w - inset)},${f(base - h * 0.07)}Z" fill="${wood}"/>`;
    // glass gable
    const g1 = base - h * 0.5;
    out += `<path d="M${f(x + w * 0.3)},${f(g1)}L${f(apexX)},${f(base - h + inset * 2.4)}L${f(x + w * 0.7)},${f(g1)}Z" fill="${ctx.windowFill()}" stroke="${woodDark}" stroke-width="4"/>`;
    out += `<rect x="${f(x + w * 0.24)}" y="${f(g1 + 6)}" width="${f(w * 0.52)}" height="${f(base - h * 0.1 - g1 - 6)}" fill="${ctx.windowFill()}" stroke="${woodDark}" stroke-width="4"/>`;
    out += `<path d="M${f(apexX)},${f(g1 + 6)}V${f(base - h * 0.1)}M${f(x + w * 0.24)},${f((g1 + base - h * 0.1) / 2)}H${f(x + w * 0.76)}" stroke="${woodDark}" stroke-width="3"/>`;
    // railing
    let rails = `M${f(x - w * 0.12)},${f(base - h * 0.2)}H${f(x + w * 1.12)}`;
    for (let px = x - w * 0.12; px <= x + w * 1.12; px += w * 0.08)
      rails += `M${f(px)},${f(base - h * 0.2)}V${f(base - h * 0.08)}`;
    out += `<path d="${rails}" stroke="${woodDark}" stroke-width="3"/>`;
    if (ctx.pal.lit) out = glow(ctx, apexX, base - h * 0.35, w * 0.9, '#ffb347', 0.4) + out;
    return out;
  }
  const h = w * 0.5;
  const roofH = w * 0.34;
  const over = w * 0.08;
  const body = style === 'stone' ? stone : wood;
  out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${body}"/>`;
  if (style === 'log') {
    let logs = '';
    for (let y = base - h + 10; y < base; y += 12) logs += `M${f(x)},${f(y)}H${f(x + w)}`;
    out += `<path d="${logs}" stroke="${woodDark}" stroke-width="2" opacity="0.55"/>`;
  } else {
    let stones = '';
    for (let i = 0; i < w / 5; i++) {
      stones += `<rect x="${f(x + rng.range(0, w - 20))}" y="${f(base - h + rng.range(4, h - 14))}" width="${f(rng.range(12, 24))}" height="${f(rng.range(7, 11))}" rx="3" fill="${darken(stone, rng.range(0.05, 0.25))}"/>`;
    }
    out += stones;
  }
  // shaded side under the eave
  out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h * 0.12)}" fill="#000" opacity="0.18"/>`;
  out += `<path d="M${f(x - over)},${f(base - h + 4)}L${f(x + w / 2)},${f(base - h - roofH)}L${f(x + w + over)},${f(base - h + 4)}Z" fill="${roof}"/>`;
  out += `<path d="M${f(x - over)},${f(base - h + 4)}L${f(x + w / 2)},${f(base - h - roofH)}" stroke="${lighten(roof, 0.2)}" stroke-width="4"/>`;
  const chX = x + w * (rng.chance(0.5) ? 0.2 : 0.71);
  const chW = w * 0.09;
  const roofAt = (px: number) =>
    base - h + 4 - (roofH + 4) * (1 - Math.abs(px - (x + w / 2)) / (w / 2 + over));
  const chTop = Math.min(roofAt(chX), roofAt(chX + chW)) - w * 0.1;
  out += `<rect x="${f(chX)}" y="${f(chTop)}" width="${f(chW)}" height="${f(Math.max(roofAt(chX), roofAt(chX + chW)) - chTop)}" fill="${stone}"/>`;
  out += `<rect x="${f(chX - 4)}" y="${f(chTop - 6)}" width="${f(chW + 8)}" height="10" fill="${darken(stone, 0.2)}"/>`;
  out += smoke(chX + chW / 2, chTop - 6, ctx.mood === 'dusk' ? '#b8b8d0' : '#f4f1ea');
  out += `<path d="M${f(x + w * 0.28)},${f(base - h + 2)}L${f(x + w / 2)},${f(base - h - roofH + 22)}L${f(x + w * 0.72)},${f(base - h + 2)}Z" fill="${wood}"/>`;
  out += windowPane(
    ctx,
    x + w / 2 - w * 0.05,
    base - h - roofH * 0.35,
    w * 0.1,
    w * 0.1,
    woodDark,
    false,
  );
  const winW = w * 0.16;
  out += windowPane(ctx, x + w * 0.1, base - h * 0.68, winW, h * 0.34, woodDark);
  out += windowPane(ctx, x + w * 0.74, base - h * 0.68, winW, h * 0.34, woodDark);
  out += `<rect x="${f(x + w * 0.43)}" y="${f(base - h * 0.72)}" width="${f(w * 0.14)}" height="${f(h * 0.72)}" rx="3" fill="${woodDark}"/>`;
  out += `<circle cx="${f(x + w * 0.54)}" cy="${f(base - h * 0.36)}" r="2.5" fill="#e0b860"/>`;
  // porch
  out += `<rect x="${f(x - over * 0.5)}" y="${f(base - 6)}" width="${f(w + over)}" height="8" fill="${woodDark}"/>`;
  return out;
}

/** Flat water with a horizon-coloured top, shimmer lines and a reflected sun column. */
export function water(
  ctx: Ctx,
  top: number,
  options: { color?: string; deep?: string; sunX?: number; bottom?: number; shimmer?: number } = {},
): string {
  const { rng, pal } = ctx;
  const bottom = options.bottom ?? H;
  const color = options.color ?? pal.water;
  const deep = options.deep ?? pal.waterDeep;
  const horizonTone = mix(pal.sky[pal.sky.length - 1], color, 0.55);
  let out = `<rect x="0" y="${f(top)}" width="${W}" height="${f(bottom - top)}" fill="${ctx.linear([
    [0, horizonTone],
    [0.35, mix(color, pal.tint, pal.tintAmount)],
    [1, deep],
  ])}"/>`;
  let lines = '';
  for (let i = 0; i < (options.shimmer ?? 70); i++) {
    const y = top + rng.next() ** 1.6 * (bottom - top);
    const len = rng.range(20, 90) * (0.3 + (y - top) / (bottom - top));
    const x = rng.range(-50, W);
    lines += `M${f(x)},${f(y)}h${f(len)}`;
  }
  out += `<path d="${lines}" stroke="${lighten(color, 0.5)}" stroke-width="2" opacity="0.35" stroke-linecap="round"/>`;
  if (options.sunX !== undefined && ctx.mood !== 'day') {
    let column = '';
    for (let y = top + 3; y < Math.min(bottom, top + 260); y += 7) {
      const spread = 20 + (y - top) * 0.35;
      const w = rng.range(0.3, 1) * spread;
      column += `M${f(options.sunX - w / 2 + rng.range(-spread, spread) * 0.3)},${f(y)}h${f(w)}`;
    }
    out += `<path d="${column}" stroke="${pal.sun}" stroke-width="3" opacity="0.55" stroke-linecap="round"/>`;
  }
  return out;
}

/** A scatter of small flowers in the grass. */
export function flowers(
  ctx: Ctx,
  top: number,
  bottom: number,
  count: number,
  colors: string[],
): string {
  const { rng } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = rng.range(top, bottom);
    const r = 1.5 + ((y - top) / (bottom - top)) * 4;
    out += `<circle cx="${f(rng.range(0, W))}" cy="${f(y)}" r="${f(r)}" fill="${ctx.land(rng.pick(colors))}"/>`;
  }
  return out;
}

/** String lights (festoon) hanging between two points. */
export function festoon(
  ctx: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
): string {
  const bulbs = 14;
  let out = `<path d="M${f(x1)},${f(y1)}Q${f((x1 + x2) / 2)},${f((y1 + y2) / 2 + sag * 2)} ${f(x2)},${f(y2)}" stroke="#2a2a2a" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + sag * 2) + t * t * y2;
    if (ctx.pal.lit) out += glow(ctx, x, y + 6, 22, '#ffd27a', 0.5);
    out += `<circle cx="${f(x)}" cy="${f(y + 6)}" r="4.5" fill="${ctx.pal.lit ? '#fff0c0' : '#f3e6c4'}"/>`;
  }
  return out;
}
