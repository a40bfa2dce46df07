import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SANDBOX_MERCHANT_ID, SANDBOX_PUBLIC_KEY } from '../payments/sandbox-cards.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  /** The PWA's connectivity check: cheap, never cached, and proves the database answers. */
  app.get('/api/health', async (_request, reply) => {
    await app.deps.database.db.execute(sql`select 1`);
    reply.header('Cache-Control', 'no-store');
    return {
      success: true,
      status: 'ok',
      today: app.deps.clock.today(),
      database: app.deps.database.kind,
    };
  });

  /** Runtime settings the PWA needs (tile source, payment provider's public keys). */
  app.get('/api/config', async (_request, reply) => {
    const { config } = app.deps;
    reply.header('Cache-Control', 'no-cache');
    return {
      success: true,
      today: app.deps.clock.today(),
      tiles: {
        url: config.TILE_URL,
        attribution: config.TILE_ATTRIBUTION,
        prefetch: config.TILE_PREFETCH,
      },
      payments:
        config.PAYMENT_PROVIDER === 'openpay'
          ? {
              provider: 'openpay',
              merchantId: config.OPENPAY_MERCHANT_ID,
              publicKey: config.OPENPAY_PUBLIC_KEY,
              sandboxMode: config.OPENPAY_API_BASE.includes('sandbox'),
              scriptUrl: config.OPENPAY_JS_URL,
            }
          : {
              provider: 'sandbox',
              merchantId: SANDBOX_MERCHANT_ID,
              publicKey: SANDBOX_PUBLIC_KEY,
              sandboxMode: true,
            },
    };
  });
}
