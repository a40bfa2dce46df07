import { mexicoCityDate } from '../../../shared/dates.ts';
import { monthName } from '../../../shared/format.ts';
import type { CabinRating } from '../../../shared/types.ts';

export const reviewsLabel = (count: number): string =>
  `${count} ${count === 1 ? 'reseña' : 'reseñas'}`;

/** '4.8 · 12 reseñas', or 'Nuevo' for a cabin nobody has reviewed yet. */
export function ratingLabel(rating: CabinRating | null | undefined): string {
  if (!rating || rating.average === null || rating.count === 0) return 'Nuevo';
  return `${rating.average.toFixed(1)} · ${reviewsLabel(rating.count)}`;
}

/** 'noviembre de 2026': a review shows the month of its writing (in Mexico City), not the day. */
export function formatReviewDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month] = mexicoCityDate(date).split('-').map(Number);
  return `${monthName(month - 1)} de ${year}`;
}
