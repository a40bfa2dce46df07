import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sortDestinations } from '../../../shared/destination-summary.ts';
import type { DestinationSummary } from '../../../shared/destinations.ts';

type DestinationsAnswer =
  | DestinationSummary[]
  | {
      destinos?: DestinationSummary[];
      destinations?: DestinationSummary[];
      data?: DestinationSummary[];
    };

export function destinationsFromAnswer(
  answer: DestinationsAnswer | null | undefined,
): DestinationSummary[] {
  if (Array.isArray(answer)) return answer;
  if (!answer || typeof answer !== 'object') return [];
  return answer.destinos ?? answer.destinations ?? answer.data ?? [];
}

/** GET /api/destinos: one entry per 'population, state' with its cabin count and lowest price. */
export async function getDestinations({ signal }: { signal?: AbortSignal } = {}): Promise<
  DestinationSummary[]
> {
  const answer = await api.get<DestinationsAnswer>('/api/destinos', { signal });
  return sortDestinations(destinationsFromAnswer(answer));
}

export const destinationsQueryOptions = () =>
  queryOptions({
    queryKey: ['destinations'],
    queryFn: ({ signal }) => getDestinations({ signal }),
    staleTime: 5 * 60_000,
  });

export const useDestinations = () => useQuery(destinationsQueryOptions());
