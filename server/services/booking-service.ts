import { randomUUID } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { centsToPesos } from '../../src/shared/format.ts';
import { toStayPricing } from '../../src/shared/pricing.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { BookingDetails } from '../../src/shared/types.ts';
import {
  BOOKING_MESSAGES,
  HOLD_LIMITS,
  type CreateBookingInput,
  type UpdateBookingInput,
} from '../../src/shared/validation/booking.ts';
import { pgErrorOf, type Db, type DbOrTx } from '../db/client.ts';
import { cabinPhotos, cabins, payments, reservations } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http-errors.ts';
import { refundedCentsOf } from './cancellation-service.ts';
import { checkStay, type StayFailure } from './stay-service.ts';

/** Booking requests without payment: a hold on the nights that the host confirms later. */

export interface BookingContext {
  today: string;
  now: Date;
  /** The signed-in client making the request, or null. */
  clientId: string | null;
  /**
   * Resolves the cabin's holds whose time ran out (the payments sweeper asks the provider first:
   * a hold whose card was charged becomes a stay). They still sit in the exclusion constraint as
   * 'pending' until then.
   */
  releaseLapsedHolds(cabinId: string): Promise<void>;
}

const OCCUPYING = ['pending', 'active'];

type ReservationRow = typeof reservations.$inferSelect;

const notAvailable = () =>
  conflict(QUOTE_ERROR_MESSAGES.NOT_AVAILABLE, { errorType: 'NOT_AVAILABLE' });

/** A failed stay check as an HTTP error: taken nights 409, unknown cabin 404, the rest 400. */
function stayError(failure: StayFailure): HttpError {
  if (failure.errorType === 'NOT_AVAILABLE') return notAvailable();
  const status = failure.status === 404 ? 404 : 400;
  return new HttpError(status, failure.message, { errorType: failure.errorType });
}

const isExclusionViolation = (error: unknown) => pgErrorOf(error).code === '23P01';

/** Serializes the hold requests of one holder (a client, an address) until the transaction ends. */
async function lockHolder(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Holds of this client, and asked from this address, that still keep their nights. */
async function openHolds(
  tx: DbOrTx,
  holder: { clientId: string; address: string },
  now: Date,
): Promise<{ client: number; address: number }> {
  const [row] = await tx
    .select({
      client: sql<number>`count(*) filter (where ${reservations.clientId} = ${holder.clientId})`,
      address: sql<number>`count(*) filter (where ${reservations.holdAddress} = ${holder.address})`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        gt(reservations.holdExpiresAt, now),
        or(
          eq(reservations.clientId, holder.clientId),
          eq(reservations.holdAddress, holder.address),
        ),
      ),
    );
  return { client: Number(row?.client ?? 0), address: Number(row?.address ?? 0) };
}

const tooManyHolds = (message: string) => conflict(message, { errorType: 'TOO_MANY_HOLDS' });

/**
 * POST /api/bookings: a signed-in client holds nights without paying. Open holds are capped per
 * client and per address (HOLD_LIMITS), counted under a lock on each so that simultaneous requests
 * cannot pass the cap together.
 */
export async function createBooking(
  db: Db,
  input: CreateBookingInput,
  context: BookingContext & { clientId: string; address: string; holdMinutes: number },
): Promise<BookingDetails> {
  await context.releaseLapsedHolds(input.cabinId);
  const stay = await checkStay(
    db,
    {
      cabinId: input.cabinId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests: input.guests,
    },
    context.today,
    { now: context.now },
  );
  if (!stay.ok) throw stayError(stay);
  const id = randomUUID();
  const { pricing, guests } = stay;
  try {
    // The exclusion constraint, not the check above, is what keeps two stays apart.
    await db.transaction(async (tx) => {
      await lockHolder(tx, `hold:client:${context.clientId}`);
      await lockHolder(tx, `hold:address:${context.address}`);
      const open = await openHolds(tx, context, context.now);
      if (open.client >= HOLD_LIMITS.openPerClient) {
        throw tooManyHolds(BOOKING_MESSAGES.tooManyOpenHolds);
      }
      if (open.address >= HOLD_LIMITS.openPerAddress) {
        throw tooManyHolds(BOOKING_MESSAGES.tooManyOpenHoldsFromAddress);
      }
      await tx.insert(reservations).values({
        id,
        cabinId: stay.cabin.id,
        clientId: context.clientId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests,
        nights: pricing.nights,
        status: 'pending',
        paymentStatus: 'PENDING',
        subtotalCents: pricing.subtotalCents,
        cleaningFeeCents: pricing.cleaningFeeCents,
        commissionCents: pricing.commissionCents,
        totalCents: pricing.totalCents,
        balanceDueCents: pricing.totalCents,
        guestFirstName: input.guestInfo.firstName,
        guestLastName: input.guestInfo.lastName,
        guestEmail: input.guestInfo.email,
        guestPhone: input.guestInfo.phone,
        specialRequests: input.guestInfo.specialRequests ?? '',
        holdExpiresAt: new Date(context.now.getTime() + context.holdMinutes * 60_000),
        holdAddress: context.address,
        cancellationPolicy: stay.cabin.cancellationPolicy,
        createdAt: context.now,
        updatedAt: context.now,
      });
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw notAvailable();
    throw error;
  }
  return (await findBooking(db, id, context.clientId))!;
}

async function loadReservation(db: DbOrTx, id: string): Promise<ReservationRow | null> {
  if (!id || id.length > 64) return null;
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
}

/**
 * A booking owned by a client is theirs alone to read and change; an unowned one (a guest checkout)
 * belongs to whoever holds its id, an unguessable random string handed out only to that guest.
 */
const isVisibleTo = (row: Pick<ReservationRow, 'clientId'>, clientId: string | null) =>
  row.clientId === null || row.clientId === clientId;

/** GET /api/bookings/:id: null when unknown or someone else's (the route answers both with 404). */
export async function findBooking(
  db: DbOrTx,
  id: string,
  clientId: string | null,
): Promise<BookingDetails | null> {
  if (!id || id.length > 64) return null;
  const firstPhoto = db
    .select({ path: cabinPhotos.path })
    .from(cabinPhotos)
    .where(eq(cabinPhotos.cabinId, reservations.cabinId))
    .orderBy(cabinPhotos.position)
    .limit(1);
  const [row] = await db
    .select({
      reservation: reservations,
      cabinName: cabins.name,
      population: cabins.population,
      state: cabins.state,
      address: cabins.address,
      image: sql<string | null>`(${firstPhoto})`,
    })
    .from(reservations)
    .innerJoin(cabins, eq(cabins.id, reservations.cabinId))
    .where(eq(reservations.id, id))
    .limit(1);
  if (!row || !isVisibleTo(row.reservation, clientId)) return null;
  const r = row.reservation;
  return {
    _id: r.id,
    cabinId: r.cabinId,
    cabinName: row.cabinName,
    cabinImage: row.image ?? null,
    location: { population: row.population, state: row.state, address: row.address },
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    guests: r.guests,
    nights: r.nights,
    status: r.status,
    paymentStatus: r.paymentStatus,
    pricing: toStayPricing({
      nights: r.nights,
      subtotalCents: r.subtotalCents,
      cleaningFeeCents: r.cleaningFeeCents,
      commissionCents: r.commissionCents,
      totalCents: r.totalCents,
    }),
    balanceDue: centsToPesos(r.balanceDueCents),
    currency: 'MXN',
    holdExpiresAt: r.status === 'pending' && r.holdExpiresAt ? r.holdExpiresAt.toISOString() : null,
    cancellationPolicy: r.cancellationPolicy as BookingDetails['cancellationPolicy'],
    refundAmount: centsToPesos(await refundedCentsOf(db, r.id)),
    guestInfo: {
      firstName: r.guestFirstName,
      lastName: r.guestLastName,
      email: r.guestEmail,
      phone: r.guestPhone,
      specialRequests: r.specialRequests,
    },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The booking a client may change, or 404 (another client's booking is not revealed). */
async function loadChangeable(
  db: DbOrTx,
  id: string,
  clientId: string | null,
): Promise<ReservationRow> {
  const row = await loadReservation(db, id);
  if (!row || !isVisibleTo(row, clientId)) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

type PaymentRow = Pick<typeof payments.$inferSelect, 'status' | 'amountCents'>;

async function paymentOf(db: DbOrTx, reservationId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select({ status: payments.status, amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .limit(1);
  return row ?? null;
}

/** What the guest has paid for this stay: the provider's charge, else what the total left unpaid. */
function amountPaid(row: ReservationRow, payment: PaymentRow | null): number {
  if (row.paymentStatus !== 'PAID') return 0;
  if (payment?.status === 'PAID') return payment.amountCents;
  return row.totalCents - row.balanceDueCents;
}

const holdExpired = (row: ReservationRow, now: Date) =>
  row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt <= now;

/** PUT /api/bookings/:id: new dates and/or guests, re-checked and re-priced on the server. */
export async function updateBooking(
  db: Db,
  id: string,
  changes: UpdateBookingInput,
  context: BookingContext,
): Promise<BookingDetails> {
  const current = await loadChangeable(db, id, context.clientId);
  if (!OCCUPYING.includes(current.status)) {
    throw conflict(BOOKING_MESSAGES.notModifiable, { errorType: 'NOT_MODIFIABLE' });
  }
  if (holdExpired(current, context.now)) {
    throw conflict(BOOKING_MESSAGES.holdExpired, { errorType: 'HOLD_EXPIRED' });
  }
  const payment = await paymentOf(db, current.id);
  // The charge in flight is for the current total: a change now would be paid at the old price.
  if (current.status === 'pending' && payment?.status === 'PENDING') {
    throw conflict(BOOKING_MESSAGES.paymentInProgress, { errorType: 'PAYMENT_IN_PROGRESS' });
  }
  await context.releaseLapsedHolds(current.cabinId);
  const stay = await checkStay(
    db,
    {
      cabinId: current.cabinId,
      checkIn: changes.checkIn ?? current.checkIn,
      checkOut: changes.checkOut ?? current.checkOut,
      guests: changes.guests ?? current.guests,
    },
    context.today,
    { now: context.now, ignoreReservationId: current.id },
  );
  if (!stay.ok) throw stayError(stay);
  const { pricing } = stay;
  const paidCents = amountPaid(current, payment);
  // Nobody collects a balance on a paid stay: a change may not cost more than what was paid.
  if (paidCents > 0 && pricing.totalCents > paidCents) {
    throw conflict(BOOKING_MESSAGES.paidTotalIncrease, { errorType: 'PAID_TOTAL_INCREASE' });
  }
  try {
    const updated = await db
      .update(reservations)
      .set({
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.guests,
        nights: pricing.nights,
        subtotalCents: pricing.subtotalCents,
        cleaningFeeCents: pricing.cleaningFeeCents,
        commissionCents: pricing.commissionCents,
        totalCents: pricing.totalCents,
        balanceDueCents: Math.max(0, pricing.totalCents - paidCents),
        updatedAt: context.now,
      })
      .where(and(eq(reservations.id, current.id), eq(reservations.status, current.status)))
      .returning({ id: reservations.id });
    if (!updated.length) {
      throw conflict(BOOKING_MESSAGES.notModifiable, { errorType: 'NOT_MODIFIABLE' });
    }
  } catch (error) {
    if (isExclusionViolation(error)) throw notAvailable();
    throw error;
  }
  return (await findBooking(db, current.id, context.clientId))!;
}
