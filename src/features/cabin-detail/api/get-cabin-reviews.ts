import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CabinReview } from '../../../shared/types.ts';

/** GET /api/habitaciones/:id/reviews → the cabin's reviews, newest first. */
export async function getCabinReviews(id: string, signal?: AbortSignal): Promise<CabinReview[]> {
  const body = await api.get<{ success: boolean; data: CabinReview[] }>(
    `/api/habitaciones/${encodeURIComponent(id)}/reviews`,
    { signal },
  );
  return body.data ?? [];
}

export const cabinReviewsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['cabins', 'reviews', id],
    queryFn: ({ signal }) => getCabinReviews(id, signal),
  });

export function useCabinReviews(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...cabinReviewsQueryOptions(id), enabled: options.enabled ?? true });
}
