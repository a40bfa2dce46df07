import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CANCELLATION_MESSAGES, type CancellationPreview } from '../../src/shared/cancellation.ts';
import { BOOKING_MESSAGES } from '../../src/shared/validation/booking.ts';
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
  const host = requireHost(db);
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

  const cancel = async (request: FastifyRequest<WithId>) => {
    const outcome = await cancelReservation(deps(request), request.params.id, guest(request), {
      now: clock.now(),
      today: clock.today(),
    });
    const booking = await findBooking(db, outcome.reservationId, request.clientId ?? null);
    const answer: BookingResponse = {
      success: true,
      message: BOOKING_MESSAGES.cancelled,
      data: booking!,
    };
    return answer;
  };
  app.post<WithId>('/api/bookings/:id/cancel', { preHandler: limit }, cancel);
  app.delete<WithId>('/api/bookings/:id', { preHandler: limit }, cancel);

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
