import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** 'Solicitudes': the host's booking requests waiting for an answer (docs/decisions/130). */
export const HOST_REQUESTS_URL = '/api/host/reservations?status=pending_host';

export interface HostRequest {
  _id: string;
  cabin: { _id: string; name: string };
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  status: string;
  paymentStatus: string;
  total: number;
  guestName: string;
  specialRequests: string;
  /** When the host's time to answer ends (ISO). */
  respondBy: string | null;
}

interface HostRequestsResponse {
  success: boolean;
  data: { total: number; reservations: HostRequest[] };
}

interface AnswerResponse {
  success: boolean;
  message: string;
  data: { reservation: { _id: string; status: string; paymentStatus: string } };
}

export const hostRequestsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['host', 'requests', clientId],
    queryFn: async () => (await api.get<HostRequestsResponse>(HOST_REQUESTS_URL)).data,
  });

export function useHostRequests(clientId: string) {
  return useQuery(hostRequestsQueryOptions(clientId));
}

/**
 * Whether the host's 'Solicitudes', as last read, still show request `id`. An answer reads the
 * lists again before its promise settles (useAnswerRequest's onSettled, which the mutation awaits),
 * so after a refusal this tells whether the request's card stays on screen to show it, or leaves
 * with the new list (the guest withdrew it, another operator or the expiry job answered first) or
 * with a list that could not be read.
 */
export function isRequestListed(queryClient: QueryClient, clientId: string, id: string): boolean {
  const state = queryClient.getQueryState(hostRequestsQueryOptions(clientId).queryKey);
  return state?.status === 'success' && !!state.data?.reservations.some((r) => r._id === id);
}

/** 'Aceptar' or 'Rechazar' (with the reason); the host's lists are read again after. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: 'accept' | 'decline'; reason?: string }) =>
      api.post<AnswerResponse>(
        `/api/host/reservations/${encodeURIComponent(input.id)}/${input.action}`,
        input.action === 'decline' ? { reason: input.reason ?? '' } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['host'] }),
  });
}
