import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { updateSessionClient } from '../../../lib/session.ts';
import type { Client } from '../../../shared/types.ts';

export const HOST_ONBOARD_URL = '/api/host/onboard';

interface OnboardResponse {
  success: boolean;
  message: string;
  data: { client: Client };
}

/** 'Publica tu cabaña': the signed-in account accepts the host terms and becomes a host. */
export function useHostOnboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OnboardResponse>(HOST_ONBOARD_URL, { acceptHostTerms: true }),
    onSuccess: (body) => {
      updateSessionClient(body.data.client);
      void queryClient.invalidateQueries({ queryKey: ['host'] });
    },
  });
}
