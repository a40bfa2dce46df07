import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OccupiedRange } from '../../../shared/types.ts';

export interface CabinAvailability {
  /** Stays and host blocks, each occupying the nights [checkIn, checkOut). */
  occupied: OccupiedRange[];
  minNights: number;
  /** Today in America/Mexico_City according to the server. */
  today: string;
}

/** GET /api/availability/cabin/:id → the cabin's occupied nights. */
export async function getAvailability(
  cabinId: string,
  signal?: AbortSignal,
): Promise<CabinAvailability> {
  const body = await api.get<{ success: boolean; data: CabinAvailability }>(
    `/api/availability/cabin/${encodeURIComponent(cabinId)}`,
    { signal },
  );
  return body.data;
}

export const availabilityQueryOptions = (cabinId: string) =>
  queryOptions({
    queryKey: ['availability', cabinId],
    queryFn: ({ signal }) => getAvailability(cabinId, signal),
    staleTime: 30_000,
  });

export function useAvailability(cabinId: string) {
  return useQuery(availabilityQueryOptions(cabinId));
}
