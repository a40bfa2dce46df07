import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ReservationListItem } from '../../../shared/types.ts';

export const MY_RESERVATIONS_URL = '/api/auth/my-reservations';

export interface MyReservationsResponse {
  success?: boolean;
  data?: { reservations?: ReservationListItem[] };
  reservations?: ReservationListItem[];
}

/** SPEC §7: reads data.reservations, or reservations, else an empty list. */
export function reservationsOf(body: MyReservationsResponse | null | undefined) {
  return body?.data?.reservations ?? body?.reservations ?? [];
}

export async function getMyReservations(): Promise<ReservationListItem[]> {
  return reservationsOf(await api.get<MyReservationsResponse>(MY_RESERVATIONS_URL));
}

export const myReservationsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['my-reservations', clientId],
    queryFn: getMyReservations,
  });

export function useMyReservations(clientId: string) {
  return useQuery(myReservationsQueryOptions(clientId));
}
