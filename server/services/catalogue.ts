import type { PgliteThread } from '../db/pglite-client.ts';
import {
  destinationKey,
  destinationLabel,
  destinationSlugs,
  filterDestinations,
  sortDestinations,
} from '../../src/shared/destination-summary.ts';
import type { DestinationSummary } from '../../src/shared/destinations.ts';
import type { RateCard, StayPricingCents } from '../../src/shared/pricing.ts';
import { ANY_LOCATION } from '../../src/shared/search-filters.ts';
import type { Cabin } from '../../src/shared/types.ts';
import type { Database } from '../db/client.ts';
import {
  amenitiesOf,
  loadCatalogueRows,
  loadCatalogueRowsOf,
  rateCardOf,
  readCatalogueChanges,
  toWireCabin,
} from './cabins-repository.ts';
import { BoundedMap, StayCache } from './bounded-caches.ts';
import { readChangeVersions } from './change-versions.ts';
import type { CabinRow } from './stay-service.ts';

/**
 * The cabin catalogue (cabins, photos, seasonal rates, review ratings) kept in memory, because
 * search must answer in a few milliseconds over 10 000 cabins. Availability is cached apart, with
 * its own exact invalidation (./occupancy-cache.ts).
 *
 * Freshness: triggers bump catalogue_version and notify 'refugio_catalogue' on every change
 * (migration 0004). The embedded PGlite belongs to this process alone and delivers the notification
 * before the writing statement returns, so a generation counter is exact. On PostgreSQL other
 * processes may write, so every read compares the cached version with the database's, read after
 * the request arrived (./change-versions.ts, coalesced across concurrent requests; callers that
 * read it already pass it in).
 *
 * Reloads are incremental: the same triggers record which cabins each version step changed
 * (catalogue_changes, migration 0019), so a reload reads the log since the snapshot's version and
 * the rows of those cabins only, in two statements (the log's read fixes the new version; rows read
 * after it are as new or newer, never older), and patches the snapshot (patchSnapshot). The whole
 * catalogue is read again only when the log cannot say (trimmed, a bulk statement, a TRUNCATE) or
 * too many cabins changed. docs/decisions/175-incremental-catalogue.md.
 */

export interface CatalogueEntry {
  /** Position in the catalogue order (destination, then name). */
  index: number;
  row: CabinRow;
  rateCard: RateCard;
  cabin: Cabin;
  /**
   * The cabin's JSON as UTF-8, without `restrictions` and the closing brace: answers append their
   * own. Buffers, because encoding 60 cabins of text on every answer costs more than the search.
   */
  head: Buffer;
  amenities: ReadonlySet<string>;
  listingPrice: number;
  /** Its destination's label and key, one object per destination (shared, computed once). */
  place: Place;
}

interface Place {
  label: string;
  key: string;
}

export interface DestinationGroup extends DestinationSummary {
  key: string;
  /** Its page's slug, /destinos/:slug: unique in the catalogue (destinationSlugs). */
  slug: string;
  entries: CatalogueEntry[];
}

export interface CatalogueSnapshot {
  /** What `Catalogue.get` compares: the notification count (PGlite) or `version` (PostgreSQL). */
  token: number;
  /** catalogue_version this snapshot holds every change up to (the change log reads from here). */
  version: number;
  entries: CatalogueEntry[];
  byId: EntryLookup;
  destinations: DestinationGroup[];
  /** Entries of the destinations a location text matches, in catalogue order. */
  match(location: string): CatalogueEntry[];
  /** `,"cotizacion":…` as UTF-8, by dates and entry index: rate cards change only with a new snapshot. */
  priced: StayCache<Buffer>;
  /** priceStayCents by entry index and dates (quotes): rate cards change only with a new snapshot. */
  stayPrices: BoundedMap<string, StayPricingCents>;
  /** match(location) narrowed by a search's bedroom, bed, bathroom and amenity filters, by filters. */
  filtered: BoundedMap<string, CatalogueEntry[]>;
  /**
   * Set when this snapshot is an in-place patch of another (same entries in the same order, the
   * cabins at `changed` replaced): per-cabin caches carry the other's values over (carriedFrom,
   * carriedValue). Weak: a snapshot no request holds any more is not kept for its caches.
   */
  origin?: PatchOrigin;
}

export interface PatchOrigin {
  previous: WeakRef<CatalogueSnapshot>;
  /** Entry indexes whose cabin changed (the same index names the same cabin in both). */
  changed: ReadonlySet<number>;
}

/** How many in-place patches back a cache is looked for (10 edits a second: 0.8 s of them). */
const CARRY_DEPTH = 8;

/**
 * The nearest earlier snapshot (in-place patches back, still in memory) for which `find` has a
 * value, with every entry index changed since: a per-cabin cache copies the value and redoes only
 * those indexes. Null when there is none (then the cache starts empty, as after a whole load).
 */
export function carriedFrom<T>(
  snapshot: CatalogueSnapshot,
  find: (earlier: CatalogueSnapshot) => T | undefined,
): { value: T; from: CatalogueSnapshot; changed: ReadonlySet<number> } | null {
  let changed: Set<number> | null = null;
  let at = snapshot;
  for (let step = 0; step < CARRY_DEPTH && at.origin; step++) {
    const { previous, changed: now } = at.origin;
    if (now.size) {
      changed ??= new Set();
      for (const index of now) changed.add(index);
    }
    const earlier = previous.deref();
    if (!earlier) return null;
    const value = find(earlier);
    if (value !== undefined) return { value, from: earlier, changed: changed ?? NO_CHANGES };
    at = earlier;
  }
  return null;
}

/**
 * A per-cabin cached value of the entry at `index` from an earlier snapshot (in-place patches
 * back), when that cabin did not change since; undefined otherwise.
 */
export function carriedValue<T>(
  snapshot: CatalogueSnapshot,
  index: number,
  find: (earlier: CatalogueSnapshot) => T | undefined,
): T | undefined {
  let at = snapshot;
  for (let step = 0; step < CARRY_DEPTH && at.origin; step++) {
    if (at.origin.changed.has(index)) return undefined;
    const earlier = at.origin.previous.deref();
    if (!earlier) return undefined;
    const value = find(earlier);
    if (value !== undefined) return value;
    at = earlier;
  }
  return undefined;
}

const NO_CHANGES: ReadonlySet<number> = new Set();

/**
 * Entries by cabin id: positions by id, read in the snapshot's own entries. A patch whose cabins
 * keep their places shares the positions with the previous snapshot (no copy of 10 000 keys).
 */
export class EntryLookup {
  constructor(
    readonly positions: ReadonlyMap<string, number>,
    private readonly entries: readonly CatalogueEntry[],
  ) {}
  get(id: string): CatalogueEntry | undefined {
    const index = this.positions.get(id);
    return index === undefined ? undefined : this.entries[index];
  }
  has(id: string): boolean {
    return this.positions.has(id);
  }
}

const MATCH_CACHE_LIMIT = 500;
const PLACES_LIMIT = 10_000;
const PRICED_CACHE_LIMIT = 100_000;
const FILTERED_CACHE_LIMIT = 200;
const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });

/** The full JSON of an entry with empty restrictions (the GET answers). */
const NO_RESTRICTIONS = Buffer.from(',"restrictions":[]}');

/** The full JSON of an entry with empty restrictions (the GET answers), as parts to concatenate. */
export const entryJson = (entry: CatalogueEntry): Buffer[] => [entry.head, NO_RESTRICTIONS];

type Rows = Awaited<ReturnType<typeof loadCatalogueRows>>['rows'];

/** Places by population and state: entries share them, and sorting compares them once. */
const places = new BoundedMap<string, Place>(PLACES_LIMIT);

function placeOf(row: { population: string; state: string }): Place {
  const id = `${row.population}\u0000${row.state}`;
  let place = places.get(id);
  if (!place) {
    place = { label: destinationLabel(row), key: destinationKey(row) };
    places.set(id, place);
  }
  return place;
}

function toEntry(catalogueRow: Rows[number]): CatalogueEntry {
  const { restrictions: _omit, ...wire } = toWireCabin(catalogueRow);
  const cabin = { ...wire, restrictions: [] } as Cabin;
  return {
    index: 0,
    row: catalogueRow.row,
    rateCard: rateCardOf(catalogueRow.row, catalogueRow.seasons),
    cabin,
    head: Buffer.from(JSON.stringify(wire).slice(0, -1)),
    amenities: amenitiesOf(catalogueRow.row),
    listingPrice: cabin.precioCalculado.precioBaseFinal,
    place: placeOf(catalogueRow.row),
  };
}

/** The catalogue order: destination, then name, then id. */
const compareEntries = (a: CatalogueEntry, b: CatalogueEntry): number =>
  (a.place === b.place ? 0 : collator.compare(a.place.label, b.place.label)) ||
  collator.compare(a.row.name, b.row.name) ||
  (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);

function buildSnapshot(rows: Rows, token: number, version: number): CatalogueSnapshot {
  const entries = rows.map(toEntry);
  entries.sort(compareEntries);
  entries.forEach((entry, index) => (entry.index = index));
  return assemble(entries, token, version);
}

/**
 * `snapshot` with the cabins of `changedIds` replaced by `rows` (those still published; the others
 * leave). Unchanged cabins keep their entry (row, cabin, encoded head: no copies), or a shallow
 * copy of it when its position moved: an older snapshot still answering requests keeps its indexes.
 */
export function patchSnapshot(
  snapshot: CatalogueSnapshot,
  changedIds: ReadonlySet<string>,
  rows: Rows,
  token: number,
  version: number,
): CatalogueSnapshot {
  const fresh = rows.map(toEntry).sort(compareEntries);
  const inPlace = patchInPlace(snapshot, changedIds, fresh, token, version);
  if (inPlace) return inPlace;
  const kept = changedIds.size
    ? snapshot.entries.filter((entry) => !changedIds.has(entry.row.id))
    : snapshot.entries;
  // Where each new entry goes among the kept ones (binary search: a few comparisons each).
  const at = fresh.map((entry) => {
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareEntries(kept[middle], entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  });
  const entries: CatalogueEntry[] = [];
  let next = 0;
  const put = (entry: CatalogueEntry, isNew: boolean) => {
    const index = entries.length;
    if (isNew) entry.index = index;
    entries.push(isNew || entry.index === index ? entry : { ...entry, index });
  };
  for (let k = 0; k <= kept.length; k++) {
    while (next < fresh.length && at[next] === k) put(fresh[next++], true);
    if (k < kept.length) put(kept[k], false);
  }
  return assemble(entries, token, version);
}

/** The indexes, destination groups and (empty) caches of entries already in catalogue order. */
function assemble(entries: CatalogueEntry[], token: number, version: number): CatalogueSnapshot {
  const groups = new Map<string, DestinationGroup>();
  const positions = new Map<string, number>();
  for (const entry of entries) {
    positions.set(entry.row.id, entry.index);
    const { key } = entry.place;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        slug: '',
        population: entry.row.population,
        state: entry.row.state,
        count: 0,
        minPrice: entry.listingPrice,
        image: null,
        entries: [],
      };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  for (const group of groups.values()) summarize(group);
  return finish(entries, positions, sortDestinations([...groups.values()]), token, version);
}

/** A group's count, lowest listing price and image, from its entries. */
function summarize(group: DestinationGroup): void {
  group.count = group.entries.length;
  let minPrice = Infinity;
  for (const entry of group.entries) minPrice = Math.min(minPrice, entry.listingPrice);
  group.minPrice = minPrice;
  // The cheapest cabin's first photo, else the first photo of any cabin there.
  const cheapest = group.entries.find(
    (e) => e.listingPrice === group.minPrice && e.cabin.images.length,
  );
  group.image =
    (cheapest ?? group.entries.find((e) => e.cabin.images.length))?.cabin.images[0] ?? null;
}

/**
 * The patch of cabins that keep their place in the order (a price, photos, seasons, a review, a
 * rename that moves nothing): the previous arrays copied with the new entries at the same indexes
 * and only their destination groups rebuilt. Null when a cabin arrives, leaves or moves.
 */
function patchInPlace(
  snapshot: CatalogueSnapshot,
  changedIds: ReadonlySet<string>,
  fresh: CatalogueEntry[],
  token: number,
  version: number,
): CatalogueSnapshot | null {
  if (fresh.length !== changedIds.size) return null;
  const entries = snapshot.entries.slice();
  for (const entry of fresh) {
    const before = snapshot.byId.get(entry.row.id);
    if (
      !before ||
      before.row.population !== entry.row.population ||
      before.row.state !== entry.row.state
    ) {
      return null;
    }
    entry.index = before.index;
    entries[before.index] = entry;
  }
  // In order around every changed position (neighbours changed too included): then in order.
  for (const { index } of fresh) {
    if (index > 0 && compareEntries(entries[index - 1], entries[index]) >= 0) return null;
    if (index + 1 < entries.length && compareEntries(entries[index], entries[index + 1]) >= 0) {
      return null;
    }
  }
  const groups = new Map(snapshot.destinations.map((group) => [group.key, group]));
  const copied = new Set<DestinationGroup>();
  for (const entry of fresh) {
    const { index } = entry;
    let group = groups.get(entry.place.key)!;
    if (!copied.has(group)) {
      group = { ...group, entries: group.entries.slice() };
      groups.set(group.key, group);
      copied.add(group);
    }
    // Group entries are in catalogue order: find its position by index.
    let low = 0;
    let high = group.entries.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (group.entries[middle].index < index) low = middle + 1;
      else high = middle;
    }
    group.entries[low] = entry;
  }
  for (const group of copied) summarize(group);
  return finish(
    entries,
    snapshot.byId.positions,
    sortDestinations([...groups.values()]),
    token,
    version,
    { previous: new WeakRef(snapshot), changed: new Set(fresh.map((entry) => entry.index)) },
  );
}

/**
 * A snapshot of entries in order, with their lookups, and empty caches (an in-place patch names its
 * `origin`: per-cabin caches then fill from the previous snapshot's).
 */
function finish(
  entries: CatalogueEntry[],
  positions: ReadonlyMap<string, number>,
  destinations: DestinationGroup[],
  token: number,
  version: number,
  origin?: PatchOrigin,
): CatalogueSnapshot {
  // Slugs depend on the set of destination names only: a patch that moves no cabin keeps them.
  destinationSlugs(destinations).forEach((slug, i) => (destinations[i].slug = slug));
  const matchCache = new BoundedMap<string, CatalogueEntry[]>(MATCH_CACHE_LIMIT);
  const match = (location: string): CatalogueEntry[] => {
    const text = location.trim();
    if (!text || text.toLowerCase() === ANY_LOCATION) return entries;
    const cached = matchCache.get(text);
    if (cached) return cached;
    const found = filterDestinations(destinations, text);
    const result =
      found.length === 1
        ? found[0].entries
        : found.flatMap((group) => group.entries).sort((a, b) => a.index - b.index);
    matchCache.set(text, result);
    return result;
  };

  return {
    token,
    version,
    entries,
    byId: new EntryLookup(positions, entries),
    destinations,
    match,
    priced: new StayCache(PRICED_CACHE_LIMIT),
    filtered: new BoundedMap(FILTERED_CACHE_LIMIT),
    stayPrices: new BoundedMap(PRICED_CACHE_LIMIT),
    ...(origin && { origin }),
  };
}

export class Catalogue {
  #snapshot: CatalogueSnapshot | null = null;
  #loading: Promise<CatalogueSnapshot> | null = null;
  #generation = 0;
  #mode: 'notify' | 'version';
  #listening: Promise<void> | null = null;
  #fullLoads = 0;
  #patches = 0;

  constructor(private readonly database: Database) {
    this.#mode = database.kind === 'pglite' ? 'notify' : 'version';
  }

  /** True when `get` needs no query of its own (embedded database). */
  get selfInvalidating(): boolean {
    return this.#mode === 'notify';
  }

  /**
   * The current catalogue. `knownVersion`: catalogue_version as the caller's own query just read it
   * (PostgreSQL), which spares a round trip.
   */
  async get(knownVersion?: number): Promise<CatalogueSnapshot> {
    const token = await this.#currentToken(knownVersion);
    for (let attempt = 0; ; attempt++) {
      const snapshot = this.#snapshot;
      if (snapshot && snapshot.token >= token) return snapshot;
      this.#loading ??= this.#load().finally(() => {
        this.#loading = null;
      });
      const loaded = await this.#loading;
      // A load that began before the change we must see is stale: load again (rarely twice).
      if (loaded.token >= token || attempt >= 3) return loaded;
    }
  }

  async #currentToken(knownVersion?: number): Promise<number> {
    if (this.#mode === 'notify') {
      this.#listening ??= this.#listen();
      await this.#listening;
      if (this.#mode === 'notify') return this.#generation;
    }
    return knownVersion ?? (await readChangeVersions(this.database)).catalogue;
  }

  async #listen(): Promise<void> {
    const client = (this.database.db as unknown as { $client?: PgliteThread }).$client;
    try {
      if (!client || typeof client.listen !== 'function') throw new Error('no listen');
      await client.listen('refugio_catalogue', () => {
        this.#generation += 1;
      });
    } catch {
      this.#mode = 'version';
    }
  }

  async #load(): Promise<CatalogueSnapshot> {
    const generation = this.#generation;
    const current = this.#snapshot;
    const snapshot =
      (current && (await this.#patched(current, generation))) ?? (await this.#full(generation));
    if (!this.#snapshot || snapshot.token >= this.#snapshot.token) this.#snapshot = snapshot;
    return snapshot;
  }

  async #full(generation: number): Promise<CatalogueSnapshot> {
    const { version, rows } = await loadCatalogueRows(this.database);
    this.#fullLoads += 1;
    return buildSnapshot(rows, this.#mode === 'notify' ? generation : version, version);
  }

  /**
   * `current` with only the cabins changed since its version reloaded (migration 0019's log), or
   * null when the log cannot say what changed (then the whole catalogue is reloaded).
   */
  async #patched(
    current: CatalogueSnapshot,
    generation: number,
  ): Promise<CatalogueSnapshot | null> {
    const limit = Math.max(PATCH_MIN_LIMIT, Math.ceil(current.entries.length * PATCH_SHARE));
    const { version, cabinIds } = await readCatalogueChanges(this.database, current.version, limit);
    if (!cabinIds) return null;
    const token = this.#mode === 'notify' ? generation : version;
    this.#patches += 1;
    // Statements that changed no row bump the version too: same entries, same caches (those kept
    // by snapshot elsewhere carry over through the origin).
    if (!cabinIds.length) {
      return {
        ...current,
        token,
        version,
        origin: { previous: new WeakRef(current), changed: NO_CHANGES },
      };
    }
    const rows = await loadCatalogueRowsOf(this.database, cabinIds);
    return patchSnapshot(current, new Set(cabinIds), rows, token, version);
  }

  /** How many reloads were whole and how many patched (tests, the bench's report). */
  get reloads(): { full: number; patched: number } {
    return { full: this.#fullLoads, patched: this.#patches };
  }
}

/**
 * A reload patches the snapshot when at most this many cabins changed (or this share of the
 * catalogue, if larger); past that one statement over the whole catalogue is cheaper.
 */
const PATCH_MIN_LIMIT = 200;
const PATCH_SHARE = 0.05;

const catalogues = new WeakMap<object, Catalogue>();

/** The catalogue of a database (one per open database, created on first use). */
export function catalogueOf(database: Database): Catalogue {
  let catalogue = catalogues.get(database.db);
  if (!catalogue) {
    catalogue = new Catalogue(database);
    catalogues.set(database.db, catalogue);
  }
  return catalogue;
}
