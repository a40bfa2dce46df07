import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CardPlans } from '../../../shared/msi.ts';

export const CARD_PLANS_PATH = '/api/payments/card-plans';

/**
 * The meses sin intereses offered for a card's first 6 digits (not sensitive) and the total:
 * GET /api/payments/card-plans. The card number itself never leaves the browser but to the provider.
 */
export async function getCardPlans(bin: string, amount: number): Promise<CardPlans> {
  const query = new URLSearchParams({ bin, amount: amount.toFixed(2) });
  const answer = await api.get<{ success: boolean; data: CardPlans }>(
    `${CARD_PLANS_PATH}?${query.toString()}`,
  );
  return answer.data;
}

export const cardPlansQueryOptions = (bin: string, amount: number) =>
  queryOptions({
    queryKey: ['card-plans', bin, amount],
    queryFn: () => getCardPlans(bin, amount),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The plans for the card being typed: asked once it has 6 digits; none before or on failure. */
export function useCardPlans(bin: string | null, amount: number) {
  return useQuery({
    ...cardPlansQueryOptions(bin ?? '', amount),
    enabled: bin !== null,
  });
}
