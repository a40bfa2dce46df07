import { beforeEach, describe, expect, it } from 'vitest';
import {
  OFFLINE_DB_NAME,
  OFFLINE_DB_VERSION,
  deleteOfflineDb,
  offlineDb,
  openOfflineDb,
} from '../../src/offline/db.ts';
import { readCabinAnswer } from '../../src/offline/answers.ts';

beforeEach(async () => {
  await deleteOfflineDb();
});

describe('offline database schema', () => {
  it('creates every store at the current version', async () => {
    const db = await offlineDb();
    expect(db.name).toBe(OFFLINE_DB_NAME);
    expect(db.version).toBe(OFFLINE_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(
      ['answers', 'cabinLists', 'cabins', 'reservations', 'searches', 'tiles'].sort(),
    );
    expect([...db.transaction('tiles').store.indexNames]).toEqual(['by-lastUsed']);
  });

  it('upgrades a version 1 database to version 2 and keeps its records', async () => {
    const v1 = await openOfflineDb(1);
    expect([...v1.objectStoreNames].sort()).toEqual(
      ['cabinLists', 'cabins', 'reservations', 'searches'].sort(),
    );
    const storedAt = Date.parse('2026-11-20T10:00:00Z');
    await v1.put('cabins', {
      key: 'c1',
      url: '/api/habitaciones/c1',
      body: { _id: 'c1' },
      storedAt,
    });
    await v1.put('reservations', {
      key: 'client-1',
      url: '/api/auth/my-reservations',
      body: [],
      storedAt,
    });
    v1.close();

    const v2 = await offlineDb();
    expect(v2.version).toBe(2);
    expect(v2.objectStoreNames.contains('tiles')).toBe(true);
    expect(v2.objectStoreNames.contains('answers')).toBe(true);
    expect(await readCabinAnswer('c1')).toEqual({
      key: 'c1',
      url: '/api/habitaciones/c1',
      body: { _id: 'c1' },
      storedAt,
    });
    // The index added by v2 covers the records written under v1.
    expect(await v2.countFromIndex('cabins', 'by-storedAt', storedAt)).toBe(1);
    expect(await v2.count('reservations')).toBe(1);
  });

  it('a connection from an older build steps aside when a newer one upgrades', async () => {
    const old = await openOfflineDb(1);
    const upgraded = await openOfflineDb(2);
    expect(upgraded.version).toBe(2);
    await expect(old.get('cabins', 'x')).rejects.toThrow();
    upgraded.close();
  });
});
