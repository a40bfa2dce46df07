import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Cabin } from '../../../shared/types.ts';

type CabinsAnswer =
  Cabin[] | { habitaciones?: Cabin[]; cabins?: Cabin[]; results?: Cabin[]; data?: Cabin[] };

/** The list may come bare or under habitaciones, cabins, results or data (SPEC §7). */
export function cabinsFromAnswer(answer: CabinsAnswer | null | undefined): Cabin[] {
  if (Array.isArray(answer)) return answer;
  if (!answer || typeof answer !== 'object') return [];
  return answer.habitaciones ?? answer.cabins ?? answer.results ?? answer.data ?? [];
}

/** GET /api/habitaciones: every cabin of the catalogue (home carousels). */
export async function getCabins({ signal }: { signal?: AbortSignal } = {}): Promise<Cabin[]> {
  return cabinsFromAnswer(await api.get<CabinsAnswer>('/api/habitaciones', { signal }));
}

export const cabinsQueryOptions = () =>
  queryOptions({
    queryKey: ['cabins'],
    queryFn: ({ signal }) => getCabins({ signal }),
  });

export const useCabins = () => useQuery(cabinsQueryOptions());
