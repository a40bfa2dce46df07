import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { GuestReview, ReviewRequest } from '../../../shared/reviews.ts';

interface ReviewAnswer {
  success: true;
  message: string;
  data: { review: GuestReview };
}

export async function submitReview(request: ReviewRequest): Promise<GuestReview> {
  const answer = await api.post<ReviewAnswer>('/api/reviews', request);
  return answer.data.review;
}

/**
 * Sends a finished stay's review. Afterwards the guest's reservations and trips (the review shows
 * as written) and the cabin's data (its rating and reviews list) are fetched again.
 */
export function useSubmitReview(clientId: string, cabinId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-reservations', clientId] }),
        queryClient.invalidateQueries({ queryKey: ['cabins', 'detail', cabinId] }),
        queryClient.invalidateQueries({ queryKey: ['cabins', 'reviews', cabinId] }),
      ]);
    },
  });
}
