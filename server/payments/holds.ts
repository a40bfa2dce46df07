import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import type { PaymentProvider } from './provider.ts';
import { firstCheckAt } from './reconciliation.ts';
import { isAuthorization, settleAuthorizedCharge } from './requests.ts';
import { markReservationUnpaid, settleCompletedCharge } from './reservation-payments.ts';

export interface SweepDeps {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  log?: FastifyBaseLogger;
}

export interface SweepResult {
  confirmed: number;
  expired: number;
  /** Holds left as they are because the provider could not be asked. */
  unresolved: number;
}

async function hasPayment(db: Db, reservationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .limit(1);
  return !!row;
}

/**
 * Resolves holds whose time ran out (a charge that never finished: a crash, a lost answer). The
 * provider is asked about each order first: a completed charge confirms the stay; anything else
 * expires the hold and frees its nights (the reconciliation job keeps asking about a charge that
 * may still complete). When the provider cannot answer, the hold stays (the card may have been
 * charged) and the next sweep tries again.
 */
export async function sweepExpiredHolds(
  deps: SweepDeps,
  options: { cabinId?: string; limit?: number } = {},
): Promise<SweepResult> {
  const { db, provider, now, log } = deps;
  const result: SweepResult = { confirmed: 0, expired: 0, unresolved: 0 };
  const lapsed = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        lte(reservations.holdExpiresAt, now),
        options.cabinId ? eq(reservations.cabinId, options.cabinId) : undefined,
      ),
    )
    .orderBy(asc(reservations.holdExpiresAt))
    .limit(options.limit ?? 100);

  for (const { id } of lapsed) {
    let charge;
    try {
      charge = await provider.getCharge({ orderId: id });
    } catch (error) {
      result.unresolved++;
      log?.warn({ err: error, reservationId: id }, 'hold sweep: provider did not answer');
      continue;
    }
    if (isAuthorization(charge)) {
      const outcome = await settleAuthorizedCharge({ db, provider, log }, id, charge!, now);
      if (outcome !== 'unchanged') {
        log?.info(
          { reservationId: id, chargeId: charge!.id, outcome },
          'hold sweep: request authorized',
        );
        continue;
      }
    }
    if (charge && charge.status === 'completed' && !charge.refund) {
      const outcome = await settleCompletedCharge({ db, provider, log }, id, charge, now);
      if (outcome === 'confirmed') result.confirmed++;
      log?.info(
        { reservationId: id, chargeId: charge.id, outcome },
        'hold sweep: charge completed',
      );
      continue;
    }
    // No charge yet, or one still in progress: it may complete later, so the reconciliation job
    // keeps asking about a hold whose card was sent to the provider (one with a payment row).
    const final = charge?.status === 'failed' || charge?.status === 'cancelled' || !!charge?.refund;
    const charged = !final && (await hasPayment(db, id));
    const expired = await markReservationUnpaid(
      db,
      provider.name,
      id,
      {
        status: 'expired',
        errorCode: charge?.error_code ?? null,
        errorMessage: charge?.error_message ?? 'La reserva temporal expiró sin un pago completado',
        charge,
        expiredBefore: now,
        recheckAt: charged ? firstCheckAt(now) : undefined,
      },
      now,
    );
    if (expired) {
      result.expired++;
      log?.info({ reservationId: id, chargeStatus: charge?.status ?? null }, 'hold sweep: expired');
    }
  }
  return result;
}

/**
 * Before a cabin's nights are taken again (a booking, a charge): its holds whose time ran out still
 * sit in the exclusion constraint as 'pending' until the provider has been asked about them. A
 * failure here only means the nights stay held a little longer, so it is logged, never thrown.
 */
export async function releaseLapsedHolds(deps: SweepDeps, cabinId: string): Promise<void> {
  try {
    await sweepExpiredHolds(deps, { cabinId, limit: 20 });
  } catch (error) {
    deps.log?.warn({ err: error, cabinId }, 'releasing lapsed holds failed');
  }
}
