import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostBlocks } from '../../../server/db/schema.ts';
import { HOST_MESSAGES } from '../../../src/shared/host.ts';
import { createCabin, createReservation } from '../factories.ts';
import { createTestApp, databases, type TestApp } from '../helpers.ts';
import { registerHost } from './host-support.ts';

describe.each(databases)('host calendar and blocks on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let cabinId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    host = await registerHost(t.app);
    const cabin = await createCabin(t.database.db, {
      ownerId: host.client.id,
      population: 'Tapalpa',
      name: 'Cabaña La Cañada',
    });
    cabinId = cabin.id;
    await createReservation(t.database.db, {
      cabinId,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guestFirstName: 'Lucía',
      guestLastName: 'Pérez',
    });
  }, 60_000);
  afterAll(() => t?.close());

  const url = () => `/api/host/cabins/${cabinId}`;
  const block = (payload: unknown, headers = host.headers) =>
    t.app.inject({ method: 'POST', url: `${url()}/blocks`, headers, payload: payload as object });
  const search = async (checkIn: string, checkOut: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cotizar/search?location=Tapalpa&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    });
    const found = res.json().habitaciones.find((c: { _id: string }) => c._id === cabinId);
    return found.restrictions.map((r: { type: string }) => r.type);
  };

  it('shows booked nights with the guest and reservation, and blocks with their reason', async () => {
    const blocked = await block({
      checkIn: '2026-12-20',
      checkOut: '2026-12-23',
      reason: 'Mantenimiento',
    });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toMatchObject({
      message: HOST_MESSAGES.blockCreated,
      data: { block: { checkIn: '2026-12-20', checkOut: '2026-12-23', reason: 'Mantenimiento' } },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `${url()}/calendar?from=2026-12-01&to=2027-01-01`,
      headers: host.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      from: '2026-12-01',
      to: '2027-01-01',
      bookings: [
        {
          reservationId: expect.any(String),
          checkIn: '2026-12-10',
          checkOut: '2026-12-13',
          kind: 'booked',
          guestName: 'Lucía Pérez',
        },
      ],
      blocks: [
        {
          id: blocked.json().data.block.id,
          checkIn: '2026-12-20',
          reason: 'Mantenimiento',
          source: 'host',
          feedName: null,
        },
      ],
    });
  });

  it('refuses a block over a booking or another block in Spanish, and bad ranges', async () => {
    for (const [body, status, message] of [
      [{ checkIn: '2026-12-12', checkOut: '2026-12-14' }, 409, HOST_MESSAGES.blockOverBooking],
      [{ checkIn: '2026-12-22', checkOut: '2026-12-24' }, 409, HOST_MESSAGES.blockOverBooking],
      [{ checkIn: '2026-11-01', checkOut: '2026-11-03' }, 400, HOST_MESSAGES.blockPast],
      [
        { checkIn: '2026-12-05', checkOut: '2026-12-05' },
        400,
        'La fecha final debe ser posterior a la inicial',
      ],
      [
        { checkIn: '5 de diciembre', checkOut: '2026-12-07' },
        400,
        'La fecha no es válida (usa AAAA-MM-DD)',
      ],
      [
        { checkIn: '2026-12-05', checkOut: '2026-12-07', reason: 'x'.repeat(201) },
        400,
        'El motivo debe tener como máximo 200 caracteres',
      ],
    ] as const) {
      const res = await block(body);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const rows = await t.database.db
      .select()
      .from(hostBlocks)
      .where(eq(hostBlocks.cabinId, cabinId));
    expect(rows).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${url()}/calendar?from=2026-12-01&to=2028-12-01`,
      headers: host.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(HOST_MESSAGES.calendarRange);
  });

  it('takes blocked nights out of search and quotes, and gives them back when unblocked', async () => {
    expect(await search('2027-01-05', '2027-01-07')).toEqual([]);
    const blocked = await block({ checkIn: '2027-01-06', checkOut: '2027-01-08', reason: '' });
    expect(await search('2027-01-05', '2027-01-07')).toEqual(['NOT_AVAILABLE']);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      payload: { habitacionId: cabinId, checkIn: '2027-01-05', checkOut: '2027-01-07', guests: 2 },
    });
    expect(quote.json()).toMatchObject({ available: false, errorType: 'NOT_AVAILABLE' });

    const id = blocked.json().data.block.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url()}/blocks/${id}`,
      headers: host.headers,
    });
    expect(removed.json()).toMatchObject({ success: true, message: HOST_MESSAGES.blockDeleted });
    expect(await search('2027-01-05', '2027-01-07')).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${url()}/blocks/${id}`,
      headers: host.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(HOST_MESSAGES.blockNotFound);
  });

  it("answers 404 for another host's cabin and for another cabin's block", async () => {
    const other = await registerHost(t.app);
    expect(
      (await block({ checkIn: '2027-02-01', checkOut: '2027-02-03' }, other.headers)).statusCode,
    ).toBe(404);
    const cal = await t.app.inject({
      method: 'GET',
      url: `${url()}/calendar`,
      headers: other.headers,
    });
    expect(cal.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(hostBlocks)
      .where(eq(hostBlocks.cabinId, cabinId));
    const otherCabin = await createCabin(t.database.db, { ownerId: other.client.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/host/cabins/${otherCabin.id}/blocks/${row.id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(hostBlocks).where(eq(hostBlocks.id, row.id)),
    ).toHaveLength(1);
  });
});
