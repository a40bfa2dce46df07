import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CANCELLATION_MESSAGES, type CancellationPreview } from '../../src/shared/cancellation.ts';
import { isPlainObject } from '../../src/shared/is-plain-object.ts';
import { BOOKING_MESSAGES } from '../../src/shared/validation/booking.ts';
import { badRequest } from '../http-errors.ts';
import type { BookingResponse } from '../../src/shared/types.ts';
import { requireClient } from '../plugins/auth-context.ts';
import { keyedRateLimit } from '../plugins/rate-limits.ts';
import { requireHost } from '../services/host-access.ts';
import { findBooking } from '../services/booking-service.ts';
import {
  cancelReservation,
  previewCancellation,
  type Canceller,
} from '../services/cancellation-service.ts';

type WithId = { Params: { id: string } };
type CancelRequest = WithId & { Body: unknown };

/** Statuses a guest can have seen on a stay they choose to cancel. */
const SEEN_STATUSES = new Set(['pending', 'pending_host', 'active']);

/**
 * The optional body of a guest's cancellation, `{expectedStatus}`: the status the guest saw when they
 * chose to cancel. A stay that has moved on since (a request the host accepted meanwhile) is a 409,
 * never a different cancellation than the one they were shown.
 */
function expectedStatusOf(body: unknown): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  if (!isPlainObject(body)) throw badRequest(CANCELLATION_MESSAGES.badBody);
  const { expectedStatus } = body as { expectedStatus?: unknown };
  if (expectedStatus === undefined) return undefined;
  if (typeof expectedStatus !== 'string' || !SEEN_STATUSES.has(expectedStatus)) {
    throw badRequest(CANCELLATION_MESSAGES.badExpectedStatus, {
      fields: { expectedStatus: CANCELLATION_MESSAGES.badExpectedStatus },
    });
  }
  return expectedStatus;
}

/** Cancellations and their refunds per address, generous for people, a wall for scripts. */
export const CANCELLATION_LIMITS = { perAddress: { max: 60, windowMs: 15 * 60_000 } } as const;

/**
 * Cancelling with a refund (ARCHITECTURE "After payment"): the guest sees the refund first
 * (GET /api/bookings/:id/cancellation, signed in), then cancels (POST /api/bookings/:id/cancel, or
 * DELETE /api/bookings/:id); a cabin's host cancels a stay of theirs with everything refunded
 * (POST /api/host/reservations/:id/cancel). Another account's stay is 404.
 */
export async function cancellationRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;
  const db = database.db;
  const host = requireHost();
  app.decorateRequest('hostActor', null);

  const limit = keyedRateLimit(
    app,
    [{ name: 'cancellation:address', ...CANCELLATION_LIMITS.perAddress, key: (r) => r.ip }],
    CANCELLATION_MESSAGES.tooManyRequests,
  );
  const deps = (request: FastifyRequest) => ({
    db,
    provider: app.deps.payments,
    log: request.log,
  });
  const guest = (request: FastifyRequest): Canceller => ({
    by: 'guest',
    clientId: request.clientId ?? null,
  });

  app.get<WithId>(
    '/api/bookings/:id/cancellation',
    { preHandler: [requireClient, limit] },
    async (request, reply) => {
      const data: CancellationPreview = await previewCancellation(
        db,
        request.params.id,
        guest(request),
        clock.today(),
      );
      reply.header('Cache-Control', 'no-store');
      return { success: true, data };
    },
  );

  const cancel = async (request: FastifyRequest<CancelRequest>) => {
    const expectedStatus = expectedStatusOf(request.body);
    const outcome = await cancelReservation(
      deps(request),
      request.params.id,
      guest(request),
      { now: clock.now(), today: clock.today() },
      expectedStatus,
    );
    const booking = await findBooking(db, outcome.reservationId, request.clientId ?? null);
    const answer: BookingResponse = {
      success: true,
      message: BOOKING_MESSAGES.cancelled,
      data: booking!,
    };
    return answer;
  };
  app.post<CancelRequest>('/api/bookings/:id/cancel', { preHandler: limit }, cancel);
  app.delete<CancelRequest>('/api/bookings/:id', { preHandler: limit }, cancel);

  app.post<WithId>(
    '/api/host/reservations/:id/cancel',
    { preHandler: [host, limit] },
    async (request, reply) => {
      const outcome = await cancelReservation(
        deps(request),
        request.params.id,
        { by: 'host', actor: request.hostActor! },
        { now: clock.now(), today: clock.today() },
      );
      reply.header('Cache-Control', 'no-store');
      return {
        success: true,
        message: CANCELLATION_MESSAGES.hostCancelled,
        data: { reservationId: outcome.reservationId, refund: outcome.refund },
      };
    },
  );
}
