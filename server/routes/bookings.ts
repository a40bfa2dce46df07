import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOKING_MESSAGES,
  HOLD_LIMITS,
  createBookingSchema,
  updateBookingSchema,
} from '../../src/shared/validation/booking.ts';
import type { BookingResponse } from '../../src/shared/types.ts';
import { notFound } from '../http-errors.ts';
import { releaseLapsedHolds } from '../payments/holds.ts';
import { requireClient } from '../plugins/auth-context.ts';
import { keyedRateLimit } from '../plugins/rate-limits.ts';
import { parseWith } from '../validation.ts';
import {
  createBooking,
  findBooking,
  updateBooking,
  type BookingContext,
} from '../services/booking-service.ts';

type WithId = { Params: { id: string } };

/**
 * Booking requests without payment (SPEC §7 booking service): create (signed in), read, change,
 * cancel. A client's bookings are theirs alone; a guest checkout's belongs to whoever holds its id.
 */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock, config } = app.deps;
  const db = database.db;
  const context = (request: FastifyRequest): BookingContext => {
    const now = clock.now();
    return {
      today: clock.today(),
      now,
      clientId: request.clientId ?? null,
      releaseLapsedHolds: (cabinId) =>
        releaseLapsedHolds({ db, provider: app.deps.payments, now, log: request.log }, cabinId),
    };
  };

  // A hold keeps nights from everyone for HOLD_MINUTES without payment: only signed-in clients may
  // ask, few at a time (the service caps open holds), and not too often.
  const holdRequestLimit = keyedRateLimit(
    app,
    [
      {
        name: 'hold:client',
        ...HOLD_LIMITS.requestsPerClient,
        key: (request) => request.clientId,
      },
      {
        name: 'hold:address',
        ...HOLD_LIMITS.requestsPerAddress,
        key: (request) => request.ip,
      },
    ],
    BOOKING_MESSAGES.tooManyRequests,
  );

  app.post(
    '/api/bookings',
    { preHandler: [requireClient, holdRequestLimit] },
    async (request, reply) => {
      const input = parseWith(createBookingSchema, request.body, BOOKING_MESSAGES.invalid);
      const booking = await createBooking(db, input, {
        ...context(request),
        clientId: request.clientId!,
        address: request.ip,
        holdMinutes: config.HOLD_MINUTES,
      });
      const answer: BookingResponse = {
        success: true,
        message: BOOKING_MESSAGES.created,
        data: booking,
      };
      return reply.status(201).send(answer);
    },
  );

  app.get<WithId>('/api/bookings/:id', async (request, reply) => {
    const booking = await findBooking(db, request.params.id, request.clientId ?? null);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    reply.header('Cache-Control', 'no-store');
    const answer: BookingResponse = { success: true, data: booking };
    return answer;
  });

  app.put<WithId>('/api/bookings/:id', async (request) => {
    const changes = parseWith(updateBookingSchema, request.body, BOOKING_MESSAGES.invalid);
    const booking = await updateBooking(db, request.params.id, changes, context(request));
    const answer: BookingResponse = {
      success: true,
      message: BOOKING_MESSAGES.updated,
      data: booking,
    };
    return answer;
  });

  // Cancelling (POST /api/bookings/:id/cancel, DELETE /api/bookings/:id) is in cancellations.ts:
  // it refunds what the stay's cancellation policy gives.
}
