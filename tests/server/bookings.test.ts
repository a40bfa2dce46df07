import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { payments, reservations } from '../../server/db/schema.ts';
import type { BookingDetails } from '../../src/shared/types.ts';
import { BOOKING_MESSAGES, HOLD_LIMITS } from '../../src/shared/validation/booking.ts';
import {
  countRows,
  createCabin,
  createHostBlock,
  createReservation,
  type CreatedCabin,
} from './factories.ts';
import { createTestApp, databases, registerClient, type TestApp } from './helpers.ts';

const guestInfo = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'Ana.Lopez@Example.MX',
  phone: '+52 55 1234 5678',
  specialRequests: 'Llegamos tarde',
};

const NOT_AVAILABLE = {
  success: false,
  errorType: 'NOT_AVAILABLE',
  message: 'No disponible para las fechas seleccionadas',
  error: 'No disponible para las fechas seleccionadas',
};

describe.each(databases)('bookings API on %s', (kind) => {
  let t: TestApp;
  let cabin: CreatedCabin;
  let ip = 0;
  let addresses = 0;
  /** This test's signed-in client and its own address (holds and requests are counted by both). */
  let me: Record<string, string>;
  let address: string;
  const nextAddress = () => `10.8.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

  const post = (
    payload: unknown,
    headers: Record<string, string> = me,
    remoteAddress: string = address,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const booking = (overrides: Record<string, unknown> = {}) => ({
    cabinId: cabin.id,
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    guests: 2,
    guestInfo,
    ...overrides,
  });
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0];

  /** A signed-in client's bearer header, through the real auth API. */
  async function signIn(): Promise<Record<string, string>> {
    const n = ++ip;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.9.0.${n}`,
      payload: {
        firstName: 'Luis',
        lastName: 'Pérez',
        email: `luis${n}@example.mx`,
        password: 'secreto123',
        confirmPassword: 'secreto123',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return { authorization: `Bearer ${res.json().data.token}` };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    cabin = await createCabin(t.database.db, {
      name: 'Cabaña Reservable',
      maxOccupancy: 4,
      nightlyRateCents: 150_000,
      weekendRateCents: 180_000,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    me = (await registerClient(t.app)).headers;
    address = nextAddress();
  });

  it('creates a pending request priced on the server, holding the nights for HOLD_MINUTES', async () => {
    const started = Date.now();
    // Prices sent by the client are ignored: the server prices the stay.
    const res = await post(
      booking({ checkIn: '2026-12-03', checkOut: '2026-12-06', totalPrice: 1 }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json() as { success: boolean; message: string; data: BookingDetails };
    expect(body.success).toBe(true);
    expect(body.message).toBe('Solicitud de reserva registrada');
    // Thu 1 500 + Fri 1 800 + Sat 1 800 = 5 100, + 612 commission.
    expect(body.data).toEqual({
      _id: expect.any(String),
      cabinId: cabin.id,
      cabinName: 'Cabaña Reservable',
      cabinImage: cabin.photos[0],
      location: { population: cabin.population, state: cabin.state, address: cabin.address },
      checkIn: '2026-12-03',
      checkOut: '2026-12-06',
      guests: 2,
      nights: 3,
      status: 'pending',
      paymentStatus: 'PENDING',
      pricing: {
        nights: 3,
        basePrice: 5100,
        comisionServicio: 612,
        totalPrice: 5712,
        pricePerNight: 1904,
      },
      balanceDue: 5712,
      currency: 'MXN',
      holdExpiresAt: expect.any(String),
      cancellationPolicy: 'non_refundable',
      refundAmount: 0,
      guestInfo: {
        firstName: 'Ana',
        lastName: 'López',
        email: 'ana.lopez@example.mx',
        phone: '+525512345678',
        specialRequests: 'Llegamos tarde',
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const hold = new Date(body.data.holdExpiresAt!).getTime() - started;
    expect(hold).toBeGreaterThanOrEqual(t.config.HOLD_MINUTES * 60_000 - 1000);
    expect(hold).toBeLessThanOrEqual(t.config.HOLD_MINUTES * 60_000 + 5000);
    const row = await rowOf(body.data._id);
    expect(row).toMatchObject({ status: 'pending', totalCents: 571_200, holdAddress: address });
    expect(row.clientId).toEqual(expect.any(String));

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${body.data._id}`,
      headers: me,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: body.data });
    // The nights are now taken for everyone else.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      payload: { habitacionId: cabin.id, checkIn: '2026-12-05', checkOut: '2026-12-07', guests: 2 },
    });
    expect(quote.json().errorType).toBe('NOT_AVAILABLE');
  });

  it('lets exactly one of 50 simultaneous requests for the same nights through', async () => {
    const target = await createCabin(t.database.db, { name: 'Muy disputada' });
    const guests = await Promise.all(
      Array.from({ length: 50 }, async () => (await registerClient(t.app)).headers),
    );
    const before = await countRows(t.database.db);
    const results = await Promise.all(
      guests.map((headers, i) =>
        post(
          booking({
            cabinId: target.id,
            checkIn: '2026-12-24',
            checkOut: '2026-12-26',
            guestInfo: { ...guestInfo, email: `persona${i}@example.mx` },
          }),
          headers,
          nextAddress(),
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual(NOT_AVAILABLE);
    }
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.cabinId, target.id));
    expect(rows).toHaveLength(1);
    expect((await countRows(t.database.db)).reservations).toBe(before.reservations + 1);
  });

  it('relies on the database when another booking wins the race after the check', async () => {
    const db = t.database.db;
    const raced = await createCabin(db, { name: 'Carrera' });
    const real = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(async (work, config) => {
      // Someone else books the same nights between our availability check and our insert.
      await createReservation(db, {
        cabinId: raced.id,
        checkIn: '2026-12-28',
        checkOut: '2026-12-30',
      });
      return real(work, config);
    });
    try {
      const before = await countRows(db);
      const res = await post(
        booking({ cabinId: raced.id, checkIn: '2026-12-29', checkOut: '2026-12-31' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(NOT_AVAILABLE);
      expect((await countRows(db)).reservations).toBe(before.reservations + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it('allows back-to-back stays and refuses overlaps, host blocks included', async () => {
    const b2b = await createCabin(t.database.db, { name: 'Consecutiva' });
    await createReservation(t.database.db, {
      cabinId: b2b.id,
      checkIn: '2027-01-10',
      checkOut: '2027-01-12',
    });
    await createHostBlock(t.database.db, {
      cabinId: b2b.id,
      checkIn: '2027-01-20',
      checkOut: '2027-01-22',
    });
    const after = await post(
      booking({ cabinId: b2b.id, checkIn: '2027-01-12', checkOut: '2027-01-14' }),
    );
    expect(after.statusCode).toBe(201);
    const before = await post(
      booking({ cabinId: b2b.id, checkIn: '2027-01-08', checkOut: '2027-01-10' }),
    );
    expect(before.statusCode).toBe(201);
    const overlap = await post(
      booking({ cabinId: b2b.id, checkIn: '2027-01-11', checkOut: '2027-01-12' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual(NOT_AVAILABLE);
    const blocked = await post(
      booking({ cabinId: b2b.id, checkIn: '2027-01-19', checkOut: '2027-01-21' }),
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual(NOT_AVAILABLE);
    const beforeBlock = await post(
      booking({ cabinId: b2b.id, checkIn: '2027-01-18', checkOut: '2027-01-20' }),
    );
    expect(beforeBlock.statusCode).toBe(201);
  });

  it('books over a hold whose time ran out', async () => {
    const held = await createCabin(t.database.db, { name: 'Con apartado vencido' });
    const stale = await createReservation(t.database.db, {
      cabinId: held.id,
      checkIn: '2027-02-01',
      checkOut: '2027-02-03',
      status: 'pending',
      paymentStatus: 'PENDING',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const res = await post(
      booking({ cabinId: held.id, checkIn: '2027-02-02', checkOut: '2027-02-04' }),
    );
    expect(res.statusCode).toBe(201);
    expect((await rowOf(stale.id)).status).toBe('expired');
  });

  it.each([
    ['a malformed body', '{"cabinId": ', 'El cuerpo de la solicitud no es JSON válido'],
    ['null', 'null', 'La solicitud de reserva no es válida'],
    ['an array', '[]', 'La solicitud de reserva no es válida'],
    ['no cabin', { cabinId: undefined }, 'La cabaña es obligatoria'],
    ['a list as cabin', { cabinId: ['x'] }, 'La cabaña es obligatoria'],
    ['guests "dos"', { guests: 'dos' }, 'Indica un número de huéspedes válido'],
    ['0 guests', { guests: 0 }, 'Indica un número de huéspedes válido'],
    ['-1 guests', { guests: -1 }, 'Indica un número de huéspedes válido'],
    ['huge guests', { guests: 1e12 }, 'Indica un número de huéspedes válido'],
    ['no guest info', { guestInfo: undefined }, 'Los datos del huésped son obligatorios'],
    ['guest info as text', { guestInfo: 'Ana' }, 'Los datos del huésped son obligatorios'],
    [
      'no e-mail',
      { guestInfo: { ...guestInfo, email: '' } },
      'El email del huésped es obligatorio',
    ],
    [
      'a bad e-mail',
      { guestInfo: { ...guestInfo, email: 'ana@' } },
      'El email del huésped no es válido',
    ],
    [
      'a short phone',
      { guestInfo: { ...guestInfo, phone: '55123' } },
      'El teléfono del huésped debe tener exactamente 10 dígitos',
    ],
    [
      'no first name',
      { guestInfo: { ...guestInfo, firstName: '  ' } },
      'El nombre del huésped es obligatorio',
    ],
    [
      'an impossible date',
      { checkIn: '2027-02-30', checkOut: '2027-03-02' },
      'La fecha seleccionada no es válida',
    ],
    [
      'a five-digit year',
      { checkIn: '99999-01-01', checkOut: '99999-01-03' },
      'La fecha seleccionada no es válida',
    ],
    [
      'a past arrival',
      { checkIn: '2026-11-01', checkOut: '2026-11-03' },
      'La fecha de llegada no puede ser anterior a hoy',
    ],
    [
      'departure before arrival',
      { checkIn: '2026-12-10', checkOut: '2026-12-08' },
      'El rango de fechas seleccionado no es válido',
    ],
    ['too many guests', { guests: 5 }, 'Excede la capacidad máxima de 4 huéspedes'],
  ])('refuses %s with a Spanish 400 and writes nothing', async (_label, change, message) => {
    const before = await countRows(t.database.db);
    const res = await post(typeof change === 'string' ? change : booking(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('answers an unknown cabin with 404 CABIN_NOT_FOUND and writes nothing', async () => {
    const before = await countRows(t.database.db);
    const res = await post(booking({ cabinId: 'no-existe' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      errorType: 'CABIN_NOT_FOUND',
      message: 'La cabaña no fue encontrada',
    });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('answers unknown booking ids with a Spanish 404', async () => {
    for (const id of ['no-existe', '00000000-0000-0000-0000-000000000000', "' or 1=1 --"]) {
      const url = `/api/bookings/${encodeURIComponent(id)}`;
      for (const [method, path, payload] of [
        ['GET', url, undefined],
        ['PUT', url, { guests: 2 }],
        ['DELETE', url, undefined],
        ['POST', `${url}/cancel`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url: path, payload });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'La reserva no fue encontrada',
        });
      }
    }
  });

  it('changes dates and guests, re-priced and re-checked', async () => {
    const mine = (await post(booking({ checkIn: '2027-03-01', checkOut: '2027-03-03' }))).json()
      .data as BookingDetails;
    const other = await post(booking({ checkIn: '2027-03-10', checkOut: '2027-03-12' }));
    expect(other.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${mine._id}`,
      headers: me,
      payload: { checkIn: '2027-03-04', checkOut: '2027-03-08', guests: 3 },
    });
    expect(res.statusCode).toBe(200);
    // Thu 4 1 500, Fri 5 1 800, Sat 6 1 800, Sun 7 1 500 = 6 600, + 792.
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Reserva actualizada',
      data: {
        checkIn: '2027-03-04',
        checkOut: '2027-03-08',
        guests: 3,
        nights: 4,
        pricing: { basePrice: 6600, comisionServicio: 792, totalPrice: 7392 },
        balanceDue: 7392,
        status: 'pending',
      },
    });
    // Its own nights do not block it; someone else's do.
    const shift = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${mine._id}`,
      headers: me,
      payload: { checkOut: '2027-03-07' },
    });
    expect(shift.json().data).toMatchObject({
      checkIn: '2027-03-04',
      checkOut: '2027-03-07',
      nights: 3,
    });
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${mine._id}`,
      headers: me,
      payload: { checkIn: '2027-03-09', checkOut: '2027-03-11' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(NOT_AVAILABLE);
    const unchanged = await rowOf(mine._id);
    expect(unchanged).toMatchObject({ checkIn: '2027-03-04', checkOut: '2027-03-07' });

    for (const [payload, message] of [
      [{}, 'Indica las fechas o el número de huéspedes que quieres cambiar'],
      [{ guests: 'muchos' }, 'Indica un número de huéspedes válido'],
      [{ guests: 9 }, 'Excede la capacidad máxima de 4 huéspedes'],
      [{ checkIn: '2027-02-31' }, 'La fecha seleccionada no es válida'],
      [{ checkOut: '2027-03-01' }, 'El rango de fechas seleccionado no es válido'],
    ] as const) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${mine._id}`,
        headers: me,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message });
    }
    expect(await rowOf(mine._id)).toEqual(unchanged);
  });

  it('refuses a change that would raise the total of a paid stay, and keeps what was paid', async () => {
    const paid = await createReservation(t.database.db, {
      cabinId: cabin.id,
      checkIn: '2027-04-05',
      checkOut: '2027-04-07',
      totalCents: 336_000,
      subtotalCents: 300_000,
      commissionCents: 36_000,
      balanceDueCents: 0,
    });
    await t.database.db.insert(payments).values({
      id: `pay-${paid.id}`,
      reservationId: paid.id,
      provider: 'sandbox',
      providerChargeId: 'trpagado000000000001',
      status: 'PAID',
      amountCents: 336_000,
    });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/bookings/${paid.id}`, payload });

    // 1 night paid must not become 90 nights with a balance nobody collects.
    for (const payload of [{ checkOut: '2027-04-08' }, { checkOut: '2027-07-04' }]) {
      const before = await rowOf(paid.id);
      const res = await put(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        errorType: 'PAID_TOTAL_INCREASE',
        message: BOOKING_MESSAGES.paidTotalIncrease,
      });
      expect(await rowOf(paid.id)).toEqual(before);
    }

    // Other nights for the same total or less are fine; what was paid stays paid.
    const moved = await put({ checkIn: '2027-04-12', checkOut: '2027-04-14' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      status: 'active',
      paymentStatus: 'PAID',
      pricing: { totalPrice: 3360 },
      balanceDue: 0,
    });
    const shorter = await put({ checkOut: '2027-04-13' });
    expect(shorter.json().data).toMatchObject({ pricing: { totalPrice: 1680 }, balanceDue: 0 });
    const back = await put({ checkOut: '2027-04-14' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ pricing: { totalPrice: 3360 }, balanceDue: 0 });
  });

  it('refuses to change a hold while its card is being charged', async () => {
    const held = await createReservation(t.database.db, {
      cabinId: cabin.id,
      checkIn: '2027-04-20',
      checkOut: '2027-04-22',
      status: 'pending',
      paymentStatus: 'PENDING',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await t.database.db.insert(payments).values({
      id: `pay-${held.id}`,
      reservationId: held.id,
      provider: 'sandbox',
      status: 'PENDING',
      amountCents: held.totalCents,
    });
    const before = await rowOf(held.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${held.id}`,
      payload: { checkOut: '2027-04-23' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorType: 'PAYMENT_IN_PROGRESS',
      message: BOOKING_MESSAGES.paymentInProgress,
    });
    expect(await rowOf(held.id)).toEqual(before);
  });

  it('cancels through POST /cancel or DELETE, freeing the nights; the payment is untouched', async () => {
    const first = (await post(booking({ checkIn: '2027-05-03', checkOut: '2027-05-05' }))).json()
      .data as BookingDetails;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${first._id}/cancel`,
      headers: me,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Reserva cancelada',
      data: { _id: first._id, status: 'cancelled', paymentStatus: 'PENDING', holdExpiresAt: null },
    });
    // Cancelling twice is harmless.
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${first._id}`,
      headers: me,
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.status).toBe('cancelled');
    const rebook = await post(booking({ checkIn: '2027-05-03', checkOut: '2027-05-05' }));
    expect(rebook.statusCode).toBe(201);

    const paid = await createReservation(t.database.db, {
      cabinId: cabin.id,
      checkIn: '2027-05-10',
      checkOut: '2027-05-12',
    });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${paid.id}` });
    expect(del.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'PAID' });
    const cannotChange = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${paid.id}`,
      payload: { guests: 3 },
    });
    expect(cannotChange.statusCode).toBe(409);
    expect(cannotChange.json().message).toBe(
      'Solo se pueden modificar reservas pendientes o activas',
    );

    const done = await createReservation(t.database.db, {
      cabinId: cabin.id,
      checkIn: '2027-05-20',
      checkOut: '2027-05-22',
      status: 'completed',
    });
    const late = await t.app.inject({ method: 'POST', url: `/api/bookings/${done.id}/cancel` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta reserva ya no se puede cancelar');
  });

  it("attaches the signed-in client and keeps the owner's booking to the owner", async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const created = await post(booking({ checkIn: '2027-06-01', checkOut: '2027-06-03' }), owner);
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    expect((await rowOf(id)).clientId).toBeTruthy();

    // Someone else's booking is not shown, whoever has its id: the same 404 as an unknown id.
    for (const headers of [{}, stranger, { authorization: 'Bearer no-es-un-token' }]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({
        success: false,
        message: 'La reserva no fue encontrada',
        error: 'La reserva no fue encontrada',
      });
    }
    const own = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: owner });
    expect(own.json().data.guestInfo).toMatchObject({
      email: 'ana.lopez@example.mx',
      phone: '+525512345678',
    });

    for (const headers of [{}, stranger]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}`,
        headers,
        payload: { guests: 3 },
      });
      expect(put.statusCode).toBe(404);
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/cancel`,
        headers,
      });
      expect(cancel.statusCode).toBe(404);
    }
    expect((await rowOf(id)).status).toBe('pending');
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: owner,
    });
    expect(mine.json().data.status).toBe('cancelled');
  });

  describe('who may hold nights', () => {
    const later = (offset: number) => ({
      checkIn: `2027-0${7 + Math.floor(offset / 28)}-${String((offset % 28) + 1).padStart(2, '0')}`,
      checkOut: `2027-0${7 + Math.floor(offset / 28)}-${String((offset % 28) + 2).padStart(2, '0')}`,
    });
    let day = 0;
    const nextStay = () => later(day++ % 56);

    it('refuses a visitor who is not signed in (401) and writes nothing', async () => {
      const before = await countRows(t.database.db);
      for (const [headers, message] of [
        [{}, 'No hay sesión activa'],
        [
          { authorization: 'Bearer no-es-un-token' },
          'La sesión no es válida. Inicia sesión de nuevo.',
        ],
      ] as Array<[Record<string, string>, string]>) {
        const res = await post(booking(nextStay()), headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, message });
      }
      expect(await countRows(t.database.db)).toEqual(before);
    });

    it(`holds at most ${HOLD_LIMITS.openPerClient} open requests per client (409), lapsed ones not counted`, async () => {
      const cabins = await Promise.all(
        Array.from({ length: HOLD_LIMITS.openPerClient + 1 }, () => createCabin(t.database.db)),
      );
      const held: string[] = [];
      for (const c of cabins.slice(0, -1)) {
        const res = await post(booking({ cabinId: c.id, ...nextStay() }));
        expect(res.statusCode).toBe(201);
        held.push(res.json().data._id);
      }
      const before = await countRows(t.database.db);
      const refused = await post(booking({ cabinId: cabins.at(-1)!.id, ...nextStay() }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        errorType: 'TOO_MANY_HOLDS',
        message: BOOKING_MESSAGES.tooManyOpenHolds,
      });
      expect(await countRows(t.database.db)).toEqual(before);

      // A cancelled request and one whose time ran out no longer count.
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${held[0]}/cancel`,
        headers: me,
      });
      expect(cancel.statusCode).toBe(200);
      expect((await post(booking({ cabinId: cabins.at(-1)!.id, ...nextStay() }))).statusCode).toBe(
        201,
      );
      await t.database.db
        .update(reservations)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(reservations.id, held[1]));
      expect((await post(booking({ cabinId: cabins[0].id, ...nextStay() }))).statusCode).toBe(201);
    });

    it('keeps the cap when one client sends many requests at once', async () => {
      const cabins = await Promise.all(
        Array.from({ length: HOLD_LIMITS.requestsPerClient.max }, () => createCabin(t.database.db)),
      );
      const stay = nextStay();
      const results = await Promise.all(
        cabins.map((c) => post(booking({ cabinId: c.id, ...stay }))),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(HOLD_LIMITS.openPerClient);
      expect(statuses.filter((s) => s === 409)).toHaveLength(
        cabins.length - HOLD_LIMITS.openPerClient,
      );
    });

    it(`holds at most ${HOLD_LIMITS.openPerAddress} open requests per address, whatever the account (409)`, async () => {
      const cabins = await Promise.all(
        Array.from({ length: HOLD_LIMITS.openPerAddress + 1 }, () => createCabin(t.database.db)),
      );
      for (const c of cabins.slice(0, -1)) {
        const someone = (await registerClient(t.app)).headers;
        expect((await post(booking({ cabinId: c.id, ...nextStay() }), someone)).statusCode).toBe(
          201,
        );
      }
      const fresh = (await registerClient(t.app)).headers;
      const refused = await post(booking({ cabinId: cabins.at(-1)!.id, ...nextStay() }), fresh);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorType: 'TOO_MANY_HOLDS',
        message: BOOKING_MESSAGES.tooManyOpenHoldsFromAddress,
      });
      // The same account from another address is fine.
      const elsewhere = await post(
        booking({ cabinId: cabins.at(-1)!.id, ...nextStay() }),
        fresh,
        nextAddress(),
      );
      expect(elsewhere.statusCode).toBe(201);
    });

    it('limits requests per client and per address (429 with Retry-After)', async () => {
      const { max } = HOLD_LIMITS.requestsPerClient;
      // Refused bodies count too: the limit is on asking, not on holding.
      for (let i = 0; i < max; i++) {
        expect((await post(booking({ guests: 0 }))).statusCode).toBe(400);
      }
      const limited = await post(booking({ guests: 0 }));
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toMatchObject({
        success: false,
        message: BOOKING_MESSAGES.tooManyRequests('15 minutos'),
      });
      // Another account from this address still may ask, up to the address's limit.
      const perAddress = HOLD_LIMITS.requestsPerAddress.max;
      let sent = max + 1;
      while (sent < perAddress) {
        const someone = (await registerClient(t.app)).headers;
        for (let i = 0; i < max && sent < perAddress; i++, sent++) {
          expect((await post(booking({ guests: 0 }), someone)).statusCode).toBe(400);
        }
      }
      const fromAddress = await post(booking({ guests: 0 }), (await registerClient(t.app)).headers);
      expect(fromAddress.statusCode).toBe(429);
    });
  });
});
