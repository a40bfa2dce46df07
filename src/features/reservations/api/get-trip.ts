import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tripCalendarUrl, tripUrl, type TripDetails } from '../../../shared/trip.ts';

interface TripAnswer {
  success?: boolean;
  data?: { reservation?: TripDetails };
}

export interface TripData {
  trip: TripDetails;
  /** The stay's .ics, fetched with the trip so it is on the device (and offline) when asked for. */
  calendar: string | null;
}

/** The calendar file, or null when it cannot be had right now (the page still shows the trip). */
async function getCalendar(id: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const body = await api.get<unknown>(tripCalendarUrl(id), {
      signal,
      headers: { Accept: 'text/calendar' },
    });
    return typeof body === 'string' && body.startsWith('BEGIN:VCALENDAR') ? body : null;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return null;
  }
}

export async function getTrip(id: string, signal?: AbortSignal): Promise<TripData> {
  const [answer, calendar] = await Promise.all([
    api.get<TripAnswer>(tripUrl(id), { signal }),
    getCalendar(id, signal),
  ]);
  const trip = answer?.data?.reservation;
  if (!trip) throw new Error('Reservación no encontrada');
  return { trip, calendar };
}

/**
 * Under the list's key, so whatever clears a guest's reservations clears their trips too. Private
 * ('reserv'): never written to localStorage; offline it comes from the worker's IndexedDB copy.
 */
export const tripQueryOptions = (clientId: string, id: string) =>
  queryOptions({
    queryKey: ['my-reservations', clientId, 'trip', id],
    queryFn: ({ signal }) => getTrip(id, signal),
  });

export function useTrip(clientId: string, id: string) {
  return useQuery(tripQueryOptions(clientId, id));
}
