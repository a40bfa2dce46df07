import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToPesos } from '../../src/shared/format.ts';
import { CANCELLATION_POLICY_LABELS, type CancellationPolicy } from '../../src/shared/host.ts';
import { TRIP_DEFAULT_TIMES, type TripDetails } from '../../src/shared/trip.ts';
import type { DbOrTx } from '../db/client.ts';
import { cabinPhotos, cabins, clients, payments, refunds, reservations } from '../db/schema.ts';
import { reviewsOfStays, stayReviewOf } from './review-repository.ts';
import type { CalendarStay } from './stay-calendar.ts';

/** Holds that never became a stay are not the guest's trips (as in Mis reservas). */
const HIDDEN_STATUSES = ['expired', 'failed'];
/** A payment in one of these states took the guest's money (some of it may have gone back since). */
const CHARGED = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'];
/** Check-in instructions are the guest's once the stay is confirmed. */
const CONFIRMED = ['active', 'completed'];

/** A reservation id is an opaque string the server handed out: anything else is no reservation. */
export function isPlausibleReservationId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}

/** The cabin's owner, read next to the guest's own row. */
const owner = alias(clients, 'owner');

interface TripRow {
  trip: TripDetails;
  calendar: Omit<CalendarStay, 'url'>;
}

/**
 * One stay of `clientId`, with what its trip page shows: null when the id is unknown, another
 * account's, or a hold that never became a stay (the route answers all of these with one 404).
 */
export async function findClientTrip(
  db: DbOrTx,
  clientId: string,
  reservationId: string,
  today: string,
): Promise<TripRow | null> {
  if (!isPlausibleReservationId(reservationId)) return null;
  const [row] = await db
    .select({
      reservation: reservations,
      cabinName: cabins.name,
      accommodationType: cabins.accommodationType,
      population: cabins.population,
      state: cabins.state,
      address: cabins.address,
      latitude: cabins.latitude,
      longitude: cabins.longitude,
      checkInTime: cabins.checkInTime,
      checkOutTime: cabins.checkOutTime,
      houseRules: cabins.houseRules,
      checkInInstructions: cabins.checkInInstructions,
      hostFirstName: owner.firstName,
      hostPhone: owner.phone,
    })
    .from(reservations)
    .innerJoin(cabins, eq(cabins.id, reservations.cabinId))
    .leftJoin(owner, eq(owner.id, cabins.ownerId))
    .where(and(eq(reservations.id, reservationId), eq(reservations.clientId, clientId)))
    .limit(1);
  if (!row || HIDDEN_STATUSES.includes(row.reservation.status)) return null;
  const r = row.reservation;

  const [photo] = await db
    .select({ path: cabinPhotos.path, alt: cabinPhotos.alt })
    .from(cabinPhotos)
    .where(eq(cabinPhotos.cabinId, r.cabinId))
    .orderBy(asc(cabinPhotos.position))
    .limit(1);
  const charges = await db
    .select({
      amountCents: payments.amountCents,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
    })
    .from(payments)
    .where(and(eq(payments.reservationId, r.id), inArray(payments.status, CHARGED)))
    .orderBy(asc(payments.createdAt));
  const [refunded] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.reservationId, r.id), eq(refunds.status, 'succeeded')));
  const review = (await reviewsOfStays(db, [r.id])).get(r.id) ?? null;

  const status = r.status === 'active' && r.checkOut < today ? 'completed' : r.status;
  const card = charges.find((c) => c.cardLast4);
  const confirmed = CONFIRMED.includes(status);
  const trip: TripDetails = {
    _id: r.id,
    status,
    paymentStatus: r.paymentStatus,
    arrivalDate: r.checkIn,
    departureDate: r.checkOut,
    checkInTime: row.checkInTime || TRIP_DEFAULT_TIMES.checkIn,
    checkOutTime: row.checkOutTime || TRIP_DEFAULT_TIMES.checkOut,
    nNights: r.nights,
    pax: r.guests,
    cabin: {
      id: r.cabinId,
      name: row.cabinName,
      accommodationType: row.accommodationType,
      image: photo?.path ?? '',
      imageAlt: photo?.alt ?? `Foto de ${row.cabinName}`,
      address: row.address,
      population: row.population,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    payment: {
      currency: 'MXN',
      total: centsToPesos(r.totalCents),
      paid: centsToPesos(charges.reduce((sum, c) => sum + c.amountCents, 0)),
      refunded: centsToPesos(refunded?.cents ?? 0),
      balanceDue: centsToPesos(r.balanceDueCents),
      card: card?.cardLast4 ? { brand: card.cardBrand, last4: card.cardLast4 } : null,
    },
    host: row.hostFirstName ? { name: row.hostFirstName, phone: row.hostPhone } : null,
    houseRules: row.houseRules || null,
    // The host's instructions and the reservation's instructions page (SPEC's 'Ver Detalles' url)
    // are the guest's once the stay is confirmed.
    checkInInstructions: (confirmed && row.checkInInstructions) || null,
    checkInInstructionsUrl: confirmed && r.url ? r.url : null,
    // The policy the stay was sold under (its copy), not the cabin's today.
    cancellationPolicy:
      CANCELLATION_POLICY_LABELS[r.cancellationPolicy as CancellationPolicy] ?? null,
    review: stayReviewOf(r, review, today),
  };
  return {
    trip,
    calendar: {
      reservationId: r.id,
      cabinName: row.cabinName,
      address: row.address,
      population: row.population,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      guests: r.guests,
    },
  };
}
