import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CalendarBlock, CalendarBooking } from '../../../shared/host.ts';
import type { StayPricing } from '../../../shared/types.ts';
import type { BlockInput, PricingInput } from '../../../shared/validation/host.ts';
import { hostCabinQueryOptions, type HostCabinDetail } from './host-cabin.ts';
import { HOST_CABINS_URL } from './host-cabins.ts';

/** 'Precios', 'Calendario' and 'Sincronización' of the cabin editor (ARCHITECTURE "Hosts"). */

const cabinUrl = (id: string) => `${HOST_CABINS_URL}/${encodeURIComponent(id)}`;

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** An answer carrying the cabin replaces the cached one; 'Mis cabañas' is read again. */
function useSetCabin(id: string) {
  const queryClient = useQueryClient();
  return (cabin: HostCabinDetail) => {
    queryClient.setQueryData(hostCabinQueryOptions(id).queryKey, cabin);
    void queryClient.invalidateQueries({ queryKey: ['host', 'cabins'] });
  };
}

/** 'Guardar precios': PUT pricing replaces the rates and the seasons together. */
export function useSavePricing(id: string) {
  const setCabin = useSetCabin(id);
  return useMutation({
    mutationFn: (input: PricingInput) =>
      api.put<Answer<{ cabin: HostCabinDetail }>>(`${cabinUrl(id)}/pricing`, input),
    onSuccess: (answer) => setCabin(answer.data.cabin),
  });
}

export interface HostQuote {
  pricing: StayPricing;
  minNights: number;
}

/** What a guest pays for a sample stay, by the saved prices (the real quote rules). */
export function useHostQuote(
  id: string,
  stay: { checkIn: string; checkOut: string } | null,
  version: string,
) {
  return useQuery({
    queryKey: ['host', 'quote', id, stay?.checkIn, stay?.checkOut, version],
    queryFn: async () =>
      (
        await api.get<Answer<HostQuote>>(`${cabinUrl(id)}/quote`, {
          query: { checkIn: stay!.checkIn, checkOut: stay!.checkOut },
        })
      ).data,
    enabled: stay !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type { CalendarBlock, CalendarBooking } from '../../../shared/host.ts';

export interface HostCalendar {
  from: string;
  to: string;
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
}

const calendarKey = (id: string) => ['host', 'calendar', id] as const;

export function useHostCalendar(id: string, range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...calendarKey(id), range.from, range.to],
    queryFn: async () =>
      (await api.get<Answer<HostCalendar>>(`${cabinUrl(id)}/calendar`, { query: range })).data,
    placeholderData: keepPreviousData,
  });
}

function useCalendarChange<Input, Output>(id: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // After a failure too: an unblock of several blocks may have removed some before one failed.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['host', 'cabins'] });
    },
  });
}

export function useCreateBlock(id: string) {
  return useCalendarChange(id, (input: BlockInput) =>
    api.post<Answer<{ block: CalendarBlock }>>(`${cabinUrl(id)}/blocks`, input),
  );
}

/** Removes the given blocks, one request each (the API deletes one block at a time). */
export function useDeleteBlocks(id: string) {
  return useCalendarChange(id, async (blockIds: string[]) => {
    let answer: Answer<null> | null = null;
    for (const blockId of blockIds) {
      answer = await api.delete<Answer<null>>(
        `${cabinUrl(id)}/blocks/${encodeURIComponent(blockId)}`,
      );
    }
    return answer;
  });
}

export interface IcalFeed {
  id: string;
  name: string;
  url: string;
  lastSyncedAt: string | null;
  lastAttemptAt: string | null;
  nextSyncAt: string;
  eventsImported: number;
  lastError: string | null;
  conflicts: Array<{ checkIn: string; checkOut: string; summary?: string }>;
}

const feedsKey = (id: string) => ['host', 'feeds', id] as const;

export function useIcalFeeds(id: string) {
  return useQuery({
    queryKey: feedsKey(id),
    queryFn: async () =>
      (await api.get<Answer<{ feeds: IcalFeed[] }>>(`${cabinUrl(id)}/ical-feeds`)).data.feeds,
  });
}

function useFeedChange<Input, Output>(id: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // A sync or a removed feed changes the calendar's imported nights too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: feedsKey(id) });
      void queryClient.invalidateQueries({ queryKey: calendarKey(id) });
    },
  });
}

export function useAddFeed(id: string) {
  return useFeedChange(id, (input: { name: string; url: string }) =>
    api.post<Answer<{ feed: IcalFeed }>>(`${cabinUrl(id)}/ical-feeds`, input),
  );
}

export function useDeleteFeed(id: string) {
  return useFeedChange(id, (feedId: string) =>
    api.delete<Answer<null>>(`${cabinUrl(id)}/ical-feeds/${encodeURIComponent(feedId)}`),
  );
}

export function useSyncFeed(id: string) {
  return useFeedChange(id, (feedId: string) =>
    api.post<Answer<{ feed: IcalFeed }>>(
      `${cabinUrl(id)}/ical-feeds/${encodeURIComponent(feedId)}/sync`,
      {},
    ),
  );
}

/** 'Generar nueva dirección': the old export address stops working. */
export function useRotateIcal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<Answer<{ icalExportUrl: string }>>(`${cabinUrl(id)}/ical/rotate`, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData<HostCabinDetail>(hostCabinQueryOptions(id).queryKey, (cabin) =>
        cabin ? { ...cabin, icalExportUrl: answer.data.icalExportUrl } : cabin,
      );
    },
  });
}
