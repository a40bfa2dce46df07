import { and, asc, eq, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { addDays } from '../../src/shared/dates.ts';
import { REVIEWABLE_STATUSES, reviewDeadline } from '../../src/shared/reviews.ts';
import type { Db } from '../db/client.ts';
import { reservations, reviewInvitations, reviews } from '../db/schema.ts';
import { loadStay, snapshot } from '../mail/booking-mail.ts';
import { enqueueMail } from '../mail/outbox-repository.ts';

/** Stays invited per run: the job runs again soon, so a backlog drains in a few runs. */
const BATCH = 100;

/**
 * The review invitation (ARCHITECTURE "The guest's trip"): from the day after check-out, each
 * finished stay of an account whose review window is still open and that has no review yet gets ONE
 * invitation. Its review_invitations row (primary key: the stay) and the outbox message are written
 * in one transaction, so a stay is invited once however many servers run this at once (the second
 * insert waits for the first and then does nothing). When the guest's e-mail notifications are off
 * the row is written without a message: the stay is not asked about again. Returns how many stays
 * were invited (messages written or skipped by the preference).
 */
export async function inviteFinishedStays(
  db: Db,
  options: { today: string; now: Date; limit?: number },
): Promise<number> {
  const { today, now } = options;
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, [...REVIEWABLE_STATUSES]),
        isNotNull(reservations.clientId),
        lt(reservations.checkOut, today),
        // Still reviewable: today is at most 14 days after check-out.
        gte(reservations.checkOut, addDays(today, -14)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviewInvitations)
            .where(eq(reviewInvitations.reservationId, reservations.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(eq(reviews.reservationId, reservations.id)),
        ),
      ),
    )
    .orderBy(asc(reservations.checkOut), asc(reservations.id))
    .limit(options.limit ?? BATCH);

  let invited = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reviewInvitations)
        .values({ reservationId: id, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: reviewInvitations.reservationId });
      if (!claimed) return false;
      const stay = await loadStay(tx, id);
      if (!stay) return false;
      const mailId = await enqueueMail(
        tx,
        {
          kind: 'review-invitation',
          to: stay.guestEmail,
          clientId: stay.clientId,
          payload: {
            ...snapshot(stay),
            guestFirstName: stay.guestFirstName,
            deadline: reviewDeadline(stay.checkOut),
          },
        },
        now,
      );
      if (mailId) {
        await tx
          .update(reviewInvitations)
          .set({ mailId })
          .where(eq(reviewInvitations.reservationId, id));
      }
      return true;
    });
    if (done) invited += 1;
  }
  return invited;
}
