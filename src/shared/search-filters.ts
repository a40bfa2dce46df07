/** The results page query (SPEC §2 Search results, §5 Results): parsing, serialising and filtering. */
import { AMENITY_LABELS, hasAllAmenities } from './amenities.ts';
import { isValidIsoDate } from './dates.ts';
import type { AccommodationFeatures } from './types.ts';

export const MISSING_SEARCH_PARAMS_MESSAGE = 'Faltan parámetros de búsqueda requeridos';
/** SPEC §2 Home: a missing destination travels as 'any'. */
export const ANY_LOCATION = 'any';
/** Counter filters never go above this: nobody needs "at least 51 bathrooms". */
export const MAX_FILTER_COUNT = 50;

export interface ResultsFilters {
  bedrooms: number;
  beds: number;
  bathrooms: number;
  amenities: string[];
}

export interface ResultsSearch extends ResultsFilters {
  /** 'any' when no destination was chosen. */
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export const EMPTY_FILTERS: ResultsFilters = { bedrooms: 0, beds: 0, bathrooms: 0, amenities: [] };

export type CounterFilter = 'bedrooms' | 'beds' | 'bathrooms';
export const COUNTER_FILTERS: readonly CounterFilter[] = ['bedrooms', 'beds', 'bathrooms'];

type QueryInput = URLSearchParams | string | Record<string, string | undefined>;

function toParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) params.set(key, value);
  return params;
}

/** A non-negative whole number, clamped to [0, MAX_FILTER_COUNT]; anything unreadable is 0. */
export function clampCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_FILTER_COUNT, Math.max(0, Math.floor(n)));
}

/** Guests as a positive whole number, or 0 when absent or unreadable. */
function parseGuests(value: string | null): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return 0;
  return Math.max(0, Number(value));
}

/**
 * The amenities parameter is a JSON array of feature keys. Anything else (bad JSON, not an array,
 * unknown keys, duplicates) is dropped rather than trusted.
 */
export function parseAmenities(value: string | null | undefined): string[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  for (const item of parsed) {
    if (typeof item === 'string' && Object.hasOwn(AMENITY_LABELS, item)) seen.add(item);
  }
  return [...seen];
}

export type ParsedResultsQuery =
  { ok: true; search: ResultsSearch } | { ok: false; message: string; filters: ResultsFilters };

/** Reads /results?… ; location, both dates (a real range) and guests > 0 are required. */
export function parseResultsQuery(input: QueryInput): ParsedResultsQuery {
  const params = toParams(input);
  const filters: ResultsFilters = {
    bedrooms: clampCount(params.get('bedrooms')),
    beds: clampCount(params.get('beds')),
    bathrooms: clampCount(params.get('bathrooms')),
    amenities: parseAmenities(params.get('amenities')),
  };
  const location = (params.get('location') ?? '').trim();
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = parseGuests(params.get('guests'));
  const complete =
    location !== '' &&
    isValidIsoDate(checkIn) &&
    isValidIsoDate(checkOut) &&
    checkIn < checkOut &&
    guests > 0;
  if (!complete) return { ok: false, message: MISSING_SEARCH_PARAMS_MESSAGE, filters };
  return { ok: true, search: { location, checkIn, checkOut, guests, ...filters } };
}

/** The query of a results URL, in a stable order; zero counters and empty amenities are left out. */
export function serializeResultsQuery(search: ResultsSearch): URLSearchParams {
  const params = new URLSearchParams();
  params.set('location', search.location.trim() || ANY_LOCATION);
  params.set('checkIn', search.checkIn);
  params.set('checkOut', search.checkOut);
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
    checkIn: search.checkIn,
    checkOut: search.checkOut,
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
