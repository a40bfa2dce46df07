/**
 * The search query of `GET /api/cotizar/search` (SPEC §3 search filters): the yup schema the server
 * validates with, and its Spanish messages. Dates pass through to the stay rules (quote errorTypes).
 */
import * as yup from 'yup';
import { MAX_FILTER_COUNT } from '../search-filters.ts';
import { BOOKING_MESSAGES, guestsField, scalarNumber } from './booking.ts';

export const SEARCH_LIMITS = {
  locationMax: 120,
  /** A destination page's slug (population, state and hash words at most). */
  destinationMax: 200,
  amenitiesMax: 60,
  amenityKeyMax: 50,
  pageSizeDefault: 60,
  pageSizeMax: 100,
  pageMax: 10_000,
  countMax: MAX_FILTER_COUNT,
  /** Pesos per night: above any cabin's price, low enough to stay an exact number. */
  priceMax: 1_000_000,
} as const;

/** The orders of a search (ARCHITECTURE "Discovery"): 'recommended' is the catalogue's own. */
export const SEARCH_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_MESSAGES = {
  invalid: 'Los parámetros de búsqueda no son válidos',
  location: `El destino debe tener como máximo ${SEARCH_LIMITS.locationMax} caracteres`,
  guests: BOOKING_MESSAGES.guests,
  bedrooms: `Recámaras debe ser un número entero entre 0 y ${SEARCH_LIMITS.countMax}`,
  beds: `Camas debe ser un número entero entre 0 y ${SEARCH_LIMITS.countMax}`,
  bathrooms: `Baños debe ser un número entero entre 0 y ${SEARCH_LIMITS.countMax}`,
  amenities: 'Las amenidades deben enviarse como una lista JSON de claves, por ejemplo ["wifi"]',
  page: 'La página debe ser un número entero mayor o igual a 1',
  pageSize: `El tamaño de página debe ser un número entero entre 1 y ${SEARCH_LIMITS.pageSizeMax}`,
  minPrice: `El precio mínimo debe ser un número entre 0 y ${SEARCH_LIMITS.priceMax} pesos por noche`,
  maxPrice: `El precio máximo debe ser un número entre 0 y ${SEARCH_LIMITS.priceMax} pesos por noche`,
  priceRange: 'El precio mínimo no puede ser mayor que el precio máximo',
  sort: 'El orden debe ser recommended, price_asc, price_desc o rating',
  destination:
    'El destino debe ser la dirección de su página: minúsculas, números y guiones, por ejemplo valle-de-bravo',
  destinationAndLocation: 'Busca por destino (destination) o por texto (location), no por ambos',
} as const;

/** 'valle-de-bravo': a destination page's slug as `destination` takes it. */
export const DESTINATION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const count = (message: string) =>
  yup
    .number()
    .transform(scalarNumber)
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(SEARCH_LIMITS.countMax, message)
    .default(0);

const price = (message: string) =>
  yup
    .number()
    .transform(scalarNumber)
    .typeError(message)
    .min(0, message)
    .max(SEARCH_LIMITS.priceMax, message)
    .optional();

const INVALID = Symbol('invalid');

/** '["wifi","kitchen"]' → ['wifi', 'kitchen'] (duplicates dropped); anything else is refused. */
function parseAmenityList(_value: unknown, original: unknown): unknown {
  if (original === undefined || original === null || original === '') return [];
  if (typeof original !== 'string') return INVALID;
  let parsed: unknown;
  try {
    parsed = JSON.parse(original);
  } catch {
    return INVALID;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length > SEARCH_LIMITS.amenitiesMax ||
    !parsed.every(
      (key) =>
        typeof key === 'string' && key.length > 0 && key.length <= SEARCH_LIMITS.amenityKeyMax,
    )
  ) {
    return INVALID;
  }
  return [...new Set(parsed as string[])];
}

export const searchQuerySchema = yup.object({
  location: yup
    .string()
    .typeError(SEARCH_MESSAGES.location)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(SEARCH_LIMITS.locationMax, SEARCH_MESSAGES.location)
    .default(''),
  guests: guestsField().optional(),
  checkIn: yup.mixed(),
  checkOut: yup.mixed(),
  bedrooms: count(SEARCH_MESSAGES.bedrooms),
  beds: count(SEARCH_MESSAGES.beds),
  bathrooms: count(SEARCH_MESSAGES.bathrooms),
  amenities: yup
    .mixed<string[]>()
    .transform(parseAmenityList)
    .test('amenities', SEARCH_MESSAGES.amenities, (value) => Array.isArray(value))
    .default([]),
  page: yup
    .number()
    .transform(scalarNumber)
    .typeError(SEARCH_MESSAGES.page)
    .integer(SEARCH_MESSAGES.page)
    .min(1, SEARCH_MESSAGES.page)
    .max(SEARCH_LIMITS.pageMax, SEARCH_MESSAGES.page)
    .default(1),
  pageSize: yup
    .number()
    .transform(scalarNumber)
    .typeError(SEARCH_MESSAGES.pageSize)
    .integer(SEARCH_MESSAGES.pageSize)
    .min(1, SEARCH_MESSAGES.pageSize)
    .max(SEARCH_LIMITS.pageSizeMax, SEARCH_MESSAGES.pageSize)
    .default(SEARCH_LIMITS.pageSizeDefault),
  minPrice: price(SEARCH_MESSAGES.minPrice),
  maxPrice: price(SEARCH_MESSAGES.maxPrice).test(
    'range',
    SEARCH_MESSAGES.priceRange,
    function range(value) {
      const min = (this.parent as { minPrice?: number }).minPrice;
      return value == null || min == null || min <= value;
    },
  ),
  sort: yup
    .mixed<SearchSort>()
    .oneOf([...SEARCH_SORTS], SEARCH_MESSAGES.sort)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .default('recommended'),
});

export type SearchQueryInput = yup.InferType<typeof searchQuerySchema>;

export const CABIN_LIST_LIMITS = { limitMax: 500, offsetMax: 1_000_000 } as const;

export const CABIN_LIST_MESSAGES = {
  limit: `limit debe ser un número entero entre 1 y ${CABIN_LIST_LIMITS.limitMax}`,
  offset: 'offset debe ser un número entero mayor o igual a 0',
} as const;

/** GET /api/habitaciones?limit&offset (the whole catalogue up to limitMax by default). */
export const cabinListQuerySchema = yup.object({
  limit: yup
    .number()
    .transform(scalarNumber)
    .typeError(CABIN_LIST_MESSAGES.limit)
    .integer(CABIN_LIST_MESSAGES.limit)
    .min(1, CABIN_LIST_MESSAGES.limit)
    .max(CABIN_LIST_LIMITS.limitMax, CABIN_LIST_MESSAGES.limit)
    .default(CABIN_LIST_LIMITS.limitMax),
  offset: yup
    .number()
    .transform(scalarNumber)
    .typeError(CABIN_LIST_MESSAGES.offset)
    .integer(CABIN_LIST_MESSAGES.offset)
    .min(0, CABIN_LIST_MESSAGES.offset)
    .max(CABIN_LIST_LIMITS.offsetMax, CABIN_LIST_MESSAGES.offset)
    .default(0),
});
