import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  guestRefund,
  hostCancellationRefund,
  isCancellationPolicy,
  type RefundQuote,
} from '../../src/shared/cancellation-policy.ts';
import { CANCELLATION_MESSAGES } from '../../src/shared/cancellation.ts';
import { centsToPesos } from '../../src/shared/format.ts';
import { BOOKING_MESSAGES } from '../../src/shared/validation/booking.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { cabins, payments, refunds, reservations } from '../db/schema.ts';
import { HttpError, conflict, notFound } from '../http-errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { enqueueBookingCancelled } from '../mail/booking-mail.ts';
import { enqueueHostStayCancelled } from '../mail/cancellation-mail.ts';
import { processRefund, requestRefund } from '../payments/refunds.ts';
import { withdrawRequest } from '../payments/requests.ts';
import type { HostActor } from './host-access.ts';

/**
 * Cancelling a reservation with its refund (docs/decisions/131-cancellation-policies-and-refunds.md):
 * the nights are freed at once, and what the stay's policy gives back (everything when its host
 * cancels) is recorded as a refund intent in the same transaction, then sent to the provider; the
 * reconciliation job retries it when the provider is down. One conditional update decides which of
 * any number of simultaneous cancellations is the one; the intent's key (one per charge) keeps a
 * second refund out.
 */

const OCCUPYING = ['pending', 'active'];
/** A request waiting for its host: its guest withdraws it, releasing the pre-authorization. */
const REQUEST = 'pending_host';
/** Payment statuses with money the guest paid still with us. */
const PAID = ['PAID', 'PARTIALLY_REFUNDED'];

type ReservationRow = typeof reservations.$inferSelect;

/** Who cancels: the stay's guest (or whoever holds an unowned booking's id), or a cabin's host. */
export type Canceller = { by: 'guest'; clientId: string | null } | { by: 'host'; actor: HostActor };

export interface CancellationDeps {
  db: Db;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
}

export interface CancellationAnswer {
  /** Pesos that go back to the guest's card. */
  refundAmount: number;
  reason: string;
  /** The last day (yyyy-mm-dd, America/Mexico_City) on which cancelling still gives this refund. */
  deadline: string | null;
  /** A request not yet answered: the pre-authorized pesos that cancelling releases (nothing was charged). */
  releaseAmount?: number;
}

const reservationNotFound = () => notFound(BOOKING_MESSAGES.notFound);
const notCancellable = () =>
  conflict(BOOKING_MESSAGES.notCancellable, { errorType: 'NOT_CANCELLABLE' });
/** The stay is not in the state the guest saw when they chose to cancel: they look again first. */
const changedMeanwhile = (status: string) =>
  conflict(CANCELLATION_MESSAGES.changed, { errorType: 'RESERVATION_CHANGED', status });

/** The reservation `id` if `who` may cancel it; 404 otherwise (another's stay is not revealed). */
async function loadFor(db: DbOrTx, id: string, who: Canceller): Promise<ReservationRow> {
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw reservationNotFound();
  const [row] = await db
    .select({ reservation: reservations, ownerId: cabins.ownerId })
    .from(reservations)
    .innerJoin(cabins, eq(cabins.id, reservations.cabinId))
    .where(eq(reservations.id, id))
    .limit(1);
  if (!row) throw reservationNotFound();
  const r = row.reservation;
  const allowed =
    who.by === 'guest'
      ? r.clientId === null || r.clientId === who.clientId
      : who.actor.isAdmin || row.ownerId === who.actor.clientId;
  if (!allowed) throw reservationNotFound();
  return r;
}

interface PaidCharge {
  provider: string;
  chargeId: string;
  amountCents: number;
  /** Refunds already on their way or made (not the ones given up). */
  refundedCents: number;
}

/** The completed charge that paid for this reservation, with what is already refunded of it. */
async function paidChargeOf(db: DbOrTx, row: ReservationRow): Promise<PaidCharge | null> {
  if (!PAID.includes(row.paymentStatus)) return null;
  const [payment] = await db
    .select({
      provider: payments.provider,
      chargeId: payments.providerChargeId,
      amountCents: payments.amountCents,
    })
    .from(payments)
    .where(and(eq(payments.reservationId, row.id), inArray(payments.status, PAID)))
    .limit(1);
  if (!payment?.chargeId) return null;
  const [refunded] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.providerChargeId, payment.chargeId), ne(refunds.status, 'failed')))
    .limit(1);
  return {
    provider: payment.provider,
    chargeId: payment.chargeId,
    amountCents: payment.amountCents,
    refundedCents: Number(refunded?.cents ?? 0),
  };
}

/** What cancelling `row` on `today` gives back, and why. */
function quoteFor(
  row: ReservationRow,
  paid: PaidCharge | null,
  who: Canceller,
  today: string,
): RefundQuote {
  if (!paid) {
    return {
      refundCents: 0,
      percent: 0,
      deadline: null,
      reason: CANCELLATION_MESSAGES.nothingPaid,
    };
  }
  const left = Math.max(0, paid.amountCents - paid.refundedCents);
  if (who.by === 'host') return hostCancellationRefund(left);
  const policy = isCancellationPolicy(row.cancellationPolicy)
    ? row.cancellationPolicy
    : 'non_refundable';
  const quote = guestRefund(policy, { checkIn: row.checkIn, paidCents: paid.amountCents, today });
  return { ...quote, refundCents: Math.min(quote.refundCents, left) };
}

const answerOf = (quote: RefundQuote): CancellationAnswer => ({
  refundAmount: centsToPesos(quote.refundCents),
  reason: quote.reason,
  deadline: quote.deadline,
});

/** GET /api/bookings/:id/cancellation: what cancelling now would refund. */
export async function previewCancellation(
  db: DbOrTx,
  id: string,
  who: Canceller,
  today: string,
): Promise<CancellationAnswer> {
  const row = await loadFor(db, id, who);
  if (row.status === REQUEST && who.by === 'guest') {
    return {
      refundAmount: 0,
      reason: CANCELLATION_MESSAGES.requestRelease,
      deadline: null,
      releaseAmount: centsToPesos(row.totalCents),
    };
  }
  if (!OCCUPYING.includes(row.status)) throw notCancellable();
  return answerOf(quoteFor(row, await paidChargeOf(db, row), who, today));
}

/**
 * The guest withdraws a request waiting for its host: the pre-authorization is released through
 * the same one-answer claim as 'Aceptar', 'Rechazar' and the expiry job (server/payments/requests.ts),
 * so a request is captured or released, never both. A request answered meanwhile is a 409 with its
 * new status; the guest looks again (an accepted stay cancels under its policy, not as a request).
 */
async function withdraw(
  deps: CancellationDeps,
  row: ReservationRow,
  now: Date,
): Promise<CancellationOutcome> {
  const answer = await withdrawRequest(deps, row.id, now);
  const released: CancellationAnswer = {
    refundAmount: 0,
    reason: CANCELLATION_MESSAGES.requestReleased,
    deadline: null,
    releaseAmount: centsToPesos(row.totalCents),
  };
  switch (answer.kind) {
    case 'cancelled':
      deps.log?.info({ reservationId: row.id }, 'request withdrawn by its guest: released');
      return { reservationId: row.id, refund: released };
    case 'not-pending':
      // Withdrawn by another call of the same guest: the same answer, nothing more released.
      if (answer.status === 'cancelled') return { reservationId: row.id, refund: null };
      throw changedMeanwhile(answer.status);
    case 'in-progress':
      throw conflict(CANCELLATION_MESSAGES.requestBusy, { errorType: 'REQUEST_IN_PROGRESS' });
    default:
      throw new HttpError(502, CANCELLATION_MESSAGES.releaseUnreachable, {
        errorType: 'PROVIDER_UNAVAILABLE',
        retryable: true,
      });
  }
}

export interface CancellationOutcome {
  reservationId: string;
  /** The refund this request decided (0 when it found the stay cancelled already). */
  refund: CancellationAnswer | null;
}

/**
 * Cancels the stay: its nights are free when this returns; the refund is recorded with it and
 * sent (a provider that fails leaves it to the reconciliation job). Cancelling a cancelled stay
 * again changes nothing and refunds nothing more.
 */
export async function cancelReservation(
  deps: CancellationDeps,
  id: string,
  who: Canceller,
  clock: { now: Date; today: string },
  /** The status the guest saw when they chose to cancel: a stay that moved on since is refused (409). */
  expectedStatus?: string,
): Promise<CancellationOutcome> {
  const { db } = deps;
  const current = await loadFor(db, id, who);
  if (current.status === 'cancelled') return { reservationId: current.id, refund: null };
  if (expectedStatus !== undefined && expectedStatus !== current.status) {
    throw changedMeanwhile(current.status);
  }
  if (current.status === REQUEST && who.by === 'guest') return withdraw(deps, current, clock.now);
  if (!OCCUPYING.includes(current.status)) throw notCancellable();

  const decided = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(reservations)
      .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: clock.now })
      .where(and(eq(reservations.id, current.id), inArray(reservations.status, OCCUPYING)))
      .returning();
    if (!won) return null;
    const paid = await paidChargeOf(tx, won);
    const quote = quoteFor(won, paid, who, clock.today);
    let refundId: string | null = null;
    if (paid && quote.refundCents > 0) {
      refundId = await requestRefund(tx, {
        // One cancellation refund per charge, whoever cancels and however often.
        key: `cancellation:${paid.chargeId}`,
        reservationId: won.id,
        provider: paid.provider,
        providerChargeId: paid.chargeId,
        amountCents: quote.refundCents,
        reason: who.by === 'host' ? 'host_cancellation' : 'guest_cancellation',
        now: clock.now,
      });
    }
    // The guest hears of it (a stay they were told is confirmed, or one they paid for), in the
    // same transaction: a cancellation is never without its e-mail, nor an e-mail without it.
    if (current.status === 'active' || paid) {
      await enqueueBookingCancelled(
        tx,
        won.id,
        { by: who.by, refundCents: quote.refundCents, reason: quote.reason },
        clock.now,
      );
      // The cabin's host hears of their guest's cancellation (nights free again); a host who
      // cancels needs no message.
      if (who.by === 'guest')
        await enqueueHostStayCancelled(tx, won.id, quote.refundCents, clock.now);
    }
    return { quote, refundId };
  });

  if (!decided) {
    // Another request cancelled it first (or it moved on): only a cancelled stay is an answer.
    const [now] = await db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, current.id))
      .limit(1);
    if (now?.status !== 'cancelled') throw notCancellable();
    return { reservationId: current.id, refund: null };
  }
  deps.log?.info(
    {
      reservationId: current.id,
      by: who.by,
      refundCents: decided.quote.refundCents,
      refundId: decided.refundId,
    },
    'reservation cancelled',
  );
  if (decided.refundId) await processRefund(deps, decided.refundId, clock.now);
  return { reservationId: current.id, refund: answerOf(decided.quote) };
}

/** What has gone back, or is on its way back, to the guest for this reservation (centavos). */
export async function refundedCentsOf(db: DbOrTx, reservationId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.reservationId, reservationId), ne(refunds.status, 'failed')))
    .limit(1);
  return Number(row?.cents ?? 0);
}
