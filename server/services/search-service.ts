import { priceStayCents, toStayPricing } from '../../src/shared/pricing.ts';
import type { DestinationSummary } from '../../src/shared/destinations.ts';
import { searchQuerySchema, SEARCH_MESSAGES } from '../../src/shared/validation/search.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http-errors.ts';
import { parseWith } from '../validation.ts';
import { occupiedCabins } from './availability-service.ts';
import { BoundedMap, catalogueOf, entryJson, type CatalogueEntry } from './catalogue.ts';
import { stayRestrictions, validateStayDates } from './stay-service.ts';

/**
 * Search, cabin lists and destinations, answered from the in-memory catalogue (./catalogue.ts).
 * Answers are the parts of each cabin's pre-serialised UTF-8 JSON (the route joins them into a
 * reused buffer, ../http-answers.ts): at 60 cabins a page, serialising and encoding whole objects
 * on every request would cost more than the search itself.
 */

export interface SearchParams {
  location: string;
  guests: number | null;
  stay: { checkIn: string; checkOut: string; nights: number } | null;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  amenities: string[];
  page: number;
  pageSize: number;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

const parsedQueries = new BoundedMap<string, SearchParams>(2_000);

/**
 * parseSearchQuery for a request: the same query string on the same day gives the same params,
 * so valid ones are remembered (yup costs more than the search itself).
 */
export function parseSearchRequest(url: string, query: unknown, today: string): SearchParams {
  const at = url.indexOf('?');
  const key = `${today}${at < 0 ? '' : url.slice(at)}`;
  let params = parsedQueries.get(key);
  if (!params) {
    params = parseSearchQuery(query, today);
    parsedQueries.set(key, params);
  }
  return params;
}

/** The query of GET /api/cotizar/search → params, or a 400 with a Spanish message (and errorType for dates). */
export function parseSearchQuery(query: unknown, today: string): SearchParams {
  const q = parseWith(searchQuerySchema, query ?? {}, SEARCH_MESSAGES.invalid);
  let stay: SearchParams['stay'] = null;
  if (present(q.checkIn) || present(q.checkOut)) {
    const dates = validateStayDates(q.checkIn, q.checkOut, today);
    if (!dates.ok) throw badRequest(dates.message, { errorType: dates.errorType });
    stay = { checkIn: dates.checkIn, checkOut: dates.checkOut, nights: dates.nights };
  }
  return {
    location: q.location,
    guests: q.guests ?? null,
    stay,
    bedrooms: q.bedrooms,
    beds: q.beds,
    bathrooms: q.bathrooms,
    amenities: (q.amenities as string[] | undefined) ?? [],
    page: q.page,
    pageSize: q.pageSize,
  };
}

const passesFilters = (entry: CatalogueEntry, p: SearchParams): boolean =>
  entry.row.bedrooms >= p.bedrooms &&
  entry.row.beds >= p.beds &&
  entry.row.bathrooms >= p.bathrooms &&
  p.amenities.every((key) => entry.amenities.has(key));

/** The filters' part of a search, as a key for the snapshot's cache of filtered lists. */
const filterKey = (p: SearchParams) =>
  `${p.location}\u0000${p.bedrooms}|${p.beds}|${p.bathrooms}|${[...p.amenities].sort().join(',')}`;

/**
 * `ordered.slice(start, start + size)` where ordered = the entries that can host the stay, then the
 * others, each in catalogue order: without building `ordered` (10 000 entries on "any" location),
 * stopping as soon as the page is full.
 */
export function pageHostsFirst<T>(
  list: readonly T[],
  canHost: (entry: T) => boolean,
  start: number,
  size: number,
): T[] {
  const page: T[] = [];
  const end = start + size;
  let hosts = 0;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    if (!canHost(entry)) continue;
    if (hosts >= start) page.push(entry);
    hosts += 1;
    if (hosts >= end) return page;
  }
  // Fewer hosts than the page's end: the others follow, from their (start - hosts)th on.
  let skip = Math.max(0, start - hosts);
  for (let i = 0; i < list.length && page.length < size; i++) {
    const entry = list[i];
    if (canHost(entry)) continue;
    if (skip > 0) skip -= 1;
    else page.push(entry);
  }
  return page;
}

/**
 * Cabins of the destination that pass the filters. Those that cannot host the stay stay in the
 * answer, after the ones that can, with restrictions saying why. Taken nights come from the exact
 * occupancy cache (no query while nothing changed).
 */
export async function searchCabins(
  database: Database,
  p: SearchParams,
  now: Date,
): Promise<Buffer[]> {
  const occupancy = p.stay ? await occupiedCabins(database, p.stay, now) : null;
  const snapshot = await catalogueOf(database).get(occupancy?.version);
  const matched = snapshot.match(p.location);
  let filtered = matched;
  if (p.bedrooms || p.beds || p.bathrooms || p.amenities.length) {
    const key = filterKey(p);
    let cached = snapshot.filtered.get(key);
    if (!cached) {
      cached = matched.filter((entry) => passesFilters(entry, p));
      snapshot.filtered.set(key, cached);
    }
    filtered = cached;
  }

  const guests = p.guests;
  const nights = p.stay?.nights ?? null;
  const occupied = occupancy?.ids;
  const start = (p.page - 1) * p.pageSize;
  const page =
    guests !== null || p.stay
      ? pageHostsFirst(
          filtered,
          (entry) =>
            (guests === null ||
              (guests <= entry.row.maxOccupancy && guests >= entry.row.minOccupancy)) &&
            (nights === null || nights >= entry.row.minNights) &&
            !occupied?.has(entry.row.id),
          start,
          p.pageSize,
        )
      : filtered.slice(start, start + p.pageSize);

  const { stay } = p;
  const priced = stay ? snapshot.priced.of(`${stay.checkIn}|${stay.checkOut}`) : null;
  const parts: Buffer[] = [
    Buffer.from(
      `{"success":true,"total":${filtered.length},"totalUnfiltered":${matched.length},` +
        `"page":${p.page},"pageSize":${p.pageSize},"habitaciones":[`,
    ),
  ];
  page.forEach((entry, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(entry.head);
    const restrictions = stayRestrictions(entry.row, {
      guests,
      nights,
      occupied: occupied?.has(entry.row.id) ?? false,
    });
    parts.push(
      restrictions.length
        ? Buffer.from(`,"restrictions":${JSON.stringify(restrictions)}`)
        : NO_RESTRICTIONS,
    );
    if (stay && priced) {
      let pricing = priced[entry.index];
      if (pricing === undefined) {
        const quote = toStayPricing(priceStayCents(entry.rateCard, stay.checkIn, stay.checkOut));
        pricing = Buffer.from(`,"cotizacion":${JSON.stringify(quote)}`);
        priced[entry.index] = pricing;
        snapshot.priced.added();
      }
      parts.push(pricing);
    }
    parts.push(CLOSE_OBJECT);
  });
  parts.push(CLOSE_LIST);
  return parts;
}

const COMMA = Buffer.from(',');
const NO_RESTRICTIONS = Buffer.from(',"restrictions":[]');
const CLOSE_OBJECT = Buffer.from('}');
const CLOSE_LIST = Buffer.from(']}');

export const CABIN_LIST_MAX = 500;

/** GET /api/habitaciones: the catalogue in order (destination, then name), one page of it. */
export async function listCabinsJson(
  database: Database,
  page: { limit: number; offset: number },
): Promise<Buffer[]> {
  const { entries } = await catalogueOf(database).get();
  const parts: Buffer[] = [
    Buffer.from(`{"success":true,"total":${entries.length},"habitaciones":[`),
  ];
  entries.slice(page.offset, page.offset + page.limit).forEach((entry, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(...entryJson(entry));
  });
  parts.push(CLOSE_LIST);
  return parts;
}

const DATA_OPEN = Buffer.from('{"success":true,"data":');

/** GET /api/habitaciones/:id as JSON, or null when there is no such cabin. */
export async function cabinJson(database: Database, id: string): Promise<Buffer | null> {
  if (!id || id.length > 64) return null;
  const entry = (await catalogueOf(database).get()).byId.get(id);
  return entry ? Buffer.concat([DATA_OPEN, ...entryJson(entry), CLOSE_OBJECT]) : null;
}

export async function cabinExists(database: Database, id: string): Promise<boolean> {
  if (!id || id.length > 64) return false;
  return (await catalogueOf(database).get()).byId.has(id);
}

/** GET /api/destinos: most cabins first, with the lowest nightly price and a photo. */
export async function listDestinations(database: Database): Promise<DestinationSummary[]> {
  const { destinations } = await catalogueOf(database).get();
  return destinations.map(({ population, state, count, minPrice, image }) => ({
    population,
    state,
    count,
    minPrice,
    image,
  }));
}
