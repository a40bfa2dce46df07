import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countRows,
  createCabin,
  createHostBlock,
  createReservation,
  type CreatedCabin,
} from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

describe.each(databases)('POST /api/reservas/cotizar on %s', (kind) => {
  let t: TestApp;
  let pinar: CreatedCabin;
  let estancia: CreatedCabin;

  const quote = (payload: unknown, raw?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      headers: { 'content-type': 'application/json' },
      payload: raw ?? JSON.stringify(payload),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    pinar = await createCabin(t.database.db, {
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
    estancia = await createCabin(t.database.db, { name: 'Larga estancia', minNights: 3 });
  });
  afterAll(() => t.close());

  it('quotes a stay with seasonal and weekend rates, exact in pesos', async () => {
    // Thu 1 500 + Fri 1 800 + Sat 1 800 + Sun in the Christmas season 2 500 = 7 600; +12 % = 8 512.
    const res = await quote({
      habitacionId: pinar.id,
      checkIn: '2026-12-17',
      checkOut: '2026-12-21',
      guests: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      available: true,
      pricing: { totalPrice: 8512, pricePerNight: 2128, basePrice: 7600, nights: 4 },
      precioCalculado: { comisionServicio: 912 },
    });
  });

  it('prices a plain weekday stay and one with centavos', async () => {
    const odd = await createCabin(t.database.db, { nightlyRateCents: 99_999 });
    const res = await quote({
      habitacionId: odd.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      guests: '2',
    });
    // 3 × 999.99 = 2 999.97; commission round(299 997 × 0.12) = 36 000 centavos.
    expect(res.json()).toEqual({
      success: true,
      available: true,
      pricing: { totalPrice: 3359.97, pricePerNight: 1120, basePrice: 2999.97, nights: 3 },
      precioCalculado: { comisionServicio: 360 },
    });
  });

  it.each([
    [
      { checkIn: '2027-02-30', checkOut: '2027-03-02' },
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      { checkIn: '99999-01-01', checkOut: '99999-01-05' },
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      { checkIn: 20261201, checkOut: 20261203 },
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      { checkIn: ['2026-12-01'], checkOut: '2026-12-03' },
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      { checkIn: null, checkOut: '2026-12-03' },
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      { checkIn: undefined, checkOut: '2026-12-03' },
      'INVALID_DATE',
      'La fecha seleccionada no es válida',
    ],
    [
      { checkIn: '2026-11-21', checkOut: '2026-11-24' },
      'INVALID_DATE',
      'La fecha de llegada no puede ser anterior a hoy',
    ],
    [
      { checkIn: '2026-12-03', checkOut: '2026-12-03' },
      'INVALID_DATE_RANGE',
      'El rango de fechas seleccionado no es válido',
    ],
    [
      { checkIn: '2026-12-03', checkOut: '2026-12-01' },
      'INVALID_DATE_RANGE',
      'El rango de fechas seleccionado no es válido',
    ],
    [{ guests: 'dos' }, 'CAPACITY_INSUFFICIENT', 'Indica un número de huéspedes válido'],
    [{ guests: 0 }, 'CAPACITY_INSUFFICIENT', 'Indica un número de huéspedes válido'],
    [{ guests: -3 }, 'CAPACITY_INSUFFICIENT', 'Indica un número de huéspedes válido'],
    [{ guests: 2.5 }, 'CAPACITY_INSUFFICIENT', 'Indica un número de huéspedes válido'],
    [{ guests: 1e308 }, 'CAPACITY_INSUFFICIENT', 'Indica un número de huéspedes válido'],
    [{ guests: [2] }, 'CAPACITY_INSUFFICIENT', 'Indica un número de huéspedes válido'],
    [{ guests: null }, 'CAPACITY_INSUFFICIENT', 'Indica un número de huéspedes válido'],
  ])('answers %j with 400 %s', async (change, errorType, message) => {
    const before = await countRows(t.database.db);
    const res = await quote({
      habitacionId: pinar.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 2,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      available: false,
      errorType,
      error: message,
      message,
    });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[{"habitacionId":"x"}]'],
    ['a number', '42'],
    ['malformed JSON', '{"habitacionId": '],
    ['no habitacionId', '{"checkIn":"2026-12-01","checkOut":"2026-12-03","guests":2}'],
    [
      'a list as habitacionId',
      '{"habitacionId":["a"],"checkIn":"2026-12-01","checkOut":"2026-12-03","guests":2}',
    ],
  ])('refuses %s with a Spanish 400 in the quote shape', async (_label, raw) => {
    const res = await quote(undefined, raw);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, available: false });
    expect(body.message).toMatch(
      /^(La solicitud de cotización no es válida|Indica la cabaña que quieres cotizar)$/,
    );
    expect(body.error).toBe(body.message);
  });

  it('answers an unknown cabin with 404 CABIN_NOT_FOUND', async () => {
    for (const habitacionId of ['no-existe', "' or 1=1 --", 'x'.repeat(500)]) {
      const res = await quote({
        habitacionId,
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        guests: 2,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        available: false,
        errorType: 'CABIN_NOT_FOUND',
        error: 'La cabaña no fue encontrada',
        message: 'La cabaña no fue encontrada',
      });
    }
  });

  it('refuses a compressed request body in Spanish, as malformed (no client compresses one)', async () => {
    const body = JSON.stringify({
      habitacionId: pinar.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 2,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      available: false,
      message: 'La solicitud de cotización no es válida',
    });
  });

  it.each([
    [5, 'CAPACITY_EXCEEDED', 'Excede la capacidad máxima de 4 huéspedes'],
    [1, 'CAPACITY_INSUFFICIENT', 'No cumple la capacidad mínima de 2 huéspedes'],
  ])('answers %i guests with 200 %s', async (guests, errorType, message) => {
    const res = await quote({
      habitacionId: pinar.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      available: false,
      errorType,
      error: message,
      message,
    });
  });

  it('answers a stay below the minimum with 200 NOCHES_MINIMAS', async () => {
    const res = await quote({
      habitacionId: estancia.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      available: false,
      errorType: 'NOCHES_MINIMAS',
      error: 'No cumple con la estancia mínima requerida de 3 noches',
    });
    const ok = await quote({
      habitacionId: estancia.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      guests: 2,
    });
    expect(ok.json()).toMatchObject({ success: true, available: true });
  });

  it('answers taken or blocked nights with 200 NOT_AVAILABLE, and allows back-to-back stays', async () => {
    const db = t.database.db;
    await createReservation(db, {
      cabinId: pinar.id,
      checkIn: '2027-01-10',
      checkOut: '2027-01-12',
    });
    await createHostBlock(db, { cabinId: pinar.id, checkIn: '2027-01-20', checkOut: '2027-01-25' });
    const expectTaken = async (checkIn: string, checkOut: string) => {
      const res = await quote({ habitacionId: pinar.id, checkIn, checkOut, guests: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        available: false,
        errorType: 'NOT_AVAILABLE',
        error: 'No disponible para las fechas seleccionadas',
        message: 'No disponible para las fechas seleccionadas',
      });
    };
    await expectTaken('2027-01-11', '2027-01-13');
    await expectTaken('2027-01-09', '2027-01-11');
    await expectTaken('2027-01-05', '2027-01-30');
    await expectTaken('2027-01-24', '2027-01-26');
    for (const [checkIn, checkOut] of [
      ['2027-01-12', '2027-01-14'],
      ['2027-01-08', '2027-01-10'],
      ['2027-01-14', '2027-01-20'],
      ['2027-01-25', '2027-01-27'],
    ]) {
      const res = await quote({ habitacionId: pinar.id, checkIn, checkOut, guests: 2 });
      expect(res.json(), `${checkIn}→${checkOut}`).toMatchObject({
        success: true,
        available: true,
      });
    }
  });

  it('answers a database failure with 500 SERVER_ERROR and no details', async () => {
    // The driver itself fails (drizzle's and the prepared statements' queries both go through it).
    const client = (
      t.database.db as unknown as { $client: Record<'exec' | 'query', () => unknown> }
    ).$client;
    const spy = vi
      .spyOn(client, kind === 'pglite' ? 'exec' : 'query')
      .mockRejectedValueOnce(new Error('connection reset by peer at 10.0.0.7'));
    try {
      const res = await quote({
        habitacionId: pinar.id,
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        guests: 2,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        available: false,
        errorType: 'SERVER_ERROR',
        error: 'Error del servidor. Intenta nuevamente.',
        message: 'Error del servidor. Intenta nuevamente.',
      });
      expect(res.body).not.toContain('10.0.0.7');
    } finally {
      spy.mockRestore();
    }
    const after = await quote({
      habitacionId: pinar.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 2,
    });
    expect(after.statusCode).toBe(200);
  });

  it('answers SERVER_ERROR when the database is gone', async () => {
    const broken = await createTestApp(kind, { seed: false });
    const cabin = await createCabin(broken.database.db);
    await broken.database.close();
    try {
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/reservas/cotizar',
        payload: {
          habitacionId: cabin.id,
          checkIn: '2026-12-01',
          checkOut: '2026-12-03',
          guests: 2,
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        success: false,
        available: false,
        errorType: 'SERVER_ERROR',
      });
    } finally {
      await broken.app.close();
    }
  });
});
