import { mexicoCityDate } from '../../../shared/dates.ts';
import { formatDateSpelled } from '../../../shared/format.ts';
import type { CabinRating } from '../../../shared/types.ts';

export const reviewsLabel = (count: number): string =>
  `${count} ${count === 1 ? 'reseña' : 'reseñas'}`;

/** '4.8 · 12 reseñas', or 'Nuevo' for a cabin nobody has reviewed yet. */
export function ratingLabel(rating: CabinRating | null | undefined): string {
  if (!rating || rating.average === null || rating.count === 0) return 'Nuevo';
  return `${rating.average.toFixed(1)} · ${reviewsLabel(rating.count)}`;
}

/** '22 de noviembre de 2026' (the day in Mexico City). */
export function formatReviewDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : formatDateSpelled(mexicoCityDate(date));
}
