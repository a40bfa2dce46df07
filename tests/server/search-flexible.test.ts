import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEXIBLE_MESSAGES } from '../../src/shared/flexible-dates.ts';
import type { Cabin, SearchResponse } from '../../src/shared/types.ts';
import {
  countRows,
  createCabin,
  createHostBlock,
  createReservation,
  type CreatedCabin,
} from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

type Dated = Cabin & { fechas?: { checkIn: string; checkOut: string } };

/** Flexible dates (`flexible=weekend|week|month&months=…`): each cabin's first free stay, priced. */
describe.each(databases)('GET /api/cotizar/search with flexible dates on %s', (kind) => {
  let t: TestApp;
  let libre: CreatedCabin;
  let ocupada: CreatedCabin;
  let larga: CreatedCabin;
  let bloqueada: CreatedCabin;

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cotizar/search?${query}` });
    return {
      res,
      body: res.json() as Omit<SearchResponse, 'habitaciones'> & {
        habitaciones: Dated[];
        message?: string;
      },
    };
  };
  const find = (cabins: Dated[], id: string) => cabins.find((c) => c._id === id)!;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    const db = t.database.db;
    libre = await createCabin(db, { name: 'Libre', weekendRateCents: 180_000 });
    ocupada = await createCabin(db, { name: 'Ocupada' });
    larga = await createCabin(db, { name: 'Larga', minNights: 3 });
    bloqueada = await createCabin(db, { name: 'Bloqueada', population: 'Tapalpa' });
    // The first weekend of December is taken at Ocupada; Bloqueada is closed all December.
    await createReservation(db, {
      cabinId: ocupada.id,
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
    });
    await createHostBlock(db, {
      cabinId: bloqueada.id,
      checkIn: '2026-12-01',
      checkOut: '2027-01-01',
    });
  });
  afterAll(() => t.close());

  it('dates each cabin with its first free weekend of the month, priced as that exact stay', async () => {
    const { res, body } = await search('location=any&guests=2&flexible=weekend&months=2026-12');
    expect(res.statusCode).toBe(200);
    expect(body.total).toBe(4);
    expect(find(body.habitaciones, libre.id).fechas).toEqual({
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
    });
    expect(find(body.habitaciones, ocupada.id).fechas).toEqual({
      checkIn: '2026-12-11',
      checkOut: '2026-12-13',
    });
    // The price is the exact search's for the same nights (weekend rates included).
    const exact = await search('location=any&guests=2&checkIn=2026-12-04&checkOut=2026-12-06');
    const libreDated = find(body.habitaciones, libre.id);
    expect(libreDated.cotizacion).toEqual(find(exact.body.habitaciones, libre.id).cotizacion);
    expect(libreDated.cotizacion?.nights).toBe(2);
    expect(libreDated.restrictions).toEqual([]);
  });

  it('puts cabins with no free stay of that shape last, saying why', async () => {
    const { body } = await search('location=any&guests=2&flexible=weekend&months=2026-12');
    const names = body.habitaciones.map((c) => c.propertyDetails.name);
    expect(names.slice(2).sort()).toEqual(['Bloqueada', 'Larga']);
    for (const id of [larga.id, bloqueada.id]) {
      const cabin = find(body.habitaciones, id);
      expect(cabin.fechas).toBeUndefined();
      expect(cabin.cotizacion).toBeUndefined();
      expect(cabin.restrictions).toEqual([
        {
          type: 'NOT_AVAILABLE',
          message: 'Sin fechas libres de esa duración en los meses elegidos',
        },
      ]);
    }
  });

  it('finds a week where a weekend is too short, and looks into the next month chosen', async () => {
    const week = await search('location=any&flexible=week&months=2026-12');
    expect(find(week.body.habitaciones, larga.id).fechas).toEqual({
      checkIn: '2026-12-05',
      checkOut: '2026-12-12',
    });
    expect(find(week.body.habitaciones, larga.id).cotizacion?.nights).toBe(7);
    const two = await search('location=tapalpa&flexible=weekend&months=2026-12,2027-01');
    expect(two.body.habitaciones.map((c) => c.fechas)).toEqual([
      { checkIn: '2027-01-01', checkOut: '2027-01-03' },
    ]);
  });

  it('offers a month of 28 nights', async () => {
    const { body } = await search('location=any&flexible=month&months=2027-02');
    expect(find(body.habitaciones, libre.id).fechas).toEqual({
      checkIn: '2027-02-01',
      checkOut: '2027-03-01',
    });
  });

  it('sees a new booking at once', async () => {
    await createReservation(t.database.db, {
      cabinId: libre.id,
      checkIn: '2027-03-05',
      checkOut: '2027-03-07',
    });
    const { body } = await search('location=any&flexible=weekend&months=2027-03');
    expect(find(body.habitaciones, libre.id).fechas?.checkIn).toBe('2027-03-12');
  });

  it.each([
    ['flexible=weekend', FLEXIBLE_MESSAGES.incomplete],
    ['months=2026-12', FLEXIBLE_MESSAGES.incomplete],
    ['flexible=finde&months=2026-12', FLEXIBLE_MESSAGES.shape],
    ['flexible=weekend&months=2026-10', FLEXIBLE_MESSAGES.months],
    ['flexible=weekend&months=2026-13', FLEXIBLE_MESSAGES.months],
    ['flexible=weekend&months=2029-01', FLEXIBLE_MESSAGES.months],
    ['flexible=weekend&months=diciembre', FLEXIBLE_MESSAGES.months],
    ['flexible=weekend&months=2026-12&months=2027-01', FLEXIBLE_MESSAGES.months],
    [
      'flexible=weekend&months=2026-12&checkIn=2026-12-04&checkOut=2026-12-06',
      FLEXIBLE_MESSAGES.both,
    ],
  ])('refuses %s with a Spanish 400 and writes nothing', async (query, message) => {
    const before = await countRows(t.database.db);
    const { res, body } = await search(`location=any&${query}`);
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await countRows(t.database.db)).toEqual(before);
  });
});
