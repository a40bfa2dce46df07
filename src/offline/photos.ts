import { isPlainObject } from '../shared/is-plain-object.ts';
import { MEDIA_SIZES } from '../shared/media.ts';

/** Which cabin photos the worker keeps for offline use. Pure: shared by the worker and tests. */

/** Photos warmed per cabin when its detail answer is stored. */
export const WARM_PHOTOS_PER_CABIN = 3;

/**
 * The same photo in the other sizes (/media/x-480.webp → x-800, x-1200), nearest size first; none
 * for anything else.
 */
export function otherPhotoSizes(pathname: string): string[] {
  const match = /^(\/media\/.+)-(\d+)\.webp$/.exec(pathname);
  if (!match) return [];
  const width = Number(match[2]);
  const sizes: number[] = Object.values(MEDIA_SIZES);
  if (!sizes.includes(width)) return [];
  return sizes
    .filter((size) => size !== width)
    .sort((a, b) => Math.abs(a - width) - Math.abs(b - width))
    .map((size) => `${match[1]}-${size}.webp`);
}

const record = (value: unknown): Record<string, unknown> | null =>
  isPlainObject(value) ? value : null;

/** The photo paths worth keeping from a cabin detail answer (bare, or under data/habitacion). */
export function cabinPhotoPaths(body: unknown): string[] {
  const root = record(body);
  const cabin = record(root?.data) ?? record(root?.habitacion) ?? record(root?.cabin) ?? root;
  const images = cabin?.images;
  return Array.isArray(images)
    ? images.filter((x): x is string => typeof x === 'string').slice(0, WARM_PHOTOS_PER_CABIN)
    : [];
}

/** One photo per reservation (chaletImage) from a my-reservations answer, or a trip's photo. */
export function reservationPhotoPaths(body: unknown): string[] {
  const root = record(body);
  // A trip answer (GET /api/auth/my-reservations/:id): its cabin's photo.
  const tripImage = record(record(record(root?.data)?.reservation)?.cabin)?.image;
  if (typeof tripImage === 'string') return tripImage ? [tripImage] : [];
  const list = record(root?.data)?.reservations ?? root?.reservations ?? root?.data;
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => record(item)?.chaletImage)
    .filter((x): x is string => typeof x === 'string' && x.length > 0);
}
