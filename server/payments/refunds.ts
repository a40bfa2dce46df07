import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { payments, refunds, reservations } from '../db/schema.ts';
import { randomId } from './ids.ts';
import type { OpenpayCharge } from './openpay-types.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * Refunds as recorded intents (docs/decisions/002-card-sandbox.md "Refunds"): whoever decides that
 * money goes back records the intent, once per reason and charge (a unique key); whoever processes
 * it first claims it (a conditional update with a lease), asks the provider whether it is already
 * done, and only then refunds. An attempt that fails, or whose answer is lost, is retried by the
 * reconciliation job; the question asked first means a refund is never sent twice.
 */

type RefundRow = typeof refunds.$inferSelect;

/**
 * nights_lost: a charge that completed after its nights went. guest_cancellation: what the stay's
 * cancellation policy gives back. host_cancellation: everything, the host cancelled.
 */
export type RefundReason = 'nights_lost' | 'guest_cancellation' | 'host_cancellation';

/** What the provider shows as the reason (its dashboard, the cardholder's statement). */
const REFUND_DESCRIPTIONS: Record<RefundReason, string> = {
  nights_lost: 'Fechas no disponibles',
  guest_cancellation: 'Cancelación del huésped',
  host_cancellation: 'Cancelación del anfitrión',
};

/** Longer than any provider call may take (the Openpay adapter gives up after 60 s). */
export const REFUND_LEASE_MS = 5 * 60_000;
/** The wait before each retry; after the last one the refund is given up on (status 'failed'). */
export const REFUND_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
  24 * 3_600_000,
] as const;

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
}

/** Records a refund to make (nothing when one with this key exists) and answers its id. */
export async function requestRefund(
  tx: DbOrTx,
  request: {
    key: string;
    reservationId: string;
    provider: string;
    providerChargeId: string;
    amountCents: number;
    reason: RefundReason;
    now: Date;
  },
): Promise<string> {
  const { now, ...values } = request;
  await tx
    .insert(refunds)
    .values({
      id: randomId('rfd'),
      ...values,
      status: 'requested',
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: refunds.key });
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.key, request.key))
    .limit(1);
  return row.id;
}

/** Takes a due refund (or one whose processor's lease ran out) for this process; null if not. */
async function claimRefund(db: Db, id: string, now: Date): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({
      status: 'processing',
      leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS),
      attempts: sql`${refunds.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(refunds.id, id),
        or(
          and(eq(refunds.status, 'requested'), lte(refunds.nextAttemptAt, now)),
          and(eq(refunds.status, 'processing'), lte(refunds.leaseUntil, now)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Only the holder of this claim (its attempt) may write the outcome. */
const ourClaim = (claimed: RefundRow) =>
  and(
    eq(refunds.id, claimed.id),
    eq(refunds.status, 'processing'),
    eq(refunds.attempts, claimed.attempts),
  );

const cents = (pesos: number | string | undefined | null) => Math.round(Number(pesos ?? 0) * 100);

/** How much of a charge the provider shows as refunded. */
function refundedAtProvider(charge: OpenpayCharge): number {
  if (charge.refund && charge.refund.status !== 'failed') return cents(charge.refund.amount);
  return charge.status === 'refunded' ? cents(charge.amount) : 0;
}

/** What our succeeded refunds of this charge add up to. */
async function refundedByUs(db: DbOrTx, chargeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.providerChargeId, chargeId), eq(refunds.status, 'succeeded')));
  return Number(row?.total ?? 0);
}

async function complete(
  deps: RefundDeps,
  claimed: RefundRow,
  providerRefundId: string | null,
  now: Date,
): Promise<'succeeded'> {
  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        providerRefundId,
        leaseUntil: null,
        lastError: null,
        updatedAt: now,
      })
      .where(ourClaim(claimed))
      .returning({ id: refunds.id });
    if (!done) return;
    const [payment] = await tx
      .select({ amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.reservationId, claimed.reservationId))
      .limit(1);
    const refunded = await refundedByUs(tx, claimed.providerChargeId);
    const status = payment && refunded < payment.amountCents ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
    const paid = ['PAID', 'PARTIALLY_REFUNDED'];
    await tx
      .update(reservations)
      .set({ paymentStatus: status, updatedAt: now })
      .where(
        and(eq(reservations.id, claimed.reservationId), inArray(reservations.paymentStatus, paid)),
      );
    await tx
      .update(payments)
      .set({ status, checkAt: null, updatedAt: now })
      .where(
        and(eq(payments.reservationId, claimed.reservationId), inArray(payments.status, paid)),
      );
  });
  deps.log?.info(
    {
      reservationId: claimed.reservationId,
      chargeId: claimed.providerChargeId,
      refundId: claimed.id,
    },
    'refund made',
  );
  return 'succeeded';
}

async function retryLater(
  deps: RefundDeps,
  claimed: RefundRow,
  error: unknown,
  now: Date,
): Promise<'retry' | 'failed'> {
  const delay = REFUND_RETRY_DELAYS_MS[claimed.attempts - 1];
  const lastError = error instanceof Error ? error.message : String(error);
  const context = {
    err: error,
    reservationId: claimed.reservationId,
    chargeId: claimed.providerChargeId,
    refundId: claimed.id,
    attempts: claimed.attempts,
  };
  if (delay === undefined) {
    await deps.db
      .update(refunds)
      .set({ status: 'failed', leaseUntil: null, lastError, updatedAt: now })
      .where(ourClaim(claimed));
    deps.log?.error(context, 'refund given up after every retry: it needs a manual refund');
    return 'failed';
  }
  await deps.db
    .update(refunds)
    .set({
      status: 'requested',
      nextAttemptAt: new Date(now.getTime() + delay),
      leaseUntil: null,
      lastError,
      updatedAt: now,
    })
    .where(ourClaim(claimed));
  deps.log?.warn(context, 'refund not made yet: it will be retried');
  return 'retry';
}

export type RefundAttempt = 'succeeded' | 'retry' | 'failed' | 'busy';

/**
 * One attempt at a refund: claimed, checked against what the provider already shows refunded, and
 * only then sent. 'busy': another process holds it, or it is not due.
 */
export async function processRefund(
  deps: RefundDeps,
  refundId: string,
  now: Date,
): Promise<RefundAttempt> {
  const { db, provider } = deps;
  const claimed = await claimRefund(db, refundId, now);
  if (!claimed) return 'busy';
  try {
    const charge = await provider.getCharge({ id: claimed.providerChargeId });
    if (!charge) throw new Error(`the provider has no charge ${claimed.providerChargeId}`);
    const ours = await refundedByUs(db, claimed.providerChargeId);
    // Done already (an attempt whose answer was lost, a refund from the provider's dashboard).
    if (refundedAtProvider(charge) >= ours + claimed.amountCents) {
      return await complete(deps, claimed, charge.refund?.id ?? null, now);
    }
    const whole = ours === 0 && claimed.amountCents >= cents(charge.amount);
    const refunded = await provider.refund(claimed.providerChargeId, {
      description: REFUND_DESCRIPTIONS[claimed.reason as RefundReason] ?? 'Reembolso',
      ...(whole ? {} : { amount: claimed.amountCents / 100 }),
    });
    return await complete(deps, claimed, refunded.refund?.id ?? null, now);
  } catch (error) {
    return retryLater(deps, claimed, error, now);
  }
}

/** Every refund due now (or abandoned by a process that died mid-way), one attempt each. */
export async function processDueRefunds(
  deps: RefundDeps,
  now: Date,
  limit = 50,
): Promise<Record<RefundAttempt, number>> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      or(
        and(eq(refunds.status, 'requested'), lte(refunds.nextAttemptAt, now)),
        and(eq(refunds.status, 'processing'), lte(refunds.leaseUntil, now)),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit);
  const result: Record<RefundAttempt, number> = { succeeded: 0, retry: 0, failed: 0, busy: 0 };
  for (const { id } of due) result[await processRefund(deps, id, now)]++;
  return result;
}
