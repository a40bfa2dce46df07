import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Stay } from '../../../lib/last-stay.ts';
import type { Cabin } from '../../../shared/types.ts';

export const FAVORITES_URL = '/api/auth/favorites';
/** Dispatched on window by src/lib/favorites-account.ts when the account's list changed. */
export const FAVORITES_CHANGED_EVENT = 'refugio:favorites-changed';

interface FavoritesAnswer {
  data?: { cabinIds?: string[]; habitaciones?: Cabin[] };
}

export async function getFavoriteCabins(stay: Stay | null, signal?: AbortSignal): Promise<Cabin[]> {
  const answer = await api.get<FavoritesAnswer>(FAVORITES_URL, {
    query: stay ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests } : {},
    signal,
  });
  return answer.data?.habitaciones ?? [];
}

/**
 * The saved cabins priced for a stay. Kept by the query persister like the search (published
 * cabins, no personal data): offline, the page shows the last list it had.
 */
export const favoriteCabinsQueryOptions = (clientId: string, stay: Stay | null) =>
  queryOptions({
    queryKey: ['favorites', clientId, stay] as const,
    queryFn: ({ signal }) => getFavoriteCabins(stay, signal),
  });

export function useFavoriteCabins(clientId: string, stay: Stay | null) {
  return useQuery(favoriteCabinsQueryOptions(clientId, stay));
}
