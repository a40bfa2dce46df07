import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabin, createReservation } from '../factories.ts';
import { createTestApp, databases, type TestApp } from '../helpers.ts';
import { registerHost } from './host-support.ts';

describe.each(databases)('calendar export on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let cabinId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    host = await registerHost(t.app);
    cabinId = (await createCabin(t.database.db, { ownerId: host.client.id })).id;
    await createReservation(t.database.db, {
      cabinId,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guestFirstName: 'Lucía',
      guestLastName: 'Pérez',
      guestEmail: 'lucia@example.mx',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/host/cabins/${cabinId}/blocks`,
      headers: host.headers,
      payload: { checkIn: '2026-12-20', checkOut: '2026-12-22', reason: 'Pintura' },
    });
  }, 60_000);
  afterAll(() => t?.close());

  const exportUrl = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/host/cabins/${cabinId}`,
        headers: host.headers,
      })
    ).json().data.cabin.icalExportUrl as string;

  const events = (body: string) =>
    new ICAL.Component(ICAL.parse(body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .map((e) => ({
        uid: e.uid,
        start: e.startDate.toString(),
        end: e.endDate.toString(),
        allDay: e.startDate.isDate && e.endDate.isDate,
        summary: e.summary,
      }));

  it('lists booked and blocked nights as all-day events, with stable UIDs and no guest data', async () => {
    const url = await exportUrl();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.body).toContain('DTSTART;VALUE=DATE:20261210');
    expect(res.body).toContain('DTEND;VALUE=DATE:20261213');
    const list = events(res.body);
    expect(list).toEqual([
      {
        uid: expect.stringMatching(/^r:.+@refugio$/),
        start: '2026-12-10',
        end: '2026-12-13',
        allDay: true,
        summary: 'Reservado en Refugio',
      },
      {
        uid: expect.stringMatching(/^b:.+@refugio$/),
        start: '2026-12-20',
        end: '2026-12-22',
        allDay: true,
        summary: 'No disponible',
      },
    ]);
    for (const personal of ['Lucía', 'Pérez', 'lucia@example.mx', 'Pintura']) {
      expect(res.body).not.toContain(personal);
    }
    const again = events((await t.app.inject({ method: 'GET', url })).body);
    expect(again.map((e) => e.uid)).toEqual(list.map((e) => e.uid));
  });

  it('stops answering the old address once a new one is generated', async () => {
    const old = await exportUrl();
    const other = await registerHost(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/host/cabins/${cabinId}/ical/rotate`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/host/cabins/${cabinId}/ical/rotate`,
      headers: host.headers,
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.icalExportUrl;
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/ical/nada.ics' })).statusCode).toBe(404);
  });
});
