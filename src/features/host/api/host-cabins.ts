import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { HostCabinSummary } from '../../../shared/host.ts';
import type { CabinCreateInput } from '../../../shared/validation/host.ts';

export const HOST_CABINS_URL = '/api/host/cabins';

interface HostCabinsResponse {
  success: boolean;
  data: { total: number; page: number; pageSize: number; cabins: HostCabinSummary[] };
}

interface CreateCabinResponse {
  success: boolean;
  message: string;
  data: { cabin: { _id: string; name?: string } };
}

export const hostCabinsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['host', 'cabins', clientId],
    queryFn: async () => (await api.get<HostCabinsResponse>(HOST_CABINS_URL)).data,
  });

export function useHostCabins(clientId: string) {
  return useQuery(hostCabinsQueryOptions(clientId));
}

/** 'Agregar cabaña': a new draft; the list is read again so it shows there. */
export function useCreateHostCabin(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CabinCreateInput) => api.post<CreateCabinResponse>(HOST_CABINS_URL, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: hostCabinsQueryOptions(clientId).queryKey }),
  });
}
