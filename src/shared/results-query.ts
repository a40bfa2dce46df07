/**
 * Reading a results URL's query (SPEC §2 Search results, §5 Results). On its own because the header
 * search, start-up code on every page, reads it to keep the filters of a new search; serialising
 * and filtering (search-filters.ts) are the results page's.
 */
import { AMENITY_KEYS } from './amenity-keys.ts';
import { isValidIsoDate } from './dates.ts';
import { FLEXIBLE_LABELS, type FlexibleShape } from './flexible-labels.ts';

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
  /**
   * Pesos per night, and the order (ARCHITECTURE "Discovery"). Read by the results page alone
   * (search-filters.ts parseResultsPage): this module is start-up code, and a new search from the
   * header starts over with no price range, in the recommended order.
   */
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: ResultsSort;
}

export type ResultsSort = 'recommended' | 'price_asc' | 'price_desc' | 'rating';

export interface ResultsSearch extends ResultsFilters {
  /** 'any' when no destination was chosen. */
  location: string;
  /** '' with flexible dates. */
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Flexible dates (issue 18) instead of checkIn/checkOut: the shape and 'yyyy-mm,…'. */
  flexible?: FlexibleShape;
  months?: string;
}

/** 1 to 6 months as 'yyyy-mm,…' (the server checks they are within its booking window). */
const MONTHS_LIST = /^\d{4}-(0[1-9]|1[0-2])(,\d{4}-(0[1-9]|1[0-2])){0,5}$/;

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
    if (typeof item === 'string' && AMENITY_KEYS.has(item)) seen.add(item);
  }
  return [...seen];
}

export type ParsedResultsQuery =
  { ok: true; search: ResultsSearch } | { ok: false; message: string; filters: ResultsFilters };

/**
 * Reads /results?… ; location, both dates (a real range) or flexible dates (a shape and its
 * months), and guests > 0 are required.
 */
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
  const flexible = params.get('flexible') ?? '';
  const months = params.get('months') ?? '';
  if (location !== '' && guests > 0 && !checkIn && !checkOut && flexible in FLEXIBLE_LABELS) {
    if (MONTHS_LIST.test(months)) {
      const search = { location, checkIn, checkOut, guests, ...filters };
      return { ok: true, search: { ...search, flexible: flexible as FlexibleShape, months } };
    }
  }
  const complete =
    location !== '' &&
    isValidIsoDate(checkIn) &&
    isValidIsoDate(checkOut) &&
    checkIn < checkOut &&
    guests > 0;
  if (!complete) return { ok: false, message: MISSING_SEARCH_PARAMS_MESSAGE, filters };
  return { ok: true, search: { location, checkIn, checkOut, guests, ...filters } };
}
