import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BBOX_MESSAGE } from '../../src/shared/bbox.ts';
import type { Cabin, SearchResponse } from '../../src/shared/types.ts';
import { countRows, createCabin } from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

/** The map's area (`bbox=west,south,east,north`) narrows a search to the cabins inside it. */
describe.each(databases)('GET /api/cotizar/search with bbox on %s', (kind) => {
  let t: TestApp;

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cotizar/search?${query}` });
    return { res, body: res.json() as SearchResponse & { message?: string } };
  };
  const names = (cabins: Cabin[]) => cabins.map((c) => c.propertyDetails.name).sort();

  // Mazamitla (about 19.9, -103.0): two in town, one on its edge; Tapalpa (19.94, -103.76); Mérida.
  const MAZAMITLA = '-103.1,19.85,-102.95,20.0';

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    const db = t.database.db;
    await createCabin(db, { name: 'Centro', latitude: 19.915, longitude: -103.02, bedrooms: 3 });
    await createCabin(db, { name: 'Bosque', latitude: 19.93, longitude: -103.0, bedrooms: 1 });
    await createCabin(db, { name: 'Orilla', latitude: 20.0, longitude: -102.95 });
    await createCabin(db, {
      name: 'Tapalpa',
      population: 'Tapalpa',
      latitude: 19.944,
      longitude: -103.759,
    });
    await createCabin(db, {
      name: 'Casona',
      population: 'Mérida',
      state: 'Yucatán',
      latitude: 20.97,
      longitude: -89.62,
    });
  });
  afterAll(() => t.close());

  it('answers only the cabins inside the area, edges included, with their count', async () => {
    const { res, body } = await search(`location=&bbox=${MAZAMITLA}`);
    expect(res.statusCode).toBe(200);
    expect(names(body.habitaciones)).toEqual(['Bosque', 'Centro', 'Orilla']);
    expect(body.total).toBe(3);
    expect(body.totalUnfiltered).toBe(3);
  });

  it('moves with the area: a wider one takes in Tapalpa, another one only Mérida', async () => {
    const wide = await search('bbox=-104,19.5,-102.5,20.5');
    expect(names(wide.body.habitaciones)).toEqual(['Bosque', 'Centro', 'Orilla', 'Tapalpa']);
    expect(wide.body.total).toBe(4);
    const yucatan = await search('bbox=-90.5,20.5,-89,21.5');
    expect(names(yucatan.body.habitaciones)).toEqual(['Casona']);
    const sea = await search('bbox=-100,10,-99,11');
    expect(sea.body).toMatchObject({ total: 0, totalUnfiltered: 0, habitaciones: [] });
  });

  it('combines with the destination and the filters', async () => {
    const town = await search('location=tapalpa&bbox=-104,19.5,-102.5,20.5');
    expect(names(town.body.habitaciones)).toEqual(['Tapalpa']);
    const roomy = await search(`bedrooms=2&bbox=${MAZAMITLA}`);
    expect(roomy.body.total).toBe(2);
    expect(roomy.body.totalUnfiltered).toBe(3);
    expect(names(roomy.body.habitaciones)).toEqual(['Centro', 'Orilla']);
  });

  it('prices the cabins of the area for the stay, like any search', async () => {
    const { body } = await search(
      `guests=2&checkIn=2027-02-02&checkOut=2027-02-04&bbox=${MAZAMITLA}`,
    );
    expect(body.total).toBe(3);
    expect(body.habitaciones.every((c) => c.cotizacion?.nights === 2)).toBe(true);
  });

  it.each([
    'x',
    '1,2,3',
    '1,2,3,4,5',
    '-103,19,-104,20',
    '-103,20,-102,19',
    '-181,19,-102,20',
    '-103,-91,-102,20',
    '-103,19,-102,91',
    '-103,19,-102,20;DROP TABLE cabins',
    'NaN,19,-102,20',
    'Infinity,19,-102,20',
    '1e2,19,-102,20',
    ',,,',
    `${'1'.repeat(200)},1,2,3`,
  ])('refuses bbox=%s with a Spanish 400 and writes nothing', async (bbox) => {
    const before = await countRows(t.database.db);
    const { res, body } = await search(`location=any&bbox=${encodeURIComponent(bbox)}`);
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, message: BBOX_MESSAGE });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('refuses a repeated bbox', async () => {
    const { res } = await search('bbox=-104,19,-102,20&bbox=-104,19,-102,20');
    expect(res.statusCode).toBe(400);
  });
});
