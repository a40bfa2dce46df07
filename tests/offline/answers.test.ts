import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANSWER_LIMITS,
  clearGuestData,
  readAnswer,
  readCabinAnswer,
  readReservations,
  storeAnswer,
  storeCabinAnswer,
  storeReservations,
} from '../../src/offline/answers.ts';
import { deleteOfflineDb, offlineDb } from '../../src/offline/db.ts';

const T0 = Date.parse('2026-11-22T18:00:00Z');

beforeEach(async () => {
  await deleteOfflineDb();
});

describe('stored answers', () => {
  it('keeps each kind of answer with the time it was stored', async () => {
    await storeAnswer(
      'cabinList',
      '/api/habitaciones',
      '/api/habitaciones',
      { habitaciones: [] },
      T0,
    );
    await storeCabinAnswer('c1', '/api/habitaciones/c1', { data: { _id: 'c1' } }, T0 + 1);
    await storeAnswer(
      'search',
      '/api/cotizar/search?guests=2',
      '/api/cotizar/search?guests=2',
      { total: 0 },
      T0 + 2,
    );
    await storeAnswer('answer', '/api/config', '/api/config', { tiles: { url: 'x' } }, T0 + 3);
    await storeReservations('client-1', '/api/auth/my-reservations', { reservations: [] }, T0 + 4);

    expect(await readAnswer('cabinList', '/api/habitaciones')).toMatchObject({
      body: { habitaciones: [] },
      storedAt: T0,
    });
    expect(await readCabinAnswer('c1')).toMatchObject({
      body: { data: { _id: 'c1' } },
      storedAt: T0 + 1,
    });
    expect(await readAnswer('search', '/api/cotizar/search?guests=2')).toMatchObject({
      storedAt: T0 + 2,
    });
    expect(await readAnswer('answer', '/api/config')).toMatchObject({ storedAt: T0 + 3 });
    expect(await readReservations('client-1')).toMatchObject({ storedAt: T0 + 4 });
    expect(await readAnswer('cabin', 'missing')).toBeUndefined();
  });

  it('a newer answer replaces the stored one', async () => {
    await storeCabinAnswer('c1', '/api/habitaciones/c1', { v: 1 }, T0);
    await storeCabinAnswer('c1', '/api/habitaciones/c1', { v: 2 }, T0 + 60_000);
    expect(await readCabinAnswer('c1')).toMatchObject({ body: { v: 2 }, storedAt: T0 + 60_000 });
  });

  it('bounds the searches, dropping the oldest first', async () => {
    const limit = ANSWER_LIMITS.searches;
    for (let i = 0; i < limit + 3; i += 1) {
      await storeAnswer('search', `/s?i=${i}`, `/s?i=${i}`, { i }, T0 + i);
    }
    const db = await offlineDb();
    expect(await db.count('searches')).toBe(limit);
    expect(await readAnswer('search', '/s?i=0')).toBeUndefined();
    expect(await readAnswer('search', '/s?i=2')).toBeUndefined();
    expect(await readAnswer('search', '/s?i=3')).toBeDefined();
  });
});

describe('reservations belong to one guest', () => {
  it('are stored and read per client id', async () => {
    await storeReservations('ana', '/api/auth/my-reservations', { reservations: ['a'] }, T0);
    await storeReservations('beto', '/api/auth/my-reservations', { reservations: ['b'] }, T0);
    expect((await readReservations('ana'))?.body).toEqual({ reservations: ['a'] });
    expect((await readReservations('beto'))?.body).toEqual({ reservations: ['b'] });
    expect(await readReservations('carla')).toBeUndefined();
  });

  it('logout clears them and keeps the public catalogue', async () => {
    await storeReservations('ana', '/api/auth/my-reservations', { reservations: ['a'] }, T0);
    await storeReservations('beto', '/api/auth/my-reservations', { reservations: ['b'] }, T0);
    await storeCabinAnswer('c1', '/api/habitaciones/c1', { _id: 'c1' }, T0);

    await storeAnswer('reservations', 'ana:trip:r1', '/api/auth/my-reservations/r1', {}, T0);
    await storeAnswer(
      'reservations',
      'ana:ics:r1',
      '/api/auth/my-reservations/r1/calendar.ics',
      'BEGIN:VCALENDAR',
      T0,
    );
    await storeAnswer('reservations', 'beto:trip:r2', '/api/auth/my-reservations/r2', {}, T0);

    await clearGuestData('ana');
    expect(await readReservations('ana')).toBeUndefined();
    expect(await readAnswer('reservations', 'ana:trip:r1')).toBeUndefined();
    expect(await readAnswer('reservations', 'ana:ics:r1')).toBeUndefined();
    expect(await readReservations('beto')).toBeDefined();
    expect(await readAnswer('reservations', 'beto:trip:r2')).toBeDefined();

    await clearGuestData();
    expect(await readReservations('beto')).toBeUndefined();
    expect(await readAnswer('reservations', 'beto:trip:r2')).toBeUndefined();
    expect(await readCabinAnswer('c1')).toBeDefined();
  });
});
