import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  REVIEWABLE_STATUSES,
  reviewWindow,
  type GuestReview,
  type ReviewErrorType,
  type ReviewRequest,
} from '../../src/shared/reviews.ts';
import { pgErrorOf, type Db } from '../db/client.ts';
import { clients, reservations, reviews } from '../db/schema.ts';
import { conflict, notFound } from '../http-errors.ts';
import { guestReviewOf } from './review-repository.ts';
import { isPlausibleReservationId } from './trip-repository.ts';

const refused = (errorType: ReviewErrorType, message: string) => conflict(message, { errorType });

/**
 * Writes the review of one finished stay by its guest (ARCHITECTURE "The guest's trip"): another
 * account's stay, or an unknown one, is a 404; a stay that did not happen, has not ended, whose
 * 14-day window has closed, or that is already reviewed, a 409 with its errorType. The cabin's
 * rating aggregate moves in the same transaction (triggers on reviews, migration 0015), and the
 * catalogue version with it, so every server shows the new rating at once.
 */
export async function submitReview(
  db: Db,
  clientId: string,
  input: ReviewRequest,
  clock: { today(): string; now(): Date },
): Promise<GuestReview> {
  if (!isPlausibleReservationId(input.reservationId)) throw notFound(REVIEW_MESSAGES.notFound);
  const today = clock.today();
  try {
    return await db.transaction(async (tx) => {
      // Locks the stay, so two submissions of its review wait for each other.
      const [stay] = await tx
        .select({
          id: reservations.id,
          cabinId: reservations.cabinId,
          status: reservations.status,
          checkOut: reservations.checkOut,
          firstName: clients.firstName,
        })
        .from(reservations)
        .innerJoin(clients, eq(clients.id, reservations.clientId))
        .where(and(eq(reservations.id, input.reservationId), eq(reservations.clientId, clientId)))
        .for('update', { of: reservations })
        .limit(1);
      if (!stay || stay.status === 'expired' || stay.status === 'failed') {
        throw notFound(REVIEW_MESSAGES.notFound);
      }
      if (!(REVIEWABLE_STATUSES as readonly string[]).includes(stay.status)) {
        throw refused('STAY_NOT_REVIEWABLE', REVIEW_MESSAGES.notReviewable);
      }
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.reservationId, stay.id))
        .limit(1);
      if (existing) throw refused('REVIEW_EXISTS', REVIEW_MESSAGES.alreadyReviewed);
      const window = reviewWindow(stay.checkOut, today);
      if (window === 'not_yet') throw refused('STAY_NOT_FINISHED', REVIEW_MESSAGES.notFinished);
      if (window === 'closed') throw refused('REVIEW_WINDOW_CLOSED', REVIEW_MESSAGES.windowClosed);

      const { categories } = input;
      const [row] = await tx
        .insert(reviews)
        .values({
          id: randomUUID(),
          cabinId: stay.cabinId,
          reservationId: stay.id,
          clientId,
          authorName: stay.firstName.trim() || 'Huésped',
          rating: input.rating,
          comment: input.comment.trim(),
          cleanliness: categories.limpieza,
          accuracy: categories.exactitud,
          checkIn: categories.llegada,
          communication: categories.comunicacion,
          location: categories.ubicacion,
          value: categories.calidadPrecio,
          createdAt: clock.now(),
        })
        .returning();
      return guestReviewOf(row);
    });
  } catch (error) {
    // Two submissions that both passed the check: the unique index lets one through.
    if (pgErrorOf(error).code === '23505') {
      throw refused('REVIEW_EXISTS', REVIEW_MESSAGES.alreadyReviewed);
    }
    throw error;
  }
}
