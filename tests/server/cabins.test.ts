import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cabin, CabinReview } from '../../src/shared/types.ts';
import type { DestinationSummary } from '../../src/shared/destinations.ts';
import { createCabin, createReview, type CreatedCabin } from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

describe.each(databases)('cabin catalogue API on %s', (kind) => {
  let t: TestApp;
  let forest: CreatedCabin;
  let lake: CreatedCabin;
  let beach: CreatedCabin;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    const db = t.database.db;
    forest = await createCabin(db, {
      name: 'Cabaña El Pinar',
      population: 'Mazamitla',
      state: 'Jalisco',
      nightlyRateCents: 180_000,
      weekendRateCents: 220_000,
      photos: ['scenes/forest-1', 'scenes/forest-2', 'scenes/forest-3'],
      seasonalRates: [
        {
          name: 'Navidad',
          startDate: '2026-12-20',
          endDate: '2027-01-03',
          nightlyRateCents: 300_000,
        },
      ],
      reviews: [{ rating: 5 }, { rating: 4 }, { rating: 4 }],
    });
    lake = await createCabin(db, {
      name: 'Alfa del Lago',
      population: 'Mazamitla',
      state: 'Jalisco',
      nightlyRateCents: 120_050,
      photos: [],
    });
    beach = await createCabin(db, {
      name: 'Casa Mérida',
      population: 'Mérida',
      state: 'Yucatán',
      nightlyRateCents: 99_900,
      photos: ['scenes/colonial-1'],
    });
  });
  afterAll(() => t.close());

  it('lists every cabin in the Cabin wire shape, by destination then name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/habitaciones' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as { success: boolean; total: number; habitaciones: Cabin[] };
    expect(body.success).toBe(true);
    expect(body.total).toBe(3);
    expect(body.habitaciones.map((c) => c.propertyDetails.name)).toEqual([
      'Alfa del Lago',
      'Cabaña El Pinar',
      'Casa Mérida',
    ]);
    const pinar = body.habitaciones[1];
    expect(pinar).toEqual({
      _id: forest.id,
      propertyDetails: {
        name: 'Cabaña El Pinar',
        accomodationType: 'Cabaña',
        minOccupancy: 1,
        maxOccupancy: 4,
        bedrooms: 2,
        minNights: 1,
      },
      location: {
        population: 'Mazamitla',
        state: 'Jalisco',
        latitude: forest.latitude,
        longitude: forest.longitude,
        address: forest.address,
      },
      additionalInfo: { nBeds: 2, nRestrooms: 1, nBedrooms: 2 },
      accomodationDescription: forest.description,
      // 1 800 + 12 % commission = 2 016 a night.
      others: { basePrice2nights: 4032, baseCost: 1800, weekendPrice: 2200 },
      precioCalculado: { precioBaseFinal: 2016, comisionServicio: 216 },
      seasonalRates: [
        { name: 'Navidad', startDate: '2026-12-20', endDate: '2027-01-03', pricePerNight: 3000 },
      ],
      restrictions: [],
      images: ['scenes/forest-1', 'scenes/forest-2', 'scenes/forest-3'],
      // Each photo's stored alt text, in the same order (tests/server/factories.ts writes these).
      imageAlts: [1, 2, 3].map((n) => `Cabaña El Pinar, foto ${n}`),
      files: [],
      accommodationFeatures: expect.objectContaining({
        generalFeatures: expect.objectContaining({ wifi: true }),
        sport: {},
      }),
      rating: { average: 4.3, count: 3 },
      bookingMode: 'instant',
      cancellationPolicy: 'non_refundable',
      cleaningFee: 0,
      checkInTime: '15:00',
      checkOutTime: '12:00',
      houseRules: '',
    });
    expect(body.habitaciones[0].rating).toEqual({ average: null, count: 0 });
    expect(body.habitaciones[0].images).toEqual([]);
    // 1 200.50 + 144.06 commission.
    expect(body.habitaciones[0].precioCalculado).toEqual({
      precioBaseFinal: 1344.56,
      comisionServicio: 144.06,
    });
    expect(body.habitaciones[0].others.weekendPrice).toBeNull();
  });

  it('pages the list with limit and offset and refuses bad values in Spanish', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/habitaciones?limit=1&offset=1' });
    expect(page.json()).toMatchObject({ total: 3, habitaciones: [{ _id: forest.id }] });
    for (const query of ['limit=0', 'limit=501', 'limit=dos', 'offset=-1', 'offset=1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/habitaciones?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/número entero/);
    }
  });

  it('answers one cabin by id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${beach.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; data: Cabin };
    expect(body.success).toBe(true);
    expect(body.data._id).toBe(beach.id);
    expect(body.data.location).toMatchObject({ population: 'Mérida', state: 'Yucatán' });
    expect(body.data.precioCalculado).toEqual({
      precioBaseFinal: 1118.88,
      comisionServicio: 119.88,
    });
  });

  it.each([
    'no-existe',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(90),
    "1' or '1'='1",
    '%E2%80%AE',
  ])('answers an unknown or malformed id (%s) with CABIN_NOT_FOUND', async (id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/habitaciones/${encodeURIComponent(id)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      errorType: 'CABIN_NOT_FOUND',
      message: 'La cabaña no fue encontrada',
      error: 'La cabaña no fue encontrada',
    });
  });

  it('shows a cabin created after the catalogue was first read (cache invalidation)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/habitaciones' });
    const later = await createCabin(t.database.db, { name: 'Zeta Recién Llegada' });
    const res = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${later.id}` });
    expect(res.statusCode).toBe(200);
    await createReview(t.database.db, { cabinId: later.id, rating: 2 });
    const again = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${later.id}` });
    expect(again.json().data.rating).toEqual({ average: 2, count: 1 });
    await t.database.db.execute(
      // A rename through plain SQL, as an admin tool would do it.
      (await import('drizzle-orm'))
        .sql`update cabins set name = 'Zeta Renombrada' where id = ${later.id}`,
    );
    const renamed = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${later.id}` });
    expect(renamed.json().data.propertyDetails.name).toBe('Zeta Renombrada');
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`delete from cabins where id = ${later.id}`,
    );
    const gone = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${later.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('lists reviews newest first', async () => {
    const db = t.database.db;
    const cabin = await createCabin(db, { name: 'Reseñada' });
    await createReview(db, {
      cabinId: cabin.id,
      rating: 3,
      authorName: 'Luis',
      comment: 'Bien',
      createdAt: new Date('2026-10-01T12:00:00Z'),
    });
    await createReview(db, {
      cabinId: cabin.id,
      rating: 5,
      authorName: 'María',
      comment: '¡Excelente!',
      createdAt: new Date('2026-11-01T12:00:00Z'),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${cabin.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; data: CabinReview[] };
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        authorName: 'María',
        rating: 5,
        comment: '¡Excelente!',
        createdAt: '2026-11-01T12:00:00.000Z',
      },
      {
        id: expect.any(String),
        authorName: 'Luis',
        rating: 3,
        comment: 'Bien',
        createdAt: '2026-10-01T12:00:00.000Z',
      },
    ]);
    const none = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${lake.id}/reviews` });
    expect(none.json()).toEqual({ success: true, data: [] });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/habitaciones/nada/reviews' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorType).toBe('CABIN_NOT_FOUND');
  });

  it('summarises destinations: count, lowest listing price, a photo of the cheapest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/destinos' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; data: DestinationSummary[] };
    expect(body.success).toBe(true);
    const mazamitla = body.data.find((d) => d.population === 'Mazamitla')!;
    const merida = body.data.find((d) => d.population === 'Mérida')!;
    expect(body.data[0].population).toBe('Mazamitla');
    expect(mazamitla.count).toBeGreaterThanOrEqual(2);
    // The cheapest cabin there (Alfa del Lago) has no photo: the first photo found instead.
    expect(mazamitla.minPrice).toBe(1344.56);
    expect(typeof mazamitla.image).toBe('string');
    expect(merida).toEqual({
      population: 'Mérida',
      state: 'Yucatán',
      count: 1,
      minPrice: 1118.88,
      image: 'scenes/colonial-1',
    });
  });
});

describe.each(databases)('an empty catalogue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  it('answers empty lists, not errors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/habitaciones' })).json()).toEqual({
      success: true,
      total: 0,
      habitaciones: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/destinos' })).json()).toEqual({
      success: true,
      data: [],
    });
  });
});
