import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
