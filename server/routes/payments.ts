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
import { MSI_MESSAGES, monthlyPayment, msiPlansFor, type CardPlans } from '../../src/shared/msi.ts';

const BIN_RE = /^\d{6}$/;
const AMOUNT_RE = /^\d{1,8}(\.\d{1,2})?$/;

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

  /**
   * The meses sin intereses a card may use for a total, before the card is tokenized: its type from
   * the provider's bin lookup (the first 6 digits, not sensitive) and the plans of MSI_PLANS — none
   * for a debit card or a total under MSI_MIN_AMOUNT; offered when the type is unknown (the charge's
   * 3203 then says why).
   */
  app.get<{ Querystring: { bin?: unknown; amount?: unknown } }>(
    '/api/payments/card-plans',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { bin, amount } = request.query ?? {};
      if (typeof bin !== 'string' || !BIN_RE.test(bin)) throw badRequest(MSI_MESSAGES.invalidBin);
      if (typeof amount !== 'string' || !AMOUNT_RE.test(amount) || Number(amount) <= 0) {
        throw badRequest(MSI_MESSAGES.invalidAmount);
      }
      const total = Number(amount);
      const { deps } = app;
      const cardType = await deps.payments.cardType(bin);
      const minAmount = deps.config.MSI_MIN_AMOUNT;
      const plans = msiPlansFor({ cardType, total, minAmount, plans: msiPlans(deps.config) });
      const data: CardPlans = {
        cardType,
        minAmount,
        plans: plans.map((payments) => ({
          payments,
          monthlyPayment: monthlyPayment(total, payments),
        })),
      };
      reply.header('Cache-Control', 'no-store');
      return { success: true, data };
    },
  );
}
