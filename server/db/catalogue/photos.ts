/** A cabin's photos: a cover that shows the place, then rooms and surroundings, with Spanish alt texts. */
import {
  exteriorVariant,
  interiorVariant,
  MOOD_PHRASES,
  sceneMood,
  type ExteriorKind,
  type SceneKind,
} from '../../media/scene-kinds.ts';
import type { AccommodationFeatures } from '../../../src/shared/types.ts';
import type { Rng } from './prng.ts';
import type { Destination } from './types.ts';

export interface PhotoSpec {
  path: string;
  alt: string;
}

const COVER_ALTS: Record<ExteriorKind, string> = {
  beach: 'Vista de la playa frente a {name} {mood}',
  jungle: '{name} entre la selva {mood}',
  cenote: 'Cenote cercano a {name}, con agua turquesa y luz natural',
  lagoon: 'Muelle de {name} sobre la laguna {mood}',
  lake: 'Vista del lago desde {name} {mood}',
  'pine-forest': 'Fachada de {name} entre los pinos {mood}',
  mountain: '{name} en la pradera, con la sierra al fondo, {mood}',
  colonial: 'Calle colonial frente a {name} {mood}',
  canyon: '{name} en la orilla de la barranca {mood}',
  pool: 'Vista de la alberca de {name} {mood}',
};

const VISTA_ALTS: Record<ExteriorKind, string> = {
  beach: 'La playa a unos pasos de {name} {mood}',
  jungle: 'La selva que rodea {name} {mood}',
  cenote: 'Cenote cercano a {name}, con agua turquesa y luz natural',
  lagoon: 'La laguna frente a {name} {mood}',
  lake: 'El lago cerca de {name} {mood}',
  'pine-forest': 'El bosque de pinos alrededor de {name} {mood}',
  mountain: 'Vista de la sierra desde {name} {mood}',
  colonial: 'Calle colonial cerca de {name} {mood}',
  canyon: 'Las barrancas cerca de {name} {mood}',
  pool: 'La alberca de {name} {mood}',
};

const INTERIOR_ALTS = {
  living: 'Sala de {name} con ventanal hacia {view}',
  fireplace: 'Sala con la chimenea encendida en {name}',
  bedroom: 'Recámara principal de {name}',
  bedroom2: 'Segunda recámara de {name}',
  kitchen: 'Cocina equipada de {name}',
  terrace: 'Terraza de {name} con vista a {view} {mood}',
};

function alt(
  template: string,
  name: string,
  kind: SceneKind,
  variant: number,
  view: string,
): string {
  return template
    .replace('{name}', name)
    .replace('{view}', view)
    .replace('{mood}', MOOD_PHRASES[sceneMood(kind, variant)])
    .replace(/\s+,/g, ',')
    .trim();
}

/** 3–8 photos (`count`), the first an exterior of the destination's landscape with the cabin in it. */
export function composePhotos(
  rng: Rng,
  destination: Destination,
  name: string,
  features: AccommodationFeatures,
  count: number,
  bedrooms: number,
): PhotoSpec[] {
  const hasPool = features.generalFeatures.privatePool;
  const poolFits = hasPool && destination.climate !== 'forest';
  const landscapes = destination.covers.filter((kind) => kind !== 'pool' || poolFits);
  const cover: ExteriorKind = poolFits && rng.chance(0.2) ? 'pool' : rng.pick(landscapes);
  const coverVariant = exteriorVariant(rng.int(0, 4999), false);
  const photos: PhotoSpec[] = [
    {
      path: `scenes/${cover}-${coverVariant}`,
      alt: alt(COVER_ALTS[cover], name, cover, coverVariant, destination.viewPhrase),
    },
  ];

  const view = destination.viewPhrase;
  const room = (
    kind: 'living' | 'fireplace' | 'bedroom' | 'kitchen' | 'terrace',
    template: string,
  ): PhotoSpec => {
    const variant = interiorVariant(destination.view, rng.int(0, 1249));
    return { path: `scenes/${kind}-${variant}`, alt: alt(template, name, kind, variant, view) };
  };
  const outside = (kind: ExteriorKind): PhotoSpec => {
    const variant =
      kind === 'pool'
        ? exteriorVariant(rng.int(0, 4999), false)
        : exteriorVariant(rng.int(0, 4999), true);
    return {
      path: `scenes/${kind}-${variant}`,
      alt: alt(VISTA_ALTS[kind], name, kind, variant, view),
    };
  };

  const extras = rng.shuffle(destination.extras.filter((kind) => kind !== 'pool' || poolFits));
  if (poolFits && cover !== 'pool' && !extras.includes('pool')) extras.unshift('pool');
  const queue: PhotoSpec[] = [
    features.generalFeatures.fireplace
      ? room('fireplace', INTERIOR_ALTS.fireplace)
      : room('living', INTERIOR_ALTS.living),
    room('bedroom', INTERIOR_ALTS.bedroom),
  ];
  if (extras[0]) queue.push(outside(extras[0]));
  if (features.kitchen.kitchen) queue.push(room('kitchen', INTERIOR_ALTS.kitchen));
  if (features.generalFeatures.terrace) queue.push(room('terrace', INTERIOR_ALTS.terrace));
  if (extras[1]) queue.push(outside(extras[1]));
  if (bedrooms > 1) queue.push(room('bedroom', INTERIOR_ALTS.bedroom2));
  if (features.generalFeatures.fireplace) queue.push(room('living', INTERIOR_ALTS.living));
  if (extras[2]) queue.push(outside(extras[2]));
  return [...photos, ...queue].slice(0, Math.max(3, count));
}
