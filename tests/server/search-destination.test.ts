import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '../../src/shared/validation/search.ts';
import type { SearchResponse } from '../../src/shared/types.ts';
import { createCabin, createCabins } from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

/**
 * `destination=<slug>`: a destination page's cabins (/destinos/:slug), that destination's exactly —
 * every one across pages, none of a destination whose name contains its words.
 */
describe.each(databases)('GET /api/cotizar/search with destination on %s', (kind) => {
  let t: TestApp;
  const SAN_JUAN = 130;
  const LAGOS = 120;

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cotizar/search?${query}` });
    return { res, body: res.json() as SearchResponse & { message?: string } };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    const db = t.database.db;
    // 'San Juan de los Lagos' contains 'San Juan' and sorts first in the catalogue (by name too).
    await createCabins(db, LAGOS, (i) => ({
      name: `A Lagos ${String(i).padStart(3, '0')}`,
      population: 'San Juan de los Lagos',
      state: 'Jalisco',
    }));
    await createCabins(db, SAN_JUAN, (i) => ({
      name: `B Juan ${String(i).padStart(3, '0')}`,
      population: 'San Juan',
      state: 'Jalisco',
    }));
    await createCabin(db, {
      name: 'San Juan del norte',
      population: 'San Juan',
      state: 'Coahuila',
    });
  });
  afterAll(() => t.close());

  it('lists every cabin of the destination across pages, none of another one', async () => {
    // A text search for the destination finds the longer name's cabins too, first.
    const text = await search('location=San%20Juan%2C%20Jalisco&page=1&pageSize=100');
    expect(text.body.habitaciones[0].location.population).toBe('San Juan de los Lagos');

    // 'san-juan' is Coahuila's ('san juan, coahuila' sorts first); Jalisco's adds its state.
    const names: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const { res, body } = await search(`destination=san-juan-jalisco&page=${page}&pageSize=100`);
      expect(res.statusCode).toBe(200);
      expect(body.total).toBe(SAN_JUAN);
      expect(body.totalUnfiltered).toBe(SAN_JUAN);
      for (const cabin of body.habitaciones) {
        expect(cabin.location).toMatchObject({ population: 'San Juan', state: 'Jalisco' });
        names.push(cabin.propertyDetails.name);
      }
    }
    expect(names).toHaveLength(SAN_JUAN);
    expect(new Set(names).size).toBe(SAN_JUAN);

    const lagos = await search('destination=san-juan-de-los-lagos&pageSize=100&page=2');
    expect(lagos.body.total).toBe(LAGOS);
    expect(lagos.body.habitaciones).toHaveLength(LAGOS - 100);
    const coahuila = await search('destination=san-juan');
    expect(coahuila.body.habitaciones.map((c) => c.propertyDetails.name)).toEqual([
      'San Juan del norte',
    ]);
  });

  it('takes the other filters and dates with it', async () => {
    const { body } = await search(
      'destination=san-juan-jalisco&checkIn=2027-01-11&checkOut=2027-01-13&guests=2&pageSize=5',
    );
    expect(body.total).toBe(SAN_JUAN);
    expect(body.habitaciones).toHaveLength(5);
    expect(body.habitaciones.every((c) => c.location.population === 'San Juan')).toBe(true);
  });

  it('answers no cabins for a slug that names no destination (nor an old address)', async () => {
    for (const slug of ['atlantida', 'san-juan-jalisco-mexico', 'san-juan-coahuila']) {
      const { res, body } = await search(`destination=${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(body.total, slug).toBe(0);
      expect(body.habitaciones, slug).toEqual([]);
    }
  });

  it('refuses a destination that is not a slug, or one with a location, changing nothing', async () => {
    for (const query of [
      'destination=San%20Juan',
      'destination=san_juan',
      'destination=-san-juan',
      'destination=san--juan',
      `destination=${'a'.repeat(201)}`,
      'destination=san-juan&destination=mazamitla',
    ]) {
      const { res, body } = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(body.message, query).toBe(SEARCH_MESSAGES.destination);
    }
    const both = await search('destination=san-juan&location=Mazamitla');
    expect(both.res.statusCode).toBe(400);
    expect(both.body.message).toBe(SEARCH_MESSAGES.destinationAndLocation);
  });
});
