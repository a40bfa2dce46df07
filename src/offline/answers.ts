import { offlineDb, type OfflineStoreName, type StoredAnswer } from './db.ts';
import type { AnswerKind } from './keys.ts';

/** Reading and writing the stored API answers. The worker writes them; the app only clears. */

type AnswerStore = Exclude<OfflineStoreName, 'tiles'>;

const STORE_OF: Record<AnswerKind, AnswerStore> = {
  cabinList: 'cabinLists',
  cabin: 'cabins',
  search: 'searches',
  answer: 'answers',
  reservations: 'reservations',
};

/** Caps per store; the oldest records go first. Reservations are one record per guest. */
export const ANSWER_LIMITS: Record<Exclude<AnswerStore, 'reservations'>, number> = {
  cabinLists: 20,
  cabins: 500,
  searches: 100,
  answers: 300,
};

export async function storeAnswer<T>(
  kind: AnswerKind,
  key: string,
  url: string,
  body: T,
  storedAt = Date.now(),
): Promise<StoredAnswer<T>> {
  const db = await offlineDb();
  const store = STORE_OF[kind];
  const record: StoredAnswer<T> = { key, url, body, storedAt };
  await db.put(store, record);
  if (store !== 'reservations') await pruneOldest(store, ANSWER_LIMITS[store]);
  return record;
}

export async function readAnswer<T = unknown>(
  kind: AnswerKind,
  key: string,
): Promise<StoredAnswer<T> | undefined> {
  const db = await offlineDb();
  return (await db.get(STORE_OF[kind], key)) as StoredAnswer<T> | undefined;
}

async function pruneOldest(store: Exclude<AnswerStore, 'reservations'>, limit: number) {
  const db = await offlineDb();
  const tx = db.transaction(store, 'readwrite');
  let excess = (await tx.store.count()) - limit;
  if (excess > 0) {
    let cursor = await tx.store.index('by-storedAt').openCursor();
    while (cursor && excess > 0) {
      await cursor.delete();
      excess -= 1;
      cursor = await cursor.continue();
    }
  }
  await tx.done;
}

export function storeCabinAnswer<T>(id: string, url: string, body: T, storedAt?: number) {
  return storeAnswer('cabin', id, url, body, storedAt);
}

export function readCabinAnswer<T = unknown>(id: string) {
  return readAnswer<T>('cabin', id);
}

export function storeReservations<T>(clientId: string, url: string, body: T, storedAt?: number) {
  return storeAnswer('reservations', clientId, url, body, storedAt);
}

export function readReservations<T = unknown>(clientId: string) {
  return readAnswer<T>('reservations', clientId);
}

/**
 * Forgets what belongs to a signed-in guest (logout): their reservations, trips and calendar
 * files. Cabins, searches and
 * tiles are public and stay. With a client id only that guest's record goes.
 */
export async function clearGuestData(clientId?: string): Promise<void> {
  const db = await offlineDb();
  if (!clientId) {
    await db.clear('reservations');
    return;
  }
  const tx = db.transaction('reservations', 'readwrite');
  await Promise.all([
    tx.store.delete(clientId),
    // Their trips and calendar files (keys.ts reservationRecordKey).
    tx.store.delete(IDBKeyRange.bound(`${clientId}:`, `${clientId}:\uffff`)),
    tx.done,
  ]);
}

/** Record counts per store, for diagnostics and the e2e report. */
export async function offlineStoreCounts(): Promise<Record<OfflineStoreName, number>> {
  const db = await offlineDb();
  const names: OfflineStoreName[] = [
    'cabinLists',
    'cabins',
    'searches',
    'reservations',
    'answers',
    'tiles',
  ];
  const counts = await Promise.all(names.map((name) => db.count(name)));
  return Object.fromEntries(names.map((name, i) => [name, counts[i]])) as Record<
    OfflineStoreName,
    number
  >;
}
