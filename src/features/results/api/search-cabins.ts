import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { formatBbox, type Bbox } from '../../../shared/bbox.ts';
import { toSearchApiQuery, type ResultsSearch } from '../../../shared/search-filters.ts';
import type { Cabin, SearchResponse } from '../../../shared/types.ts';

export const SEARCH_PAGE_SIZE = 100;

type RawSearchAnswer =
  Cabin[] | (Partial<SearchResponse> & { cabins?: Cabin[]; results?: Cabin[]; data?: Cabin[] });

/** SPEC §7: the list may come bare or under habitaciones, cabins, results or data. */
export function normalizeSearchResponse(raw: RawSearchAnswer, page: number): SearchResponse {
  if (Array.isArray(raw)) {
    return {
      success: true,
      total: raw.length,
      totalUnfiltered: raw.length,
      page,
      pageSize: raw.length,
      habitaciones: raw,
    };
  }
  const list = raw.habitaciones ?? raw.cabins ?? raw.results ?? raw.data ?? [];
  const total = raw.total ?? list.length;
  return {
    success: true,
    total,
    totalUnfiltered: raw.totalUnfiltered ?? total,
    page: raw.page ?? page,
    pageSize: raw.pageSize ?? SEARCH_PAGE_SIZE,
    ...(raw.priceHistogram ? { priceHistogram: raw.priceHistogram } : {}),
    habitaciones: list,
  };
}

/**
 * The search's query for the API. With a map area the area replaces the destination: the guest
 * moved the map to look elsewhere (issue 18, "The map").
 */
export function searchApiQuery(
  search: ResultsSearch,
  page: number,
  area: Bbox | null = null,
): Record<string, string | number> {
  const query = toSearchApiQuery(search, page, SEARCH_PAGE_SIZE);
  if (area) {
    query.location = '';
    query.bbox = formatBbox(area);
  }
  return query;
}

export async function searchCabins(
  search: ResultsSearch,
  page = 1,
  signal?: AbortSignal,
  area: Bbox | null = null,
): Promise<SearchResponse> {
  const raw = await api.get<RawSearchAnswer>('/api/cotizar/search', {
    query: searchApiQuery(search, page, area),
    signal,
  });
  return normalizeSearchResponse(raw, page);
}

/** The key holds every parameter, so each distinct search (filters included) is cached apart. */
export const searchCabinsQueryOptions = (search: ResultsSearch, area: Bbox | null = null) =>
  infiniteQueryOptions({
    queryKey: [
      'cabins',
      'search',
      {
        location: search.location,
        checkIn: search.checkIn,
        checkOut: search.checkOut,
        flexible: search.flexible ?? null,
        months: search.months ?? null,
        guests: search.guests,
        bedrooms: search.bedrooms,
        beds: search.beds,
        bathrooms: search.bathrooms,
        amenities: search.amenities,
        bbox: area ? formatBbox(area) : null,
        minPrice: search.minPrice ?? null,
        maxPrice: search.maxPrice ?? null,
        sort: search.sort ?? 'recommended',
      },
    ] as const,
    queryFn: ({ pageParam, signal }) => searchCabins(search, pageParam, signal, area),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.habitaciones.length, 0);
      return loaded < last.total && last.habitaciones.length > 0 ? last.page + 1 : undefined;
    },
  });

export interface SearchResults {
  cabins: Cabin[];
  total: number;
  totalUnfiltered: number;
  /** The prices per night of the search before its price range (the 'Precio' filter's bars). */
  priceHistogram?: SearchResponse['priceHistogram'];
}

export function useSearchCabins(search: ResultsSearch, area: Bbox | null = null) {
  // The previous answer stays while a new search loads, so the map keeps its frame meanwhile.
  const query = useInfiniteQuery({
    ...searchCabinsQueryOptions(search, area),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  // One stable list per answer, so the map reframes only when the results really change.
  const results = useMemo<SearchResults | undefined>(() => {
    const first = pages?.[0];
    if (!pages || !first) return undefined;
    return {
      cabins: uniqueById(pages.flatMap((p) => p.habitaciones)),
      total: first.total,
      totalUnfiltered: first.totalUnfiltered,
      priceHistogram: first.priceHistogram,
    };
  }, [pages]);
  // The query result as it is: TanStack redraws a component only for the fields it reads, and a
  // copy would read them all (a background refetch would then redraw every card twice).
  return { query, results };
}

/** A cabin can shift pages between two requests; show it once. */
function uniqueById(cabins: Cabin[]): Cabin[] {
  const seen = new Set<string>();
  return cabins.filter((c) => (seen.has(c._id) ? false : (seen.add(c._id), true)));
}
