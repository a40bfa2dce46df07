import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { brandFromProvider } from '../../src/shared/card.ts';
import { pgErrorOf, type Db } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import { enqueueBookingConfirmed, enqueueHostNewBooking } from '../mail/booking-mail.ts';
import { randomId } from './ids.ts';
import type { OpenpayCharge } from './openpay-types.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The payment side of a reservation's life: held → paid, held → failed/expired, paid → refunded.
 * Every change is conditional on the current status, so the charge route, the hold sweeper and
 * webhooks (on any number of servers) may race without double effects.
 */

/** What we keep of a charge: ids, amounts and the card's brand and last 4 digits, nothing more. */
function chargeColumns(charge: OpenpayCharge) {
  const last4 = (charge.card?.card_number ?? '').replace(/\D/g, '').slice(-4);
  return {
    providerChargeId: charge.id,
    authorization: charge.authorization ?? null,
    amountCents: Math.round(Number(charge.amount) * 100),
    cardBrand: brandFromProvider(charge.card?.brand),
    cardLast4: last4.length === 4 ? last4 : null,
  };
}

async function upsertPayment(
  tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  reservationId: string,
  provider: string,
  values: Partial<typeof payments.$inferInsert> & { status: string },
  now: Date,
): Promise<void> {
  const updated = await tx
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(eq(payments.reservationId, reservationId))
    .returning({ id: payments.id });
  if (updated.length) return;
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

export type PaidOutcome = 'confirmed' | 'already-paid' | 'taken' | 'missing';

/**
 * A completed charge makes its reservation active and PAID, also when its hold had lapsed — unless
 * someone else holds those nights by now ('taken': the caller refunds).
 */
export async function markReservationPaid(
  db: Db,
  providerName: string,
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<PaidOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(reservations)
        .set({ status: 'active', paymentStatus: 'PAID', holdExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(reservations.id, reservationId),
            inArray(reservations.status, ['pending', 'expired', 'failed']),
          ),
        )
        .returning({ id: reservations.id });
      if (!row) {
        const [current] = await tx
          .select({ status: reservations.status, paymentStatus: reservations.paymentStatus })
          .from(reservations)
          .where(eq(reservations.id, reservationId))
          .limit(1);
        if (!current) return 'missing';
        return current.status === 'active' && current.paymentStatus === 'PAID'
          ? 'already-paid'
          : 'taken';
      }
      await upsertPayment(
        tx,
        reservationId,
        providerName,
        { ...chargeColumns(charge), status: 'PAID', errorCode: null, errorMessage: null },
        now,
      );
      // The e-mails of a confirmed stay commit (or roll back) with it: server/mail/.
      await enqueueBookingConfirmed(tx, reservationId, now);
      await enqueueHostNewBooking(tx, reservationId, now);
      return 'confirmed';
    });
  } catch (error) {
    if (pgErrorOf(error).code === '23P01') return 'taken';
    throw error;
  }
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
    await upsertPayment(
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
    return true;
  });
}

/** A refunded charge: the payment is REFUNDED and the stay, if any, no longer occupies its nights. */
export async function markReservationRefunded(
  db: Db,
  providerName: string,
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: 'cancelled', paymentStatus: 'REFUNDED', holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(reservations.id, reservationId),
          inArray(reservations.paymentStatus, ['PAID', 'PENDING']),
        ),
      )
      .returning({ id: reservations.id });
    if (!row) return false;
    await upsertPayment(
      tx,
      reservationId,
      providerName,
      { ...chargeColumns(charge), status: 'REFUNDED' },
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

/**
 * Settles a completed charge: the reservation becomes paid, or — when its nights were given to
 * someone else after its hold lapsed — the charge is refunded and the payment marked REFUNDED.
 */
export async function settleCompletedCharge(
  deps: { db: Db; provider: PaymentProvider; log?: FastifyBaseLogger },
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<PaidOutcome> {
  const { db, provider, log } = deps;
  const outcome = await markReservationPaid(db, provider.name, reservationId, charge, now);
  if (outcome !== 'taken') return outcome;
  log?.warn({ reservationId, chargeId: charge.id }, 'paid hold lost its nights: refunding');
  let refunded: OpenpayCharge | null = null;
  try {
    refunded = await provider.refund(charge.id, { description: 'Fechas no disponibles' });
  } catch (error) {
    log?.error(
      { err: error, reservationId, chargeId: charge.id },
      'refund failed: needs a manual refund',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(reservations)
      .set({ status: 'failed', paymentStatus: refunded ? 'REFUNDED' : 'PAID', updatedAt: now })
      .where(
        and(
          eq(reservations.id, reservationId),
          inArray(reservations.status, ['pending', 'expired', 'failed']),
        ),
      );
    await upsertPayment(
      tx,
      reservationId,
      provider.name,
      { ...chargeColumns(refunded ?? charge), status: refunded ? 'REFUNDED' : 'PAID' },
      now,
    );
  });
  return 'taken';
}
