import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paymentErrorMessage } from '../../src/shared/payment-errors.ts';
import { pgErrorOf, type Db } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import { enqueueRequestWithdrawn } from '../mail/cancellation-mail.ts';
import {
  enqueueRequestAccepted,
  enqueueRequestClosed,
  enqueueRequestReceived,
} from '../mail/request-mail.ts';
import type { OpenpayCharge } from './openpay-types.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';
import { BOOKABLE, UNPAID, chargeColumns, writePayment } from './reservation-payments.ts';

/**
 * Request-to-book (docs/decisions/130-request-to-book.md): a request's card is pre-authorized
 * (`capture: false`) and its nights are held ('pending_host', payment AUTHORIZED) until the host
 * answers: 'Aceptar' captures (active, PAID), 'Rechazar' releases (declined, RELEASED), and a
 * request left unanswered past its `respond_by` is released by the request-expiry job (expired,
 * RELEASED).
 *
 * One answer per request: whoever carries one out first claims the request (`decision`,
 * `decision_at`, a conditional update), so two servers — one capturing, one expiring — never both
 * act. A claim whose process died is taken over after DECISION_LEASE_MS, and whoever takes it over
 * asks the provider first, so a capture that went through is never released.
 */

export interface RequestDeps {
  db: Db;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
}

/** A claimed answer is its process's for this long. */
export const DECISION_LEASE_MS = 5 * 60_000;

type Decision = 'accept' | 'decline' | 'expire' | 'withdraw';

/** An authorization (capture: false) not yet captured nor released. */
export const isAuthorization = (charge: OpenpayCharge | null | undefined): boolean =>
  !!charge && charge.status === 'in_progress' && !!charge.authorization;

export type AuthorizedOutcome = 'requested' | 'already' | 'lost' | 'unchanged';

/**
 * A request's authorization went through: the hold becomes a request waiting for its host
 * ('pending_host', AUTHORIZED). Only reservations made as requests (with a `respond_by`) take this
 * path. When the nights were lost meanwhile (a lapsed hold whose nights someone else took), the
 * authorization is released at once.
 */
export async function settleAuthorizedCharge(
  deps: RequestDeps,
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<AuthorizedOutcome> {
  const { db, provider, log } = deps;
  try {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(reservations)
        .set({
          status: 'pending_host',
          paymentStatus: 'AUTHORIZED',
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(reservations.id, reservationId),
            inArray(reservations.status, BOOKABLE),
            inArray(reservations.paymentStatus, UNPAID),
            sql`${reservations.respondBy} is not null`,
          ),
        )
        .returning({ id: reservations.id });
      if (!row) return false;
      await writePayment(
        tx,
        reservationId,
        provider.name,
        {
          ...chargeColumns(charge),
          status: 'AUTHORIZED',
          errorCode: null,
          errorMessage: null,
          checkAt: null,
        },
        now,
      );
      await enqueueRequestReceived(tx, reservationId, now);
      return true;
    });
    if (done) return 'requested';
  } catch (error) {
    if (pgErrorOf(error).code !== '23P01') throw error;
    log?.warn(
      { reservationId, chargeId: charge.id },
      'an authorization lost its nights: releasing',
    );
    await provider.release(charge.id).catch((releaseError: unknown) => {
      log?.error(
        { err: releaseError, chargeId: charge.id },
        'releasing a lost authorization failed',
      );
    });
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(reservations)
        .set({ status: 'failed', paymentStatus: 'RELEASED', holdExpiresAt: null, updatedAt: now })
        .where(and(eq(reservations.id, reservationId), inArray(reservations.paymentStatus, UNPAID)))
        .returning({ id: reservations.id });
      if (row) {
        await writePayment(
          tx,
          reservationId,
          provider.name,
          { ...chargeColumns(charge), status: 'RELEASED', checkAt: null },
          now,
        );
      }
    });
    return 'lost';
  }
  const [current] = await db
    .select({ status: reservations.status, paymentStatus: reservations.paymentStatus })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return current?.status === 'pending_host' && current.paymentStatus === 'AUTHORIZED'
    ? 'already'
    : 'unchanged';
}

/** Claims a waiting request for one answer; false when it is not there to claim. */
async function claim(
  db: Db,
  reservationId: string,
  decision: Decision,
  now: Date,
  reason?: string,
): Promise<boolean> {
  const stale = new Date(now.getTime() - DECISION_LEASE_MS);
  const [row] = await db
    .update(reservations)
    .set({
      decision,
      decisionAt: now,
      ...(decision === 'decline' ? { declineReason: reason ?? null } : {}),
    })
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.status, 'pending_host'),
        eq(reservations.paymentStatus, 'AUTHORIZED'),
        or(isNull(reservations.decision), lte(reservations.decisionAt, stale)),
        // The guest may withdraw a request whatever its deadline: released either way.
        decision === 'withdraw'
          ? undefined
          : decision === 'expire'
            ? lte(reservations.respondBy, now)
            : sql`${reservations.respondBy} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: reservations.id });
  return !!row;
}

/** Gives a claim back (the provider refused or did not answer): the request waits again. */
async function unclaim(
  db: Db,
  reservationId: string,
  decision: Decision,
  now: Date,
  error?: { code: number | null; message: string },
): Promise<void> {
  await db
    .update(reservations)
    .set({ decision: null, decisionAt: null, updatedAt: now })
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.status, 'pending_host'),
        eq(reservations.decision, decision),
      ),
    );
  if (error) {
    await db
      .update(payments)
      .set({ errorCode: error.code, errorMessage: error.message, updatedAt: now })
      .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'AUTHORIZED')));
  }
}

/** The capture went through: the stay is confirmed and paid (once), and the guest is told. */
async function finishAccepted(
  deps: RequestDeps,
  reservationId: string,
  charge: OpenpayCharge,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({
        status: 'active',
        paymentStatus: 'PAID',
        decision: null,
        decisionAt: null,
        updatedAt: now,
      })
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending_host')))
      .returning({ id: reservations.id });
    if (!row) return false;
    await writePayment(
      tx,
      reservationId,
      deps.provider.name,
      { ...chargeColumns(charge), status: 'PAID', errorCode: null, errorMessage: null },
      now,
    );
    await enqueueRequestAccepted(tx, reservationId, now);
    return true;
  });
}

type ReleasedStatus = 'declined' | 'expired' | 'cancelled';

/**
 * The authorization was released: the nights are free and nothing was charged. A declined or
 * expired request's guest is told; a guest who withdrew it saw the answer on screen.
 */
async function finishReleased(
  deps: RequestDeps,
  reservationId: string,
  status: ReleasedStatus,
  charge: OpenpayCharge,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status, paymentStatus: 'RELEASED', decision: null, decisionAt: null, updatedAt: now })
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending_host')))
      .returning({ id: reservations.id });
    if (!row) return false;
    await writePayment(
      tx,
      reservationId,
      deps.provider.name,
      { ...chargeColumns(charge), status: 'RELEASED', errorCode: null, errorMessage: null },
      now,
    );
    if (status === 'cancelled') await enqueueRequestWithdrawn(tx, reservationId, now);
    else await enqueueRequestClosed(tx, reservationId, status, now);
    return true;
  });
}

async function chargeIdOf(db: Db, reservationId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: payments.providerChargeId })
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * After a capture or release that failed or went unanswered: what the provider says the charge is
 * now, carried out whatever the claim was (a capture that went through is a confirmed stay even if
 * this claim meant to release it). Null when the charge is still an authorization (or unknown).
 */
async function settleFromCharge(
  deps: RequestDeps,
  reservationId: string,
  chargeId: string,
  releasedAs: ReleasedStatus,
  now: Date,
): Promise<'accepted' | ReleasedStatus | null> {
  let charge: OpenpayCharge | null;
  try {
    charge = await deps.provider.getCharge({ id: chargeId });
  } catch {
    return null;
  }
  if (charge?.status === 'completed') {
    await finishAccepted(deps, reservationId, charge, now);
    return 'accepted';
  }
  if (charge?.status === 'cancelled') {
    await finishReleased(deps, reservationId, releasedAs, charge, now);
    return releasedAs;
  }
  return null;
}

export type RequestAnswer =
  | { kind: 'accepted' | 'declined' | 'expired' | 'cancelled' }
  | { kind: 'already-accepted' | 'already-declined' }
  | { kind: 'not-pending'; status: string }
  | { kind: 'past-deadline' }
  | { kind: 'in-progress' }
  | { kind: 'capture-failed'; errorCode: number; message: string }
  | { kind: 'unreachable' };

/** Why a request could not be claimed, read from where it is now. */
async function whyNotClaimed(
  db: Db,
  reservationId: string,
  decision: 'accept' | 'decline',
  now: Date,
): Promise<RequestAnswer> {
  const [row] = await db
    .select({
      status: reservations.status,
      paymentStatus: reservations.paymentStatus,
      decision: reservations.decision,
      respondBy: reservations.respondBy,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) return { kind: 'not-pending', status: 'missing' };
  if (row.status === 'active' && row.paymentStatus === 'PAID') {
    return decision === 'accept'
      ? { kind: 'already-accepted' }
      : { kind: 'not-pending', status: 'active' };
  }
  if (row.status === 'declined') {
    return decision === 'decline'
      ? { kind: 'already-declined' }
      : { kind: 'not-pending', status: 'declined' };
  }
  if (row.status === 'pending_host') {
    if (row.respondBy && row.respondBy.getTime() <= now.getTime()) return { kind: 'past-deadline' };
    if (row.decision) return { kind: 'in-progress' };
  }
  return { kind: 'not-pending', status: row.status };
}

/** 'Aceptar': captures the authorization; the stay becomes active and PAID. */
export async function acceptRequest(
  deps: RequestDeps,
  reservationId: string,
  now: Date,
): Promise<RequestAnswer> {
  if (!(await claim(deps.db, reservationId, 'accept', now))) {
    return whyNotClaimed(deps.db, reservationId, 'accept', now);
  }
  const chargeId = await chargeIdOf(deps.db, reservationId);
  if (!chargeId) {
    await unclaim(deps.db, reservationId, 'accept', now);
    return { kind: 'unreachable' };
  }
  let failure: ProviderError;
  try {
    const charge = await deps.provider.capture(chargeId);
    if (charge.status === 'completed') {
      await finishAccepted(deps, reservationId, charge, now);
      deps.log?.info({ reservationId, chargeId }, 'request accepted: charge captured');
      return { kind: 'accepted' };
    }
    failure = new ProviderError(null, { message: `capture answered ${charge.status}` });
  } catch (error) {
    failure = error instanceof ProviderError ? error : new ProviderError(null, { cause: error });
  }
  const settled = await settleFromCharge(deps, reservationId, chargeId, 'expired', now);
  if (settled === 'accepted') return { kind: 'accepted' };
  if (settled) return { kind: 'not-pending', status: settled };
  deps.log?.warn(
    { reservationId, chargeId, errorCode: failure.errorCode, err: failure },
    'request capture failed',
  );
  if (failure.outcomeUnknown || failure.errorCode === 1004 || failure.errorCode === 1005) {
    await unclaim(deps.db, reservationId, 'accept', now, {
      code: failure.errorCode || null,
      message: failure.message,
    });
    return { kind: 'unreachable' };
  }
  await unclaim(deps.db, reservationId, 'accept', now, {
    code: failure.errorCode,
    message: failure.message,
  });
  return {
    kind: 'capture-failed',
    errorCode: failure.errorCode,
    message: paymentErrorMessage({ error_code: failure.errorCode, description: failure.message }),
  };
}

const RELEASED_AS = { decline: 'declined', expire: 'expired', withdraw: 'cancelled' } as const;
const RELEASE_DESCRIPTIONS = {
  decline: 'Solicitud rechazada',
  expire: 'Solicitud expirada',
  withdraw: 'Solicitud cancelada por el huésped',
} as const;

/** Releases a claimed request's authorization and closes it as its decision says. */
async function releaseClaimed(
  deps: RequestDeps,
  reservationId: string,
  decision: 'decline' | 'expire' | 'withdraw',
  now: Date,
): Promise<RequestAnswer> {
  const status = RELEASED_AS[decision];
  const chargeId = await chargeIdOf(deps.db, reservationId);
  if (!chargeId) {
    await unclaim(deps.db, reservationId, decision, now);
    return { kind: 'unreachable' };
  }
  try {
    const charge = await deps.provider.release(chargeId, {
      description: RELEASE_DESCRIPTIONS[decision],
    });
    if (charge.status === 'cancelled') {
      await finishReleased(deps, reservationId, status, charge, now);
      return { kind: status };
    }
  } catch (error) {
    deps.log?.warn({ err: error, reservationId, chargeId }, 'request release failed');
  }
  const settled = await settleFromCharge(deps, reservationId, chargeId, status, now);
  if (settled)
    return settled === status ? { kind: status } : { kind: 'not-pending', status: 'active' };
  await unclaim(deps.db, reservationId, decision, now);
  return { kind: 'unreachable' };
}

/** 'Rechazar' with the host's reason: releases the authorization; the request is declined. */
export async function declineRequest(
  deps: RequestDeps,
  reservationId: string,
  reason: string,
  now: Date,
): Promise<RequestAnswer> {
  if (!(await claim(deps.db, reservationId, 'decline', now, reason))) {
    return whyNotClaimed(deps.db, reservationId, 'decline', now);
  }
  return releaseClaimed(deps, reservationId, 'decline', now);
}

/**
 * The guest withdraws their request ('Cancelar reservación' on a 'Pendiente de confirmación' stay):
 * the authorization is released, the nights are free and the reservation is 'cancelled' (payment
 * RELEASED). It takes part in the same claim as the host's answers and the expiry job, so of any
 * number of them at once exactly one is carried out. Refusals: `not-pending` (answered meanwhile:
 * accepted, declined, expired), `in-progress` (another answer is being carried out now).
 */
export async function withdrawRequest(
  deps: RequestDeps,
  reservationId: string,
  now: Date,
): Promise<RequestAnswer> {
  if (!(await claim(deps.db, reservationId, 'withdraw', now))) {
    const [row] = await deps.db
      .select({ status: reservations.status, decision: reservations.decision })
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .limit(1);
    if (row?.status === 'pending_host' && row.decision) return { kind: 'in-progress' };
    return { kind: 'not-pending', status: row?.status ?? 'missing' };
  }
  return releaseClaimed(deps, reservationId, 'withdraw', now);
}

export interface ExpiryResult {
  expired: number;
  /** Captured by an 'Aceptar' whose process stopped before recording it: confirmed now. */
  accepted: number;
  /** The provider did not answer: tried again on the next run. */
  retrying: number;
}

/**
 * One run of the request-expiry job: requests whose `respond_by` has passed (and that no live
 * claim is answering) are claimed one by one (the conditional claim: a request another process
 * claimed first is skipped) and their authorizations released.
 */
export async function expireRequests(
  deps: RequestDeps & { now: Date },
  options: { limit?: number } = {},
): Promise<ExpiryResult> {
  const { db, now } = deps;
  const result: ExpiryResult = { expired: 0, accepted: 0, retrying: 0 };
  const stale = new Date(now.getTime() - DECISION_LEASE_MS);
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending_host'),
        lte(reservations.respondBy, now),
        or(isNull(reservations.decision), lte(reservations.decisionAt, stale)),
      ),
    )
    .orderBy(asc(reservations.respondBy))
    .limit(options.limit ?? 50);
  for (const { id } of due) {
    if (!(await claim(db, id, 'expire', now))) continue;
    const answer = await releaseClaimed(deps, id, 'expire', now);
    if (answer.kind === 'expired') result.expired++;
    else if (answer.kind === 'not-pending') result.accepted++;
    else result.retrying++;
  }
  return result;
}
