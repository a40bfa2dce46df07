import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.ts';
import type { OpenpayWebhookEvent } from '../payments/openpay-types.ts';
import { handleOpenpayEvent, webhookAuth } from '../payments/webhook-service.ts';

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  /**
   * Provider events (Openpay's shape), with Openpay's webhook Basic auth when it is configured.
   * Re-fetches every charge before acting on it.
   */
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
          auth: webhookAuth(request.headers.authorization, {
            user: deps.config.OPENPAY_WEBHOOK_USER,
            password: deps.config.OPENPAY_WEBHOOK_PASSWORD,
          }),
          log: request.log,
        },
        request.body,
      );
      if (result.status === 401) reply.header('WWW-Authenticate', 'Basic realm="webhooks"');
      return reply.status(result.status).send(result.body);
    },
  );
}
