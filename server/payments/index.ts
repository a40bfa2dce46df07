import type { AppDeps } from '../app.ts';
import { createOpenpayAdapter } from './openpay-adapter.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

export { ProviderError, isProviderError, type PaymentProvider } from './provider.ts';

const providers = new WeakMap<AppDeps, PaymentProvider>();

/** The provider PAYMENT_PROVIDER selects: the built-in sandbox (default) or Openpay over HTTP. */
export function createPaymentProvider(deps: AppDeps): PaymentProvider {
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

/** One provider per app (routes, webhooks and the hold sweeper share it). */
export function paymentProviderFor(deps: AppDeps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    provider = createPaymentProvider(deps);
    providers.set(deps, provider);
  }
  return provider;
}

/** Replaces an app's provider (tests use it to simulate provider failures). */
export function setPaymentProvider(deps: AppDeps, provider: PaymentProvider): void {
  providers.set(deps, provider);
}
