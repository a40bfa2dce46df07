/** Exterior scenes: each draws a 1200×900 landscape for one kind of destination. */
import { darken, lighten, mix } from './color.ts';
import {
  bush,
  cabin,
  clouds,
  Ctx,
  f,
  festoon,
  flowers,
  glow,
  H,
  palm,
  pathFrom,
  pine,
  pineRow,
  ridge,
  sky,
  W,
  water,
  windowPane,
} from './kit.ts';

const SAND = '#e9d3a4';

/** A thatched (palapa) roof hut on a white or wooden body. */
function palapaHut(ctx: Ctx, x: number, base: number, w: number, depth = 0, stilts = 0): string {
  const { rng } = ctx;
  const wall = ctx.land(rng.pick(['#f4efe6', '#efe3cf', '#c9a27a']), depth);
  const thatch = ctx.land('#b98a4e', depth);
  const thatchDark = darken(thatch, 0.3);
  const h = w * 0.42;
  const roofH = w * 0.5;
  let out = '';
  if (stilts) {
    let posts = '';
    for (const px of [x + w * 0.08, x + w * 0.5, x + w * 0.92])
      posts += `<rect x="${f(px - 5)}" y="${f(base - stilts)}" width="10" height="${f(stilts)}" fill="${ctx.land('#5a4030', depth)}"/>`;
    out += posts;
    out += `<path d="M${f(x + w * 0.9)},${f(base - stilts)}L${f(x + w * 1.25)},${f(base)}" stroke="${ctx.land('#6a4a32', depth)}" stroke-width="8"/>`;
    base -= stilts;
    out += `<rect x="${f(x - w * 0.1)}" y="${f(base - 4)}" width="${f(w * 1.2)}" height="10" fill="${ctx.land('#6a4a32', depth)}"/>`;
  }
  out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  out += windowPane(
    ctx,
    x + w * 0.12,
    base - h * 0.72,
    w * 0.2,
    h * 0.4,
    ctx.land('#6b4a2e', depth),
  );
  out += windowPane(
    ctx,
    x + w * 0.68,
    base - h * 0.72,
    w * 0.2,
    h * 0.4,
    ctx.land('#6b4a2e', depth),
  );
  out += `<rect x="${f(x + w * 0.42)}" y="${f(base - h * 0.8)}" width="${f(w * 0.16)}" height="${f(h * 0.8)}" fill="${ctx.land('#6b4a2e', depth)}"/>`;
  const over = w * 0.18;
  const roof = `M${f(x - over)},${f(base - h + 8)}Q${f(x + w * 0.2)},${f(base - h - roofH * 0.55)} ${f(x + w / 2)},${f(base - h - roofH)}Q${f(x + w * 0.8)},${f(base - h - roofH * 0.55)} ${f(x + w + over)},${f(base - h + 8)}Z`;
  out += `<path d="${roof}" fill="${thatch}"/>`;
  let hatch = '';
  for (let i = 0; i < 22; i++) {
    const t = i / 21;
    const bx = x - over + t * (w + over * 2);
    hatch += `M${f(x + w / 2 + (bx - x - w / 2) * 0.15)},${f(base - h - roofH * 0.85)}L${f(bx)},${f(base - h + 8)}`;
  }
  out += `<path d="${hatch}" stroke="${thatchDark}" stroke-width="2" opacity="0.45"/>`;
  out += `<path d="M${f(x - over)},${f(base - h + 8)}H${f(x + w + over)}" stroke="${thatchDark}" stroke-width="6" stroke-linecap="round"/>`;
  return out;
}

/** Wave foam lines across the sea. */
function foam(ctx: Ctx, yFrom: number, yTo: number, count: number): string {
  const { rng } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = yFrom + (i / Math.max(1, count - 1)) * (yTo - yFrom);
    const amp = 3 + (i / count) * 5;
    let d = `M-20,${f(y)}`;
    for (let x = -20; x < W + 40; x += 40) d += `q20,${f(rng.range(-amp, amp))} 40,0`;
    out += `<path d="${d}" stroke="#ffffff" stroke-width="${f(1.5 + (i / count) * 3)}" fill="none" opacity="${f(0.25 + (i / count) * 0.5)}"/>`;
  }
  return out;
}

function umbrella(ctx: Ctx, x: number, base: number, size: number): string {
  const thatch = ctx.land('#c49356');
  let out = `<rect x="${f(x - 3)}" y="${f(base - size)}" width="6" height="${f(size)}" fill="${ctx.land('#6b4a2e')}"/>`;
  out += `<path d="M${f(x - size * 0.75)},${f(base - size * 0.72)}L${f(x)},${f(base - size * 1.08)}L${f(x + size * 0.75)},${f(base - size * 0.72)}Z" fill="${thatch}"/>`;
  let fringe = '';
  for (let px = x - size * 0.75; px <= x + size * 0.75; px += 8)
    fringe += `M${f(px)},${f(base - size * 0.72)}l2,12`;
  out += `<path d="${fringe}" stroke="${darken(thatch, 0.25)}" stroke-width="3"/>`;
  // two loungers
  for (const dx of [-size * 0.55, size * 0.2]) {
    out += `<path d="M${f(x + dx)},${f(base - 10)}h${f(size * 0.4)}l${f(size * 0.1)},-22" stroke="${ctx.land('#ffffff')}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    out += `<path d="M${f(x + dx + 6)},${f(base - 10)}v10M${f(x + dx + size * 0.36)},${f(base - 10)}v10" stroke="${ctx.land('#8a6a4a')}" stroke-width="3"/>`;
  }
  return out;
}

export function beach(ctx: Ctx): string {
  const { rng } = ctx;
  const horizon = H * rng.range(0.46, 0.52);
  const sunX = rng.range(W * 0.25, W * 0.75);
  const caribbean = rng.chance(0.55);
  const deep = caribbean ? '#1f6ea8' : '#1d4f86';
  const mid = caribbean ? '#23a6c0' : '#2f7fb2';
  const shallow = caribbean ? '#7fe3da' : '#7cc6d6';
  const shore = horizon + rng.range(170, 220);
  let out = sky(ctx, { sunX, horizon });
  out += clouds(ctx, rng.int(3, 6), [60, horizon - 120]);
  if (rng.chance(0.6)) {
    const head = ridge(rng, { y: horizon + 2, amp: 40, waves: 2, peaks: 0.6, bottom: horizon + 4 });
    out += `<g clip-path="${ctx.clip(`<rect x="${rng.chance(0.5) ? 0 : W * 0.55}" y="0" width="${W * 0.45}" height="${H}"/>`)}"><path d="${head.path}" fill="${ctx.land('#3f7a52', 0.75)}"/></g>`;
  }
  out += `<rect x="0" y="${f(horizon)}" width="${W}" height="${f(shore - horizon + 40)}" fill="${ctx.linear(
    [
      [0, ctx.land(deep, 0.15)],
      [0.45, ctx.land(mid)],
      [1, ctx.land(shallow)],
    ],
  )}"/>`;
  out += water(ctx, horizon, {
    sunX,
    bottom: shore - 20,
    color: ctx.land(mid),
    deep: ctx.land(mid),
    shimmer: 50,
  }).replace(/<rect[^>]*\/>/, '');
  if (!caribbean) {
    // a rolling Pacific wave
    const crest = horizon + (shore - horizon) * 0.55;
    let d = `M-20,${f(crest + 30)}`;
    d += `q30,${f(-rng.range(14, 22))} 60,0`;
    for (let x = 40; x < W + 40; x += 60) d += 't60,0';
    out += `<path d="${d}L${W + 40},${f(crest + 60)}L-20,${f(crest + 60)}Z" fill="${ctx.land(darken(mid, 0.15))}" opacity="0.7"/>`;
    out += `<path d="${d}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>`;
  }
  out += foam(ctx, horizon + (shore - horizon) * 0.55, shore - 8, 5);
  const sand = ctx.land(SAND);
  const beachPath = `M0,${f(shore)}Q${f(W * 0.35)},${f(shore - 18)} ${f(W * 0.6)},${f(shore + 6)}T${W},${f(shore - 10)}V${H}H0Z`;
  out += `<path d="${beachPath}" fill="${ctx.land(mix(SAND, '#8fb8b0', 0.35))}"/>`;
  out += `<path d="${beachPath}" transform="translate(0,14)" fill="${ctx.linear([
    [0, sand],
    [1, ctx.land(darken(SAND, 0.12))],
  ])}"/>`;
  out += `<path d="M0,${f(shore + 6)}Q${f(W * 0.35)},${f(shore - 12)} ${f(W * 0.6)},${f(shore + 12)}T${W},${f(shore - 4)}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>`;
  // ripples in the sand
  let ripples = '';
  for (let i = 0; i < 26; i++) {
    const y = rng.range(shore + 40, H - 10);
    ripples += `M${f(rng.range(0, W))},${f(y)}q20,-4 40,0`;
  }
  out += `<path d="${ripples}" stroke="${darken(sand, 0.12)}" stroke-width="2" fill="none" opacity="0.5"/>`;
  const hutSide = rng.chance(0.5);
  const hutX = hutSide ? W * 0.56 : W * 0.25;
  if (!ctx.vista) out += palapaHut(ctx, hutX, shore + 70, 230);
  out += umbrella(ctx, hutSide ? W * 0.34 : W * 0.62, shore + 150, 120);
  if (!caribbean) {
    const bx = hutSide ? W * 0.5 : W * 0.45;
    const by = shore + 120;
    const board = ctx.land(rng.pick(['#f2a541', '#e4572e', '#3aa0c8', '#f4f1ea']));
    out += `<g transform="rotate(${f(rng.range(-12, 12))} ${f(bx)} ${f(by)})"><ellipse cx="${f(bx)}" cy="${f(by)}" rx="20" ry="86" fill="${board}"/><path d="M${f(bx)},${f(by - 84)}V${f(by + 84)}" stroke="${darken(board, 0.3)}" stroke-width="3"/></g>`;
  }
  const palms = rng.int(2, 3);
  for (let i = 0; i < palms; i++) {
    const left = (i % 2 === 0) === hutSide;
    const x = left ? rng.range(20, 140) : rng.range(W - 140, W - 20);
    out += palm(ctx, x, H + 40, rng.range(480, 640), (left ? 1 : -1) * rng.range(60, 160));
  }
  return out;
}

/** Big tropical leaves framing a corner. */
function leaves(ctx: Ctx, x: number, y: number, count: number, size: number, dir: 1 | -1): string {
  const { rng } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = (dir === 1 ? -0.2 : Math.PI + 0.2) + dir * rng.range(-1.3, 0.3);
    const len = size * rng.range(0.7, 1.2);
    const ex = x + Math.cos(angle) * len;
    const ey = y + Math.sin(angle) * len;
    const nx = -Math.sin(angle) * len * 0.22;
    const ny = Math.cos(angle) * len * 0.22;
    const mx = (x + ex) / 2;
    const my = (y + ey) / 2;
    const color = ctx.land(rng.pick(['#2e7d44', '#3b8f4f', '#24683a', '#4a9a58']));
    out += `<path d="M${f(x)},${f(y)}Q${f(mx + nx)},${f(my + ny)} ${f(ex)},${f(ey)}Q${f(mx - nx)},${f(my - ny)} ${f(x)},${f(y)}Z" fill="${color}"/>`;
    out += `<path d="M${f(x)},${f(y)}L${f(ex)},${f(ey)}" stroke="${darken(color, 0.3)}" stroke-width="3"/>`;
    let veins = '';
    for (let t = 0.15; t < 0.95; t += 0.1) {
      const px = x + (ex - x) * t;
      const py = y + (ey - y) * t;
      const k = Math.sin(t * Math.PI) * 0.9;
      veins += `M${f(px)},${f(py)}l${f(nx * k)},${f(ny * k)}M${f(px)},${f(py)}l${f(-nx * k)},${f(-ny * k)}`;
    }
    out += `<path d="${veins}" stroke="${darken(color, 0.2)}" stroke-width="1.5" opacity="0.6"/>`;
  }
  return out;
}

export function jungle(ctx: Ctx): string {
  const { rng } = ctx;
  const sunX = rng.range(W * 0.3, W * 0.7);
  let out = sky(ctx, { sunX, horizon: H * 0.5 });
  out += clouds(ctx, rng.int(2, 4), [50, 220]);
  const layers: Array<[number, number, string]> = [
    [0.85, 420, '#3f7f4c'],
    [0.6, 480, '#2f7040'],
    [0.35, 560, '#2a6a3a'],
  ];
  for (const [depth, y, color] of layers) {
    const r = ridge(rng, { y, amp: 30, waves: 3, peaks: 3 });
    out += `<path d="${r.path}" fill="${ctx.land(color, depth)}"/>`;
    for (let x = -40; x < W + 60; x += rng.range(50, 90) * (1 - depth * 0.4)) {
      out += bush(ctx, x, r.yAt(x) + 20, rng.range(50, 90) * (1.2 - depth * 0.6), color, depth);
    }
    if (depth === 0.6) {
      for (let i = 0; i < 3; i++)
        out += palm(
          ctx,
          rng.range(0, W),
          r.yAt(rng.range(0, W)) + 30,
          rng.range(200, 280),
          rng.range(-40, 40),
          { depth: 0.55 },
        );
    }
  }
  // light shafts
  const rays = ctx.blur(10);
  let shafts = '';
  for (let i = 0; i < 4; i++) {
    const x = sunX + rng.range(-300, 300);
    shafts += `<path d="M${f(x)},0L${f(x + 60)},0L${f(x + 260)},${H}L${f(x + 120)},${H}Z"/>`;
  }
  out += `<g fill="${ctx.pal.glow}" opacity="${ctx.mood === 'dusk' ? 0.05 : 0.14}" filter="${rays}">${shafts}</g>`;
  const ground = ridge(rng, { y: 720, amp: 20, waves: 2 });
  out += `<path d="${ground.path}" fill="${ctx.land('#3d6b35')}"/>`;
  // a stone path to the hut
  let stones = '';
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const x = W * 0.5 + Math.sin(t * 3) * 60 * t + (1 - t) * 40;
    const y = 730 + t * 170;
    stones += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(14 + t * 30)}" ry="${f(5 + t * 10)}"/>`;
  }
  out += `<g fill="${ctx.land('#c9bba0')}">${stones}</g>`;
  if (!ctx.vista) out += palapaHut(ctx, W * 0.36, 735, 300, 0, 90);
  if (ctx.pal.lit && !ctx.vista) {
    for (const x of [W * 0.3, W * 0.72])
      out +=
        glow(ctx, x, 760, 60, '#ffb347', 0.6) +
        `<rect x="${f(x - 3)}" y="760" width="6" height="60" fill="#3a2a1e"/><circle cx="${f(x)}" cy="760" r="9" fill="#ffe3a0"/>`;
  }
  out += leaves(ctx, -30, 560, 7, 330, 1);
  out += leaves(ctx, W + 30, 620, 6, 300, -1);
  out += leaves(ctx, 200, H + 40, 5, 240, 1);
  return out;
}

export function cenote(ctx: Ctx): string {
  const { rng, pal } = ctx;
  const openX = W * rng.range(0.4, 0.6);
  const openY = 200;
  const openRx = rng.range(260, 360);
  const openRy = rng.range(130, 170);
  let out = sky(ctx, { horizon: 400, sun: false });
  out += bush(ctx, openX - openRx, openY + 60, 90, '#3f8a4a', 0.2);
  out += bush(ctx, openX + openRx, openY + 40, 100, '#3f8a4a', 0.2);
  const rock = '#5a4636';
  const hole = `M0,0H${W}V${H}H0Z M${f(openX - openRx)},${f(openY)}a${f(openRx)},${f(openRy)} 0 1,0 ${f(openRx * 2)},0a${f(openRx)},${f(openRy)} 0 1,0 ${f(-openRx * 2)},0Z`;
  out += `<path d="${hole}" fill-rule="evenodd" fill="${ctx.radial(
    [
      [0, mix(rock, '#c9a77c', 0.5)],
      [0.45, rock],
      [1, darken(rock, 0.55)],
    ],
    openX / W,
    0.25,
    0.8,
  )}"/>`;
  // rock texture and stalactites
  let strata = '';
  for (let i = 0; i < 40; i++) {
    const y = rng.range(openY + openRy, 640);
    strata += `M${f(rng.range(0, W))},${f(y)}q${f(rng.range(30, 80))},${f(rng.range(-6, 6))} ${f(rng.range(60, 160))},0`;
  }
  out += `<path d="${strata}" stroke="${darken(rock, 0.4)}" stroke-width="3" fill="none" opacity="0.5"/>`;
  let drips = '';
  for (let x = openX - openRx - 200; x < openX + openRx + 200; x += rng.range(18, 40)) {
    const dx = (x - openX) / (openRx + 200);
    const top =
      openY + Math.sqrt(Math.max(0, 1 - Math.min(1, Math.abs(dx)) ** 2)) * openRy * 0.9 + 20;
    drips += `M${f(x - 10)},${f(top)}L${f(x)},${f(top + rng.range(30, 110))}L${f(x + 10)},${f(top)}Z`;
  }
  out += `<path d="${drips}" fill="${darken(rock, 0.2)}"/>`;
  // hanging roots
  let roots = '';
  let vineLeaves = '';
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0.05, 0.95) * Math.PI;
    const x = openX + Math.cos(a) * openRx * rng.range(0.85, 1);
    const y0 = openY + Math.sin(a) * openRy * 0.95;
    const len = rng.range(120, 380);
    roots += `M${f(x)},${f(y0)}q${f(rng.range(-24, 24))},${f(len / 2)} ${f(rng.range(-10, 10))},${f(len)}`;
    for (let k = 0; k < len / 30; k++) {
      const ly = y0 + k * 30 + rng.range(0, 10);
      vineLeaves += `<ellipse cx="${f(x + rng.range(-8, 8))}" cy="${f(ly)}" rx="${f(rng.range(5, 9))}" ry="${f(rng.range(3, 5))}" transform="rotate(${f(rng.range(-40, 40))} ${f(x)} ${f(ly)})"/>`;
    }
  }
  out += `<path d="${roots}" stroke="${ctx.land('#3d3020')}" stroke-width="3" fill="none" opacity="0.9"/>`;
  out += `<g fill="${ctx.land('#4f8a3a')}">${vineLeaves}</g>`;
  for (let i = 0; i < 6; i++) {
    const a = Math.PI + (i / 5) * Math.PI;
    out += bush(
      ctx,
      openX + Math.cos(a) * openRx,
      openY + Math.sin(a) * openRy + 20,
      rng.range(30, 50),
      '#3f8a4a',
    );
  }
  const waterTop = 640;
  const deep = '#0f6f86';
  const bright = '#38c7d2';
  out += `<ellipse cx="${f(openX)}" cy="${f(waterTop + 120)}" rx="${f(W * 0.75)}" ry="170" fill="${ctx.radial(
    [
      [0, lighten(bright, 0.35)],
      [0.35, bright],
      [1, deep],
    ],
    0.5,
    0.45,
    0.6,
  )}"/>`;
  let caustics = '';
  for (let i = 0; i < 40; i++) {
    const x = openX + rng.range(-420, 420);
    const y = waterTop + rng.range(20, 240);
    caustics += `M${f(x)},${f(y)}q10,-6 20,0t20,0`;
  }
  out += `<path d="${caustics}" stroke="#dffcff" stroke-width="2" fill="none" opacity="0.5"/>`;
  // light shafts from the opening
  const rays = ctx.blur(14);
  let shafts = '';
  for (let i = 0; i < 5; i++) {
    const x = openX + rng.range(-openRx * 0.6, openRx * 0.6);
    const w = rng.range(30, 80);
    shafts += `<path d="M${f(x)},${f(openY + 20)}h${f(w)}L${f(x + w * 1.8 + 60)},${f(waterTop + 80)}H${f(x + 20)}Z"/>`;
  }
  out += `<g fill="${pal.glow === '#fff5cc' ? '#fffbe6' : pal.glow}" opacity="0.32" filter="${rays}">${shafts}</g>`;
  // wooden platform with a ladder
  const px = rng.chance(0.5) ? 80 : W - 460;
  out += `<rect x="${f(px)}" y="${f(waterTop + 40)}" width="380" height="22" fill="${ctx.land('#8a6240')}"/>`;
  out += `<path d="M${f(px + 20)},${f(waterTop + 62)}v90M${f(px + 360)},${f(waterTop + 62)}v90" stroke="${ctx.land('#5a3e28')}" stroke-width="12"/>`;
  let rail = `M${f(px)},${f(waterTop + 5)}H${f(px + 380)}`;
  for (let x = px; x <= px + 380; x += 38)
    rail += `M${f(x)},${f(waterTop + 5)}V${f(waterTop + 40)}`;
  out += `<path d="${rail}" stroke="${ctx.land('#5a3e28')}" stroke-width="5"/>`;
  return out;
}

export function lagoon(ctx: Ctx): string {
  const { rng } = ctx;
  const horizon = H * rng.range(0.48, 0.54);
  const sunX = rng.range(W * 0.2, W * 0.8);
  let out = sky(ctx, { sunX, horizon });
  out += clouds(ctx, rng.int(3, 6), [50, horizon - 120]);
  const shore = ridge(rng, { y: horizon, amp: 8, waves: 2, peaks: 2 });
  out += `<path d="${shore.path}" fill="${ctx.land('#2f6a3e', 0.7)}"/>`;
  for (let x = -20; x < W + 20; x += rng.range(18, 34))
    out += bush(ctx, x, horizon + 4, rng.range(14, 24), '#2f6a3e', 0.7);
  const bands: Array<[number, string]> = [
    [0, '#2a5fa8'],
    [0.2, '#2f7fc4'],
    [0.42, '#2fb2d0'],
    [0.62, '#56d4d4'],
    [0.82, '#9ae8dc'],
    [1, '#d5f6ea'],
  ];
  out += `<rect x="0" y="${f(horizon + 4)}" width="${W}" height="${f(H - horizon)}" fill="${ctx.linear(bands.map(([o, c]) => [o, ctx.land(c)]))}"/>`;
  out += water(ctx, horizon + 4, { sunX, shimmer: 60 }).replace(/<rect[^>]*\/>/, '');
  // a long dock with a palapa at its end
  const dockX = rng.range(W * 0.35, W * 0.6);
  const endY = horizon + 90;
  out += `<path d="M${f(dockX - 120)},${H}L${f(dockX - 14)},${f(endY)}L${f(dockX + 14)},${f(endY)}L${f(dockX + 120)},${H}Z" fill="${ctx.land('#9a7048')}"/>`;
  let planks = '';
  for (let i = 1; i < 20; i++) {
    const t = (i / 20) ** 1.6;
    const y = endY + t * (H - endY);
    const half = 14 + t * 106;
    planks += `M${f(dockX - half)},${f(y)}H${f(dockX + half)}`;
  }
  out += `<path d="${planks}" stroke="${ctx.land('#6a4a30')}" stroke-width="2"/>`;
  out += `<rect x="${f(dockX - 60)}" y="${f(endY - 6)}" width="120" height="10" fill="${ctx.land('#8a6240')}"/>`;
  out += `<path d="M${f(dockX - 50)},${f(endY - 5)}v-40M${f(dockX + 50)},${f(endY - 5)}v-40" stroke="${ctx.land('#5a3e28')}" stroke-width="5"/>`;
  out += `<path d="M${f(dockX - 80)},${f(endY - 40)}L${f(dockX)},${f(endY - 90)}L${f(dockX + 80)},${f(endY - 40)}Z" fill="${ctx.land('#c49356')}"/>`;
  out += `<path d="M${f(dockX - 45)},${f(endY - 38)}q45,22 90,0" stroke="${ctx.land('#e0573a')}" stroke-width="4" fill="none"/>`;
  if (rng.chance(0.7)) {
    const bx = dockX + (rng.chance(0.5) ? 1 : -1) * rng.range(220, 380);
    const by = horizon + rng.range(40, 70);
    out += `<path d="M${f(bx)},${f(by)}l-34,0l8,10h52l8,-10z" fill="${ctx.land('#f4f1ea')}"/><path d="M${f(bx)},${f(by - 2)}v-70l34,66z" fill="${ctx.land('#ffffff')}"/>`;
  }
  const left = rng.chance(0.5);
  out += palm(ctx, left ? 90 : W - 90, H + 30, rng.range(600, 700), left ? 140 : -140);
  out += palm(ctx, left ? 240 : W - 240, H + 60, rng.range(480, 560), left ? 60 : -60);
  if (ctx.mood === 'dusk' || ctx.mood === 'sunset') {
    out += festoon(ctx, left ? 100 : W - 100, H * 0.32, dockX, endY - 70, 40);
  }
  return out;
}

function sailboat(ctx: Ctx, x: number, y: number, size: number, color: string): string {
  const hull = ctx.land('#f4f1ea', 0.3);
  return `<path d="M${f(x - size * 0.5)},${f(y)}h${f(size)}l-${f(size * 0.12)},${f(size * 0.14)}h-${f(size * 0.76)}z" fill="${hull}"/><path d="M${f(x)},${f(y - 2)}v-${f(size * 1.3)}l${f(size * 0.55)},${f(size * 1.22)}z" fill="${ctx.land(color, 0.2)}"/><path d="M${f(x - 3)},${f(y - 2)}v-${f(size * 1.1)}l-${f(size * 0.4)},${f(size * 1.04)}z" fill="${ctx.land('#ffffff', 0.25)}"/>`;
}

export function lake(ctx: Ctx): string {
  const { rng } = ctx;
  const horizon = H * rng.range(0.56, 0.62);
  const sunX = rng.range(W * 0.25, W * 0.75);
  let out = sky(ctx, { sunX, horizon: horizon - 100 });
  out += clouds(ctx, rng.int(2, 5), [50, 260]);
  const far = ridge(rng, { y: horizon - 170, amp: 110, waves: 3, peaks: 1.2 });
  const mid = ridge(rng, { y: horizon - 60, amp: 80, waves: 3, peaks: 1.8 });
  let shoreGroup = `<path d="${far.path}" fill="${ctx.land('#4f7a8e', 0.8)}"/>`;
  shoreGroup += `<path d="${mid.path}" fill="${ctx.land('#3d6b4a', 0.5)}"/>`;
  shoreGroup += pineRow(ctx, mid.yAt, {
    depth: 0.5,
    height: [26, 44],
    spacing: 14,
    color: '#2f5e3e',
  });
  // village on the far shore
  let houses = '';
  const townX = rng.range(W * 0.15, W * 0.65);
  for (let i = 0; i < 16; i++) {
    const x = townX + rng.range(0, 260);
    const y = horizon - rng.range(4, 40);
    houses += `<rect x="${f(x)}" y="${f(y)}" width="12" height="9" fill="${ctx.land('#f1ece0', 0.35)}"/><path d="M${f(x - 2)},${f(y)}l8,-6l8,6z" fill="${ctx.land('#b5533c', 0.35)}"/>`;
    if (ctx.pal.lit && rng.chance(0.6))
      houses += `<rect x="${f(x + 4)}" y="${f(y + 3)}" width="3" height="3" fill="#ffd27a"/>`;
  }
  shoreGroup += houses;
  shoreGroup += `<rect x="0" y="${f(horizon - 6)}" width="${W}" height="8" fill="${ctx.land('#2f5a3a', 0.45)}"/>`;
  const lakeClip = ctx.clip(
    `<rect x="0" y="${f(horizon)}" width="${W}" height="${f(H - horizon)}"/>`,
  );
  out += shoreGroup;
  out += water(ctx, horizon, { sunX, shimmer: 90 });
  out += `<g clip-path="${lakeClip}" opacity="0.32"><g transform="translate(0,${f(horizon * 2)}) scale(1,-1)">${shoreGroup}</g></g>`;
  if (ctx.mood === 'day' || ctx.mood === 'golden') {
    const px = rng.range(W * 0.2, W * 0.8);
    const py = rng.range(120, 220);
    out += `<path d="M${f(px - 40)},${f(py)}q40,-26 80,0" stroke="${rng.pick(['#e4572e', '#f2a541', '#3aa0c8'])}" stroke-width="10" fill="none"/><path d="M${f(px - 38)},${f(py)}L${f(px)},${f(py + 50)}L${f(px + 38)},${f(py)}" stroke="#333" stroke-width="1" fill="none"/><circle cx="${f(px)}" cy="${f(py + 54)}" r="4" fill="#333"/>`;
  }
  const colors = ['#e4572e', '#f2a541', '#ffffff', '#3aa0c8', '#c2417a'];
  for (let i = 0; i < rng.int(2, 5); i++) {
    const y = horizon + rng.range(30, 130);
    out += sailboat(ctx, rng.range(100, W - 100), y, 20 + (y - horizon) * 0.35, rng.pick(colors));
  }
  // near shore with pines and a dock
  const near = ridge(rng, { y: H - 40, amp: 40, waves: 2 });
  const side = rng.chance(0.5);
  const shoreClip = ctx.clip(
    `<rect x="${side ? 0 : W * 0.55}" y="0" width="${W * 0.45}" height="${H}"/>`,
  );
  out += `<g clip-path="${shoreClip}"><path d="${near.path}" fill="${ctx.land('#3f6a3a')}" transform="translate(0,-60)"/></g>`;
  for (let i = 0; i < 4; i++) {
    const x = side ? rng.range(-20, W * 0.35) : rng.range(W * 0.65, W + 20);
    out += pine(
      x,
      H - 40 + rng.range(-20, 30),
      rng.range(360, 620),
      ctx.land('#2f6b3f'),
      ctx.land('#1e4a2c'),
      6,
    );
  }
  const dockX = side ? W * 0.42 : W * 0.5;
  out += `<path d="M${f(dockX)},${f(H - 60)}h240l-30,-70h-170z" fill="${ctx.land('#8a6240')}"/>`;
  out += `<path d="M${f(dockX + 20)},${f(H - 60)}v50M${f(dockX + 220)},${f(H - 60)}v50" stroke="${ctx.land('#4a3222')}" stroke-width="10"/>`;
  out += `<path d="M${f(dockX + 60)},${f(H - 96)}q40,16 90,0q-45,8 -90,0z" fill="${ctx.land('#e4572e')}" stroke="${ctx.land('#b23a1c')}" stroke-width="3"/>`;
  return out;
}

export function pineForest(ctx: Ctx): string {
  const { rng } = ctx;
  const sunX = rng.range(W * 0.2, W * 0.8);
  let out = sky(ctx, { sunX, horizon: H * 0.5 });
  out += clouds(ctx, rng.int(1, 4), [50, 220]);
  const far = ridge(rng, { y: 400, amp: 90, waves: 3, peaks: 1.2 });
  out += `<path d="${far.path}" fill="${ctx.land('#4d6f7e', 0.85)}"/>`;
  out += pineRow(ctx, far.yAt, { depth: 0.85, height: [18, 30], spacing: 10 });
  const mist = ctx.blur(18);
  out += `<rect x="-50" y="430" width="${W + 100}" height="60" fill="${ctx.pal.haze}" opacity="0.55" filter="${mist}"/>`;
  const mid = ridge(rng, { y: 520, amp: 70, waves: 3, peaks: 1.6 });
  out += `<path d="${mid.path}" fill="${ctx.land('#3b6446', 0.55)}"/>`;
  out += pineRow(ctx, mid.yAt, { depth: 0.55, height: [50, 90], spacing: 18 });
  out += `<rect x="-50" y="560" width="${W + 100}" height="50" fill="${ctx.pal.haze}" opacity="0.35" filter="${mist}"/>`;
  const meadow = ridge(rng, { y: 700, amp: 25, waves: 2 });
  out += `<path d="${meadow.path}" fill="${ctx.linear([
    [0, ctx.land('#6f8f4a')],
    [1, ctx.land('#4c6b34')],
  ])}"/>`;
  out += pineRow(ctx, (x) => meadow.yAt(x) - 10, {
    depth: 0.25,
    height: [110, 180],
    spacing: 70,
    density: 0.55,
  });
  const cabinX = rng.range(W * 0.3, W * 0.55);
  const style = rng.pick(['aframe', 'log', 'log', 'stone'] as const);
  const cw = style === 'aframe' ? 240 : 300;
  if (!ctx.vista) out += cabin(ctx, cabinX, meadow.yAt(cabinX + cw / 2) + 30, cw, style);
  out += flowers(ctx, 740, H, 60, ['#f2d14a', '#ffffff', '#d96c9a', '#9b7fd1']);
  if (ctx.pal.lit && !ctx.vista) {
    const fx = cabinX + cw + 110;
    out += glow(ctx, fx, 800, 120, '#ff9a3c', 0.6);
    out += `<path d="M${f(fx - 30)},812l60,-10M${f(fx - 30)},802l60,10" stroke="#4a3020" stroke-width="8"/><path d="M${f(fx - 16)},804q16,-50 16,-60q14,30 16,60z" fill="#ffb347"/><path d="M${f(fx - 8)},804q8,-30 8,-34q8,18 8,34z" fill="#fff0b0"/>`;
  }
  const left = rng.chance(0.5);
  out += pine(left ? 70 : W - 70, H + 30, 820, ctx.land('#2a5a38'), ctx.land('#17402a'), 7);
  out += pine(left ? 210 : W - 210, H + 50, 640, ctx.land('#2f6b3f'), ctx.land('#1e4a2c'), 6);
  out += pine(left ? W - 60 : 60, H + 40, 560, ctx.land('#2f6b3f'), ctx.land('#1e4a2c'), 6);
  return out;
}

export function mountain(ctx: Ctx): string {
  const { rng } = ctx;
  const sunX = rng.range(W * 0.2, W * 0.8);
  let out = sky(ctx, { sunX, horizon: H * 0.5 });
  out += clouds(ctx, rng.int(2, 5), [50, 260]);
  const ranges: Array<[number, number, string, number]> = [
    [360, 170, '#5a7896', 0.85],
    [450, 120, '#4f7a6a', 0.6],
    [540, 80, '#5b8250', 0.35],
  ];
  for (const [y, amp, color, depth] of ranges) {
    const r = ridge(rng, { y, amp, waves: 4, peaks: 1.1, jag: 0.025 });
    out += `<path d="${r.path}" fill="${ctx.land(color, depth)}"/>`;
    if (depth < 0.7)
      out += pineRow(ctx, r.yAt, {
        depth,
        height: [16 / depth, 30 / depth],
        spacing: 40,
        density: 0.4,
      });
  }
  const meadow = ridge(rng, { y: 660, amp: 40, waves: 2, peaks: 0.8 });
  out += `<path d="${meadow.path}" fill="${ctx.linear([
    [0, ctx.land('#9bb05a')],
    [1, ctx.land('#6d8c3c')],
  ])}"/>`;
  // winding path
  const pathX = rng.range(W * 0.3, W * 0.7);
  out += `<path d="M${f(pathX - 10)},${f(meadow.yAt(pathX) + 10)}C${f(pathX + 120)},760 ${f(pathX - 200)},820 ${f(pathX - 60)},${H + 10}H${f(pathX + 80)}C${f(pathX - 60)},820 ${f(pathX + 160)},760 ${f(pathX + 10)},${f(meadow.yAt(pathX) + 10)}Z" fill="${ctx.land('#c9a878')}"/>`;
  const side = rng.chance(0.5);
  const cabinX = side ? W * 0.58 : W * 0.16;
  const cw = 280;
  const cabinStyle = rng.pick(['log', 'stone'] as const);
  if (!ctx.vista) out += cabin(ctx, cabinX, meadow.yAt(cabinX + cw / 2) + 40, cw, cabinStyle);
  // an oak tree
  const tx = side ? W * 0.2 : W * 0.82;
  const ty = meadow.yAt(tx) + 60;
  out += `<path d="M${f(tx - 12)},${f(ty)}q6,-70 2,-140h20q-4,70 2,140z" fill="${ctx.land('#5a4030')}"/>`;
  out += bush(ctx, tx, ty - 150, 110, '#4f7a34');
  // fence in perspective
  let fence = '';
  for (let i = 0; i < 9; i++) {
    const x = 40 + i * 140;
    const y = 820 - i * 10;
    fence += `M${f(x)},${f(y)}v-60`;
  }
  fence += `M40,780L1160,700M40,800L1160,720`;
  out += `<path d="${fence}" stroke="${ctx.land('#6b4a30')}" stroke-width="8" stroke-linecap="round"/>`;
  out += flowers(ctx, 700, H, 120, ['#f2d14a', '#ffffff', '#e46a6a', '#b07fd1', '#f2a541']);
  return out;
}

const FACADE_COLORS = [
  '#e8a33d',
  '#d2486e',
  '#2f63a8',
  '#2a9d8f',
  '#f2c14e',
  '#c65d3b',
  '#7bb043',
  '#8e5bb5',
  '#e07a5f',
  '#f4ece0',
];

/** One colonial facade: base band, cornice, tall barred windows, a wooden door, flowers. */
function facade(ctx: Ctx, x: number, base: number, w: number, h: number, color: string): string {
  const { rng } = ctx;
  const wall = ctx.land(color);
  const band = ctx.land(rng.pick(['#7a2e2e', '#3d3d3d', '#f4ece0', darken(color, 0.35)]));
  const trim = ctx.land('#f7f1e6');
  const wood = ctx.land(rng.pick(['#6b3d22', '#3f5a3a', '#2f4a6b', '#7a2e2e']));
  let out = `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  out += `<rect x="${f(x)}" y="${f(base - 60)}" width="${f(w)}" height="60" fill="${band}"/>`;
  out += `<rect x="${f(x - 4)}" y="${f(base - h)}" width="${f(w + 8)}" height="18" fill="${trim}"/>`;
  out += `<rect x="${f(x - 2)}" y="${f(base - h + 18)}" width="${f(w + 4)}" height="6" fill="#000" opacity="0.15"/>`;
  const doorW = Math.min(90, w * 0.3);
  const openings = Math.max(1, Math.floor(w / 120));
  const slot = w / (openings + 1);
  const doorIndex = rng.int(0, openings);
  for (let i = 0; i <= openings; i++) {
    const cx = x + slot * (i + 0.5) + (w - slot * (openings + 1)) / 2;
    if (i === doorIndex) {
      const dh = Math.min(h * 0.62, 220);
      out += `<path d="M${f(cx - doorW / 2 - 10)},${f(base)}v${f(-dh + doorW / 2)}a${f(doorW / 2 + 10)},${f(doorW / 2 + 10)} 0 0,1 ${f(doorW + 20)},0v${f(dh - doorW / 2)}z" fill="${trim}"/>`;
      out += `<path d="M${f(cx - doorW / 2)},${f(base)}v${f(-dh + doorW / 2)}a${f(doorW / 2)},${f(doorW / 2)} 0 0,1 ${f(doorW)},0v${f(dh - doorW / 2)}z" fill="${wood}"/>`;
      out += `<path d="M${f(cx)},${f(base)}v${f(-dh)}" stroke="${darken(wood, 0.4)}" stroke-width="3"/>`;
      let panels = '';
      for (const dx of [-doorW * 0.35, doorW * 0.08]) {
        panels += `<rect x="${f(cx + dx)}" y="${f(base - dh * 0.6)}" width="${f(doorW * 0.26)}" height="${f(dh * 0.25)}" fill="none" stroke="${darken(wood, 0.3)}" stroke-width="3"/>`;
        panels += `<rect x="${f(cx + dx)}" y="${f(base - dh * 0.28)}" width="${f(doorW * 0.26)}" height="${f(dh * 0.2)}" fill="none" stroke="${darken(wood, 0.3)}" stroke-width="3"/>`;
      }
      out += panels;
      if (ctx.pal.lit) out += glow(ctx, cx + doorW / 2 + 24, base - dh * 0.8, 70, '#ffc46b', 0.6);
      out += `<path d="M${f(cx + doorW / 2 + 24)},${f(base - dh * 0.8 - 30)}v-14" stroke="#222" stroke-width="3"/><path d="M${f(cx + doorW / 2 + 14)},${f(base - dh * 0.8 - 30)}h20l-4,30h-12z" fill="${ctx.pal.lit ? '#ffe3a0' : '#3a3a3a'}" stroke="#222" stroke-width="2"/>`;
    } else {
      const ww = Math.min(64, slot * 0.5);
      const wh = Math.min(h * 0.42, 150);
      const wy = base - 80 - wh;
      out += `<rect x="${f(cx - ww / 2 - 12)}" y="${f(wy - 14)}" width="${f(ww + 24)}" height="${f(wh + 28)}" fill="${trim}"/>`;
      out += `<rect x="${f(cx - ww / 2)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${ctx.pal.lit && rng.chance(0.7) ? ctx.windowFill() : ctx.land('#3a2c24')}"/>`;
      let bars = '';
      for (let bx = cx - ww / 2 + 8; bx < cx + ww / 2; bx += 12)
        bars += `M${f(bx)},${f(wy)}v${f(wh)}`;
      bars += `M${f(cx - ww / 2)},${f(wy + wh * 0.35)}h${f(ww)}M${f(cx - ww / 2)},${f(wy + wh * 0.7)}h${f(ww)}`;
      out += `<path d="${bars}" stroke="#1e1e1e" stroke-width="3"/>`;
      if (rng.chance(0.5)) {
        out += `<path d="M${f(cx - ww / 2 - 16)},${f(wy + wh + 14)}h${f(ww + 32)}" stroke="#1e1e1e" stroke-width="5"/>`;
        for (let k = 0; k < 7; k++)
          out += `<circle cx="${f(cx + rng.range(-ww / 2 - 10, ww / 2 + 10))}" cy="${f(wy + wh + rng.range(-4, 30))}" r="${f(rng.range(6, 12))}" fill="${ctx.land(rng.pick(['#d6336c', '#c2255c', '#e64980', '#2b8a3e']))}"/>`;
      }
    }
  }
  return out;
}

function church(ctx: Ctx, x: number, base: number, scale: number, depth: number): string {
  const stone = ctx.land(ctx.rng.pick(['#f2c14e', '#e8d5b0', '#d9644a', '#f4ece0']), depth);
  const dark = darken(stone, 0.25);
  let out = '';
  const tw = 90 * scale;
  const th = 320 * scale;
  for (const tx of [x - tw * 1.6, x + tw * 0.6]) {
    out += `<rect x="${f(tx)}" y="${f(base - th)}" width="${f(tw)}" height="${f(th)}" fill="${stone}"/>`;
    out += `<rect x="${f(tx + tw * 0.1)}" y="${f(base - th - tw * 0.9)}" width="${f(tw * 0.8)}" height="${f(tw * 0.9)}" fill="${stone}"/>`;
    out += `<path d="M${f(tx + tw * 0.3)},${f(base - th - tw * 0.1)}v${f(-tw * 0.45)}a${f(tw * 0.2)},${f(tw * 0.2)} 0 0,1 ${f(tw * 0.4)},0v${f(tw * 0.45)}z" fill="${darken(stone, 0.5)}"/>`;
    out += `<path d="M${f(tx + tw * 0.1)},${f(base - th - tw * 0.9)}q${f(tw * 0.4)},${f(-tw * 0.9)} ${f(tw * 0.8)},0z" fill="${dark}"/>`;
    out += `<path d="M${f(tx + tw * 0.5)},${f(base - th - tw * 1.32)}v${f(-tw * 0.35)}m${f(-tw * 0.12)},${f(tw * 0.1)}h${f(tw * 0.24)}" stroke="${dark}" stroke-width="${f(3 * scale)}"/>`;
  }
  out += `<rect x="${f(x - tw * 0.6)}" y="${f(base - th * 0.72)}" width="${f(tw * 1.2)}" height="${f(th * 0.72)}" fill="${stone}"/>`;
  out += `<path d="M${f(x - tw * 0.6)},${f(base - th * 0.72)}L${f(x)},${f(base - th * 0.9)}L${f(x + tw * 0.6)},${f(base - th * 0.72)}Z" fill="${dark}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(base - th * 0.55)}" r="${f(tw * 0.18)}" fill="${darken(stone, 0.45)}"/>`;
  out += `<path d="M${f(x - tw * 0.25)},${f(base)}v${f(-th * 0.25)}a${f(tw * 0.25)},${f(tw * 0.25)} 0 0,1 ${f(tw * 0.5)},0v${f(th * 0.25)}z" fill="${darken(stone, 0.5)}"/>`;
  return out;
}

function papelPicado(ctx: Ctx, y: number): string {
  const { rng } = ctx;
  const colors = ['#e4572e', '#f2c14e', '#2a9d8f', '#d2486e', '#3aa0c8', '#7bb043', '#8e5bb5'];
  let out = `<path d="M-10,${f(y)}Q${W / 2},${f(y + 60)} ${W + 10},${f(y)}" stroke="#444" stroke-width="1.5" fill="none"/>`;
  for (let x = 10; x < W; x += 46) {
    const t = x / W;
    const yy = (1 - t) ** 2 * y + 2 * (1 - t) * t * (y + 60) + t * t * y;
    out += `<path d="M${f(x)},${f(yy)}h34v40l-6,-5l-5,5l-6,-5l-6,5l-5,-5l-6,5z" fill="${ctx.land(rng.pick(colors))}" opacity="0.92"/>`;
  }
  return out;
}

export function colonial(ctx: Ctx): string {
  const { rng } = ctx;
  const horizon = 560;
  let out = sky(ctx, { sunX: rng.range(W * 0.2, W * 0.8), horizon });
  out += clouds(ctx, rng.int(2, 5), [40, 220]);
  if (rng.chance(0.5)) {
    const hills = ridge(rng, { y: 360, amp: 90, waves: 3, peaks: 1.2 });
    out += `<path d="${hills.path}" fill="${ctx.land('#4d7a5a', 0.7)}"/>`;
    out += pineRow(ctx, hills.yAt, { depth: 0.7, height: [16, 26], spacing: 12, density: 0.8 });
  }
  out += church(ctx, rng.range(W * 0.3, W * 0.7), 470, rng.range(0.8, 1.05), 0.35);
  const base = 760;
  const colors = rng.shuffle(FACADE_COLORS);
  let x = -rng.range(20, 120);
  let i = 0;
  while (x < W) {
    const w = rng.range(220, 360);
    const h = rng.range(330, 430);
    out += facade(ctx, x, base, w, h, colors[i % colors.length]);
    x += w;
    i += 1;
  }
  // sidewalk and cobbled street
  out += `<rect x="0" y="${base}" width="${W}" height="26" fill="${ctx.land('#cfc4b2')}"/>`;
  out += `<rect x="0" y="${base + 26}" width="${W}" height="${H - base - 26}" fill="${ctx.land('#8c7f70')}"/>`;
  let cobbles = '';
  for (let r = 0; r < 9; r++) {
    const y = base + 36 + r * r * 1.6 + r * 10;
    const size = 10 + r * 3;
    for (let cx = (r % 2) * size * 0.6; cx < W; cx += size * 1.3) {
      cobbles += `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(size * 0.55)}" ry="${f(size * 0.32)}"/>`;
    }
  }
  out += `<g fill="${ctx.land('#a8998a')}" opacity="0.9">${cobbles}</g>`;
  if (rng.chance(0.5)) out += papelPicado(ctx, rng.range(40, 120));
  return out;
}

export function canyon(ctx: Ctx): string {
  const { rng } = ctx;
  const sunX = rng.range(W * 0.2, W * 0.8);
  let out = sky(ctx, { sunX, horizon: H * 0.42 });
  out += clouds(ctx, rng.int(2, 5), [40, 200]);
  const gx = rng.range(W * 0.38, W * 0.62);
  // Receding canyon walls: flat-topped mesas cut by a gorge with steep, banded sides.
  const layers: Array<[number, number, string, number, number]> = [
    [290, 40, '#b98aa0', 0.9, 24],
    [350, 50, '#c98560', 0.7, 110],
    [420, 60, '#b8683e', 0.5, 190],
    [500, 60, '#a0552f', 0.3, 260],
  ];
  const bandColors = ['#e0b080', '#c0643a', '#d89060', '#a84a2a', '#ecc79a', '#b85a34'];
  for (const [y, amp, color, depth, carve] of layers) {
    const r = ridge(rng, { y, amp, waves: 2, peaks: 0.9, jag: 0.02 });
    const width = 90 + carve * 0.9;
    const yAt = (x: number) => {
      const d = Math.abs(x - gx) / width;
      const cut = d < 1 ? (1 - d) ** 0.85 : 0;
      // Flatten the tops into mesas.
      const top = Math.min(r.yAt(x), y - amp * 0.35);
      return top + carve * cut;
    };
    const points: Array<[number, number]> = [[-10, H]];
    for (let x = -10; x <= W + 10; x += 8) points.push([x, yAt(x)]);
    points.push([W + 10, H]);
    const shape = pathFrom(points);
    const fill = ctx.land(color, depth);
    const clip = ctx.clip(`<path d="${shape}"/>`);
    let bands = '';
    for (let k = 0; k < 14; k++) {
      const by = y - amp + k * 20 + rng.range(-3, 3);
      bands += `<path d="M-10,${f(by)}Q${f(gx)},${f(by + 10)} ${W + 10},${f(by - 4)}V${f(by + 12)}Q${f(gx)},${f(by + 22)} -10,${f(by + 12)}Z" fill="${ctx.land(bandColors[k % bandColors.length], depth)}" opacity="0.55"/>`;
    }
    const rimLine = pathFrom(points.slice(1, -1), false);
    out += `<path d="${shape}" fill="${fill}"/><g clip-path="${clip}">${bands}</g><path d="${rimLine}" stroke="${darken(fill, 0.25)}" stroke-width="3" fill="none" opacity="0.6"/>`;
    out += pineRow(ctx, (x) => (Math.abs(x - gx) < width ? H * 2 : yAt(x)), {
      depth,
      height: [9 / depth, 16 / depth],
      spacing: 14,
      density: 0.5,
      color: '#3d5a34',
    });
    if (depth < 0.6) {
      const riverY = yAt(gx) - 2;
      out += `<path d="M${f(gx - 22)},${f(riverY)}q22,-6 44,0l-6,6h-32z" fill="${ctx.land('#6fb0c4', depth)}"/>`;
    }
  }
  // the near rim, with rock pillars (the valley of the monks) and a cabin
  const rim = ridge(rng, { y: 720, amp: 30, waves: 2 });
  out += `<path d="${rim.path}" fill="${ctx.linear([
    [0, ctx.land('#8c6a40')],
    [1, ctx.land('#5e4a2e')],
  ])}"/>`;
  const right = gx < W / 2;
  const px = right ? W * 0.74 : W * 0.1;
  for (let i = 0; i < 3; i++) {
    const x = px + i * 70 + rng.range(-10, 10);
    const h = rng.range(170, 290);
    const base = rim.yAt(x) + 20;
    const w = rng.range(46, 62);
    const tone = ctx.land(i % 2 ? '#c98a5a' : '#b8744a');
    // A standing rock: wide foot, narrower waist, rounded cap.
    out += `<path d="M${f(x)},${f(base)}C${f(x + w * 0.1)},${f(base - h * 0.4)} ${f(x + w * 0.22)},${f(base - h * 0.7)} ${f(x + w * 0.12)},${f(base - h * 0.86)}C${f(x + w * 0.1)},${f(base - h * 1.04)} ${f(x + w * 0.9)},${f(base - h * 1.04)} ${f(x + w * 0.88)},${f(base - h * 0.86)}C${f(x + w * 0.78)},${f(base - h * 0.7)} ${f(x + w * 0.9)},${f(base - h * 0.4)} ${f(x + w)},${f(base)}Z" fill="${tone}"/>`;
    out += `<path d="M${f(x + w * 0.55)},${f(base)}C${f(x + w * 0.62)},${f(base - h * 0.5)} ${f(x + w * 0.72)},${f(base - h * 0.75)} ${f(x + w * 0.7)},${f(base - h * 0.95)}C${f(x + w * 0.86)},${f(base - h * 0.9)} ${f(x + w * 0.8)},${f(base - h * 0.4)} ${f(x + w)},${f(base)}Z" fill="${darken(tone, 0.2)}"/>`;
    out += `<path d="M${f(x + w * 0.15)},${f(base - h * 0.35)}h${f(w * 0.7)}M${f(x + w * 0.2)},${f(base - h * 0.62)}h${f(w * 0.55)}" stroke="${darken(tone, 0.25)}" stroke-width="3"/>`;
  }
  const cx = right ? W * 0.38 : W * 0.46;
  if (!ctx.vista) out += cabin(ctx, cx, rim.yAt(cx + 130) + 40, 260, 'log');
  for (let i = 0; i < 4; i++) {
    const left = i % 2 === 0;
    const x = left ? rng.range(-20, W * 0.2) : rng.range(W * 0.8, W + 20);
    if (Math.abs(x - px - 70) < 120) continue;
    out += pine(x, H + 30, rng.range(300, 460), ctx.land('#35583a'), ctx.land('#203a26'), 6);
  }
  out += flowers(ctx, 760, H, 50, ['#f2d14a', '#f2a541', '#ffffff']);
  return out;
}

export function pool(ctx: Ctx): string {
  const { rng } = ctx;
  const sunX = rng.range(W * 0.2, W * 0.8);
  let out = sky(ctx, { sunX, horizon: H * 0.5 });
  out += clouds(ctx, rng.int(2, 5), [40, 240]);
  out += bush(ctx, 100, 470, 120, '#2f7a44', 0.3) + bush(ctx, W - 80, 470, 130, '#2f7a44', 0.3);
  // villa
  const vx = rng.range(W * 0.18, W * 0.32);
  const wall = ctx.land('#f4efe6');
  const wood = ctx.land('#9a6a42');
  out += `<rect x="${f(vx)}" y="250" width="${f(W * 0.5)}" height="230" fill="${wall}"/>`;
  out += `<rect x="${f(vx + W * 0.5)}" y="330" width="${f(W * 0.18)}" height="150" fill="${darken(wall, 0.06)}"/>`;
  out += `<rect x="${f(vx - 30)}" y="232" width="${f(W * 0.5 + 60)}" height="22" fill="${ctx.land('#d9cfc0')}"/>`;
  let slats = '';
  for (let x = vx + W * 0.5 + 8; x < vx + W * 0.68; x += 14) slats += `M${f(x)},340V470`;
  out += `<path d="${slats}" stroke="${wood}" stroke-width="8"/>`;
  const glassW = (W * 0.5 - 80) / 3;
  for (let i = 0; i < 3; i++)
    out += windowPane(
      ctx,
      vx + 20 + i * (glassW + 20),
      290,
      glassW,
      170,
      ctx.land('#3a3a3a'),
      false,
    );
  out += `<rect x="0" y="480" width="${W}" height="40" fill="${ctx.land('#e8dcc8')}"/>`;
  out += palm(ctx, vx - 60, 500, 420, -40, { depth: 0.1 });
  out += palm(ctx, vx + W * 0.72, 500, 380, 50, { depth: 0.1 });
  // the pool
  const top = 520;
  out += `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="${ctx.linear([
    [0, ctx.land('#5fd0dc')],
    [0.5, ctx.land('#2fb0cc')],
    [1, ctx.land('#1e8fb5')],
  ])}"/>`;
  out += `<g opacity="0.35" clip-path="${ctx.clip(`<rect x="0" y="${top}" width="${W}" height="${H - top}"/>`)}"><rect x="${f(vx)}" y="${top}" width="${f(W * 0.5)}" height="120" fill="${wall}"/></g>`;
  if (ctx.pal.lit) {
    for (let i = 0; i < 3; i++)
      out += `<rect x="${f(vx + 20 + i * (glassW + 20))}" y="${top + 10}" width="${f(glassW)}" height="90" fill="#ffc46b" opacity="0.35"/>`;
  }
  let caustics = '';
  for (let i = 0; i < 90; i++) {
    const y = rng.range(top + 20, H);
    const s = 0.5 + (y - top) / (H - top);
    caustics += `M${f(rng.range(0, W))},${f(y)}q${f(10 * s)},${f(-6 * s)} ${f(20 * s)},0t${f(20 * s)},0`;
  }
  out += `<path d="${caustics}" stroke="#e8ffff" stroke-width="2.5" fill="none" opacity="0.55"/>`;
  // deck edge with two loungers
  out += `<path d="M0,${H - 70}L${W},${H - 110}V${H}H0Z" fill="${ctx.land('#c8a27a')}"/>`;
  let boards = '';
  for (let x = 0; x < W; x += 50)
    boards += `M${f(x)},${f(H - 70 - (x / W) * 40)}l-20,${f(110 + (x / W) * 40)}`;
  out += `<path d="${boards}" stroke="${ctx.land('#9a7450')}" stroke-width="2"/>`;
  for (const lx of [W * 0.56, W * 0.76]) {
    out += `<path d="M${f(lx)},${H - 30}h170l40,-50" stroke="${ctx.land('#ffffff')}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    out += `<rect x="${f(lx + 10)}" y="${H - 50}" width="120" height="16" rx="6" fill="${ctx.land(rng.pick(['#f2a541', '#2a9d8f', '#e4572e']))}"/>`;
  }
  return out;
}
