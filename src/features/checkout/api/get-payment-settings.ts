import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PaymentSettings } from '../lib/openpay-tokenizer.ts';

interface ConfigResponse {
  success: boolean;
  payments?: Partial<PaymentSettings> & { provider?: string };
}

/** The payment provider's public settings from GET /api/config (sandbox unless told otherwise). */
export async function getPaymentSettings(): Promise<PaymentSettings> {
  const config = await api.get<ConfigResponse>('/api/config');
  const p = config.payments ?? {};
  return {
    provider: p.provider === 'openpay' ? 'openpay' : 'sandbox',
    merchantId: p.merchantId ?? '',
    publicKey: p.publicKey ?? '',
    sandboxMode: p.sandboxMode ?? true,
    scriptUrl: p.scriptUrl,
  };
}

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-settings'],
    queryFn: getPaymentSettings,
    staleTime: 10 * 60_000,
  });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
