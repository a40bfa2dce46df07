/** Draws one scene as an SVG document (1200×900, 4:3). Pure: same kind and variant → same SVG. */
import { createRng } from '../db/catalogue/prng.ts';
import {
  isInterior,
  isVista,
  sceneMood,
  sceneSeed,
  viewOf,
  type ExteriorKind,
  type SceneKind,
} from './scene-kinds.ts';
import * as exteriors from './svg/exteriors.ts';
import * as interiors from './svg/interiors.ts';
import { Ctx, H, W } from './svg/kit.ts';

const DRAW_EXTERIOR: Record<ExteriorKind, (ctx: Ctx) => string> = {
  beach: exteriors.beach,
  jungle: exteriors.jungle,
  cenote: exteriors.cenote,
  lagoon: exteriors.lagoon,
  lake: exteriors.lake,
  'pine-forest': exteriors.pineForest,
  mountain: exteriors.mountain,
  colonial: exteriors.colonial,
  canyon: exteriors.canyon,
  pool: exteriors.pool,
};

/** The landscape drawing of `kind`, used on its own and seen through interior windows. */
export function drawExterior(kind: ExteriorKind, ctx: Ctx): string {
  return DRAW_EXTERIOR[kind](ctx);
}

export function renderSceneSvg(kind: SceneKind, variant: number): string {
  const rng = createRng(sceneSeed(kind, variant));
  const ctx = new Ctx(rng, sceneMood(kind, variant));
  const mirrored = rng.chance(0.5);
  ctx.vista = isVista(kind, variant);
  const body = isInterior(kind)
    ? interiors.drawInterior(kind, viewOf(variant), ctx, drawExterior)
    : drawExterior(kind, ctx);
  const content = mirrored ? `<g transform="translate(${W},0) scale(-1,1)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${ctx.defsSvg()}${content}</svg>`;
}
