import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** 'Reservas' of the host console: GET /api/host/reservations (ARCHITECTURE "Hosts"). */

export const HOST_RESERVATION_WHEN = ['upcoming', 'current', 'past'] as const;
export type HostReservationWhen = (typeof HOST_RESERVATION_WHEN)[number];

export interface HostReservation {
  _id: string;
  cabin: { _id: string; name: string };
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  status: string;
  paymentStatus: string;
  /** Pesos the guest pays. */
  total: number;
  guestName: string;
  specialRequests: string;
}

export interface HostReservationFilters {
  when?: HostReservationWhen;
  status?: string;
  cabinId?: string;
  page: number;
}

interface HostReservationsResponse {
  success: boolean;
  data: { total: number; page: number; pageSize: number; reservations: HostReservation[] };
}

export function useHostReservations(filters: HostReservationFilters) {
  return useQuery({
    queryKey: ['host', 'reservations', filters],
    queryFn: async () =>
      (
        await api.get<HostReservationsResponse>('/api/host/reservations', {
          query: {
            when: filters.when,
            status: filters.status,
            cabinId: filters.cabinId,
            page: filters.page > 1 ? filters.page : undefined,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
