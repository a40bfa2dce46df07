import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, payments, refunds, reservations } from '../../server/db/schema.ts';
import { TRIP_DEFAULT_TIMES } from '../../src/shared/trip.ts';
import { createCabin, createReservation, type CreatedCabin } from './factories.ts';
import { createTestApp, databases, registerClient, type TestApp } from './helpers.ts';
import { parseIcsEvent } from './mail/smtp-test-server.ts';

type Headers = Record<string, string>;

describe.each(databases)('the guest’s trip API on %s', (kind) => {
  let t: TestApp;
  let cabin: CreatedCabin;
  let guest: { client: { id: string }; headers: Headers };
  let stranger: { headers: Headers };
  let tripId: string;

  const get = (url: string, headers: Headers = guest.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, config: { appUrl: 'https://refugio.example' } });
    cabin = await createCabin(t.database.db, {
      name: 'Cabaña Los Pinos',
      address: 'Camino al Lago 12',
      population: 'Mazamitla',
      state: 'Jalisco',
      latitude: 19.9152,
      longitude: -103.0201,
      photos: ['scenes/forest-1', 'scenes/forest-2'],
    });
    guest = await registerClient(t.app);
    stranger = await registerClient(t.app);
    const reservation = await createReservation(t.database.db, {
      cabinId: cabin.id,
      clientId: guest.client.id,
      checkIn: '2026-12-18',
      checkOut: '2026-12-21',
      guests: 3,
      totalCents: 540_000,
      url: 'https://instrucciones.example/llegada',
    });
    tripId = reservation.id;
    await t.database.db.insert(payments).values({
      id: `pay${randomUUID().slice(0, 8)}`,
      reservationId: tripId,
      provider: 'sandbox',
      providerChargeId: 'trCargo1',
      status: 'PARTIALLY_REFUNDED',
      amountCents: 540_000,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    await t.database.db.insert(refunds).values({
      id: randomUUID(),
      key: `test:${tripId}`,
      reservationId: tripId,
      provider: 'sandbox',
      providerChargeId: 'trCargo1',
      amountCents: 120_000,
      reason: 'nights_lost',
      status: 'succeeded',
      nextAttemptAt: new Date(),
    });
  });
  afterAll(() => t.close());

  it('answers its guest with everything the trip page shows', async () => {
    const res = await get(`/api/auth/my-reservations/${tripId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { reservation } = res.json().data;
    expect(reservation).toEqual({
      _id: tripId,
      status: 'active',
      paymentStatus: 'PAID',
      arrivalDate: '2026-12-18',
      departureDate: '2026-12-21',
      checkInTime: TRIP_DEFAULT_TIMES.checkIn,
      checkOutTime: TRIP_DEFAULT_TIMES.checkOut,
      nNights: 3,
      pax: 3,
      cabin: {
        id: cabin.id,
        name: 'Cabaña Los Pinos',
        accommodationType: cabin.accommodationType,
        image: 'scenes/forest-1',
        imageAlt: 'Cabaña Los Pinos, foto 1',
        address: 'Camino al Lago 12',
        population: 'Mazamitla',
        state: 'Jalisco',
        latitude: 19.9152,
        longitude: -103.0201,
      },
      payment: {
        currency: 'MXN',
        total: 5400,
        paid: 5400,
        refunded: 1200,
        balanceDue: 0,
        card: { brand: 'visa', last4: '4242' },
      },
      host: null,
      houseRules: null,
      checkInInstructions: null,
      checkInInstructionsUrl: 'https://instrucciones.example/llegada',
      cancellationPolicy: 'No reembolsable',
      review: null,
    });
  });

  it('keeps the check-in instructions back until the stay is confirmed', async () => {
    const pending = await createReservation(t.database.db, {
      cabinId: cabin.id,
      clientId: guest.client.id,
      checkIn: '2027-02-01',
      checkOut: '2027-02-03',
      status: 'pending',
      paymentStatus: 'PENDING',
      url: 'https://instrucciones.example/otra',
    });
    const before = (await get(`/api/auth/my-reservations/${pending.id}`)).json().data.reservation;
    expect(before.status).toBe('pending');
    expect(before.checkInInstructionsUrl).toBeNull();
    expect(before.payment.paid).toBe(0);
    expect(before.payment.card).toBeNull();

    await t.database.db
      .update(reservations)
      .set({ status: 'active', paymentStatus: 'PAID' })
      .where(eq(reservations.id, pending.id));
    const after = (await get(`/api/auth/my-reservations/${pending.id}`)).json().data.reservation;
    expect(after.checkInInstructionsUrl).toBe('https://instrucciones.example/otra');
  });

  it("gives the host's name and phone, the cabin's times, rules and policy, and its instructions once confirmed", async () => {
    const host = await registerClient(t.app);
    await t.database.db
      .update(clients)
      .set({ firstName: 'Rosa', phone: '+523312345678' })
      .where(eq(clients.id, host.client.id));
    const hosted = await createCabin(t.database.db, {
      ownerId: host.client.id,
      checkInTime: '16:00',
      checkOutTime: '11:00',
      houseRules: 'No se permiten fiestas.',
      checkInInstructions: 'La llave está en la caja junto a la puerta.',
      cancellationPolicy: 'moderate',
    });
    const stay = await createReservation(t.database.db, {
      cabinId: hosted.id,
      clientId: guest.client.id,
      checkIn: '2027-03-05',
      checkOut: '2027-03-07',
      status: 'pending',
      paymentStatus: 'PENDING',
    });
    const before = (await get(`/api/auth/my-reservations/${stay.id}`)).json().data.reservation;
    expect(before).toMatchObject({
      checkInTime: '16:00',
      checkOutTime: '11:00',
      host: { name: 'Rosa', phone: '+523312345678' },
      houseRules: 'No se permiten fiestas.',
      checkInInstructions: null,
      cancellationPolicy: 'Moderada',
    });
    await t.database.db
      .update(reservations)
      .set({ status: 'active', paymentStatus: 'PAID' })
      .where(eq(reservations.id, stay.id));
    const after = (await get(`/api/auth/my-reservations/${stay.id}`)).json().data.reservation;
    expect(after.checkInInstructions).toBe('La llave está en la caja junto a la puerta.');
    // Another account still gets nothing, host contact included.
    expect((await get(`/api/auth/my-reservations/${stay.id}`, stranger.headers)).statusCode).toBe(
      404,
    );
  });

  it('shows a past active stay as completed, like Mis reservas', async () => {
    const past = await createReservation(t.database.db, {
      cabinId: cabin.id,
      clientId: guest.client.id,
      checkIn: '2026-10-01',
      checkOut: '2026-10-04',
    });
    const trip = (await get(`/api/auth/my-reservations/${past.id}`)).json().data.reservation;
    expect(trip.status).toBe('completed');
  });

  it('is 404 for anyone else, for holds that never became a stay and for unknown ids', async () => {
    const notFound = { success: false, message: 'Reservación no encontrada' };
    for (const url of [
      `/api/auth/my-reservations/${tripId}`,
      `/api/auth/my-reservations/${tripId}/calendar.ics`,
    ]) {
      const res = await get(url, stranger.headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
    const expired = await createReservation(t.database.db, {
      cabinId: cabin.id,
      clientId: guest.client.id,
      checkIn: '2027-03-01',
      checkOut: '2027-03-03',
      status: 'expired',
      paymentStatus: 'FAILED',
    });
    for (const id of [expired.id, randomUUID(), "' OR 1=1 --", 'x'.repeat(300)]) {
      const res = await get(`/api/auth/my-reservations/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
  });

  it('is 401 signed out', async () => {
    for (const url of [
      `/api/auth/my-reservations/${tripId}`,
      `/api/auth/my-reservations/${tripId}/calendar.ics`,
    ]) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('gives the stay as an all-day calendar event with the cabin’s address and location', async () => {
    const res = await get(`/api/auth/my-reservations/${tripId}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="reserva-${tripId.slice(-8)}.ics"`,
    );
    expect(res.body).toContain('DTSTART;VALUE=DATE:20261218');
    expect(res.body).toContain('DTEND;VALUE=DATE:20261221');

    const { vevent, event } = parseIcsEvent(res.body);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-18');
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe('2026-12-21');
    expect(event.summary).toBe('Estancia en Cabaña Los Pinos');
    expect(event.location).toContain('Camino al Lago 12, Mazamitla, Jalisco');
    expect(event.uid).toBe(`${tripId}@refugio`);
    expect(vevent.getFirstPropertyValue('geo')).toEqual([19.9152, -103.0201]);
    expect(vevent.getFirstPropertyValue('url')).toBe(
      `https://refugio.example/my-reservations/${tripId}`,
    );
  });
});
