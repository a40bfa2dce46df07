/** Interior scenes: a room seen from the front, furnished for its kind, with a window onto the view. */
import type { ExteriorKind, InteriorKind, View } from '../scene-kinds.ts';
import { darken, lighten, mix } from './color.ts';
import { Ctx, f, festoon, glow, H, pine, W } from './kit.ts';

type DrawExterior = (kind: ExteriorKind, ctx: Ctx) => string;
type Style = 'rustic' | 'tropical' | 'colonial';

interface Room {
  style: Style;
  wall: string;
  wallLine: string;
  trim: string;
  floor: string;
  floorLine: string;
  wood: string;
  fabrics: string[];
  /** Floor line: where the back wall meets the floor. */
  base: number;
  /** How much daylight is left (1 noon, lower at dusk): lamps matter more in the dark. */
  light: number;
}

const STYLE_OF: Record<View, Style> = {
  beach: 'tropical',
  jungle: 'tropical',
  lagoon: 'tropical',
  lake: 'rustic',
  'pine-forest': 'rustic',
  mountain: 'rustic',
  canyon: 'rustic',
  colonial: 'colonial',
};

const LIGHT = { day: 1, golden: 0.94, dawn: 0.92, sunset: 0.8, dusk: 0.62 } as const;

function makeRoom(ctx: Ctx, view: View): Room {
  const { rng } = ctx;
  const style = STYLE_OF[view];
  const light = LIGHT[ctx.mood];
  const dim = (c: string) => mix(darken(c, (1 - light) * 0.7), '#ff9a4a', (1 - light) * 0.12);
  if (style === 'rustic') {
    const wall = rng.pick(['#b07a48', '#a46c3e', '#c08a58', '#9a6a48']);
    return {
      style,
      wall: dim(wall),
      wallLine: dim(darken(wall, 0.25)),
      trim: dim('#5c3a22'),
      floor: dim(rng.pick(['#7a4e2e', '#8a5a36', '#6e4428'])),
      floorLine: dim('#4a2e1a'),
      wood: dim('#5c3a22'),
      fabrics: rng
        .shuffle(['#b23a2e', '#e2a03f', '#2f5e7a', '#3f6b3a', '#d8c8a8', '#7a2e3a'])
        .map(dim),
      base: 650,
      light,
    };
  }
  if (style === 'tropical') {
    const wall = rng.pick(['#f1ebe0', '#efe4d2', '#e8efe9', '#f5efe6']);
    return {
      style,
      wall: dim(wall),
      wallLine: dim(darken(wall, 0.08)),
      trim: dim('#a77b4f'),
      floor: dim(rng.pick(['#cdb497', '#d8c4a6', '#bfa184'])),
      floorLine: dim('#9c8266'),
      wood: dim('#8a6242'),
      fabrics: rng
        .shuffle(['#2a9d8f', '#e76f51', '#f4a261', '#e9c46a', '#f4f1ea', '#3a86a8'])
        .map(dim),
      base: 650,
      light,
    };
  }
  const wall = rng.pick(['#c8643c', '#2f5fa8', '#d99a3a', '#c23b6a', '#3f8f7a', '#e8d8bc']);
  return {
    style,
    wall: dim(wall),
    wallLine: dim(darken(wall, 0.1)),
    trim: dim('#f4ece0'),
    floor: dim('#b5603a'),
    floorLine: dim('#8a4226'),
    wood: dim('#4a2c1a'),
    fabrics: rng
      .shuffle(['#d2486e', '#f2c14e', '#2a9d8f', '#e4572e', '#f4f1ea', '#6a4c93'])
      .map(dim),
    base: 650,
    light,
  };
}

/** Back wall, ceiling beams and a floor whose boards or tiles run to a vanishing point. */
function shell(ctx: Ctx, room: Room): string {
  const { rng } = ctx;
  const vx = W / 2 + rng.range(-120, 120);
  const vy = 260;
  let out = `<rect width="${W}" height="${room.base}" fill="${room.wall}"/>`;
  if (room.style === 'rustic') {
    let logs = '';
    for (let y = 20; y < room.base; y += 34) logs += `M0,${y}H${W}`;
    out += `<path d="${logs}" stroke="${room.wallLine}" stroke-width="4" opacity="0.7"/>`;
    let knots = '';
    for (let i = 0; i < 30; i++)
      knots += `<ellipse cx="${f(rng.range(0, W))}" cy="${f(20 + 34 * rng.int(0, 18) + 17)}" rx="8" ry="3"/>`;
    out += `<g fill="${room.wallLine}" opacity="0.5">${knots}</g>`;
  } else if (room.style === 'colonial') {
    out += `<rect y="${room.base - 90}" width="${W}" height="90" fill="${darken(room.wall, 0.2)}"/>`;
    out += `<rect y="${room.base - 94}" width="${W}" height="6" fill="${room.trim}"/>`;
  } else {
    out += `<rect y="${room.base - 14}" width="${W}" height="14" fill="${room.wallLine}"/>`;
  }
  // ceiling beams
  const beam = room.style === 'tropical' ? room.trim : room.wood;
  out += `<rect width="${W}" height="36" fill="${darken(beam, 0.1)}"/>`;
  for (let x = 60; x < W; x += 190)
    out += `<rect x="${x}" y="0" width="34" height="52" fill="${beam}"/><rect x="${x}" y="44" width="34" height="8" fill="#000" opacity="0.15"/>`;
  // floor
  out += `<rect y="${room.base}" width="${W}" height="${H - room.base}" fill="${ctx.linear([
    [0, darken(room.floor, 0.12)],
    [1, lighten(room.floor, 0.06)],
  ])}"/>`;
  let lines = '';
  const boards = room.style === 'colonial' ? 16 : 22;
  for (let i = -boards; i <= boards * 2; i++) {
    const x = (i / boards) * W;
    const t = (H - vy) / (room.base - vy);
    lines += `M${f(vx + (x - vx) / t)},${room.base}L${f(x)},${H}`;
  }
  if (room.style === 'colonial') {
    for (let k = 1; k < 7; k++) {
      const y = room.base + (H - room.base) * (k / 7) ** 1.4;
      lines += `M0,${f(y)}H${W}`;
    }
  } else {
    for (let i = 0; i < 40; i++) {
      const y = rng.range(room.base + 10, H);
      const x = rng.range(0, W);
      lines += `M${f(x)},${f(y)}l${f(rng.range(-4, 4))},${f(rng.range(6, 14))}`;
    }
  }
  out += `<path d="${lines}" stroke="${room.floorLine}" stroke-width="2.5" opacity="0.55"/>`;
  out += `<rect y="${room.base}" width="${W}" height="8" fill="#000" opacity="0.12"/>`;
  return out;
}

/** A window onto the view: the exterior drawn inside the frame, then frame, mullions, curtains. */
function picture(
  ctx: Ctx,
  room: Room,
  view: View,
  drawExterior: DrawExterior,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { arch?: boolean; curtains?: boolean; panes?: number } = {},
): string {
  const frame =
    room.style === 'tropical' ? room.wood : room.style === 'colonial' ? room.wood : room.trim;
  const shape = options.arch
    ? `<path d="M${f(x)},${f(y + h)}V${f(y + w / 2)}A${f(w / 2)},${f(w / 2)} 0 0,1 ${f(x + w)},${f(y + w / 2)}V${f(y + h)}Z"/>`
    : `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`;
  const clip = ctx.clip(shape);
  let out = '';
  if (options.arch) {
    out += `<path d="M${f(x - 24)},${f(y + h + 18)}V${f(y + w / 2)}A${f(w / 2 + 24)},${f(w / 2 + 24)} 0 0,1 ${f(x + w + 24)},${f(y + w / 2)}V${f(y + h + 18)}Z" fill="${room.trim}"/>`;
  } else {
    out += `<rect x="${f(x - 18)}" y="${f(y - 18)}" width="${f(w + 36)}" height="${f(h + 36)}" fill="${frame}"/>`;
  }
  ctx.vista = true;
  const inner = drawExterior(view, ctx);
  ctx.vista = false;
  out += `<g clip-path="${clip}"><svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${inner}</svg></g>`;
  const panes = options.panes ?? 2;
  let bars = '';
  for (let i = 1; i < panes; i++) bars += `M${f(x + (w * i) / panes)},${f(y)}V${f(y + h)}`;
  if (!options.arch && h > 200) bars += `M${f(x)},${f(y + h * 0.3)}H${f(x + w)}`;
  out += `<path d="${bars}" stroke="${frame}" stroke-width="12"/>`;
  out += `<rect x="${f(x - 28)}" y="${f(y + h + 10)}" width="${f(w + 56)}" height="16" fill="${darken(frame, 0.1)}"/>`;
  if (options.curtains) {
    const cloth = room.fabrics[4];
    for (const side of [-1, 1]) {
      const cx = side < 0 ? x - 70 : x + w + 10;
      let folds = '';
      for (let k = 0; k < 4; k++) folds += `M${f(cx + 12 + k * 15)},${f(y - 30)}V${f(y + h + 60)}`;
      out += `<path d="M${f(cx)},${f(y - 30)}h60q-8,${f(h / 2)} 4,${f(h + 90)}h-68q10,${f(-h / 2)} 4,${f(-h - 90)}z" fill="${cloth}"/>`;
      out += `<path d="${folds}" stroke="${darken(cloth, 0.15)}" stroke-width="3" opacity="0.6"/>`;
    }
    out += `<rect x="${f(x - 90)}" y="${f(y - 40)}" width="${f(w + 180)}" height="8" rx="4" fill="${room.wood}"/>`;
  }
  return out;
}

function rug(ctx: Ctx, room: Room, cx: number, top: number, w: number, depth: number): string {
  const bottom = top + depth;
  const spread = w * 0.16;
  const shape = `M${f(cx - w / 2)},${f(top)}H${f(cx + w / 2)}L${f(cx + w / 2 + spread)},${f(bottom)}H${f(cx - w / 2 - spread)}Z`;
  const colors = room.fabrics;
  let stripes = '';
  for (let i = 0; i < 7; i++) {
    const t0 = i / 7;
    const y0 = top + depth * t0;
    const y1 = top + depth * (t0 + 0.5 / 7);
    stripes += `<rect x="0" y="${f(y0)}" width="${W}" height="${f(y1 - y0)}" fill="${colors[i % 3]}"/>`;
  }
  let diamonds = '';
  for (let i = 0; i < 6; i++) {
    const dx = cx - w / 2 + (i + 0.5) * (w / 6);
    const dy = top + depth * 0.5;
    diamonds += `M${f(dx)},${f(dy - depth * 0.12)}l18,${f(depth * 0.12)}l-18,${f(depth * 0.12)}l-18,${f(-depth * 0.12)}z`;
  }
  return `<path d="${shape}" fill="${ctx.rng.pick([room.fabrics[4], lighten(room.fabrics[0], 0.5)])}"/><g clip-path="${ctx.clip(`<path d="${shape}"/>`)}">${stripes}<path d="${diamonds}" fill="${room.fabrics[2]}"/></g>`;
}

function sofa(room: Room, cx: number, base: number, w: number, color: string): string {
  const dark = darken(color, 0.2);
  const h = w * 0.34;
  let out = `<ellipse cx="${f(cx)}" cy="${f(base + 4)}" rx="${f(w * 0.55)}" ry="14" fill="#000" opacity="0.18"/>`;
  out += `<rect x="${f(cx - w / 2 + 20)}" y="${f(base - h)}" width="${f(w - 40)}" height="${f(h * 0.6)}" rx="18" fill="${dark}"/>`;
  out += `<rect x="${f(cx - w / 2 + 30)}" y="${f(base - h * 0.5)}" width="${f(w - 60)}" height="${f(h * 0.36)}" rx="12" fill="${color}"/>`;
  out += `<path d="M${f(cx)},${f(base - h * 0.5)}v${f(h * 0.34)}" stroke="${dark}" stroke-width="3"/>`;
  for (const side of [-1, 1]) {
    out += `<rect x="${f(side < 0 ? cx - w / 2 : cx + w / 2 - 46)}" y="${f(base - h * 0.62)}" width="46" height="${f(h * 0.52)}" rx="18" fill="${dark}"/>`;
  }
  out += `<rect x="${f(cx - w / 2 + 10)}" y="${f(base - h * 0.16)}" width="${f(w - 20)}" height="${f(h * 0.12)}" rx="6" fill="${darken(color, 0.3)}"/>`;
  out += `<path d="M${f(cx - w / 2 + 24)},${f(base - h * 0.04)}v14M${f(cx + w / 2 - 24)},${f(base - h * 0.04)}v14" stroke="${room.wood}" stroke-width="8" stroke-linecap="round"/>`;
  // cushions
  const pillows = [room.fabrics[1], room.fabrics[2], room.fabrics[0]];
  out += `<rect x="${f(cx - w / 2 + 56)}" y="${f(base - h * 0.86)}" width="${f(w * 0.16)}" height="${f(w * 0.13)}" rx="10" fill="${pillows[0]}" transform="rotate(-8 ${f(cx - w / 2 + 56)} ${f(base - h * 0.86)})"/>`;
  out += `<rect x="${f(cx + w / 2 - 56 - w * 0.16)}" y="${f(base - h * 0.9)}" width="${f(w * 0.16)}" height="${f(w * 0.13)}" rx="10" fill="${pillows[1]}" transform="rotate(8 ${f(cx + w / 2 - 56)} ${f(base - h * 0.9)})"/>`;
  out += `<rect x="${f(cx - w * 0.07)}" y="${f(base - h * 0.84)}" width="${f(w * 0.14)}" height="${f(w * 0.11)}" rx="10" fill="${pillows[2]}"/>`;
  return out;
}

function coffeeTable(ctx: Ctx, room: Room, cx: number, top: number, w: number): string {
  const { rng } = ctx;
  let out = `<ellipse cx="${f(cx)}" cy="${f(top + 70)}" rx="${f(w * 0.55)}" ry="12" fill="#000" opacity="0.2"/>`;
  out += `<rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="22" rx="6" fill="${room.wood}"/>`;
  out += `<rect x="${f(cx - w / 2)}" y="${f(top + 16)}" width="${f(w)}" height="8" fill="#000" opacity="0.18"/>`;
  out += `<path d="M${f(cx - w / 2 + 20)},${f(top + 22)}v48M${f(cx + w / 2 - 20)},${f(top + 22)}v48" stroke="${darken(room.wood, 0.2)}" stroke-width="12"/>`;
  // a bowl, books and a candle
  out += `<path d="M${f(cx - 70)},${f(top)}a34,22 0 0,0 68,0z" fill="${room.fabrics[3]}"/>`;
  for (let i = 0; i < 3; i++)
    out += `<circle cx="${f(cx - 52 + i * 16)}" cy="${f(top - 6)}" r="9" fill="${rng.pick(['#e4572e', '#f2c14e', '#7bb043'])}"/>`;
  out += `<rect x="${f(cx + 30)}" y="${f(top - 14)}" width="70" height="14" rx="2" fill="${room.fabrics[0]}"/><rect x="${f(cx + 36)}" y="${f(top - 26)}" width="58" height="12" rx="2" fill="${room.fabrics[2]}"/>`;
  return out;
}

function floorLamp(ctx: Ctx, room: Room, x: number, base: number): string {
  const lit = room.light < 0.9;
  let out = `<path d="M${f(x)},${f(base)}v-300" stroke="#2a2a2a" stroke-width="6"/><ellipse cx="${f(x)}" cy="${f(base)}" rx="30" ry="8" fill="#2a2a2a"/>`;
  if (lit) out = glow(ctx, x, base - 300, 260, '#ffc46b', 0.5) + out;
  out += `<path d="M${f(x - 50)},${f(base - 290)}l16,-70h68l16,70z" fill="${lit ? '#ffe2a8' : lighten(room.fabrics[4], 0.3)}"/>`;
  return out;
}

function plant(ctx: Ctx, room: Room, x: number, base: number, size: number): string {
  const { rng } = ctx;
  let out = `<path d="M${f(x - size * 0.32)},${f(base - size * 0.5)}h${f(size * 0.64)}l-${f(size * 0.08)},${f(size * 0.5)}h-${f(size * 0.48)}z" fill="${room.style === 'colonial' ? '#2f5fa8' : '#b5603a'}"/>`;
  if (room.style === 'colonial')
    out += `<path d="M${f(x - size * 0.3)},${f(base - size * 0.32)}h${f(size * 0.6)}" stroke="#f4ece0" stroke-width="6" stroke-dasharray="10 8"/>`;
  let leaves = '';
  for (let i = 0; i < 11; i++) {
    const a = -Math.PI / 2 + rng.range(-1.2, 1.2);
    const len = size * rng.range(0.7, 1.3);
    const ex = x + Math.cos(a) * len;
    const ey = base - size * 0.5 + Math.sin(a) * len;
    const mx = (x + ex) / 2;
    const my = (base - size * 0.5 + ey) / 2;
    const nx = -Math.sin(a) * len * 0.2;
    const ny = Math.cos(a) * len * 0.2;
    leaves += `<path d="M${f(x)},${f(base - size * 0.5)}Q${f(mx + nx)},${f(my + ny)} ${f(ex)},${f(ey)}Q${f(mx - nx)},${f(my - ny)} ${f(x)},${f(base - size * 0.5)}z" fill="${mix(rng.pick(['#2e7d44', '#3b8f4f', '#4a9a58']), '#000', (1 - room.light) * 0.6)}"/>`;
  }
  return out + leaves;
}

function wallArt(ctx: Ctx, room: Room, x: number, y: number, w: number, h: number): string {
  const { rng } = ctx;
  let out = `<rect x="${f(x - 8)}" y="${f(y - 8)}" width="${f(w + 16)}" height="${f(h + 16)}" fill="${room.wood}"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${lighten(room.fabrics[4], 0.4)}"/>`;
  const c = room.fabrics;
  if (rng.chance(0.5)) {
    out += `<circle cx="${f(x + w * 0.6)}" cy="${f(y + h * 0.38)}" r="${f(h * 0.18)}" fill="${c[1]}"/><path d="M${f(x)},${f(y + h)}L${f(x + w * 0.35)},${f(y + h * 0.45)}L${f(x + w * 0.6)},${f(y + h * 0.75)}L${f(x + w * 0.8)},${f(y + h * 0.55)}L${f(x + w)},${f(y + h)}Z" fill="${c[2]}"/>`;
  } else {
    for (let i = 0; i < 4; i++)
      out += `<rect x="${f(x + w * 0.1)}" y="${f(y + h * (0.12 + i * 0.2))}" width="${f(w * 0.8)}" height="${f(h * 0.12)}" fill="${c[i % 3]}"/>`;
  }
  return out;
}

function fireplace(ctx: Ctx, room: Room, cx: number, base: number, w: number): string {
  const { rng } = ctx;
  const stone = mix('#9a948a', '#000', (1 - room.light) * 0.5);
  let out = `<rect x="${f(cx - w * 0.32)}" y="0" width="${f(w * 0.64)}" height="${f(base - 300)}" fill="${stone}"/>`;
  out += `<rect x="${f(cx - w / 2)}" y="${f(base - 320)}" width="${f(w)}" height="320" fill="${stone}"/>`;
  let stones = '';
  for (let i = 0; i < 70; i++) {
    const y = rng.range(0, base - 20);
    const half = y < base - 320 ? w * 0.32 : w / 2;
    stones += `<rect x="${f(cx - half + rng.range(0, half * 2 - 40))}" y="${f(y)}" width="${f(rng.range(26, 46))}" height="${f(rng.range(14, 22))}" rx="6" fill="${darken(stone, rng.range(0.06, 0.22))}"/>`;
  }
  out += stones;
  out += `<rect x="${f(cx - w / 2 - 20)}" y="${f(base - 330)}" width="${f(w + 40)}" height="26" fill="${room.wood}"/>`;
  // candles and a clay jar on the mantel
  out += `<rect x="${f(cx - w * 0.38)}" y="${f(base - 370)}" width="14" height="40" fill="#f4ece0"/><rect x="${f(cx - w * 0.33)}" y="${f(base - 356)}" width="14" height="26" fill="#f4ece0"/>`;
  out += glow(ctx, cx - w * 0.37, base - 380, 40, '#ffc46b', 0.7);
  out += `<path d="M${f(cx + w * 0.25)},${f(base - 330)}q-20,-30 0,-54h24q20,24 0,54z" fill="#b5603a"/>`;
  const mouthW = w * 0.56;
  const mouthH = 170;
  const mx = cx - mouthW / 2;
  const my = base - mouthH - 30;
  out += `<path d="M${f(mx)},${f(base - 30)}V${f(my + 40)}Q${f(cx)},${f(my - 20)} ${f(mx + mouthW)},${f(my + 40)}V${f(base - 30)}Z" fill="#1e1410"/>`;
  out += glow(ctx, cx, base - 80, 340, '#ff8a2a', room.light < 0.9 ? 0.55 : 0.3);
  out += `<path d="M${f(cx - 70)},${f(base - 44)}l140,-16M${f(cx - 70)},${f(base - 60)}l140,16" stroke="#5a3a22" stroke-width="18" stroke-linecap="round"/>`;
  out += `<path d="M${f(cx - 60)},${f(base - 56)}q10,-80 40,-110q-6,50 20,70q6,-50 30,-80q20,60 -4,120z" fill="#ff9a2a"/>`;
  out += `<path d="M${f(cx - 34)},${f(base - 56)}q8,-50 26,-70q0,36 14,44q6,-30 20,-44q10,40 -6,70z" fill="#ffd36a"/>`;
  out += `<rect x="${f(cx - w / 2 - 10)}" y="${f(base - 30)}" width="${f(w + 20)}" height="30" fill="${darken(stone, 0.15)}"/>`;
  return out;
}

function armchair(room: Room, cx: number, base: number, w: number, color: string): string {
  const dark = darken(color, 0.2);
  return `<ellipse cx="${f(cx)}" cy="${f(base + 4)}" rx="${f(w * 0.6)}" ry="12" fill="#000" opacity="0.2"/><rect x="${f(cx - w / 2 + 14)}" y="${f(base - w * 0.95)}" width="${f(w - 28)}" height="${f(w * 0.6)}" rx="20" fill="${dark}"/><rect x="${f(cx - w / 2 + 20)}" y="${f(base - w * 0.42)}" width="${f(w - 40)}" height="${f(w * 0.26)}" rx="12" fill="${color}"/><rect x="${f(cx - w / 2)}" y="${f(base - w * 0.58)}" width="30" height="${f(w * 0.5)}" rx="14" fill="${dark}"/><rect x="${f(cx + w / 2 - 30)}" y="${f(base - w * 0.58)}" width="30" height="${f(w * 0.5)}" rx="14" fill="${dark}"/><path d="M${f(cx - w / 2 + 16)},${f(base - 10)}v12M${f(cx + w / 2 - 16)},${f(base - 10)}v12" stroke="${room.wood}" stroke-width="8" stroke-linecap="round"/>`;
}

function living(ctx: Ctx, room: Room, view: View, drawExterior: DrawExterior): string {
  const { rng } = ctx;
  const wx = rng.range(300, 420);
  const ww = rng.range(440, 560);
  let out = picture(ctx, room, view, drawExterior, wx, 120, ww, 300, {
    curtains: true,
    panes: 3,
    arch: room.style === 'colonial' && rng.chance(0.5),
  });
  const artX = wx + ww + 110 < W - 200 ? wx + ww + 130 : 60;
  out += wallArt(ctx, room, artX, 170, 150, 190);
  out += `<rect x="40" y="${room.base - 300}" width="180" height="300" fill="${room.wood}"/>`;
  let books = '';
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = room.base - 290 + shelf * 96;
    books += `<rect x="46" y="${y + 84}" width="168" height="8" fill="${darken(room.wood, 0.3)}"/>`;
    for (let x = 52; x < 200; x += rng.range(12, 20)) {
      const bh = rng.range(50, 78);
      books += `<rect x="${f(x)}" y="${f(y + 84 - bh)}" width="${f(rng.range(9, 15))}" height="${f(bh)}" fill="${rng.pick(room.fabrics)}"/>`;
    }
  }
  out += books;
  out += rug(ctx, room, W / 2, room.base + 50, 640, 190);
  out += sofa(
    room,
    wx + ww / 2,
    room.base + 60,
    560,
    room.fabrics[4] === room.fabrics[0] ? room.fabrics[1] : room.fabrics[5],
  );
  out += coffeeTable(ctx, room, W / 2, room.base + 140, 300);
  out += floorLamp(ctx, room, W - 170, room.base + 80);
  out += plant(ctx, room, 120, H - 10, 170);
  return out;
}

function fireplaceRoom(ctx: Ctx, room: Room, view: View, drawExterior: DrawExterior): string {
  const { rng } = ctx;
  let out = '';
  const cx = W / 2 + rng.range(-60, 60);
  out += picture(ctx, room, view, drawExterior, 60, 150, cx - 300 - 60, 320, { panes: 2 });
  out += picture(ctx, room, view, drawExterior, cx + 300, 150, W - 60 - cx - 300, 320, {
    panes: 2,
  });
  out += fireplace(ctx, room, cx, room.base + 20, 420);
  out += rug(ctx, room, cx, room.base + 70, 560, 170);
  out += armchair(room, 170, H - 20, 250, room.fabrics[0]);
  out += armchair(room, W - 170, H - 20, 250, room.fabrics[1]);
  out += coffeeTable(ctx, room, cx, room.base + 160, 260);
  // stacked firewood
  let logs = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4 - r; c++)
      logs += `<circle cx="${f(cx + 250 + c * 26 + r * 13)}" cy="${f(room.base + 6 - r * 24)}" r="12" fill="#7a4b30" stroke="#c89a6a" stroke-width="4"/>`;
  out += logs;
  return out;
}

function bedroom(ctx: Ctx, room: Room, view: View, drawExterior: DrawExterior): string {
  const { rng } = ctx;
  const cx = W / 2 + rng.range(-80, 80);
  let out = picture(ctx, room, view, drawExterior, cx - 330, 110, 660, 250, {
    curtains: true,
    panes: 3,
    arch: false,
  });
  const bw = 520;
  const headTop = room.base - 250;
  // headboard
  out += `<rect x="${f(cx - bw / 2 - 20)}" y="${f(headTop)}" width="${f(bw + 40)}" height="250" rx="${room.style === 'tropical' ? 0 : 16}" fill="${room.style === 'colonial' ? room.wood : darken(room.wood, -0.1)}"/>`;
  if (room.style === 'tropical') {
    let weave = '';
    for (let x = cx - bw / 2; x < cx + bw / 2; x += 16) weave += `M${f(x)},${f(headTop + 16)}v120`;
    out += `<path d="${weave}" stroke="${lighten(room.wood, 0.3)}" stroke-width="6"/>`;
  }
  // nightstands with lamps
  for (const side of [-1, 1]) {
    const nx = cx + side * (bw / 2 + 120);
    out += `<rect x="${f(nx - 60)}" y="${f(room.base - 130)}" width="120" height="130" fill="${room.wood}"/><rect x="${f(nx - 50)}" y="${f(room.base - 100)}" width="100" height="40" fill="${darken(room.wood, 0.2)}"/><circle cx="${f(nx)}" cy="${f(room.base - 80)}" r="5" fill="#e0b860"/>`;
    if (room.light < 0.9) out += glow(ctx, nx, room.base - 200, 170, '#ffc46b', 0.55);
    out += `<path d="M${f(nx)},${f(room.base - 130)}v-50" stroke="#3a3a3a" stroke-width="5"/><path d="M${f(nx - 36)},${f(room.base - 176)}l12,-54h48l12,54z" fill="${room.light < 0.9 ? '#ffe2a8' : lighten(room.fabrics[4], 0.3)}"/>`;
  }
  // bed: mattress and duvet toward the viewer
  const sheet = mix('#f7f4ee', '#000', (1 - room.light) * 0.5);
  const bedTop = room.base - 120;
  out += `<ellipse cx="${f(cx)}" cy="${f(H - 40)}" rx="${f(bw * 0.7)}" ry="24" fill="#000" opacity="0.2"/>`;
  out += `<path d="M${f(cx - bw / 2)},${f(bedTop)}H${f(cx + bw / 2)}L${f(cx + bw / 2 + 90)},${f(H - 60)}H${f(cx - bw / 2 - 90)}Z" fill="${sheet}"/>`;
  out += `<rect x="${f(cx - bw / 2 - 90)}" y="${f(H - 60)}" width="${f(bw + 180)}" height="40" fill="${room.wood}"/>`;
  // pillows
  for (const side of [-1, 1])
    out += `<rect x="${f(cx + side * 120 - 100)}" y="${f(bedTop - 50)}" width="200" height="70" rx="26" fill="${lighten(sheet, 0.2)}" stroke="${darken(sheet, 0.08)}" stroke-width="3"/>`;
  out += `<rect x="${f(cx - 60)}" y="${f(bedTop - 34)}" width="120" height="56" rx="16" fill="${room.fabrics[0]}"/>`;
  // duvet fold and a striped throw at the foot
  out += `<path d="M${f(cx - bw / 2 - 14)},${f(bedTop + 60)}H${f(cx + bw / 2 + 14)}L${f(cx + bw / 2 + 90)},${f(H - 60)}H${f(cx - bw / 2 - 90)}Z" fill="${lighten(room.fabrics[4], 0.2)}"/>`;
  out += `<path d="M${f(cx - bw / 2 - 14)},${f(bedTop + 60)}H${f(cx + bw / 2 + 14)}" stroke="${darken(sheet, 0.1)}" stroke-width="6"/>`;
  const throwTop = bedTop + 150;
  let stripes = '';
  const colors = [room.fabrics[0], room.fabrics[1], room.fabrics[2], room.fabrics[1]];
  for (let i = 0; i < 8; i++)
    stripes += `<rect x="0" y="${f(throwTop + i * 12)}" width="${W}" height="12" fill="${colors[i % 4]}"/>`;
  const throwShape = `M${f(cx - bw / 2 - 40)},${f(throwTop)}H${f(cx + bw / 2 + 40)}L${f(cx + bw / 2 + 60)},${f(throwTop + 96)}H${f(cx - bw / 2 - 60)}Z`;
  out += `<g clip-path="${ctx.clip(`<path d="${throwShape}"/>`)}">${stripes}</g>`;
  out += plant(ctx, room, cx > W / 2 ? 90 : W - 90, H - 10, 150);
  return out;
}

function kitchen(ctx: Ctx, room: Room, view: View, drawExterior: DrawExterior): string {
  const { rng } = ctx;
  const cx = W / 2 + rng.range(-60, 60);
  const counterTop = room.base - 200;
  let out = '';
  // backsplash tiles (Talavera in colonial kitchens)
  const tile = room.style === 'tropical' ? '#e9f1f0' : '#f4f0e6';
  out += `<rect x="0" y="${f(counterTop - 110)}" width="${W}" height="110" fill="${mix(tile, '#000', (1 - room.light) * 0.5)}"/>`;
  let pattern = '';
  for (let x = 0; x < W; x += 36) {
    for (let y = counterTop - 110; y < counterTop; y += 36) {
      pattern +=
        room.style === 'tropical'
          ? `<rect x="${x + 2}" y="${f(y + 2)}" width="32" height="32" fill="none" stroke="#b8d4d0" stroke-width="2"/>`
          : `<path d="M${x + 18},${f(y + 6)}l12,12l-12,12l-12,-12z" fill="#2f5fa8"/><circle cx="${x + 18}" cy="${f(y + 18)}" r="4" fill="#f2c14e"/>`;
    }
  }
  out += pattern;
  out += picture(ctx, room, view, drawExterior, cx - 190, 90, 380, 260, { panes: 2 });
  // open shelves with plates and jars
  for (const side of [-1, 1]) {
    const sx = side < 0 ? 60 : cx + 260;
    const sw = side < 0 ? cx - 260 - 60 : W - 60 - sx;
    for (let k = 0; k < 2; k++) {
      const y = 180 + k * 120;
      out += `<rect x="${f(sx)}" y="${f(y)}" width="${f(sw)}" height="14" fill="${room.wood}"/>`;
      for (let x = sx + 16; x < sx + sw - 40; x += rng.range(44, 70)) {
        out += rng.chance(0.5)
          ? `<circle cx="${f(x + 18)}" cy="${f(y - 24)}" r="24" fill="${rng.pick(['#f4f0e6', '#2f5fa8', '#e4572e', '#f2c14e'])}" stroke="#fff" stroke-width="3"/>`
          : `<rect x="${f(x)}" y="${f(y - 56)}" width="34" height="56" rx="8" fill="${rng.pick(['#c9a06a', '#b5603a', '#7bb043', '#e8d8bc'])}"/><rect x="${f(x + 4)}" y="${f(y - 64)}" width="26" height="10" fill="${room.wood}"/>`;
      }
    }
  }
  // counter and cabinets
  const cab =
    room.style === 'tropical'
      ? mix('#f4f1ea', '#000', (1 - room.light) * 0.5)
      : room.style === 'colonial'
        ? room.fabrics[2]
        : room.wood;
  out += `<rect x="0" y="${f(counterTop)}" width="${W}" height="${f(room.base - counterTop)}" fill="${cab}"/>`;
  for (let x = 20; x < W - 100; x += 150)
    out += `<rect x="${x}" y="${f(counterTop + 40)}" width="130" height="${f(room.base - counterTop - 60)}" rx="4" fill="none" stroke="${darken(cab, 0.2)}" stroke-width="4"/><rect x="${x + 56}" y="${f(counterTop + 60)}" width="18" height="6" rx="3" fill="${darken(cab, 0.4)}"/>`;
  out += `<rect x="0" y="${f(counterTop - 8)}" width="${W}" height="34" fill="${mix(room.style === 'rustic' ? '#3a3a3a' : '#e8e2d6', '#000', (1 - room.light) * 0.5)}"/>`;
  out += `<path d="M${f(cx - 20)},${f(counterTop - 8)}v-60q0,-24 30,-24v14" stroke="#9a9a9a" stroke-width="8" fill="none"/>`;
  // pendant lamps over the island
  for (const lx of [cx - 220, cx, cx + 220]) {
    out += `<path d="M${f(lx)},0v${f(counterTop - 70)}" stroke="#2a2a2a" stroke-width="3"/>`;
    const ly = counterTop - 40;
    if (room.light < 0.95) out += glow(ctx, lx, ly, 150, '#ffc46b', 0.5);
    out += `<path d="M${f(lx - 46)},${f(ly)}q46,-70 92,0z" fill="${room.style === 'rustic' ? '#b87333' : '#2f2f2f'}"/>`;
    out += `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="22" ry="6" fill="#ffe2a8"/>`;
  }
  // island and stools
  const top = room.base + 40;
  out += `<rect x="${f(cx - 360)}" y="${f(top)}" width="720" height="36" fill="${mix(room.style === 'rustic' ? '#d8c8a8' : '#f4f0e6', '#000', (1 - room.light) * 0.5)}"/>`;
  const islandFront =
    room.style === 'tropical' ? mix(room.fabrics[0], cab, 0.55) : mix(room.fabrics[2], cab, 0.35);
  out += `<rect x="${f(cx - 340)}" y="${f(top + 36)}" width="680" height="${f(H - top - 36)}" fill="${islandFront}"/>`;
  let panels = '';
  for (let x = cx - 320; x < cx + 320; x += 160)
    panels += `<rect x="${f(x)}" y="${f(top + 56)}" width="140" height="${f(H - top - 56)}" fill="none" stroke="${darken(islandFront, 0.18)}" stroke-width="4"/>`;
  out += panels;
  out += `<rect x="${f(cx - 340)}" y="${f(top + 36)}" width="680" height="12" fill="#000" opacity="0.18"/>`;
  out += `<path d="M${f(cx - 120)},${f(top)}a60,32 0 0,0 120,0z" fill="${room.fabrics[3]}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<circle cx="${f(cx - 96 + i * 24)}" cy="${f(top - 8)}" r="13" fill="${rng.pick(['#7bb043', '#f2c14e', '#e4572e', '#f2a541'])}"/>`;
  out += plant(ctx, room, cx + 200, top + 4, 90);
  for (const sx of [cx - 240, cx, cx + 240]) {
    out += `<path d="M${f(sx - 36)},${f(H - 60)}l-12,70M${f(sx + 36)},${f(H - 60)}l12,70M${f(sx - 40)},${f(H - 20)}h80" stroke="#2a2a2a" stroke-width="7"/><rect x="${f(sx - 56)}" y="${f(H - 84)}" width="112" height="28" rx="13" fill="${room.fabrics[0]}"/>`;
  }
  return out;
}

function terrace(ctx: Ctx, room: Room, view: View, drawExterior: DrawExterior): string {
  const { rng } = ctx;
  ctx.vista = true;
  let out = drawExterior(view, ctx);
  ctx.vista = false;
  const deckTop = 660;
  const deck = mix('#a8784e', '#000', (1 - room.light) * 0.5);
  out += `<rect y="${deckTop}" width="${W}" height="${H - deckTop}" fill="${ctx.linear([
    [0, darken(deck, 0.1)],
    [1, lighten(deck, 0.06)],
  ])}"/>`;
  let boards = '';
  for (let i = -10; i <= 30; i++) {
    const x = (i / 20) * W;
    boards += `M${f(W / 2 + (x - W / 2) * 0.55)},${deckTop}L${f(x)},${H}`;
  }
  out += `<path d="${boards}" stroke="${darken(deck, 0.3)}" stroke-width="3" opacity="0.6"/>`;
  // railing
  const railY = 540;
  const wood = mix('#6e4a2e', '#000', (1 - room.light) * 0.5);
  let rail = `M0,${railY}H${W}M0,${railY + 60}H${W}`;
  for (let x = 10; x < W; x += room.style === 'tropical' ? 120 : 40)
    rail += `M${x},${railY}V${deckTop}`;
  out += `<path d="${rail}" stroke="${wood}" stroke-width="${room.style === 'tropical' ? 10 : 8}"/>`;
  out += `<rect y="${railY - 14}" width="${W}" height="20" fill="${wood}"/>`;
  // pergola beams and lights
  out += `<rect y="0" width="${W}" height="34" fill="${wood}"/>`;
  for (let x = -20; x < W; x += 160)
    out += `<rect x="${x}" y="0" width="26" height="60" fill="${darken(wood, 0.1)}"/>`;
  out += `<rect x="20" y="0" width="34" height="${deckTop + 40}" fill="${wood}"/><rect x="${W - 54}" y="0" width="34" height="${deckTop + 40}" fill="${wood}"/>`;
  out += festoon(ctx, 40, 60, W - 40, 80, 40);
  if (room.style === 'tropical') {
    // a hammock between the posts
    const cloth = room.fabrics[0];
    out += `<path d="M54,420Q${W / 2},${deckTop + 60} ${W - 54},420" stroke="#e8dcc8" stroke-width="3" fill="none"/>`;
    out += `<path d="M180,520Q${W / 2},${deckTop + 70} ${W - 180},520Q${W / 2},${deckTop - 10} 180,520Z" fill="${cloth}"/>`;
    let fringes = '';
    for (let x = 200; x < W - 200; x += 16)
      fringes += `M${x},${f(560 + Math.sin(((x - 200) / (W - 400)) * Math.PI) * 120)}v24`;
    out += `<path d="${fringes}" stroke="${room.fabrics[1]}" stroke-width="4"/>`;
  } else {
    for (const cx of [W * 0.3, W * 0.7]) {
      const chair = mix(
        rng.pick(['#2f5e7a', '#b23a2e', '#3f6b3a', '#e2a03f']),
        '#000',
        (1 - room.light) * 0.5,
      );
      let slats = '';
      for (let k = -2; k <= 2; k++)
        slats += `M${f(cx + k * 26)},${f(deckTop + 80)}l${f(k * 6)},-150`;
      out += `<path d="${slats}" stroke="${chair}" stroke-width="20" stroke-linecap="round"/>`;
      out += `<rect x="${f(cx - 90)}" y="${f(deckTop + 80)}" width="180" height="26" rx="6" fill="${chair}"/>`;
      out += `<path d="M${f(cx - 100)},${f(deckTop + 40)}h50M${f(cx + 50)},${f(deckTop + 40)}h50M${f(cx - 80)},${f(deckTop + 106)}v70M${f(cx + 80)},${f(deckTop + 106)}v70" stroke="${darken(chair, 0.2)}" stroke-width="14" stroke-linecap="round"/>`;
    }
    out += `<rect x="${f(W / 2 - 50)}" y="${deckTop + 90}" width="100" height="16" fill="${wood}"/><path d="M${f(W / 2 - 36)},${deckTop + 106}v60M${f(W / 2 + 36)},${deckTop + 106}v60" stroke="${wood}" stroke-width="8"/>`;
    out += `<path d="M${f(W / 2 - 26)},${deckTop + 90}v-26h16v26zM${f(W / 2 + 8)},${deckTop + 90}v-30h16v30z" fill="#f2a541" opacity="0.9"/>`;
  }
  out += plant(ctx, room, 110, H - 10, 160);
  out += plant(ctx, room, W - 110, H - 10, 140);
  if (room.style === 'rustic' && rng.chance(0.5))
    out += pine(W - 40, 500, 300, mix('#2f6b3f', '#000', 0.3), mix('#1e4a2c', '#000', 0.3), 5);
  return out;
}

export function drawInterior(
  kind: InteriorKind,
  view: View,
  ctx: Ctx,
  drawExterior: DrawExterior,
): string {
  const room = makeRoom(ctx, view);
  if (kind === 'terrace') return terrace(ctx, room, view, drawExterior);
  let out = shell(ctx, room);
  if (kind === 'living') out += living(ctx, room, view, drawExterior);
  else if (kind === 'fireplace') out += fireplaceRoom(ctx, room, view, drawExterior);
  else if (kind === 'bedroom') out += bedroom(ctx, room, view, drawExterior);
  else out += kitchen(ctx, room, view, drawExterior);
  if (room.light < 0.7) out += `<rect width="${W}" height="${H}" fill="#ffb347" opacity="0.06"/>`;
  return out;
}
