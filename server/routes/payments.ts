import { msiPlans } from '../config.ts';
import type { FastifyInstance } from 'fastify';
import {
  CHARGE_MESSAGES,
  carriesCardData,
  chargeRequestSchema,
} from '../../src/shared/validation/checkout.ts';
import { badRequest } from '../http-errors.ts';
import { IDEMPOTENCY_KEY_RE } from '../payments/idempotency.ts';
import { chargeIdempotently } from '../payments/charge-service.ts';
import { parseWith } from '../validation.ts';

const INVALID_IDEMPOTENCY_KEY = 'La clave de idempotencia (Idempotency-Key) no es válida';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  /** SPEC §3 charge request → SPEC §3 charge response. Card data arrives only as a token. */
  app.post(
    '/api/payments/charge',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (carriesCardData(request.body)) throw badRequest(CHARGE_MESSAGES.cardDataSent);
      const input = parseWith(chargeRequestSchema, request.body, CHARGE_MESSAGES.invalid);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? header[0] : header;
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_RE.test(idempotencyKey)) {
        throw badRequest(INVALID_IDEMPOTENCY_KEY);
      }
      // The booking belongs to the signed-in client; an id in the body never overrides the token.
      const clientId = request.clientId ?? null;
      const { deps } = app;
      const answer = await chargeIdempotently(
        {
          db: deps.database.db,
          provider: deps.payments,
          clock: deps.clock,
          holdMinutes: deps.config.HOLD_MINUTES,
          requestHours: deps.config.REQUEST_HOURS,
          log: request.log,
          msi: { plans: msiPlans(deps.config), minAmount: deps.config.MSI_MIN_AMOUNT },
        },
        input,
        { clientId, idempotencyKey: idempotencyKey ?? null },
      );
      reply.header('Cache-Control', 'no-store');
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(answer.status).send(answer.body);
    },
  );
}
