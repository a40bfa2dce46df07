import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createCabin,
  createHostBlock,
  createReservation,
  type CreatedCabin,
} from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

describe.each(databases)('availability API on %s', (kind) => {
  let t: TestApp;
  let booked: CreatedCabin;
  let blocked: CreatedCabin;
  let free: CreatedCabin;

  const check = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/availability/check', payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    const db = t.database.db;
    booked = await createCabin(db, { name: 'Ocupada', minNights: 2 });
    blocked = await createCabin(db, { name: 'Bloqueada' });
    free = await createCabin(db, { name: 'Libre' });
    // A past stay, a current one, a future one, an expired hold, a live hold and a cancelled stay.
    await createReservation(db, {
      cabinId: booked.id,
      checkIn: '2026-11-10',
      checkOut: '2026-11-12',
    });
    await createReservation(db, {
      cabinId: booked.id,
      checkIn: '2026-11-20',
      checkOut: '2026-11-24',
    });
    await createReservation(db, {
      cabinId: booked.id,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
    });
    await createReservation(db, {
      cabinId: booked.id,
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      status: 'pending',
      paymentStatus: 'PENDING',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await createReservation(db, {
      cabinId: booked.id,
      checkIn: '2026-12-26',
      checkOut: '2026-12-28',
      status: 'pending',
      paymentStatus: 'PENDING',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
    await createReservation(db, {
      cabinId: booked.id,
      checkIn: '2027-01-05',
      checkOut: '2027-01-08',
      status: 'cancelled',
    });
    await createHostBlock(db, {
      cabinId: blocked.id,
      checkIn: '2026-12-11',
      checkOut: '2026-12-12',
    });
  });
  afterAll(() => t.close());

  it('checks one stay: free, taken, blocked, too short', async () => {
    const free1 = await check({
      cabinId: booked.id,
      checkIn: '2026-12-13',
      checkOut: '2026-12-15',
    });
    expect(free1.statusCode).toBe(200);
    expect(free1.json()).toEqual({ success: true, available: true });

    const taken = await check({
      cabinId: booked.id,
      checkIn: '2026-12-11',
      checkOut: '2026-12-14',
    });
    expect(taken.json()).toEqual({
      success: true,
      available: false,
      errorType: 'NOT_AVAILABLE',
      reason: 'No disponible para las fechas seleccionadas',
    });
    const block = await check({
      cabinId: blocked.id,
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
    });
    expect(block.json()).toMatchObject({ available: false, errorType: 'NOT_AVAILABLE' });
    const short = await check({
      cabinId: booked.id,
      checkIn: '2026-12-14',
      checkOut: '2026-12-15',
    });
    expect(short.json()).toEqual({
      success: true,
      available: false,
      errorType: 'NOCHES_MINIMAS',
      reason: 'No cumple con la estancia mínima requerida de 2 noches',
    });
    // An expired hold frees its nights; a live one does not.
    const expired = await check({
      cabinId: booked.id,
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
    });
    expect(expired.json()).toEqual({ success: true, available: true });
    const live = await check({ cabinId: booked.id, checkIn: '2026-12-25', checkOut: '2026-12-27' });
    expect(live.json()).toMatchObject({ available: false });
    const cancelled = await check({
      cabinId: booked.id,
      checkIn: '2027-01-05',
      checkOut: '2027-01-08',
    });
    expect(cancelled.json()).toEqual({ success: true, available: true });
  });

  it('refuses bad input with Spanish 4xx and writes nothing', async () => {
    const before = await countRows(t.database.db);
    const cases: Array<[unknown, number, string | undefined]> = [
      [{ cabinId: free.id, checkIn: '2026-02-30', checkOut: '2026-03-02' }, 400, 'INVALID_DATE'],
      [
        { cabinId: free.id, checkIn: '2026-12-05', checkOut: '2026-12-01' },
        400,
        'INVALID_DATE_RANGE',
      ],
      [{ cabinId: free.id, checkIn: '2026-11-01', checkOut: '2026-11-03' }, 400, 'INVALID_DATE'],
      [{ cabinId: free.id }, 400, 'INVALID_DATE'],
      [{ cabinId: 'nada', checkIn: '2026-12-01', checkOut: '2026-12-03' }, 404, 'CABIN_NOT_FOUND'],
      [{ cabinId: 7, checkIn: '2026-12-01', checkOut: '2026-12-03' }, 404, 'CABIN_NOT_FOUND'],
      [[1, 2], 400, undefined],
    ];
    for (const [payload, status, errorType] of cases) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, available: false });
      if (errorType) expect(res.json().errorType).toBe(errorType);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/availability/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"cabinId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('El cuerpo de la solicitud no es JSON válido');
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('splits every cabin by whether a date range is free', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/availability/date-range?checkIn=2026-12-11&checkOut=2026-12-12',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      success: boolean;
      data: { available: string[]; unavailable: string[] };
    };
    expect(body.success).toBe(true);
    expect(body.data.available).toEqual([free.id]);
    expect([...body.data.unavailable].sort()).toEqual([booked.id, blocked.id].sort());

    const later = await t.app.inject({
      method: 'GET',
      url: '/api/availability/date-range?checkIn=2026-12-13&checkOut=2026-12-14',
    });
    expect(later.json().data.unavailable).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/availability/date-range?checkIn=2026-12-13',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorType: 'INVALID_DATE' });
  });

  it("gives a cabin's taken nights from today on, its minimum stay and today", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/availability/cabin/${booked.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: {
        occupied: [
          { checkIn: '2026-11-20', checkOut: '2026-11-24', kind: 'reservation' },
          { checkIn: '2026-12-10', checkOut: '2026-12-13', kind: 'reservation' },
          { checkIn: '2026-12-26', checkOut: '2026-12-28', kind: 'reservation' },
        ],
        minNights: 2,
        today: '2026-11-22',
      },
    });
    const block = await t.app.inject({
      method: 'GET',
      url: `/api/availability/cabin/${blocked.id}`,
    });
    expect(block.json().data.occupied).toEqual([
      { checkIn: '2026-12-11', checkOut: '2026-12-12', kind: 'block' },
    ]);
    const none = await t.app.inject({ method: 'GET', url: `/api/availability/cabin/${free.id}` });
    expect(none.json().data).toEqual({ occupied: [], minNights: 1, today: '2026-11-22' });
    expect(JSON.stringify(res.json())).not.toContain('ana.lopez');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/availability/cabin/nada' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorType: 'CABIN_NOT_FOUND' });
  });
});
