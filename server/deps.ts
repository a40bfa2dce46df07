import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { MailTransport } from './mail/transport.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What the app is built from: server.ts makes these once; tests make their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** The card provider PAYMENT_PROVIDER selects (tests may put another in its place). */
  payments: PaymentProvider;
  /** Where e-mail goes: SMTP_URL, else .eml files under DATA_DIR/mail (tests may put another). */
  mail: MailTransport;
  /**
   * The built-in card sandbox's private key for its HTTP API, generated per data folder; null when
   * the sandbox is not the provider (server/payments/sandbox-keys.ts).
   */
  sandboxPrivateKey: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The signed-in client's id when a valid bearer token came with the request (auth plugin). */
    clientId: string | null;
  }
}
