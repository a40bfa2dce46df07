/**
 * The results page query (SPEC §2 Search results, §5 Results): serialising and filtering. Reading
 * it is in results-query.ts (re-exported here), which the header search loads without the rest.
 */
import { hasAllAmenities } from './amenities.ts';
import {
  ANY_LOCATION,
  clampCount,
  parseAmenities,
  type ResultsFilters,
  type ResultsSearch,
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
} from './results-query.ts';

export const EMPTY_FILTERS: ResultsFilters = { bedrooms: 0, beds: 0, bathrooms: 0, amenities: [] };

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
  return params;
}

/** How many filters are on: one per counter above 0, one per amenity. */
export function activeFilterCount(filters: ResultsFilters): number {
  return COUNTER_FILTERS.filter((key) => filters[key] > 0).length + new Set(filters.amenities).size;
}

export const hasActiveFilters = (filters: ResultsFilters): boolean =>
  activeFilterCount(filters) > 0;

export function pickFilters(search: ResultsFilters): ResultsFilters {
  return {
    bedrooms: search.bedrooms,
    beds: search.beds,
    bathrooms: search.bathrooms,
    amenities: [...search.amenities],
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
