import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { brandFromProvider } from '../../src/shared/card.ts';
import { pgErrorOf, type Db, type DbOrTx } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import { enqueueBookingConfirmed, enqueueHostNewBooking } from '../mail/booking-mail.ts';
import { randomId } from './ids.ts';
import type { OpenpayCharge } from './openpay-types.ts';
import type { PaymentProvider } from './provider.ts';
import { processRefund, requestRefund } from './refunds.ts';

/**
 * The payment side of a reservation's life: held → paid, held → failed/expired, paid → refunded.
 * Every change is conditional on the current status, so the charge route, the hold sweeper, the
 * reconciliation job and webhooks (on any number of servers) may race without double effects.
 */

/** Payment statuses of a reservation no money has been recorded for yet. */
export const UNPAID = ['PENDING', 'FAILED'];
/** Reservation statuses a completed charge may still book (its nights permitting). */
export const BOOKABLE = ['pending', 'expired', 'failed'];

/** What we keep of a charge: ids, amounts and the card's brand and last 4 digits, nothing more. */
export function chargeColumns(charge: OpenpayCharge) {
  const last4 = (charge.card?.card_number ?? '').replace(/\D/g, '').slice(-4);
  return {
    providerChargeId: charge.id,
    authorization: charge.authorization ?? null,
    amountCents: Math.round(Number(charge.amount) * 100),
    cardBrand: brandFromProvider(charge.card?.brand),
    cardLast4: last4.length === 4 ? last4 : null,
    installments: charge.payment_plan?.payments ?? null,
  };
}

/**
 * Writes the reservation's payment row: updates it where its status is one of `from` (any status
 * when `from` is omitted), or inserts it when the reservation has none yet.
 */
export async function writePayment(
  tx: DbOrTx,
  reservationId: string,
  provider: string,
  values: Partial<typeof payments.$inferInsert> & { status: string },
  now: Date,
  from?: string[],
): Promise<void> {
  const updated = await tx
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(payments.reservationId, reservationId),
        from ? inArray(payments.status, from) : undefined,
      ),
    )
    .returning({ id: payments.id });
  if (updated.length) return;
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .limit(1);
  if (existing) return;
  const [reservation] = await tx
    .select({ totalCents: reservations.totalCents })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!reservation) return;
  await tx.insert(payments).values({
    id: randomId('pay'),
    reservationId,
    provider,
    amountCents: reservation.totalCents,
    ...values,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * confirmed: the charge booked the stay. already-paid: it had. taken: the nights were lost (given
 * to someone else, or the hold cancelled before it was paid) and the charge is being refunded.
 * unchanged: the reservation has moved on (a paid stay cancelled since, a refund made): a late
 * event for it changes nothing. missing: no such reservation.
 */
export type PaidOutcome = 'confirmed' | 'already-paid' | 'taken' | 'unchanged' | 'missing';

/**
 * A completed charge makes its reservation active and PAID, also when its hold had lapsed, unless
 * the nights are no longer its to take ('lost').
 */
async function markReservationPaid(
  db: Db,
  providerName: string,
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<Exclude<PaidOutcome, 'taken'> | 'lost'> {
  try {
    const booked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(reservations)
        .set({ status: 'active', paymentStatus: 'PAID', holdExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(reservations.id, reservationId),
            inArray(reservations.status, BOOKABLE),
            inArray(reservations.paymentStatus, UNPAID),
          ),
        )
        .returning({ id: reservations.id });
      if (!row) return false;
      await writePayment(
        tx,
        reservationId,
        providerName,
        {
          ...chargeColumns(charge),
          status: 'PAID',
          errorCode: null,
          errorMessage: null,
          checkAt: null,
        },
        now,
      );
      // The e-mails of a confirmed stay commit (or roll back) with it: server/mail/.
      await enqueueBookingConfirmed(tx, reservationId, now);
      await enqueueHostNewBooking(tx, reservationId, now);
      return true;
    });
    if (booked) return 'confirmed';
  } catch (error) {
    // Someone else holds those nights now.
    if (pgErrorOf(error).code === '23P01') return 'lost';
    throw error;
  }
  const [current] = await db
    .select({ status: reservations.status, paymentStatus: reservations.paymentStatus })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!current) return 'missing';
  if (current.status === 'active' && current.paymentStatus === 'PAID') return 'already-paid';
  // A hold cancelled before its payment was recorded: the guest has no stay for this money.
  if (current.status === 'cancelled' && UNPAID.includes(current.paymentStatus)) return 'lost';
  // Recorded as lost before (its refund may still be on its way): see it through.
  if (BOOKABLE.includes(current.status) && current.paymentStatus === 'PAID') return 'lost';
  return 'unchanged';
}

/**
 * A completed charge whose nights are lost: the money is recorded as received (PAID) on a
 * reservation that no longer holds nights, and a refund of it is requested (once per charge).
 * Conditional, so a settler that comes second never writes over what the first one did.
 */
async function recordLostCharge(
  db: Db,
  providerName: string,
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({
        status: sql`case when ${reservations.status} = 'cancelled' then 'cancelled' else 'failed' end`,
        paymentStatus: 'PAID',
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(reservations.id, reservationId), inArray(reservations.paymentStatus, UNPAID)))
      .returning({ id: reservations.id });
    if (row) {
      await writePayment(
        tx,
        reservationId,
        providerName,
        { ...chargeColumns(charge), status: 'PAID', checkAt: null },
        now,
        UNPAID,
      );
    }
    return requestRefund(tx, {
      key: `nights_lost:${charge.id}`,
      reservationId,
      provider: providerName,
      providerChargeId: charge.id,
      amountCents: chargeColumns(charge).amountCents,
      reason: 'nights_lost',
      now,
    });
  });
}

/**
 * Settles a completed charge: the reservation becomes paid; or, when its nights were really lost,
 * the charge is refunded (a recorded intent, claimed by one settler; the reconciliation job
 * retries it). A reservation that has moved on is left as it is.
 */
export async function settleCompletedCharge(
  deps: { db: Db; provider: PaymentProvider; log?: FastifyBaseLogger },
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<PaidOutcome> {
  const { db, provider, log } = deps;
  const outcome = await markReservationPaid(db, provider.name, reservationId, charge, now);
  if (outcome !== 'lost') return outcome;
  log?.warn({ reservationId, chargeId: charge.id }, 'a paid charge lost its nights: refunding');
  const refundId = await recordLostCharge(db, provider.name, reservationId, charge, now);
  await processRefund(deps, refundId, now);
  return 'taken';
}

/** A hold that will not be paid: its nights are freed and the payment is recorded as FAILED. */
export async function markReservationUnpaid(
  db: Db,
  providerName: string,
  reservationId: string,
  outcome: {
    status: 'failed' | 'expired';
    errorCode: number | null;
    errorMessage: string | null;
    charge?: OpenpayCharge | null;
    /** Only change a hold whose time ran out before this instant (the sweeper). */
    expiredBefore?: Date;
    /** Ask the provider again later (a charge may still appear): the reconciliation job does. */
    recheckAt?: Date;
  },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: outcome.status, paymentStatus: 'FAILED', updatedAt: now })
      .where(
        and(
          eq(reservations.id, reservationId),
          eq(reservations.status, 'pending'),
          outcome.expiredBefore
            ? lte(reservations.holdExpiresAt, outcome.expiredBefore)
            : undefined,
        ),
      )
      .returning({ id: reservations.id });
    if (!row) return false;
    await writePayment(
      tx,
      reservationId,
      providerName,
      {
        ...(outcome.charge ? chargeColumns(outcome.charge) : {}),
        status: 'FAILED',
        errorCode: outcome.errorCode,
        errorMessage: outcome.errorMessage,
      },
      now,
    );
    await tx
      .update(payments)
      .set({
        // A check already scheduled keeps its place in the schedule.
        checkAt: outcome.recheckAt
          ? sql`coalesce(${payments.checkAt}, ${outcome.recheckAt})`
          : null,
      })
      .where(eq(payments.reservationId, reservationId));
    return true;
  });
}

/**
 * The charge's outcome is unknown (a timeout, a lost answer, a charge still in progress): the hold
 * keeps its nights until the provider says, and the reconciliation job asks at `recheckAt`.
 */
export async function markOutcomeUnknown(
  db: DbOrTx,
  reservationId: string,
  outcome: { errorCode: number | null; errorMessage: string | null; recheckAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({
      errorCode: outcome.errorCode,
      errorMessage: outcome.errorMessage,
      checkAt: sql`coalesce(${payments.checkAt}, ${outcome.recheckAt})`,
      updatedAt: now,
    })
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'PENDING')));
}

/** The reconciliation job is done asking about this reservation's charge. */
export async function stopChecking(db: DbOrTx, reservationId: string): Promise<void> {
  await db.update(payments).set({ checkAt: null }).where(eq(payments.reservationId, reservationId));
}

/**
 * A charge refunded at the provider (from its dashboard, or by us): the payment is REFUNDED and a
 * stay or hold it paid for no longer occupies its nights. A refund of a part of it (a cancellation
 * policy's share) makes it PARTIALLY_REFUNDED and leaves the reservation's status as it is.
 */
export async function markReservationRefunded(
  db: Db,
  providerName: string,
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<boolean> {
  const chargedCents = Math.round(Number(charge.amount) * 100);
  const refundedCents = charge.refund
    ? Math.round(Number(charge.refund.amount) * 100)
    : chargedCents;
  const partial = refundedCents < chargedCents;
  const paymentStatus = partial ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({
        status: partial
          ? reservations.status
          : sql`case when ${reservations.status} in ('active', 'pending') then 'cancelled' else ${reservations.status} end`,
        paymentStatus,
        ...(partial ? {} : { holdExpiresAt: null }),
        updatedAt: now,
      })
      .where(
        and(
          eq(reservations.id, reservationId),
          inArray(reservations.paymentStatus, ['PAID', 'PENDING', 'PARTIALLY_REFUNDED']),
        ),
      )
      .returning({ id: reservations.id });
    if (!row) return false;
    await writePayment(
      tx,
      reservationId,
      providerName,
      { ...chargeColumns(charge), status: paymentStatus, checkAt: null },
      now,
    );
    return true;
  });
}

/** The reservation a provider charge belongs to: its order id, else the charge id we stored. */
export async function reservationIdForCharge(
  db: Db,
  charge: Pick<OpenpayCharge, 'id' | 'order_id'>,
): Promise<string | null> {
  if (charge.order_id) {
    const [row] = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, charge.order_id))
      .limit(1);
    if (row) return row.id;
  }
  const [payment] = await db
    .select({ reservationId: payments.reservationId })
    .from(payments)
    .where(eq(payments.providerChargeId, charge.id))
    .limit(1);
  return payment?.reservationId ?? null;
}
