import type { Database } from '../db/client.ts';
import { runPrepared, type PreparedQuery } from './prepared-statements.ts';

/**
 * The versions that statement-level triggers bump on every change (migrations 0004 and 0006):
 * catalogue_version (cabins, photos, seasonal rates, reviews) and availability_version
 * (reservations, host blocks). In-memory caches trust what they hold only while these stay put.
 *
 * On PostgreSQL other processes may write, so a request must read the versions after it arrived.
 * Reads are coalesced without losing that: while a read is in flight, the requests arriving meanwhile
 * share ONE next read, started when it ends (so its snapshot is taken after all of them arrived).
 * Under load that is one round trip per batch of requests instead of one per request, and every
 * answer still sees each write committed before its request came in.
 */

export interface ChangeVersions {
  catalogue: number;
  availability: number;
}

const VERSIONS: PreparedQuery = {
  name: 'refugio_change_versions',
  types: [],
  text: `select (select version from catalogue_version where id = 1)::float8 as catalogue,
    (select version from availability_version where id = 1)::float8 as availability`,
};

async function queryVersions(database: Database): Promise<ChangeVersions> {
  const [row] = await runPrepared<{ catalogue: number | null; availability: number | null }>(
    database,
    VERSIONS,
    [],
  );
  return { catalogue: Number(row?.catalogue ?? 0), availability: Number(row?.availability ?? 0) };
}

/**
 * Version reads in flight at once; callers past that wait for the next one (one for them all).
 * One, measured (docs/performance.md): a read costs the server ~30 µs of CPU in node-postgres, and
 * the server is CPU-bound long before the round trip matters; with two in flight, 10 connections
 * got ~20 % fewer answers per second and a higher p95.
 */
export const MAX_READS_IN_FLIGHT = 1;

class VersionReader {
  #inFlight = 0;
  /** Callers waiting for a read that starts after they arrived (when MAX_READS_IN_FLIGHT are out). */
  #waiting: Array<{
    resolve: (versions: ChangeVersions) => void;
    reject: (error: unknown) => void;
  }> = [];

  constructor(private readonly database: Database) {}

  read(): Promise<ChangeVersions> {
    // A read started now has its snapshot taken after this caller arrived. One already in flight
    // may not: callers never join those.
    if (this.#inFlight < MAX_READS_IN_FLIGHT) return this.#start();
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  #start(): Promise<ChangeVersions> {
    this.#inFlight += 1;
    const read = queryVersions(this.database);
    const settled = () => {
      this.#inFlight -= 1;
      if (!this.#waiting.length) return;
      const waiting = this.#waiting;
      this.#waiting = [];
      this.#start().then(
        (versions) => waiting.forEach((w) => w.resolve(versions)),
        (error: unknown) => waiting.forEach((w) => w.reject(error)),
      );
    };
    read.then(settled, settled);
    return read;
  }
}

const readers = new WeakMap<object, VersionReader>();

/**
 * catalogue_version and availability_version as of a moment after this call: every write committed
 * before it is counted. Coalesced with concurrent callers (see above).
 */
export function readChangeVersions(database: Database): Promise<ChangeVersions> {
  let reader = readers.get(database.db);
  if (!reader) {
    reader = new VersionReader(database);
    readers.set(database.db, reader);
  }
  return reader.read();
}
