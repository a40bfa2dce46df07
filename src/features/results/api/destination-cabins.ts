import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { destinationKey, destinationLabel } from '../../../shared/destination-summary.ts';
import type { Cabin } from '../../../shared/types.ts';
import { normalizeSearchResponse, SEARCH_PAGE_SIZE } from './search-cabins.ts';

type Place = { population: string; state: string };

/**
 * The published cabins of a destination's page (issue 18, `/destinos/:slug`): the search API with
 * only the destination (nightly prices, no stay), kept to the cabins of that very destination (the
 * search matches words: 'San Juan, Jalisco' also finds 'San Juan de los Lagos, Jalisco'). The
 * server draws the page from the same query (src/app/page-data.ts).
 */
export const destinationCabinsQueryOptions = (destination: Place) => {
  const label = destinationLabel(destination);
  const key = destinationKey(destination);
  return queryOptions({
    queryKey: ['cabins', 'destination', label],
    queryFn: async ({ signal }): Promise<Cabin[]> => {
      const answer = normalizeSearchResponse(
        await api.get('/api/cotizar/search', {
          query: { location: label, page: 1, pageSize: SEARCH_PAGE_SIZE },
          signal,
        }),
        1,
      );
      return answer.habitaciones.filter((cabin) => destinationKey(cabin.location) === key);
    },
  });
};
