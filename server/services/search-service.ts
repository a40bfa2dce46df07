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
 * Answers are concatenated from each cabin's pre-serialised UTF-8 JSON: at 60 cabins a page,
 * serialising and encoding whole objects on every request would cost more than the search itself.
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

/**
 * Cabins of the destination that pass the filters. Those that cannot host the stay stay in the
 * answer, after the ones that can, with restrictions saying why; one query finds taken nights.
 */
export async function searchCabins(
  database: Database,
  p: SearchParams,
  now: Date,
): Promise<Buffer> {
  const occupancy = p.stay ? await occupiedCabins(database, p.stay, now) : null;
  const snapshot = await catalogueOf(database).get(occupancy?.version);
  const matched = snapshot.match(p.location);
  const filtered =
    p.bedrooms || p.beds || p.bathrooms || p.amenities.length
      ? matched.filter((entry) => passesFilters(entry, p))
      : matched;

  const guests = p.guests;
  const nights = p.stay?.nights ?? null;
  const occupied = occupancy?.ids;
  const canHost = (entry: CatalogueEntry) =>
    (guests === null || (guests <= entry.row.maxOccupancy && guests >= entry.row.minOccupancy)) &&
    (nights === null || nights >= entry.row.minNights) &&
    !occupied?.has(entry.row.id);

  let ordered = filtered;
  if (guests !== null || p.stay) {
    const hosts: CatalogueEntry[] = [];
    const others: CatalogueEntry[] = [];
    for (const entry of filtered) (canHost(entry) ? hosts : others).push(entry);
    if (others.length) ordered = hosts.concat(others);
  }

  const { stay } = p;
  const start = (p.page - 1) * p.pageSize;
  const parts: Buffer[] = [
    Buffer.from(
      `{"success":true,"total":${filtered.length},"totalUnfiltered":${matched.length},` +
        `"page":${p.page},"pageSize":${p.pageSize},"habitaciones":[`,
    ),
  ];
  ordered.slice(start, start + p.pageSize).forEach((entry, i) => {
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
    if (stay) {
      const key = `${entry.index}|${stay.checkIn}|${stay.checkOut}`;
      let pricing = snapshot.priced.get(key);
      if (pricing === undefined) {
        const quote = toStayPricing(priceStayCents(entry.rateCard, stay.checkIn, stay.checkOut));
        pricing = Buffer.from(`,"cotizacion":${JSON.stringify(quote)}`);
        snapshot.priced.set(key, pricing);
      }
      parts.push(pricing);
    }
    parts.push(CLOSE_OBJECT);
  });
  parts.push(CLOSE_LIST);
  return Buffer.concat(parts);
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
): Promise<Buffer> {
  const { entries } = await catalogueOf(database).get();
  const parts: Buffer[] = [
    Buffer.from(`{"success":true,"total":${entries.length},"habitaciones":[`),
  ];
  entries.slice(page.offset, page.offset + page.limit).forEach((entry, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(...entryJson(entry));
  });
  parts.push(CLOSE_LIST);
  return Buffer.concat(parts);
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
