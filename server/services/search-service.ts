import { BBOX_MESSAGE, parseBbox, type Bbox } from '../../src/shared/bbox.ts';
import {
  FLEXIBLE_MESSAGES,
  FLEXIBLE_SHAPES,
  flexibleStays,
  parseMonths,
  type FlexibleShape,
  type FlexibleStay,
} from '../../src/shared/flexible-dates.ts';
import { addDays } from '../../src/shared/dates.ts';
import { minNightsFor, priceStayCents, toStayPricing } from '../../src/shared/pricing.ts';
import type { DestinationSummary } from '../../src/shared/destinations.ts';
import {
  DESTINATION_SLUG_PATTERN,
  searchQuerySchema,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type SearchSort,
} from '../../src/shared/validation/search.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http-errors.ts';
import { parseWith } from '../validation.ts';
import { objectKey } from '../http-cache/encoded-answers.ts';
import { occupiedCabins, type Occupancy } from './availability-service.ts';
import { BoundedMap } from './bounded-caches.ts';
import {
  carriedFrom,
  carriedValue,
  catalogueOf,
  entryJson,
  type CatalogueEntry,
  type CatalogueSnapshot,
} from './catalogue.ts';
import { narrowAndOrder, priceHistogram } from './search-price.ts';
import { MAX_DAYS_AHEAD, stayRestrictions, validateStayDates } from './stay-service.ts';

/**
 * Search, cabin lists and destinations, answered from the in-memory catalogue (./catalogue.ts).
 * Answers are the parts of each cabin's pre-serialised UTF-8 JSON: at 60 cabins a page, serialising
 * and encoding whole objects on every request would cost more than the search itself. Each comes
 * with a key naming everything it depends on, so the route can serve it already encoded (br, gzip
 * or identity) from ../http-cache/encoded-answers.ts and build it only on a miss.
 */

export interface SearchParams {
  location: string;
  /**
   * A destination page's slug (`destination`, /destinos/:slug): only that destination's cabins,
   * matched exactly (no words of a longer name), instead of `location`; null when not asked.
   */
  destination: string | null;
  guests: number | null;
  stay: { checkIn: string; checkOut: string; nights: number } | null;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  amenities: string[];
  page: number;
  pageSize: number;
  /** Only the cabins inside the map's area (`bbox`), or null. */
  bbox: Bbox | null;
  /** Flexible dates instead of `stay`: the shape, the months and their stays (earliest first). */
  flexible: { shape: FlexibleShape; months: string[]; stays: FlexibleStay[] } | null;
  /** Pesos per night, inclusive (./search-price.ts); null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
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
  const destination = readDestination(query);
  if (destination !== null && q.location) {
    throw badRequest(SEARCH_MESSAGES.destinationAndLocation, {
      fields: { destination: SEARCH_MESSAGES.destinationAndLocation },
    });
  }
  return {
    location: q.location,
    destination,
    guests: q.guests ?? null,
    stay,
    bedrooms: q.bedrooms,
    beds: q.beds,
    bathrooms: q.bathrooms,
    amenities: (q.amenities as string[] | undefined) ?? [],
    page: q.page,
    pageSize: q.pageSize,
    bbox: readBbox(query),
    flexible: readFlexible(query, today, stay !== null),
    minPrice: q.minPrice ?? null,
    maxPrice: q.maxPrice ?? null,
    sort: q.sort,
  };
}

/** `flexible` and `months` of a search query (instead of checkIn/checkOut), or null. */
function readFlexible(query: unknown, today: string, exact: boolean): SearchParams['flexible'] {
  const q = (query ?? {}) as Record<string, unknown>;
  const shape = q.flexible;
  const months = q.months;
  if ((shape === undefined || shape === '') && (months === undefined || months === '')) return null;
  const fail = (message: string, field: string) =>
    badRequest(message, { fields: { [field]: message } });
  if (exact) throw fail(FLEXIBLE_MESSAGES.both, 'flexible');
  if (!FLEXIBLE_SHAPES.includes(shape as FlexibleShape)) {
    throw fail(
      shape === undefined || shape === '' ? FLEXIBLE_MESSAGES.incomplete : FLEXIBLE_MESSAGES.shape,
      'flexible',
    );
  }
  if (months === undefined || months === '') throw fail(FLEXIBLE_MESSAGES.incomplete, 'months');
  const parsed = parseMonths(months, today, addDays(today, MAX_DAYS_AHEAD));
  if (!parsed) throw fail(FLEXIBLE_MESSAGES.months, 'months');
  // The stays must fit the booking window, as an exact stay would.
  const stays = flexibleStays(shape as FlexibleShape, parsed, today).filter(
    (stay) => validateStayDates(stay.checkIn, stay.checkOut, today).ok,
  );
  return { shape: shape as FlexibleShape, months: parsed, stays };
}

/** The optional `destination` of a search query (a page's slug), read apart as `bbox` is. */
function readDestination(query: unknown): string | null {
  const raw = (query as Record<string, unknown> | null)?.destination;
  if (raw === undefined || raw === '') return null;
  if (
    typeof raw !== 'string' ||
    raw.length > SEARCH_LIMITS.destinationMax ||
    !DESTINATION_SLUG_PATTERN.test(raw)
  ) {
    throw badRequest(SEARCH_MESSAGES.destination, {
      fields: { destination: SEARCH_MESSAGES.destination },
    });
  }
  return raw;
}

/** No cabin: the list of a `destination` slug that names none. */
const NO_ENTRIES: CatalogueEntry[] = [];

/**
 * The entries a search looks in, in catalogue order: its destination's (by slug, exactly) or those
 * of the destinations its location text matches. The same array for the same input and snapshot
 * (answers and caches are keyed by it).
 */
export function locatedEntries(snapshot: CatalogueSnapshot, p: SearchParams): CatalogueEntry[] {
  if (p.destination === null) return snapshot.match(p.location);
  return snapshot.destinations.find((d) => d.slug === p.destination)?.entries ?? NO_ENTRIES;
}

/** The optional `bbox` of a search query (read apart: the shared schema drops unknown fields). */
function readBbox(query: unknown): Bbox | null {
  const raw = (query as Record<string, unknown> | null)?.bbox;
  if (raw === undefined || raw === '') return null;
  const bbox = parseBbox(raw);
  if (!bbox) throw badRequest(BBOX_MESSAGE, { fields: { bbox: BBOX_MESSAGE } });
  return bbox;
}

const bboxKey = (b: Bbox) => `${b.west},${b.south},${b.east},${b.north}`;

/** Each catalogue entry's point by entry index, packed: a scan of 10 000 reads no cabin object. */
const coordinates = new WeakMap<CatalogueSnapshot, { lat: Float64Array; lng: Float64Array }>();

function coordinatesOf(snapshot: CatalogueSnapshot) {
  let packed = coordinates.get(snapshot);
  if (!packed) {
    // An in-place patch copies the previous snapshot's arrays and sets its changed cabins only.
    const carried = carriedFrom(snapshot, (earlier) => coordinates.get(earlier));
    if (carried) {
      const lat = carried.value.lat.slice();
      const lng = carried.value.lng.slice();
      for (const index of carried.changed) {
        lat[index] = snapshot.entries[index].row.latitude;
        lng[index] = snapshot.entries[index].row.longitude;
      }
      packed = { lat, lng };
    } else {
      const lat = new Float64Array(snapshot.entries.length);
      const lng = new Float64Array(snapshot.entries.length);
      for (const entry of snapshot.entries) {
        lat[entry.index] = entry.row.latitude;
        lng[entry.index] = entry.row.longitude;
      }
      packed = { lat, lng };
    }
    coordinates.set(snapshot, packed);
  }
  return packed;
}

/** Lists narrowed to an area, by snapshot, list and area: a map left still asks again and again. */
const areaLists = new BoundedMap<string, CatalogueEntry[]>(100);

/** The entries of a list (of the snapshot) whose point lies inside the area, in the list's order. */
export function entriesInBbox(
  snapshot: CatalogueSnapshot,
  list: CatalogueEntry[],
  bbox: Bbox,
): CatalogueEntry[] {
  const key = `${objectKey(snapshot)}|${objectKey(list)}|${bboxKey(bbox)}`;
  const cached = areaLists.get(key);
  if (cached) return cached;
  const { lat, lng } = coordinatesOf(snapshot);
  const { west, south, east, north } = bbox;
  const inside = (i: number) =>
    lat[i] >= south && lat[i] <= north && lng[i] >= west && lng[i] <= east;
  let found: CatalogueEntry[];
  if (list === snapshot.entries) {
    found = [];
    for (let i = 0; i < list.length; i++) if (inside(i)) found.push(list[i]);
  } else {
    found = list.filter((entry) => inside(entry.index));
  }
  areaLists.set(key, found);
  return found;
}

export const passesFilters = (entry: CatalogueEntry, p: SearchParams): boolean =>
  entry.row.bedrooms >= p.bedrooms &&
  entry.row.beds >= p.beds &&
  entry.row.bathrooms >= p.bathrooms &&
  p.amenities.every((key) => entry.amenities.has(key));

/** The filters' part of a search, as a key for the snapshot's cache of filtered lists. */
const filterKey = (p: SearchParams) =>
  `${p.destination ?? ''}\u0000${p.location}\u0000${p.bedrooms}|${p.beds}|${p.bathrooms}|${[...p.amenities].sort().join(',')}`;

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

/** A search whose inputs are resolved: a key naming everything its answer depends on, and the answer. */
export interface ResolvedSearch {
  /**
   * Equal keys mean byte-identical answers: the key names the catalogue snapshot, the destination's
   * list and the set of taken cabins it is built from (objects the catalogue and occupancy caches
   * hand out only while they are current for this request; see ../http-cache/encoded-answers.ts) plus every
   * parameter that shapes the page.
   */
  key: string;
  /** The answer as parts of UTF-8 JSON, in order. */
  build(): Buffer[];
}

/**
 * Cabins of the destination that pass the filters. Those that cannot host the stay stay in the
 * answer, after the ones that can, with restrictions saying why. Taken nights come from the exact
 * occupancy cache (no query while nothing changed).
 */
export async function resolveSearch(
  database: Database,
  p: SearchParams,
  now: Date,
  today: string,
): Promise<ResolvedSearch> {
  const occupancy = p.stay ? await occupiedCabins(database, p.stay, now) : null;
  const snapshot = await catalogueOf(database).get(occupancy?.version);
  const located = locatedEntries(snapshot, p);
  const matched = p.bbox ? entriesInBbox(snapshot, located, p.bbox) : located;
  const filtering = p.bedrooms || p.beds || p.bathrooms || p.amenities.length > 0;
  const { stay } = p;
  const key =
    `search|${objectKey(snapshot)}|${objectKey(located)}|${p.bbox ? bboxKey(p.bbox) : '-'}|` +
    `${occupancy ? objectKey(occupancy.ids) : '-'}|` +
    `${filtering ? `${p.bedrooms}|${p.beds}|${p.bathrooms}|${[...p.amenities].sort().join(',')}` : '-'}|` +
    `${p.guests ?? '-'}|${stay ? `${stay.checkIn}|${stay.checkOut}` : '-'}|` +
    `${p.page}|${p.pageSize}|${today}|${p.minPrice ?? ''}|${p.maxPrice ?? ''}|${p.sort}`;
  return {
    key,
    build: () => searchPage(snapshot, matched, occupancy, p),
  };
}

function searchPage(
  snapshot: CatalogueSnapshot,
  matched: CatalogueEntry[],
  occupancy: Occupancy | null,
  p: SearchParams,
): Buffer[] {
  let filtered = matched;
  if (p.bbox) {
    // Areas are endless: a list narrowed to one is not worth caching.
    if (p.bedrooms || p.beds || p.bathrooms || p.amenities.length)
      filtered = matched.filter((entry) => passesFilters(entry, p));
  } else if (p.bedrooms || p.beds || p.bathrooms || p.amenities.length) {
    const key = filterKey(p);
    let cached = snapshot.filtered.get(key);
    if (!cached) {
      cached = matched.filter((entry) => passesFilters(entry, p));
      snapshot.filtered.set(key, cached);
    }
    filtered = cached;
  }
  const listKey = `${objectKey(matched)}\u0000${filterKey(p)}`;
  const histogram = priceHistogram(snapshot, filtered, listKey, p.stay);
  filtered = narrowAndOrder(snapshot, filtered, listKey, p.stay, p, p.sort);

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
            (nights === null ||
              nights >= minNightsFor(entry.rateCard, entry.row.minNights, p.stay!.checkIn)) &&
            !occupied?.has(entry.row.id),
          start,
          p.pageSize,
        )
      : filtered.slice(start, start + p.pageSize);

  const { stay } = p;
  const stayKey = stay ? `${stay.checkIn}|${stay.checkOut}` : '';
  const priced = stay ? snapshot.priced.of(stayKey) : null;
  const parts: Buffer[] = [
    Buffer.from(
      `{"success":true,"total":${filtered.length},"totalUnfiltered":${matched.length},` +
        `"page":${p.page},"pageSize":${p.pageSize},` +
        `"priceHistogram":${JSON.stringify(histogram)},"habitaciones":[`,
    ),
  ];
  page.forEach((entry, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(entry.head);
    const restrictions = stayRestrictions(entry.row, {
      guests,
      nights,
      occupied: occupied?.has(entry.row.id) ?? false,
      minNights: stay ? minNightsFor(entry.rateCard, entry.row.minNights, stay.checkIn) : undefined,
    });
    parts.push(
      restrictions.length
        ? Buffer.from(`,"restrictions":${JSON.stringify(restrictions)}`)
        : NO_RESTRICTIONS,
    );
    if (stay && priced) {
      let pricing = priced[entry.index];
      if (pricing === undefined) {
        // An unchanged cabin's quote from the snapshot this one patched in place, else priced.
        pricing =
          carriedValue(
            snapshot,
            entry.index,
            (earlier) => earlier.priced.peek(stayKey)?.[entry.index],
          ) ?? pricedStay(entry, stay);
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

/** `,"cotizacion":…` of an entry for a stay, as UTF-8. */
function pricedStay(entry: CatalogueEntry, stay: { checkIn: string; checkOut: string }): Buffer {
  const quote = toStayPricing(priceStayCents(entry.rateCard, stay.checkIn, stay.checkOut));
  return Buffer.from(`,"cotizacion":${JSON.stringify(quote)}`);
}

const COMMA = Buffer.from(',');
const NO_RESTRICTIONS = Buffer.from(',"restrictions":[]');
const CLOSE_OBJECT = Buffer.from('}');
const CLOSE_LIST = Buffer.from(']}');

export const CABIN_LIST_MAX = 500;

/** A list or cabin answer whose catalogue snapshot is known: its cache key and its parts. */
export interface ResolvedAnswer {
  key: string;
  build(): Buffer[];
}

/** GET /api/habitaciones: the catalogue in order (destination, then name), one page of it. */
export async function resolveCabinList(
  database: Database,
  page: { limit: number; offset: number },
): Promise<ResolvedAnswer> {
  const snapshot = await catalogueOf(database).get();
  return {
    key: `list|${objectKey(snapshot)}|${page.limit}|${page.offset}`,
    build: () => {
      const { entries } = snapshot;
      const parts: Buffer[] = [
        Buffer.from(`{"success":true,"total":${entries.length},"habitaciones":[`),
      ];
      entries.slice(page.offset, page.offset + page.limit).forEach((entry, i) => {
        if (i > 0) parts.push(COMMA);
        parts.push(...entryJson(entry));
      });
      parts.push(CLOSE_LIST);
      return parts;
    },
  };
}

const DATA_OPEN = Buffer.from('{"success":true,"data":');

/** GET /api/habitaciones/:id, or null when there is no such cabin. */
export async function resolveCabin(database: Database, id: string): Promise<ResolvedAnswer | null> {
  if (!id || id.length > 64) return null;
  const snapshot = await catalogueOf(database).get();
  const entry = snapshot.byId.get(id);
  if (!entry) return null;
  return {
    // The entry belongs to the snapshot: its index names it within it.
    key: `cabin|${objectKey(snapshot)}|${entry.index}`,
    build: () => [DATA_OPEN, ...entryJson(entry), CLOSE_OBJECT],
  };
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
