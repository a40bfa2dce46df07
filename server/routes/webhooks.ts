import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.ts';
import type { OpenpayWebhookEvent } from '../payments/openpay-types.ts';
import { handleOpenpayEvent } from '../payments/webhook-service.ts';

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  /** Provider events (Openpay's shape). Re-fetches every charge before acting on it. */
  app.post<{ Params: { provider: string }; Body: OpenpayWebhookEvent | null }>(
    '/webhooks/:provider',
    { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (request.params.provider !== 'openpay') throw notFound('Proveedor de pagos desconocido');
      const { deps } = app;
      const result = await handleOpenpayEvent(
        {
          db: deps.database.db,
          provider: deps.payments,
          now: () => deps.clock.now(),
          log: request.log,
        },
        request.body,
      );
      return reply.status(result.status).send(result.body);
    },
  );
}
