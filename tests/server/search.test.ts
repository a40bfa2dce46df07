import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cabin, SearchResponse } from '../../src/shared/types.ts';
import {
  countRows,
  createCabin,
  createHostBlock,
  createReservation,
  type CreatedCabin,
} from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

describe.each(databases)('GET /api/cotizar/search on %s', (kind) => {
  let t: TestApp;
  let pinar: CreatedCabin; // Mazamitla, 2–4 guests, weekend + Christmas rates
  let roble: CreatedCabin; // Mazamitla, min 3 nights, up to 8, 4 bedrooms, jacuzzi
  let mini: CreatedCabin; // Mazamitla, 1–2 guests
  let grupo: CreatedCabin; // Mazamitla, 6–12 guests
  let merida: CreatedCabin;
  let valle: CreatedCabin;
  let playa: CreatedCabin;

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cotizar/search?${query}` });
    return { res, body: res.json() as SearchResponse };
  };
  const names = (cabins: Cabin[]) => cabins.map((c) => c.propertyDetails.name);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    const db = t.database.db;
    pinar = await createCabin(db, {
      name: 'El Pinar',
      minOccupancy: 2,
      maxOccupancy: 4,
      nightlyRateCents: 150_000,
      weekendRateCents: 180_000,
      seasonalRates: [
        {
          name: 'Navidad',
          startDate: '2026-12-20',
          endDate: '2027-01-03',
          nightlyRateCents: 250_000,
        },
      ],
    });
    roble = await createCabin(db, {
      name: 'El Roble',
      maxOccupancy: 8,
      minNights: 3,
      bedrooms: 4,
      beds: 5,
      bathrooms: 3,
      features: { generalFeatures: { jacuzzi: true, privatePool: true } },
    });
    mini = await createCabin(db, {
      name: 'La Casita',
      maxOccupancy: 2,
      bedrooms: 1,
      beds: 1,
      features: { generalFeatures: { wifi: false } },
    });
    grupo = await createCabin(db, {
      name: 'Gran Grupo',
      minOccupancy: 6,
      maxOccupancy: 12,
      bedrooms: 6,
      beds: 8,
      bathrooms: 4,
    });
    merida = await createCabin(db, {
      name: 'Casona Yucateca',
      population: 'Mérida',
      state: 'Yucatán',
    });
    valle = await createCabin(db, {
      name: 'Refugio del Lago',
      population: 'Valle de Bravo',
      state: 'Estado de México',
    });
    playa = await createCabin(db, {
      name: 'Casa Zicatela',
      population: 'Puerto Escondido',
      state: 'Oaxaca',
    });
  });
  afterAll(() => t.close());

  it('answers every cabin for an empty or "any" location, in catalogue order', async () => {
    for (const query of ['', 'location=', 'location=any', 'location=ANY', 'location=%20']) {
      const { res, body } = await search(query);
      expect(res.statusCode, query).toBe(200);
      expect(body).toMatchObject({
        success: true,
        total: 7,
        totalUnfiltered: 7,
        page: 1,
        pageSize: 60,
      });
      expect(body.habitaciones).toHaveLength(7);
    }
    const { body } = await search('location=any');
    expect(names(body.habitaciones)).toEqual([
      'El Pinar',
      'El Roble',
      'Gran Grupo',
      'La Casita',
      'Casona Yucateca',
      'Casa Zicatela',
      'Refugio del Lago',
    ]);
    expect(body.habitaciones.every((c) => c.restrictions.length === 0)).toBe(true);
    expect(body.habitaciones[0].cotizacion).toBeUndefined();
  });

  it.each([
    ['merida', 'Casona Yucateca'],
    ['MÉRIDA', 'Casona Yucateca'],
    ['Mérida, Yucatán', 'Casona Yucateca'],
    ['yucatan', 'Casona Yucateca'],
    ['ESTADO DE MEXICO', 'Refugio del Lago'],
    ['valle de bravo', 'Refugio del Lago'],
    ['Valle de Bravo, Estado de México', 'Refugio del Lago'],
    ['oaxaca', 'Casa Zicatela'],
  ])('matches %s without caring about accents or case', async (location, name) => {
    const { body } = await search(`location=${encodeURIComponent(location)}`);
    expect(names(body.habitaciones)).toEqual([name]);
    expect(body.total).toBe(1);
  });

  it('matches a destination by its town or state', async () => {
    const { body } = await search('location=mazamitla');
    expect(body.total).toBe(4);
    const { body: jalisco } = await search('location=Jalisco');
    expect(jalisco.total).toBe(4);
  });

  it.each([
    "'; DROP TABLE cabins; --",
    "' OR 1=1 --",
    'Mazamitla%',
    '_',
    '\\',
    '"><script>alert(1)</script>',
  ])('treats %s as text: no match, no error, nothing written', async (location) => {
    const before = await countRows(t.database.db);
    const { res, body } = await search(`location=${encodeURIComponent(location)}`);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, total: 0, totalUnfiltered: 0, habitaciones: [] });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('keeps cabins that cannot host the guests, after those that can, saying why', async () => {
    const { body } = await search('location=mazamitla&guests=3');
    expect(body.total).toBe(4);
    expect(names(body.habitaciones)).toEqual(['El Pinar', 'El Roble', 'Gran Grupo', 'La Casita']);
    const [first, second, third, fourth] = body.habitaciones;
    expect(first.restrictions).toEqual([]);
    expect(second.restrictions).toEqual([]);
    expect(third.restrictions).toEqual([
      { type: 'CAPACITY_INSUFFICIENT', message: 'No cumple la capacidad mínima de 6 huéspedes' },
    ]);
    expect(fourth.restrictions).toEqual([
      { type: 'CAPACITY_EXCEEDED', message: 'Excede la capacidad máxima de 2 huéspedes' },
    ]);
  });

  it('prices every cabin for the dates with seasonal and weekend rates, exact in pesos', async () => {
    // Thu 17 (1 500) + Fri 18 (1 800) + Sat 19 (1 800) + Sun 20, Christmas season (2 500).
    const { res, body } = await search(
      'location=mazamitla&guests=2&checkIn=2026-12-17&checkOut=2026-12-21',
    );
    expect(res.statusCode).toBe(200);
    const found = body.habitaciones.find((c) => c._id === pinar.id)!;
    expect(found.restrictions).toEqual([]);
    expect(found.cotizacion).toEqual({
      nights: 4,
      basePrice: 7600,
      comisionServicio: 912,
      totalPrice: 8512,
      pricePerNight: 2128,
    });
    const casita = body.habitaciones.find((c) => c._id === mini.id)!;
    expect(casita.cotizacion).toEqual({
      nights: 4,
      basePrice: 6000,
      comisionServicio: 720,
      totalPrice: 6720,
      pricePerNight: 1680,
    });
  });

  it('flags a stay shorter than the minimum and taken or blocked nights', async () => {
    const db = t.database.db;
    const booked = await createReservation(db, {
      cabinId: mini.id,
      checkIn: '2027-01-10',
      checkOut: '2027-01-13',
    });
    const block = await createHostBlock(db, {
      cabinId: pinar.id,
      checkIn: '2027-01-11',
      checkOut: '2027-01-12',
    });
    const { body } = await search(
      'location=mazamitla&guests=2&checkIn=2027-01-11&checkOut=2027-01-13',
    );
    // Nobody can host them: all four, in catalogue order.
    expect(names(body.habitaciones)).toEqual(['El Pinar', 'El Roble', 'Gran Grupo', 'La Casita']);
    const byId = new Map(body.habitaciones.map((c) => [c._id, c]));
    expect(byId.get(mini.id)!.restrictions).toEqual([
      { type: 'NOT_AVAILABLE', message: 'No disponible para las fechas seleccionadas' },
    ]);
    expect(byId.get(pinar.id)!.restrictions[0].message).toBe(
      'No disponible para las fechas seleccionadas',
    );
    expect(byId.get(roble.id)!.restrictions).toEqual([
      {
        type: 'NOCHES_MINIMAS',
        message: 'No cumple con la estancia mínima requerida de 3 noches',
      },
    ]);
    expect(byId.get(grupo.id)!.restrictions[0].type).toBe('CAPACITY_INSUFFICIENT');
    // Nobody can host these 2 guests on these nights: all four come back, none dropped.
    expect(body.total).toBe(4);
    expect(body.habitaciones.every((c) => c.restrictions.length > 0)).toBe(true);

    // Back to back: arriving on the day the stay leaves is fine.
    const after = await search(
      'location=mazamitla&guests=2&checkIn=2027-01-13&checkOut=2027-01-15',
    );
    expect(after.body.habitaciones.find((c) => c._id === mini.id)!.restrictions).toEqual([]);
    expect(names(after.body.habitaciones).slice(0, 2)).toEqual(['El Pinar', 'La Casita']);
    const before = await search(
      'location=mazamitla&guests=2&checkIn=2027-01-08&checkOut=2027-01-10',
    );
    expect(before.body.habitaciones.find((c) => c._id === mini.id)!.restrictions).toEqual([]);
    expect(booked.id).toBeTruthy();
    expect(block.id).toBeTruthy();
  });

  it('ignores cancelled stays and holds whose time ran out, but not live holds', async () => {
    const db = t.database.db;
    const cabin = await createCabin(db, { name: 'Holds', population: 'Tapalpa', state: 'Jalisco' });
    const range = 'checkIn=2027-02-01&checkOut=2027-02-03';
    await createReservation(db, {
      cabinId: cabin.id,
      checkIn: '2027-02-01',
      checkOut: '2027-02-03',
      status: 'cancelled',
    });
    await createReservation(db, {
      cabinId: cabin.id,
      checkIn: '2027-02-01',
      checkOut: '2027-02-03',
      status: 'pending',
      paymentStatus: 'PENDING',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    let { body } = await search(`location=tapalpa&${range}`);
    expect(body.habitaciones[0].restrictions).toEqual([]);
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update reservations set status = 'expired' where cabin_id = ${cabin.id} and status = 'pending'`,
    );
    await createReservation(db, {
      cabinId: cabin.id,
      checkIn: '2027-02-02',
      checkOut: '2027-02-04',
      status: 'pending',
      paymentStatus: 'PENDING',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    });
    ({ body } = await search(`location=tapalpa&${range}`));
    expect(body.habitaciones[0].restrictions[0].type).toBe('NOT_AVAILABLE');
  });

  it('filters by at least N bedrooms, beds and bathrooms and by every amenity', async () => {
    let { body } = await search('location=mazamitla&bedrooms=4');
    expect(names(body.habitaciones)).toEqual(['El Roble', 'Gran Grupo']);
    expect(body).toMatchObject({ total: 2, totalUnfiltered: 4 });
    ({ body } = await search('location=mazamitla&beds=6&bathrooms=4'));
    expect(names(body.habitaciones)).toEqual(['Gran Grupo']);
    ({ body } = await search(
      `location=mazamitla&amenities=${encodeURIComponent('["jacuzzi","privatePool"]')}`,
    ));
    expect(names(body.habitaciones)).toEqual(['El Roble']);
    ({ body } = await search(`location=mazamitla&amenities=${encodeURIComponent('["wifi"]')}`));
    expect(names(body.habitaciones)).not.toContain('La Casita');
    expect(body).toMatchObject({ total: 3, totalUnfiltered: 4 });
    ({ body } = await search(`location=any&amenities=${encodeURIComponent('["noSuchThing"]')}`));
    expect(body).toMatchObject({ total: 0, habitaciones: [] });
    ({ body } = await search(
      `location=mazamitla&amenities=${encodeURIComponent('[]')}&bedrooms=0`,
    ));
    expect(body.total).toBe(4);
  });

  it('pages in the catalogue order, with the available cabins first across pages', async () => {
    const first = await search('location=any&pageSize=3');
    const second = await search('location=any&pageSize=3&page=2');
    const third = await search('location=any&pageSize=3&page=3');
    const beyond = await search('location=any&pageSize=3&page=50');
    expect(first.body).toMatchObject({ page: 1, pageSize: 3 });
    expect(first.body.habitaciones).toHaveLength(3);
    expect(second.body.page).toBe(2);
    const all = [
      ...first.body.habitaciones,
      ...second.body.habitaciones,
      ...third.body.habitaciones,
    ].map((c) => c._id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(first.body.total);
    expect(beyond.body.habitaciones).toEqual([]);
    expect(beyond.body.total).toBe(first.body.total);

    const guests = await search('location=mazamitla&guests=7&pageSize=1');
    expect(guests.body.habitaciones[0]._id).toBe(roble.id);
    const next = await search('location=mazamitla&guests=7&pageSize=1&page=2');
    expect(next.body.habitaciones[0]._id).toBe(grupo.id);
    const last = await search('location=mazamitla&guests=7&pageSize=2&page=2');
    expect(
      last.body.habitaciones.every((c) => c.restrictions[0]?.type === 'CAPACITY_EXCEEDED'),
    ).toBe(true);
  });

  it.each([
    ['guests=0', 'Indica un número de huéspedes válido'],
    ['guests=-2', 'Indica un número de huéspedes válido'],
    ['guests=dos', 'Indica un número de huéspedes válido'],
    ['guests=1.5', 'Indica un número de huéspedes válido'],
    ['guests=99999999999', 'Indica un número de huéspedes válido'],
    ['guests=1&guests=2', 'Indica un número de huéspedes válido'],
    ['bedrooms=-1', 'Recámaras debe ser un número entero entre 0 y 50'],
    ['beds=muchas', 'Camas debe ser un número entero entre 0 y 50'],
    ['bathrooms=51', 'Baños debe ser un número entero entre 0 y 50'],
    ['page=0', 'La página debe ser un número entero mayor o igual a 1'],
    ['pageSize=101', 'El tamaño de página debe ser un número entero entre 1 y 100'],
    ['pageSize=0', 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [`location=${'a'.repeat(121)}`, 'El destino debe tener como máximo 120 caracteres'],
    [
      'amenities=wifi',
      'Las amenidades deben enviarse como una lista JSON de claves, por ejemplo ["wifi"]',
    ],
    [
      'amenities=%7B%22wifi%22%3Atrue%7D',
      'Las amenidades deben enviarse como una lista JSON de claves, por ejemplo ["wifi"]',
    ],
    [
      'amenities=%5B1%2C2%5D',
      'Las amenidades deben enviarse como una lista JSON de claves, por ejemplo ["wifi"]',
    ],
    [
      'amenities=%5B%22wifi%22',
      'Las amenidades deben enviarse como una lista JSON de claves, por ejemplo ["wifi"]',
    ],
  ])('refuses %s with a Spanish 400', async (query, message) => {
    const { res } = await search(`location=any&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it.each([
    ['checkIn=2026-12-01', 'INVALID_DATE', 'La fecha seleccionada no es válida'],
    ['checkOut=2026-12-01', 'INVALID_DATE', 'La fecha seleccionada no es válida'],
    [
      'checkIn=2027-02-30&checkOut=2027-03-02',
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      'checkIn=99999-01-01&checkOut=99999-01-03',
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      'checkIn=12/01/2026&checkOut=12/03/2026',
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      'checkIn=2026-11-01&checkOut=2026-11-03',
      'INVALID_DATE',
      'La fecha de llegada no puede ser anterior a hoy',
    ],
    [
      'checkIn=2026-12-05&checkOut=2026-12-05',
      'INVALID_DATE_RANGE',
      'El rango de fechas seleccionado no es válido',
    ],
    [
      'checkIn=2026-12-05&checkOut=2026-12-01',
      'INVALID_DATE_RANGE',
      'El rango de fechas seleccionado no es válido',
    ],
    [
      'checkIn=2026-12-01&checkOut=2027-06-01',
      'INVALID_DATE_RANGE',
      'La estancia no puede superar 90 noches',
    ],
    [
      'checkIn=2030-01-01&checkOut=2030-01-03',
      'INVALID_DATE',
      'Solo se puede reservar con hasta dos años de anticipación',
    ],
  ])('refuses dates %s with %s', async (query, errorType, message) => {
    const { res } = await search(`location=any&guests=2&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorType, message, error: message });
  });

  it('accepts arriving today', async () => {
    const { res } = await search('location=any&checkIn=2026-11-22&checkOut=2026-11-23');
    expect(res.statusCode).toBe(200);
    expect(valle.id && merida.id && playa.id).toBeTruthy();
  });
});

describe.each(databases)('the demo catalogue on %s (smoke)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists, searches and quotes the seeded cabins', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/habitaciones' });
    const { total, habitaciones } = list.json() as { total: number; habitaciones: Cabin[] };
    expect(total).toBeGreaterThan(10);
    expect(habitaciones).toHaveLength(total);
    const destinations = await t.app.inject({ method: 'GET', url: '/api/destinos' });
    const summaries = destinations.json().data as Array<{ count: number; population: string }>;
    expect(summaries.reduce((sum, d) => sum + d.count, 0)).toBe(total);

    const cabin = habitaciones.find((c) => c.propertyDetails.maxOccupancy >= 2)!;
    const population = cabin.location.population;
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/cotizar/search?location=${encodeURIComponent(population.toUpperCase())}&guests=2&checkIn=2027-03-02&checkOut=2027-03-05`,
    });
    expect(search.statusCode).toBe(200);
    const body = search.json() as SearchResponse;
    expect(body.total).toBe(summaries.find((d) => d.population === population)!.count);
    expect(body.habitaciones.every((c) => c.cotizacion && c.cotizacion.nights === 3)).toBe(true);

    const free = body.habitaciones.find((c) => c.restrictions.length === 0)!;
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      payload: { habitacionId: free._id, checkIn: '2027-03-02', checkOut: '2027-03-05', guests: 2 },
    });
    expect(quote.json()).toMatchObject({
      success: true,
      available: true,
      pricing: { totalPrice: free.cotizacion!.totalPrice, nights: 3 },
    });
  });
});
