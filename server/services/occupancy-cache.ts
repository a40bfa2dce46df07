import type { PgliteThread } from '../db/pglite-client.ts';
import type { Database } from '../db/client.ts';
import { BoundedMap } from './bounded-caches.ts';
import { readChangeVersions } from './change-versions.ts';
import { runPrepared, type PreparedQuery } from './prepared-statements.ts';

/**
 * Which cabins have a night of [checkIn, checkOut) taken (pending holds still in time, active stays,
 * host blocks), remembered per range of dates, because every search and quote with dates asks it and
 * the answer changes only when reservations or host blocks do, or when a hold runs out.
 *
 * Exact, not "fresh enough":
 * - Writes: triggers bump availability_version and notify 'refugio_availability' on every statement
 *   that changes reservations or host_blocks (migration 0006). The embedded PGlite belongs to this
 *   process and delivers the notification before the writing statement returns, so a generation
 *   counter says when an answer is old. On PostgreSQL other processes may write: every read first
 *   reads the version (readChangeVersions, coalesced) and an answer counts only if it was read at
 *   that same version.
 * - Time: an expired hold frees its nights without any write (holdStillCounts). An answer remembers
 *   the instant its holds were compared with and when the first hold it counted runs out; it serves
 *   only requests whose `now` falls between the two.
 */

export interface Occupancy {
  /** Cabins with at least one night of the range taken. Shared: never modify it. */
  ids: ReadonlySet<string>;
  /**
   * catalogue_version known to be current for this request (PostgreSQL), so the catalogue needs no
   * query of its own; undefined when the catalogue tracks changes itself (PGlite).
   */
  version: number | undefined;
}

interface Taken {
  /** The generation (PGlite) or availability_version (PostgreSQL) the answer was read at. */
  tag: number;
  ids: ReadonlySet<string>;
  /** catalogue_version read by the same statement. */
  catalogueVersion: number;
  /** The instant (ms) pending holds were compared with. */
  since: number;
  /** The first instant (ms) at which a hold counted here no longer counts; Infinity when none. */
  until: number;
}

// One JSON value, not one row per cabin: on PGlite each row returned costs more than finding it.
// A cabin may appear twice (a stay and a block); the Set below collapses it. The overlap is written
// with daterange && so the exclusion constraints' GiST indexes serve it.
const OCCUPIED: PreparedQuery = {
  name: 'refugio_occupied_range',
  types: ['date', 'date', 'timestamptz'],
  text: `
  select (select version from catalogue_version where id = 1)::float8 as version,
    (select version from availability_version where id = 1)::float8 as availability,
    (select json_agg(o.cabin_id) from (
      select r.cabin_id from reservations r
      where r.status in ('pending', 'pending_host', 'active')
        and daterange(r.check_in, r.check_out, '[)') && daterange($1::date, $2::date, '[)')
        and (r.status in ('active', 'pending_host') or r.hold_expires_at is null or r.hold_expires_at > $3::timestamptz)
      union all
      select b.cabin_id from host_blocks b
      where daterange(b.check_in, b.check_out, '[)') && daterange($1::date, $2::date, '[)')
    ) as o) as cabin_ids,
    (select extract(epoch from min(r.hold_expires_at)) * 1000 from reservations r
      where r.status = 'pending' and r.hold_expires_at > $3::timestamptz
        and daterange(r.check_in, r.check_out, '[)') && daterange($1::date, $2::date, '[)')
    )::float8 as hold_expires_ms`,
};

interface OccupiedRow {
  version: number | null;
  availability: number | null;
  cabin_ids: string[] | string | null;
  hold_expires_ms: number | null;
}

/** Ranges of dates remembered (each a Set of the cabins taken then). */
const RANGES_LIMIT = 256;

/** Usable for a request at `at`: holds were compared no later than `at` and none has run out since. */
const usableAt = (taken: Taken, at: number) => taken.since <= at && at < taken.until;

export class OccupancyCache {
  #mode: 'notify' | 'version';
  #generation = 0;
  #listening: Promise<void> | null = null;
  #ranges = new BoundedMap<string, Taken>(RANGES_LIMIT);
  /** Reads in flight, so a burst of requests for new dates costs one query. */
  #loading = new Map<string, { generation: number; promise: Promise<Taken> }>();

  constructor(private readonly database: Database) {
    this.#mode = database.kind === 'pglite' ? 'notify' : 'version';
  }

  async get(range: { checkIn: string; checkOut: string }, now: Date): Promise<Occupancy> {
    const key = `${range.checkIn}|${range.checkOut}`;
    const at = now.getTime();
    if (this.#mode === 'notify') {
      this.#listening ??= this.#listen();
      await this.#listening;
    }
    if (this.#mode === 'notify') {
      const generation = this.#generation;
      const known = this.#ranges.get(key);
      if (known && known.tag === generation && usableAt(known, at)) {
        return { ids: known.ids, version: undefined };
      }
      // A read that began in this generation saw every write so far (none came since).
      const loading = this.#loading.get(key);
      if (loading && loading.generation === generation) {
        const taken = await loading.promise.catch(() => null);
        if (taken && usableAt(taken, at)) return { ids: taken.ids, version: undefined };
      }
      const taken = await this.#load(key, range, now);
      return { ids: taken.ids, version: undefined };
    }

    const versions = await readChangeVersions(this.database);
    // An answer counts if it was read at least at the version this request read: versions only
    // grow, and a version seen means every write counted before it is seen too.
    const known = this.#ranges.get(key);
    if (known && known.tag >= versions.availability && usableAt(known, at)) {
      return { ids: known.ids, version: Math.max(versions.catalogue, known.catalogueVersion) };
    }
    // The same for a read in flight (it may have begun before this request arrived).
    const loading = this.#loading.get(key);
    if (loading) {
      const taken = await loading.promise.catch(() => null);
      if (taken && taken.tag >= versions.availability && usableAt(taken, at)) {
        return { ids: taken.ids, version: Math.max(versions.catalogue, taken.catalogueVersion) };
      }
    }
    const taken = await this.#load(key, range, now);
    return { ids: taken.ids, version: Math.max(versions.catalogue, taken.catalogueVersion) };
  }

  #load(key: string, range: { checkIn: string; checkOut: string }, now: Date): Promise<Taken> {
    const generation = this.#generation;
    const promise = this.#read(range, now, generation).then((taken) => {
      this.#remember(key, taken, generation);
      return taken;
    });
    const entry = { generation, promise };
    this.#loading.set(key, entry);
    const forget = () => {
      if (this.#loading.get(key) === entry) this.#loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  async #read(
    range: { checkIn: string; checkOut: string },
    now: Date,
    generation: number,
  ): Promise<Taken> {
    const [row] = await runPrepared<OccupiedRow>(this.database, OCCUPIED, [
      range.checkIn,
      range.checkOut,
      now.toISOString(),
    ]);
    const ids = row?.cabin_ids ?? [];
    const holdEnds = row?.hold_expires_ms;
    return {
      tag: this.#mode === 'notify' ? generation : Number(row?.availability ?? 0),
      ids: new Set(typeof ids === 'string' ? (JSON.parse(ids) as string[]) : ids),
      catalogueVersion: Number(row?.version ?? 0),
      since: now.getTime(),
      // Rounded down: a float of epoch milliseconds must never reach past the real instant.
      until: holdEnds == null ? Infinity : Math.floor(Number(holdEnds)),
    };
  }

  #remember(key: string, taken: Taken, generation: number): void {
    // PGlite: a write since the read began makes it old (its tag would never match again anyway).
    if (this.#mode === 'notify' && generation !== this.#generation) return;
    const known = this.#ranges.get(key);
    if (
      !known ||
      known.tag < taken.tag ||
      (known.tag === taken.tag && known.since <= taken.since)
    ) {
      this.#ranges.set(key, taken);
    }
  }

  async #listen(): Promise<void> {
    const client = (this.database.db as unknown as { $client?: PgliteThread }).$client;
    try {
      if (!client || typeof client.listen !== 'function') throw new Error('no listen');
      await client.listen('refugio_availability', () => {
        this.#generation += 1;
        this.#ranges.clear();
      });
    } catch {
      this.#mode = 'version';
    }
  }
}

const caches = new WeakMap<object, OccupancyCache>();

/** The occupancy cache of a database (one per open database, created on first use). */
export function occupancyOf(database: Database): OccupancyCache {
  let cache = caches.get(database.db);
  if (!cache) {
    cache = new OccupancyCache(database);
    caches.set(database.db, cache);
  }
  return cache;
}
