import type { CabinRating } from '../../../shared/types.ts';

export const reviewsLabel = (count: number): string =>
  `${count} ${count === 1 ? 'reseña' : 'reseñas'}`;

/** '4.8 · 12 reseñas', or 'Nuevo' for a cabin nobody has reviewed yet. */
export function ratingLabel(rating: CabinRating | null | undefined): string {
  if (!rating || rating.average === null || rating.count === 0) return 'Nuevo';
  return `${rating.average.toFixed(1)} · ${reviewsLabel(rating.count)}`;
}

const reviewDate = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeZone: 'America/Mexico_City',
});

/** '22 de noviembre de 2026' */
export function formatReviewDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : reviewDate.format(date);
}
