/**
 * The results page query (SPEC §2 Search results, §5 Results): serialising and filtering. Reading
 * it is in results-query.ts (re-exported here), which the header search loads without the rest.
 */
import { hasAllAmenities } from './amenities.ts';
import {
  ANY_LOCATION,
  clampCount,
  parseAmenities,
  parseResultsQuery,
  type ParsedResultsQuery,
  type ResultsFilters,
  type ResultsSearch,
  type ResultsSort,
} from './results-query.ts';
import type { AccommodationFeatures } from './types.ts';

export {
  ANY_LOCATION,
  clampCount,
  MAX_FILTER_COUNT,
  MISSING_SEARCH_PARAMS_MESSAGE,
  parseAmenities,
  parseResultsQuery,
  type ParsedResultsQuery,
  type ResultsFilters,
  type ResultsSearch,
  type ResultsSort,
} from './results-query.ts';

export const EMPTY_FILTERS: ResultsFilters = {
  bedrooms: 0,
  beds: 0,
  bathrooms: 0,
  amenities: [],
  minPrice: null,
  maxPrice: null,
};

/** 'Ordenar por' (issue 18), in the order the select lists them. */
export const RESULTS_SORTS: ReadonlyArray<{ value: ResultsSort; label: string }> = [
  { value: 'recommended', label: 'Recomendados' },
  { value: 'price_asc', label: 'Precio: menor a mayor' },
  { value: 'price_desc', label: 'Precio: mayor a menor' },
  { value: 'rating', label: 'Mejor calificados' },
];

/** Above any nightly price; the server refuses more (SEARCH_LIMITS.priceMax). */
const PRICE_MAX = 1_000_000;

/** A price bound of the address: whole pesos in [0, PRICE_MAX], or null when absent or unreadable. */
export function parsePrice(value: string | null | undefined): number | null {
  if (value == null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  const n = Math.round(Number(value));
  return n <= PRICE_MAX ? n : null;
}

export function parseSort(value: string | null | undefined): ResultsSort {
  return RESULTS_SORTS.find((s) => s.value === value)?.value ?? 'recommended';
}

/**
 * The results page's reading of its address: parseResultsQuery plus the price range and the order
 * (a reversed range is read in order).
 */
export function parseResultsPage(input: URLSearchParams | string): ParsedResultsQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const parsed = parseResultsQuery(params);
  let minPrice = parsePrice(params.get('minPrice'));
  let maxPrice = parsePrice(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const extra = { minPrice, maxPrice, sort: parseSort(params.get('sort')) };
  return parsed.ok
    ? { ok: true, search: { ...parsed.search, ...extra } }
    : { ...parsed, filters: { ...parsed.filters, ...extra } };
}

export type CounterFilter = 'bedrooms' | 'beds' | 'bathrooms';
export const COUNTER_FILTERS: readonly CounterFilter[] = ['bedrooms', 'beds', 'bathrooms'];

/** The query of a results URL, in a stable order; zero counters and empty amenities are left out. */
export function serializeResultsQuery(search: ResultsSearch): URLSearchParams {
  const params = new URLSearchParams();
  params.set('location', search.location.trim() || ANY_LOCATION);
  if (search.flexible && search.months) {
    params.set('flexible', search.flexible);
    params.set('months', search.months);
  } else {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  params.set('guests', String(search.guests));
  for (const key of COUNTER_FILTERS) {
    const value = clampCount(search[key]);
    if (value > 0) params.set(key, String(value));
  }
  const amenities = parseAmenities(JSON.stringify(search.amenities));
  if (amenities.length) params.set('amenities', JSON.stringify(amenities));
  if (search.minPrice != null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice != null) params.set('maxPrice', String(search.maxPrice));
  if (search.sort && search.sort !== 'recommended') params.set('sort', search.sort);
  return params;
}

/** How many filters are on: one per counter above 0, one per amenity, one for a price range. */
export function activeFilterCount(filters: ResultsFilters): number {
  return (
    COUNTER_FILTERS.filter((key) => filters[key] > 0).length +
    new Set(filters.amenities).size +
    (filters.minPrice != null || filters.maxPrice != null ? 1 : 0)
  );
}

export const hasActiveFilters = (filters: ResultsFilters): boolean =>
  activeFilterCount(filters) > 0;

export function pickFilters(search: ResultsFilters): ResultsFilters {
  return {
    bedrooms: search.bedrooms,
    beds: search.beds,
    bathrooms: search.bathrooms,
    amenities: [...search.amenities],
    minPrice: search.minPrice ?? null,
    maxPrice: search.maxPrice ?? null,
  };
}

/** The search API's query: 'any' becomes an empty location (SPEC §7), filters only when set. */
export function toSearchApiQuery(
  search: ResultsSearch,
  page = 1,
  pageSize = 100,
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    location: search.location === ANY_LOCATION ? '' : search.location,
    guests: search.guests,
    ...(search.flexible && search.months
      ? { flexible: search.flexible, months: search.months }
      : { checkIn: search.checkIn, checkOut: search.checkOut }),
    page,
    pageSize,
  };
  for (const key of COUNTER_FILTERS) if (search[key] > 0) query[key] = search[key];
  if (search.amenities.length) query.amenities = JSON.stringify(search.amenities);
  if (search.minPrice != null) query.minPrice = search.minPrice;
  if (search.maxPrice != null) query.maxPrice = search.maxPrice;
  if (search.sort && search.sort !== 'recommended') query.sort = search.sort;
  return query;
}

export interface FilterableCabin {
  propertyDetails: { bedrooms?: number };
  additionalInfo: { nBeds: number; nRestrooms: number; nBedrooms?: number };
  accommodationFeatures?: Partial<AccommodationFeatures> | null;
}

/** SPEC §5: counters mean "at least that many"; every selected amenity must be true on the cabin. */
export function matchesFilters(cabin: FilterableCabin, filters: ResultsFilters): boolean {
  const bedrooms = cabin.additionalInfo.nBedrooms ?? cabin.propertyDetails.bedrooms ?? 0;
  return (
    bedrooms >= filters.bedrooms &&
    cabin.additionalInfo.nBeds >= filters.beds &&
    cabin.additionalInfo.nRestrooms >= filters.bathrooms &&
    hasAllAmenities(cabin.accommodationFeatures, filters.amenities)
  );
}
