import {
  deleteDB,
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';

/**
 * The one IndexedDB database of Refugio, shared by the app and the service worker.
 * Every record carries `storedAt` (ms since epoch) so the UI can say how old offline data is.
 */

export const OFFLINE_DB_NAME = 'refugio-offline';
export const OFFLINE_DB_VERSION = 2;

/** A JSON answer of the API as it passed through the service worker. */
export interface StoredAnswer<T = unknown> {
  /** The store's key: a normalised URL, a cabin id or a client id. */
  key: string;
  /** Path and query it was fetched from. */
  url: string;
  body: T;
  storedAt: number;
}

/** A map tile the guest actually looked at (never bulk-downloaded). */
export interface StoredTile {
  url: string;
  data: ArrayBuffer;
  type: string;
  size: number;
  storedAt: number;
  lastUsed: number;
  /** After this the tile is revalidated when online; offline it is still shown. */
  expiresAt: number;
}

export interface OfflineSchema extends DBSchema {
  /** GET /api/habitaciones, keyed by normalised URL. */
  cabinLists: { key: string; value: StoredAnswer; indexes: { 'by-storedAt': number } };
  /** GET /api/habitaciones/:id, keyed by cabin id. */
  cabins: { key: string; value: StoredAnswer; indexes: { 'by-storedAt': number } };
  /** GET /api/cotizar/search?…, keyed by normalised URL. */
  searches: { key: string; value: StoredAnswer; indexes: { 'by-storedAt': number } };
  /** GET /api/auth/my-reservations, keyed by the signed-in client's id. */
  reservations: { key: string; value: StoredAnswer };
  /** Other cacheable GETs (config, destinations, reviews, availability), keyed by normalised URL. (v2) */
  answers: { key: string; value: StoredAnswer; indexes: { 'by-storedAt': number } };
  /** Map tiles, keyed by absolute URL, evicted least-recently-used first. (v2) */
  tiles: { key: string; value: StoredTile; indexes: { 'by-lastUsed': number } };
}

export type OfflineStoreName = StoreNames<OfflineSchema>;
export type OfflineDb = IDBPDatabase<OfflineSchema>;
type UpgradeTx = IDBPTransaction<OfflineSchema, OfflineStoreName[], 'versionchange'>;

/**
 * Schema steps, one per version. A database at version n runs steps n+1…target in order, so a
 * guest who last opened an old build keeps every record.
 */
const MIGRATIONS: Record<number, (db: OfflineDb, tx: UpgradeTx) => void> = {
  1: (db) => {
    db.createObjectStore('cabinLists', { keyPath: 'key' });
    db.createObjectStore('cabins', { keyPath: 'key' });
    db.createObjectStore('searches', { keyPath: 'key' });
    db.createObjectStore('reservations', { keyPath: 'key' });
  },
  2: (db, tx) => {
    // v2 bounds the answer stores (pruned oldest-first) and adds tiles and the generic answers.
    tx.objectStore('cabinLists').createIndex('by-storedAt', 'storedAt');
    tx.objectStore('cabins').createIndex('by-storedAt', 'storedAt');
    tx.objectStore('searches').createIndex('by-storedAt', 'storedAt');
    const answers = db.createObjectStore('answers', { keyPath: 'key' });
    answers.createIndex('by-storedAt', 'storedAt');
    const tiles = db.createObjectStore('tiles', { keyPath: 'url' });
    tiles.createIndex('by-lastUsed', 'lastUsed');
  },
};

export function openOfflineDb(
  version = OFFLINE_DB_VERSION,
  callbacks: { onBlocking?: () => void; onTerminated?: () => void } = {},
): Promise<OfflineDb> {
  return openDB<OfflineSchema>(OFFLINE_DB_NAME, version, {
    upgrade(db, oldVersion, newVersion, tx) {
      const target = newVersion ?? version;
      for (let step = oldVersion + 1; step <= target; step += 1) MIGRATIONS[step]?.(db, tx);
    },
    blocking(_current, _blocked, event) {
      // A newer build (app or worker) wants to upgrade: let it.
      (event.target as IDBDatabase).close();
      callbacks.onBlocking?.();
    },
    terminated: callbacks.onTerminated,
  });
}

let shared: Promise<OfflineDb> | null = null;

/** The shared connection, reopened when a newer version or the browser closed it. */
export function offlineDb(): Promise<OfflineDb> {
  if (!shared) {
    const reset = () => {
      shared = null;
    };
    shared = openOfflineDb(OFFLINE_DB_VERSION, { onBlocking: reset, onTerminated: reset });
    shared.catch(reset);
  }
  return shared;
}

export async function closeOfflineDb(): Promise<void> {
  const pending = shared;
  shared = null;
  if (pending) (await pending.catch(() => null))?.close();
}

/** Drops the whole database (tests, and a "borrar datos" escape hatch). */
export async function deleteOfflineDb(): Promise<void> {
  await closeOfflineDb();
  await deleteDB(OFFLINE_DB_NAME);
}
