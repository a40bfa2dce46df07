import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { centsToPesos } from '../../src/shared/format.ts';
import type { ReservationListItem } from '../../src/shared/types.ts';
import type { DbOrTx } from '../db/client.ts';
import { cabinPhotos, cabins, refunds, reservations } from '../db/schema.ts';
import { reviewsOfStays, stayReviewOf } from './review-repository.ts';

/**
 * Holds that never became a stay (abandoned or declined payment) are not the guest's reservations;
 * a request that expired unanswered (its pre-authorization RELEASED) is: 'Expirada'.
 */
const HIDDEN_STATUSES = ['expired', 'failed'];
const shown = sql`(${notInArray(reservations.status, HIDDEN_STATUSES)} or (${reservations.status} = 'expired' and ${reservations.paymentStatus} = 'RELEASED'))`;

/**
 * The signed-in client's reservations in the list-item shape of SPEC §3, newest arrival first.
 * An active stay whose check-out is before `today` is shown as completed.
 */
export async function listClientReservations(
  db: DbOrTx,
  clientId: string,
  today: string,
): Promise<ReservationListItem[]> {
  const firstPhoto = db
    .select({ path: cabinPhotos.path })
    .from(cabinPhotos)
    .where(eq(cabinPhotos.cabinId, reservations.cabinId))
    .orderBy(asc(cabinPhotos.position))
    .limit(1);

  const rows = await db
    .select({
      id: reservations.id,
      status: reservations.status,
      paymentStatus: reservations.paymentStatus,
      cabinId: reservations.cabinId,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      guests: reservations.guests,
      nights: reservations.nights,
      totalCents: reservations.totalCents,
      balanceDueCents: reservations.balanceDueCents,
      url: reservations.url,
      cabinName: cabins.name,
      maxOccupancy: cabins.maxOccupancy,
      population: cabins.population,
      state: cabins.state,
      address: cabins.address,
      latitude: cabins.latitude,
      longitude: cabins.longitude,
      image: sql<string | null>`(${firstPhoto})`,
      refundedCents: sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${refunds.reservationId} = ${reservations.id} and ${refunds.status} <> 'failed')`,
    })
    .from(reservations)
    .innerJoin(cabins, eq(cabins.id, reservations.cabinId))
    .where(and(eq(reservations.clientId, clientId), shown))
    .orderBy(desc(reservations.checkIn), desc(reservations.createdAt));

  const reviews = await reviewsOfStays(
    db,
    rows.filter((row) => stayReviewOf(row, null, today)).map((row) => row.id),
  );
  return rows.map((row) => {
    const item: ReservationListItem = {
      _id: row.id,
      status: row.status === 'active' && row.checkOut < today ? 'completed' : row.status,
      paymentStatus: row.paymentStatus,
      resourceId: row.cabinId,
      resourceName: row.cabinName,
      chaletImage: row.image ?? '',
      arrivalDate: row.checkIn,
      departureDate: row.checkOut,
      pax: row.guests,
      nNights: row.nights,
      maxOccupation: row.maxOccupancy,
      total: centsToPesos(row.totalCents),
      currency: 'MXN',
      balanceDue: centsToPesos(row.balanceDueCents),
      location: {
        population: row.population,
        state: row.state,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
      },
    };
    if (row.url) item.url = row.url;
    // A cancelled stay says what goes back: 'Reembolso: $X' (0 under 'No reembolsable').
    if (row.status === 'cancelled') item.refundAmount = centsToPesos(Number(row.refundedCents));
    const review = stayReviewOf(row, reviews.get(row.id) ?? null, today);
    if (review) item.review = review;
    return item;
  });
}
