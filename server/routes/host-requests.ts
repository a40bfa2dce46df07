import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '../../src/shared/booking-requests.ts';
import { declineRequestSchema } from '../../src/shared/validation/booking-requests.ts';
import { keyedRateLimit } from '../plugins/rate-limits.ts';
import { requireHost } from '../services/host-access.ts';
import { acceptHostRequest, declineHostRequest } from '../services/host-requests-service.ts';
import { parseWith } from '../validation.ts';

type WithId = { Params: { id: string } };

/** Each answer calls the card provider: a host may send this many per window. */
export const REQUEST_ANSWER_LIMIT = { max: 60, windowMs: 15 * 60_000 } as const;

/**
 * The host's answers to booking requests (ARCHITECTURE "Hosts": `POST reservations/:id/accept`,
 * `/decline {reason}`); the waiting requests are `GET /api/host/reservations?status=pending_host`.
 */
export async function hostRequestRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;
  const db = database.db;
  const host = requireHost();
  app.decorateRequest('hostActor', null);
  const deps = (request: FastifyRequest) => ({ db, provider: app.deps.payments, log: request.log });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const answerLimit = keyedRateLimit(
    app,
    [
      {
        name: 'host-request-answer',
        max: REQUEST_ANSWER_LIMIT.max,
        windowMs: REQUEST_ANSWER_LIMIT.windowMs,
        key: (request) => request.clientId ?? null,
      },
    ],
    REQUEST_MESSAGES.tooMany,
  );

  app.post<WithId>(
    '/api/host/reservations/:id/accept',
    { preHandler: [host, answerLimit] },
    async (request) => {
      const result = await acceptHostRequest(
        deps(request),
        request.hostActor!,
        request.params.id,
        clock.now(),
      );
      return { success: true, message: result.message, data: { reservation: result.reservation } };
    },
  );

  app.post<WithId>(
    '/api/host/reservations/:id/decline',
    { preHandler: [host, answerLimit] },
    async (request) => {
      const { reason } = parseWith(declineRequestSchema, request.body ?? {});
      const result = await declineHostRequest(
        deps(request),
        request.hostActor!,
        request.params.id,
        reason,
        clock.now(),
      );
      return { success: true, message: result.message, data: { reservation: result.reservation } };
    },
  );
}
