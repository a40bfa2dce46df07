import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createOpenpayAdapter } from './openpay-adapter.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

export { ProviderError, isProviderError, type PaymentProvider } from './provider.ts';

/** The provider PAYMENT_PROVIDER selects: the built-in sandbox (default) or Openpay over HTTP. */
export function createPaymentProvider(deps: {
  config: Config;
  database: Database;
  clock: Clock;
}): PaymentProvider {
  const { config } = deps;
  if (config.PAYMENT_PROVIDER === 'openpay') {
    return createOpenpayAdapter({
      baseUrl: config.OPENPAY_API_BASE,
      merchantId: config.OPENPAY_MERCHANT_ID!,
      privateKey: config.OPENPAY_PRIVATE_KEY!,
    });
  }
  return createSandboxProvider({ db: deps.database.db, clock: deps.clock });
}
