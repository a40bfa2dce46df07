import { inArray } from 'drizzle-orm';
import {
  REVIEW_CATEGORIES,
  REVIEWABLE_STATUSES,
  reviewDeadline,
  reviewWindow,
  type GuestReview,
  type ReviewCategories,
  type StayReview,
} from '../../src/shared/reviews.ts';
import type { DbOrTx } from '../db/client.ts';
import { reviews } from '../db/schema.ts';

/** Reviews as the trip page and Mis reservas show them to their author. */

export type ReviewRow = typeof reviews.$inferSelect;

/** The API's category keys → the columns of `reviews`. */
const COLUMNS = {
  limpieza: 'cleanliness',
  exactitud: 'accuracy',
  llegada: 'checkIn',
  comunicacion: 'communication',
  ubicacion: 'location',
  calidadPrecio: 'value',
} as const satisfies Record<keyof ReviewCategories, keyof ReviewRow>;

export function guestReviewOf(row: ReviewRow): GuestReview {
  const categories = Object.fromEntries(
    REVIEW_CATEGORIES.map(({ key }) => [key, row[COLUMNS[key]] ?? row.rating]),
  ) as ReviewCategories;
  return {
    id: row.id,
    rating: row.rating,
    categories,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The review state a finished stay shows (trip page, Mis reservas); null for a stay that has not
 * ended yet or did not happen.
 */
export function stayReviewOf(
  stay: { status: string; checkOut: string },
  review: ReviewRow | null,
  today: string,
): StayReview | null {
  if (!(REVIEWABLE_STATUSES as readonly string[]).includes(stay.status)) return null;
  const window = reviewWindow(stay.checkOut, today);
  if (window === 'not_yet') return null;
  const deadline = reviewDeadline(stay.checkOut);
  if (review) return { status: 'written', deadline, review: guestReviewOf(review) };
  return { status: window, deadline, review: null };
}

/** The reviews of these stays, by reservation id. */
export async function reviewsOfStays(
  db: DbOrTx,
  reservationIds: string[],
): Promise<Map<string, ReviewRow>> {
  if (!reservationIds.length) return new Map();
  const rows = await db
    .select()
    .from(reviews)
    .where(inArray(reviews.reservationId, reservationIds));
  return new Map(rows.map((row) => [row.reservationId!, row]));
}
