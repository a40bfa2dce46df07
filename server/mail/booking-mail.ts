import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cabins, payments, reservations } from '../db/schema.ts';
import { enqueueMail } from './outbox-repository.ts';
import type { StaySnapshot } from './templates/index.ts';

/** The reservation, its cabin and its latest payment, as the messages about a stay need them. */
export async function loadStay(tx: DbOrTx, reservationId: string) {
  const [row] = await tx
    .select({
      reservationId: reservations.id,
      status: reservations.status,
      clientId: reservations.clientId,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      nights: reservations.nights,
      guests: reservations.guests,
      subtotalCents: reservations.subtotalCents,
      totalCents: reservations.totalCents,
      guestFirstName: reservations.guestFirstName,
      guestLastName: reservations.guestLastName,
      guestEmail: reservations.guestEmail,
      guestPhone: reservations.guestPhone,
      specialRequests: reservations.specialRequests,
      cabinId: cabins.id,
      cabinName: cabins.name,
      address: cabins.address,
      population: cabins.population,
      state: cabins.state,
      latitude: cabins.latitude,
      longitude: cabins.longitude,
    })
    .from(reservations)
    .innerJoin(cabins, eq(cabins.id, reservations.cabinId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row ?? null;
}

type LoadedStay = NonNullable<Awaited<ReturnType<typeof loadStay>>>;

export function snapshot(stay: LoadedStay): StaySnapshot {
  return {
    reservationId: stay.reservationId,
    cabinId: stay.cabinId,
    cabinName: stay.cabinName,
    address: stay.address,
    population: stay.population,
    state: stay.state,
    latitude: stay.latitude,
    longitude: stay.longitude,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    guests: stay.guests,
  };
}

/**
 * 'Reserva confirmada' to the guest (the e-mail given at checkout), with the stay as an .ics. Call it
 * in the transaction that makes the reservation active and paid. Returns the outbox id (null when
 * the reservation is not an active stay).
 */
export function enqueueBookingConfirmed(
  tx: DbOrTx,
  reservationId: string,
  now: Date,
): Promise<string | null> {
  return enqueueStayConfirmation(tx, reservationId, 'booking-confirmed', now);
}

/**
 * The confirmation of an active, paid stay to its guest: what was paid, with which card and plan,
 * and the stay as an .ics — 'Reserva confirmada' (`booking-confirmed`) or, for a request its host
 * accepted, 'Solicitud aceptada' (`request-accepted`).
 */
export async function enqueueStayConfirmation(
  tx: DbOrTx,
  reservationId: string,
  kind: 'booking-confirmed' | 'request-accepted',
  now: Date,
): Promise<string | null> {
  const stay = await loadStay(tx, reservationId);
  if (!stay || stay.status !== 'active') return null;
  const [payment] = await tx
    .select({
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      installments: payments.installments,
    })
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return enqueueMail(
    tx,
    {
      kind,
      to: stay.guestEmail,
      clientId: stay.clientId,
      payload: {
        ...snapshot(stay),
        guestFirstName: stay.guestFirstName,
        totalCents: stay.totalCents,
        cardBrand: payment?.cardBrand ?? null,
        cardLast4: payment?.cardLast4 ?? null,
        ...(payment?.installments ? { installments: payment.installments } : {}),
      },
    },
    now,
  );
}

/**
 * 'Reserva cancelada' to the guest (the e-mail given at checkout): who cancelled, what goes back to
 * the card and why. Call it in the transaction that cancels the stay (and records its refund).
 */
export async function enqueueBookingCancelled(
  tx: DbOrTx,
  reservationId: string,
  cancellation: { by: 'guest' | 'host'; refundCents: number; reason: string },
  now: Date,
): Promise<string | null> {
  const stay = await loadStay(tx, reservationId);
  if (!stay || stay.status !== 'cancelled') return null;
  return enqueueMail(
    tx,
    {
      kind: 'booking-cancelled',
      to: stay.guestEmail,
      clientId: stay.clientId,
      payload: {
        ...snapshot(stay),
        guestFirstName: stay.guestFirstName,
        by: cancellation.by,
        totalCents: stay.totalCents,
        refundCents: cancellation.refundCents,
        reason: cancellation.reason,
      },
    },
    now,
  );
}

interface CabinOwner {
  id: string;
  email: string;
  firstName: string;
}

/** The cabin's host (`cabins.owner_id`); null for a cabin nobody owns. */
export async function findCabinOwner(tx: DbOrTx, cabinId: string): Promise<CabinOwner | null> {
  const result = await tx.execute(
    sql`select cl.id, cl.email, cl.first_name as "firstName"
        from cabins c join clients cl on cl.id = c.owner_id
        where c.id = ${cabinId}`,
  );
  const [owner] = (result as unknown as { rows: CabinOwner[] }).rows;
  return owner ?? null;
}

/**
 * 'Nueva reserva' to the cabin's host, in the transaction that makes the reservation active and
 * paid. Nothing is sent for a cabin without a host, nor to a host who booked their own cabin; the
 * host's e-mail preference applies (it is not a receipt). Returns the outbox id or null.
 */
export async function enqueueHostNewBooking(
  tx: DbOrTx,
  reservationId: string,
  now: Date,
): Promise<string | null> {
  const stay = await loadStay(tx, reservationId);
  if (!stay || stay.status !== 'active') return null;
  const owner = await findCabinOwner(tx, stay.cabinId);
  if (!owner || owner.id === stay.clientId) return null;
  return enqueueMail(
    tx,
    {
      kind: 'host-new-booking',
      to: owner.email,
      clientId: owner.id,
      payload: {
        ...snapshot(stay),
        hostFirstName: owner.firstName,
        guestFirstName: stay.guestFirstName,
        guestLastName: stay.guestLastName,
        guestPhone: stay.guestPhone,
        specialRequests: stay.specialRequests,
        subtotalCents: stay.subtotalCents,
      },
    },
    now,
  );
}
