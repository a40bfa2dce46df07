import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SearchResponse } from '../../../shared/types.ts';
import { normalizeSearchResponse, SEARCH_PAGE_SIZE } from './search-cabins.ts';

/**
 * The published cabins of a destination's page (issue 18, `/destinos/:slug`), a page of 100 at a
 * time: the search API with the page's slug (`destination`, that destination's cabins exactly —
 * not 'San Juan de los Lagos' on 'San Juan''s page), nightly prices, no stay. The server draws the
 * page's first visit from the same query (src/app/page-data.ts), so the browser hydrates it
 * without asking again.
 */
export const destinationCabinsQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['cabins', 'destination', slug],
    queryFn: async ({ pageParam, signal }): Promise<SearchResponse> =>
      normalizeSearchResponse(
        await api.get('/api/cotizar/search', {
          query: { destination: slug, page: pageParam, pageSize: SEARCH_PAGE_SIZE },
          signal,
        }),
        pageParam,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.habitaciones.length, 0);
      return loaded < last.total && last.habitaciones.length > 0 ? last.page + 1 : undefined;
    },
  });
