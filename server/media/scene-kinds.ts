/**
 * The illustrated photo catalogue: a photo path is `scenes/{kind}-{variant}`. The variant (0–9999)
 * drives the palette, time of day and composition. For interiors, `variant % VIEWS.length` also picks
 * the landscape seen through the window, so a catalogue can match rooms to their destination. An
 * exterior variant from VISTA_FROM up is the bare landscape, without the cabin in it.
 */
import { createRng, hashString } from '../db/catalogue/prng.ts';
import type { Mood } from './svg/kit.ts';

export const EXTERIOR_KINDS = [
  'beach',
  'jungle',
  'cenote',
  'lagoon',
  'lake',
  'pine-forest',
  'mountain',
  'colonial',
  'canyon',
  'pool',
] as const;
export const INTERIOR_KINDS = ['living', 'fireplace', 'bedroom', 'kitchen', 'terrace'] as const;
export const SCENE_KINDS = [...EXTERIOR_KINDS, ...INTERIOR_KINDS] as const;

export type ExteriorKind = (typeof EXTERIOR_KINDS)[number];
export type InteriorKind = (typeof INTERIOR_KINDS)[number];
export type SceneKind = (typeof SCENE_KINDS)[number];

/** Landscapes an interior's window (or a terrace) can look onto. */
export const VIEWS = [
  'beach',
  'jungle',
  'lagoon',
  'lake',
  'pine-forest',
  'mountain',
  'colonial',
  'canyon',
] as const satisfies readonly ExteriorKind[];
export type View = (typeof VIEWS)[number];

export const MAX_VARIANT = 9999;
export const VISTA_FROM = 5000;
export const SCENE_WIDTHS = [480, 800, 1200] as const;
export type SceneWidth = (typeof SCENE_WIDTHS)[number];

export function isSceneKind(value: string): value is SceneKind {
  return (SCENE_KINDS as readonly string[]).includes(value);
}

export function isInterior(kind: SceneKind): kind is InteriorKind {
  return (INTERIOR_KINDS as readonly string[]).includes(kind);
}

/** An exterior drawn without its building (the pool scene always shows its villa). */
export function isVista(kind: SceneKind, variant: number): boolean {
  return !isInterior(kind) && kind !== 'pool' && variant >= VISTA_FROM;
}

/** The `n`-th exterior variant with (vista false) or without (vista true) the cabin. */
export function exteriorVariant(n: number, vista: boolean): number {
  return (n % VISTA_FROM) + (vista ? VISTA_FROM : 0);
}

/** The landscape behind an interior of this variant. */
export function viewOf(variant: number): View {
  return VIEWS[variant % VIEWS.length];
}

/** The `n`-th interior variant that looks onto `view` (n ≥ 0). */
export function interiorVariant(view: View, n: number): number {
  const max = Math.floor((MAX_VARIANT - VIEWS.length + 1) / VIEWS.length);
  return (n % (max + 1)) * VIEWS.length + VIEWS.indexOf(view);
}

const MOODS: ReadonlyArray<readonly [Mood, number]> = [
  ['day', 36],
  ['golden', 24],
  ['sunset', 18],
  ['dusk', 12],
  ['dawn', 10],
];

/** Time of day of a scene: deterministic for a kind and variant (alt texts rely on it). */
export function sceneMood(kind: SceneKind, variant: number): Mood {
  const rng = createRng(hashString(`mood:${kind}:${variant}`));
  const mood = rng.weighted(MOODS);
  // Cenotes are visited by day: their light comes from the opening above.
  if (kind === 'cenote' && (mood === 'dusk' || mood === 'sunset')) return 'golden';
  // Dusk needs lit windows to read well; a bare landscape gets the sunset instead.
  if (mood === 'dusk' && isVista(kind, variant)) return 'sunset';
  return mood;
}

/** Seed of every other drawing decision of a scene. */
export function sceneSeed(kind: SceneKind, variant: number): number {
  return hashString(`scene:${kind}:${variant}`);
}

export const MOOD_PHRASES: Record<Mood, string> = {
  day: 'en un día soleado',
  golden: 'con la luz de la tarde',
  sunset: 'al atardecer',
  dusk: 'al anochecer',
  dawn: 'al amanecer',
};

export interface SceneFile {
  kind: SceneKind;
  variant: number;
  width: SceneWidth;
}

/** The width of `/media/scenes/{kind}-{variant}`, the bare path cabin records hold. */
export const DEFAULT_SCENE_WIDTH: SceneWidth = 800;

/**
 * Parses `{kind}-{variant}-{width}.webp`, or the bare `{kind}-{variant}` of a cabin record (at
 * DEFAULT_SCENE_WIDTH), strictly; anything else is null.
 */
export function parseSceneFile(file: string): SceneFile | null {
  const match = /^([a-z]+(?:-[a-z]+)?)-(0|[1-9]\d{0,3})(?:-(480|800|1200)\.webp)?$/.exec(file);
  if (!match) return null;
  const [, kind, variantText, widthText] = match;
  if (!isSceneKind(kind)) return null;
  const variant = Number(variantText);
  if (variant > MAX_VARIANT) return null;
  const width = widthText ? (Number(widthText) as SceneWidth) : DEFAULT_SCENE_WIDTH;
  return { kind, variant, width };
}

/** The path a cabin record holds for this scene (`scenes/{kind}-{variant}`). */
export function scenePath(file: Pick<SceneFile, 'kind' | 'variant'>): string {
  return `scenes/${file.kind}-${file.variant}`;
}
