import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabin, createReservation } from '../factories.ts';
import { createTestApp, databases, registerClient, type TestApp } from '../helpers.ts';
import { makeAdmin, registerHost } from './host-support.ts';

describe.each(databases)("host's reservations on %s", (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let other: Awaited<ReturnType<typeof registerHost>>;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    host = await registerHost(t.app);
    other = await registerHost(t.app);
    mine = (await createCabin(t.database.db, { ownerId: host.client.id, name: 'Cabaña Mía' })).id;
    theirs = (await createCabin(t.database.db, { ownerId: other.client.id })).id;
    const stay = (checkIn: string, checkOut: string, extra = {}) => ({
      checkIn,
      checkOut,
      guestFirstName: 'Lucía',
      guestLastName: 'Pérez',
      ...extra,
    });
    // TEST_TODAY is 2026-11-22: one past, one current, one upcoming, one cancelled upcoming.
    await createReservation(t.database.db, {
      cabinId: mine,
      ...stay('2026-10-01', '2026-10-03', { status: 'completed' }),
    });
    await createReservation(t.database.db, { cabinId: mine, ...stay('2026-11-21', '2026-11-24') });
    await createReservation(t.database.db, { cabinId: mine, ...stay('2026-12-10', '2026-12-12') });
    await createReservation(t.database.db, {
      cabinId: mine,
      ...stay('2026-12-20', '2026-12-22', { status: 'cancelled' }),
    });
    await createReservation(t.database.db, {
      cabinId: theirs,
      ...stay('2026-12-10', '2026-12-12'),
    });
  }, 60_000);
  afterAll(() => t?.close());

  const list = (query: string, headers = host.headers) =>
    t.app.inject({ method: 'GET', url: `/api/host/reservations${query}`, headers });

  it('lists the stays of the host’s cabins only, by period, status and cabin', async () => {
    const all = (await list('')).json().data;
    expect(all.total).toBe(4);
    expect(all.reservations[0]).toMatchObject({
      cabin: { _id: mine, name: 'Cabaña Mía' },
      checkIn: '2026-10-01',
      guestName: 'Lucía Pérez',
      guests: expect.any(Number),
      total: expect.any(Number),
      status: 'completed',
    });
    const dates = async (q: string) =>
      (await list(q)).json().data.reservations.map((r: { checkIn: string }) => r.checkIn);
    expect(await dates('?when=upcoming')).toEqual(['2026-12-10', '2026-12-20']);
    expect(await dates('?when=current')).toEqual(['2026-11-21']);
    expect(await dates('?when=past')).toEqual(['2026-10-01']);
    expect(await dates('?status=cancelled')).toEqual(['2026-12-20']);
    expect(await dates(`?cabinId=${mine}&when=upcoming&status=active`)).toEqual(['2026-12-10']);
  });

  it('refuses bad filters in Spanish, another host’s cabin (404), and guests (403)', async () => {
    const bad = await list('?status=borrado');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El estado de la reserva no es válido');
    expect((await list('?when=ayer')).statusCode).toBe(400);
    expect((await list(`?cabinId=${theirs}`)).statusCode).toBe(404);
    const guest = await registerClient(t.app);
    expect((await list('', guest.headers)).statusCode).toBe(403);
    const operator = await registerClient(t.app);
    await makeAdmin(t.database, operator.client.id);
    expect((await list('', operator.headers)).json().data.total).toBe(5);
  });
});
