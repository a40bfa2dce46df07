import { and, eq } from 'drizzle-orm';
import { REQUEST_MESSAGES } from '../../src/shared/booking-requests.ts';
import type { Db } from '../db/client.ts';
import { cabins, reservations } from '../db/schema.ts';
import { HttpError, conflict, notFound } from '../http-errors.ts';
import {
  acceptRequest,
  declineRequest,
  type RequestAnswer,
  type RequestDeps,
} from '../payments/requests.ts';
import type { HostActor } from './host-access.ts';

/**
 * The host's answers to booking requests (POST /api/host/reservations/:id/accept and /decline):
 * the reservation must be of a cabin the actor reaches (anything else is 404), then
 * server/payments/requests.ts carries the answer out once.
 */

const requestNotFound = () =>
  notFound(REQUEST_MESSAGES.notFound, { errorType: 'RESERVATION_NOT_FOUND' });

async function findHostReservation(db: Db, actor: HostActor, id: string): Promise<string> {
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw requestNotFound();
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(cabins, eq(cabins.id, reservations.cabinId))
    .where(
      actor.isAdmin
        ? eq(reservations.id, id)
        : and(eq(reservations.id, id), eq(cabins.ownerId, actor.clientId)),
    )
    .limit(1);
  if (!row) throw requestNotFound();
  return row.id;
}

/** The reservation as the host's answer leaves it. */
async function requestState(db: Db, id: string) {
  const [row] = await db
    .select({
      status: reservations.status,
      paymentStatus: reservations.paymentStatus,
      respondBy: reservations.respondBy,
      declineReason: reservations.declineReason,
    })
    .from(reservations)
    .where(eq(reservations.id, id))
    .limit(1);
  return {
    _id: id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    respondBy: row.respondBy?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

const NOT_PENDING: Record<string, string> = {
  active: REQUEST_MESSAGES.alreadyAccepted,
  declined: REQUEST_MESSAGES.alreadyDeclined,
  expired: REQUEST_MESSAGES.expired,
  cancelled: REQUEST_MESSAGES.withdrawn,
};

/** A refusal as an HTTP error with a Spanish message (the request changes nothing). */
function refusal(answer: RequestAnswer): HttpError {
  switch (answer.kind) {
    case 'not-pending':
      return conflict(NOT_PENDING[answer.status] ?? REQUEST_MESSAGES.notPending, {
        errorType: answer.status === 'expired' ? 'REQUEST_EXPIRED' : 'REQUEST_NOT_PENDING',
        status: answer.status,
      });
    case 'past-deadline':
      return conflict(REQUEST_MESSAGES.expired, { errorType: 'REQUEST_EXPIRED' });
    case 'in-progress':
      return conflict(REQUEST_MESSAGES.inProgress, { errorType: 'REQUEST_IN_PROGRESS' });
    case 'capture-failed':
      return new HttpError(402, `${REQUEST_MESSAGES.captureFailed} ${answer.message}`, {
        errorType: 'CAPTURE_FAILED',
        error_code: answer.errorCode,
      });
    default:
      return new HttpError(502, REQUEST_MESSAGES.captureUnreachable, {
        errorType: 'PROVIDER_UNAVAILABLE',
        retryable: true,
      });
  }
}

export async function acceptHostRequest(
  deps: RequestDeps,
  actor: HostActor,
  id: string,
  now: Date,
) {
  const reservationId = await findHostReservation(deps.db, actor, id);
  const answer = await acceptRequest(deps, reservationId, now);
  if (answer.kind !== 'accepted' && answer.kind !== 'already-accepted') throw refusal(answer);
  return {
    message: REQUEST_MESSAGES.accepted,
    reservation: await requestState(deps.db, reservationId),
  };
}

export async function declineHostRequest(
  deps: RequestDeps,
  actor: HostActor,
  id: string,
  reason: string,
  now: Date,
) {
  const reservationId = await findHostReservation(deps.db, actor, id);
  const answer = await declineRequest(deps, reservationId, reason, now);
  if (answer.kind === 'unreachable') {
    throw new HttpError(502, REQUEST_MESSAGES.releaseFailed, {
      errorType: 'PROVIDER_UNAVAILABLE',
      retryable: true,
    });
  }
  if (answer.kind !== 'declined' && answer.kind !== 'already-declined') throw refusal(answer);
  return {
    message: REQUEST_MESSAGES.declined,
    reservation: await requestState(deps.db, reservationId),
  };
}
