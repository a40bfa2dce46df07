import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { PaymentProvider } from './provider.ts';
import { processDueRefunds } from './refunds.ts';
import { isAuthorization, settleAuthorizedCharge } from './requests.ts';
import {
  markReservationUnpaid,
  settleCompletedCharge,
  stopChecking,
  type PaidOutcome,
} from './reservation-payments.ts';

/**
 * Charges the provider has not told us about yet (docs/decisions/002-card-sandbox.md "Settling a
 * charge"): an unknown outcome keeps its hold, a hold that expires without a charge is still asked
 * about, and the reconciliation job asks the provider again on a growing schedule until it
 * answers: a completed charge is booked, or refunded when its nights are gone; a failed one is
 * closed. Then it retries the refunds that are due.
 */

export interface ReconcileDeps {
  db: Db;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
}

/** The first question comes a minute after the outcome went unknown. */
export const FIRST_CHECK_MS = 60_000;
/** The waits between later questions; after the last (about two days in all) the job gives up. */
export const RECHECK_DELAYS_MS = [
  2 * 60_000,
  5 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  3 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
  24 * 3_600_000,
] as const;
/** A claimed check is someone's for this long (a process that dies mid-way loses it after). */
const CHECK_LEASE_MS = 5 * 60_000;

export const firstCheckAt = (now: Date) => new Date(now.getTime() + FIRST_CHECK_MS);

export type ProviderVerdict = PaidOutcome | 'failed' | 'no-charge' | 'unreachable';

/**
 * Asks the provider about a reservation's charge (by order id) and settles what it says. A charge
 * still in progress, or none at all, changes nothing ('no-charge').
 */
export async function settleFromProvider(
  deps: ReconcileDeps,
  reservationId: string,
  now: Date,
): Promise<ProviderVerdict> {
  const { db, provider, log } = deps;
  let charge;
  try {
    charge = await provider.getCharge({ orderId: reservationId });
  } catch (error) {
    log?.warn({ err: error, reservationId }, 'reconciliation: the provider did not answer');
    return 'unreachable';
  }
  if (!charge) return 'no-charge';
  // A request's pre-authorization: the request now waits for its host.
  if (isAuthorization(charge)) {
    const outcome = await settleAuthorizedCharge(deps, reservationId, charge, now);
    if (outcome !== 'unchanged') {
      await stopChecking(db, reservationId);
      return outcome === 'lost' ? 'taken' : outcome === 'requested' ? 'confirmed' : 'already-paid';
    }
    return 'no-charge';
  }
  if (charge.status === 'completed') {
    // Refunded at the provider: its refund settles it (a webhook, or our own refund's record).
    if (charge.refund) {
      await stopChecking(db, reservationId);
      return 'unchanged';
    }
    const outcome = await settleCompletedCharge(deps, reservationId, charge, now);
    await stopChecking(db, reservationId);
    log?.info({ reservationId, chargeId: charge.id, outcome }, 'reconciliation: charge completed');
    return outcome;
  }
  if (charge.status === 'failed' || charge.status === 'cancelled') {
    await markReservationUnpaid(
      db,
      provider.name,
      reservationId,
      {
        status: 'failed',
        errorCode: charge.error_code ?? null,
        errorMessage: charge.error_message,
        charge,
      },
      now,
    );
    await stopChecking(db, reservationId);
    return 'failed';
  }
  return 'no-charge';
}

export interface ReconcileResult {
  checked: number;
  confirmed: number;
  taken: number;
  failed: number;
  /** Asked, no final answer yet: asked again later. */
  waiting: number;
  /** Asked about for the whole schedule without a charge: no longer asked. */
  gaveUp: number;
  refunded: number;
  refundsRetrying: number;
  refundsFailed: number;
}

/**
 * One run of the reconciliation job: every charge check that is due, claimed in the database first
 * (FOR UPDATE SKIP LOCKED, then a lease) so that N processes never ask twice; then the due refunds.
 */
export async function reconcileCharges(
  deps: ReconcileDeps & { now: Date },
  options: { limit?: number } = {},
): Promise<ReconcileResult> {
  const { db, now, log } = deps;
  const result: ReconcileResult = {
    checked: 0,
    confirmed: 0,
    taken: 0,
    failed: 0,
    waiting: 0,
    gaveUp: 0,
    refunded: 0,
    refundsRetrying: 0,
    refundsFailed: 0,
  };
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(lte(payments.checkAt, now))
    .orderBy(asc(payments.checkAt))
    .limit(options.limit ?? 50)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(payments)
    .set({
      checkAt: new Date(now.getTime() + CHECK_LEASE_MS),
      checks: sql`${payments.checks} + 1`,
    })
    .where(inArray(payments.id, due))
    .returning({ id: payments.id, reservationId: payments.reservationId, checks: payments.checks });

  for (const check of claimed) {
    result.checked++;
    const verdict = await settleFromProvider(deps, check.reservationId, now);
    if (verdict === 'confirmed') result.confirmed++;
    else if (verdict === 'taken') result.taken++;
    else if (verdict === 'failed') result.failed++;
    else if (verdict === 'no-charge' || verdict === 'unreachable') {
      const delay = RECHECK_DELAYS_MS[check.checks - 1];
      if (delay === undefined) {
        result.gaveUp++;
        await stopChecking(db, check.reservationId);
        log?.warn(
          { reservationId: check.reservationId, checks: check.checks },
          'reconciliation: no charge after every check; no longer asking',
        );
      } else {
        result.waiting++;
        await db
          .update(payments)
          .set({ checkAt: new Date(now.getTime() + delay) })
          .where(eq(payments.id, check.id));
      }
    }
  }

  const refunds = await processDueRefunds(deps, now);
  result.refunded = refunds.succeeded;
  result.refundsRetrying = refunds.retry;
  result.refundsFailed = refunds.failed;
  return result;
}
