import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Cabin } from '../../../shared/types.ts';

/** GET /api/habitaciones/:id → the cabin; an unknown id is a 404 CABIN_NOT_FOUND ApiError. */
export async function getCabin(id: string, signal?: AbortSignal): Promise<Cabin> {
  const body = await api.get<{ success: boolean; data: Cabin }>(
    `/api/habitaciones/${encodeURIComponent(id)}`,
    { signal },
  );
  return body.data;
}

export const cabinQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['cabins', 'detail', id],
    queryFn: ({ signal }) => getCabin(id, signal),
  });

export function useCabin(id: string) {
  return useQuery(cabinQueryOptions(id));
}
