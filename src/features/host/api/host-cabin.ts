import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';
import type { CabinStatus, PublishRequirement } from '../../../shared/host.ts';
import type { Cabin } from '../../../shared/types.ts';
import type { CabinPatchInput } from '../../../shared/validation/host.ts';
import { HOST_CABINS_URL } from './host-cabins.ts';
import type { HostPhoto } from './host-photos.ts';

export interface HostSeason {
  id: number;
  name: string;
  startDate: string;
  /** Exclusive: the season's nights are [startDate, endDate). */
  endDate: string;
  pricePerNight: number;
  minNights: number | null;
}

export interface HostPricing {
  basePrice: number | null;
  weekendPrice: number | null;
  cleaningFee: number;
  minNights: number;
  seasonalRates: HostSeason[];
}

/** One cabin as its host reads it (GET /api/host/cabins/:id): the record plus the host's fields. */
export type HostCabinDetail = Cabin & {
  status: CabinStatus;
  checkInTime: string;
  checkOutTime: string;
  houseRules: string;
  checkInInstructions: string;
  /** 'Precios': pesos per night before the service commission (basePrice null: not set yet). */
  pricing: HostPricing;
  /** The calendar export address, relative to the site: `/ical/<token>.ics`. */
  icalExportUrl: string;
  /** The photos in their order (the first is the cover). */
  photos: HostPhoto[];
  /** What publishing still needs (empty: it can be published). */
  publishMissing: Array<{ requirement: PublishRequirement; message: string }>;
  updatedAt: string;
};

interface CabinAnswer {
  success: boolean;
  message?: string;
  data: { cabin: HostCabinDetail };
}

const cabinUrl = (id: string) => `${HOST_CABINS_URL}/${encodeURIComponent(id)}`;

export const hostCabinQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['host', 'cabin', id],
    queryFn: async () => (await api.get<CabinAnswer>(cabinUrl(id))).data.cabin,
    // Another host's cabin (or none) is 404: asking again will not change that.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export function useHostCabin(id: string) {
  return useQuery(hostCabinQueryOptions(id));
}

/** The editor's answer replaces the cached cabin; 'Mis cabañas' is read again (name, status). */
function useCabinMutation<Input>(id: string, send: (input: Input) => Promise<CabinAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(hostCabinQueryOptions(id).queryKey, answer.data.cabin);
      void queryClient.invalidateQueries({ queryKey: ['host', 'cabins'] });
    },
  });
}

/** 'Guardar cambios' of a tab: PATCH with the part of the record the tab edits. */
export function useUpdateHostCabin(id: string) {
  return useCabinMutation(id, (patch: CabinPatchInput) =>
    apiRequest<CabinAnswer>(cabinUrl(id), { method: 'PATCH', body: patch }),
  );
}

/** 'Publicar' (a 409 lists what is missing) and 'Despublicar'. */
export function useSetCabinPublished(id: string) {
  return useCabinMutation(id, (publish: boolean) =>
    api.post<CabinAnswer>(`${cabinUrl(id)}/${publish ? 'publish' : 'unpublish'}`, {}),
  );
}
