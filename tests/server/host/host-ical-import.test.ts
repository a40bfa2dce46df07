import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { hostBlocks } from '../../../server/db/schema.ts';
import { runIcalSync } from '../../../server/jobs/ical-sync.ts';
import { FEED_ERRORS, isPrivateAddress } from '../../../server/services/ical-fetch.ts';
import { parseFeed } from '../../../server/services/ical-import.ts';
import { createCabin, createReservation } from '../factories.ts';
import { createTestApp, databases, TEST_TODAY, type TestApp } from '../helpers.ts';
import { registerHost } from './host-support.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('iCal import rules', () => {
  it('reads Airbnb- and Booking.com-shaped feeds as calendar dates', () => {
    expect(parseFeed(fixture('airbnb.ics'), TEST_TODAY)).toEqual([
      expect.objectContaining({
        checkIn: '2026-12-03',
        checkOut: '2026-12-06',
        summary: 'Reserved',
      }),
      expect.objectContaining({ checkIn: '2026-12-14', checkOut: '2026-12-15' }),
      expect.objectContaining({ checkIn: '2026-12-24', checkOut: '2026-12-26' }),
    ]);
    // DATE-TIME: 15:00 on the 15th to 11:00 on the 17th (Mexico City) are the nights of the 15th and 16th;
    // the cancelled event blocks nothing.
    expect(parseFeed(fixture('booking.ics'), TEST_TODAY)).toEqual([
      expect.objectContaining({ checkIn: '2027-01-08', checkOut: '2027-01-11' }),
      expect.objectContaining({ checkIn: '2027-01-15', checkOut: '2027-01-17' }),
    ]);
  });

  it('refuses loopback, private, link-local and metadata addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.140', '2606:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe.each(databases)('iCal import on %s', (kind) => {
  let t: TestApp;
  let server: Server;
  let base: string;
  const feeds = new Map<string, string>();
  const hits = new Map<string, number>();
  let host: Awaited<ReturnType<typeof registerHost>>;
  let cabinId: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path === '/redirect') {
        response.writeHead(302, { location: `${base}/airbnb.ics` });
        response.end();
        return;
      }
      const body = feeds.get(path);
      if (body === undefined) {
        response.writeHead(404);
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    feeds.set('/airbnb.ics', fixture('airbnb.ics'));
    feeds.set('/booking.ics', fixture('booking.ics'));

    t = await createTestApp(kind, { seed: false, config: { ICAL_ALLOW_PRIVATE_FEEDS: true } });
    host = await registerHost(t.app);
    cabinId = (await createCabin(t.database.db, { ownerId: host.client.id, population: 'Creel' }))
      .id;
    await createReservation(t.database.db, {
      cabinId,
      checkIn: '2026-12-25',
      checkOut: '2026-12-27',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/host/cabins/${cabinId}${path}`,
      headers: host.headers,
      payload: payload as object,
    });
  const blocks = () =>
    t.database.db.select().from(hostBlocks).where(eq(hostBlocks.cabinId, cabinId));

  it('imports an Airbnb feed as blocks, records the conflict with a stay, and frees removed events', async () => {
    const added = await api('POST', '/ical-feeds', { name: 'Airbnb', url: `${base}/airbnb.ics` });
    expect(added.statusCode).toBe(201);
    const feedId = added.json().data.feed.id;

    const synced = await api('POST', `/ical-feeds/${feedId}/sync`);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().data.feed).toMatchObject({
      name: 'Airbnb',
      eventsImported: 2,
      lastError: null,
      lastSyncedAt: expect.any(String),
      conflicts: [{ checkIn: '2026-12-24', checkOut: '2026-12-26', summary: 'Reserved' }],
    });
    const calendar = (await api('GET', '/calendar?from=2026-12-01&to=2027-01-01')).json().data;
    expect(calendar.blocks).toEqual([
      expect.objectContaining({
        checkIn: '2026-12-03',
        checkOut: '2026-12-06',
        source: 'ical',
        feedName: 'Airbnb',
      }),
      expect.objectContaining({
        checkIn: '2026-12-14',
        checkOut: '2026-12-15',
        source: 'ical',
        feedName: 'Airbnb',
      }),
    ]);
    // The Refugio stay is untouched.
    expect(calendar.bookings).toEqual([expect.objectContaining({ checkIn: '2026-12-25' })]);
    // An imported block is freed at its source, not in Refugio.
    const imported = calendar.blocks[0].id;
    const refused = await api('DELETE', `/blocks/${imported}`);
    expect(refused.statusCode).toBe(409);

    // The guest's search sees the nights taken.
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/cotizar/search?location=Creel&checkIn=2026-12-04&checkOut=2026-12-05&guests=2',
    });
    const mine = search.json().habitaciones.find((c: { _id: string }) => c._id === cabinId);
    expect(mine.restrictions.map((r: { type: string }) => r.type)).toEqual(['NOT_AVAILABLE']);

    // The host's own block is kept when the feed changes; a vanished event frees its nights.
    await api('POST', '/blocks', {
      checkIn: '2026-12-18',
      checkOut: '2026-12-19',
      reason: 'Pintura',
    });
    feeds.set(
      '/airbnb.ics',
      fixture('airbnb.ics').replace(
        /BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20261206[\s\S]*?END:VEVENT\r\n/,
        '',
      ),
    );
    const again = await api('POST', `/ical-feeds/${feedId}/sync`);
    expect(again.json().data.feed.eventsImported).toBe(1);
    const rows = await blocks();
    expect(rows.map((b) => [b.checkIn, b.feedId ? 'ical' : 'host']).sort()).toEqual([
      ['2026-12-14', 'ical'],
      ['2026-12-18', 'host'],
    ]);

    // Deleting the feed frees its nights.
    expect((await api('DELETE', `/ical-feeds/${feedId}`)).statusCode).toBe(200);
    expect((await blocks()).map((b) => b.checkIn)).toEqual(['2026-12-18']);
  });

  it('imports a Booking.com feed through a redirect, and keeps the Spanish error of a failing one', async () => {
    const added = await api('POST', '/ical-feeds', {
      name: 'Booking.com',
      url: `${base}/booking.ics`,
    });
    const feedId = added.json().data.feed.id;
    const synced = await api('POST', `/ical-feeds/${feedId}/sync`);
    expect(synced.json().data.feed).toMatchObject({ eventsImported: 2, lastError: null });

    const redirected = await api('POST', '/ical-feeds', { name: 'Vrbo', url: `${base}/redirect` });
    const r = await api('POST', `/ical-feeds/${redirected.json().data.feed.id}/sync`);
    expect(r.json().data.feed).toMatchObject({ lastError: null, eventsImported: 1 });

    const broken = await api('POST', '/ical-feeds', { name: 'Roto', url: `${base}/nada.ics` });
    const b = await api('POST', `/ical-feeds/${broken.json().data.feed.id}/sync`);
    expect(b.json().data.feed.lastError).toBe(FEED_ERRORS.status(404));
    const list = (await api('GET', '/ical-feeds')).json().data.feeds;
    expect(list.map((f: { name: string }) => f.name)).toEqual(['Booking.com', 'Vrbo', 'Roto']);

    for (const [body, message] of [
      [
        { name: 'Airbnb', url: 'ftp://example.com/a.ics' },
        'La dirección del calendario debe empezar con http:// o https://',
      ],
      [
        { name: 'A', url: `${base}/a.ics` },
        'El nombre del calendario debe tener entre 2 y 60 caracteres',
      ],
      [{ name: 'Airbnb' }, 'La dirección del calendario es obligatoria'],
    ] as const) {
      const res = await api('POST', '/ical-feeds', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses private addresses unless ICAL_ALLOW_PRIVATE_FEEDS, after DNS and on redirects', async () => {
    const strict = await buildApp({
      config: testConfig({ ICAL_ALLOW_PRIVATE_FEEDS: false }),
      database: t.database,
    });
    await strict.ready();
    try {
      for (const url of [
        `${base}/airbnb.ics`,
        `http://localhost:${new URL(base).port}/airbnb.ics`,
      ]) {
        const added = await strict.inject({
          method: 'POST',
          url: `/api/host/cabins/${cabinId}/ical-feeds`,
          headers: host.headers,
          payload: { name: 'Interno', url },
        });
        const before = hits.get('/airbnb.ics') ?? 0;
        const res = await strict.inject({
          method: 'POST',
          url: `/api/host/cabins/${cabinId}/ical-feeds/${added.json().data.feed.id}/sync`,
          headers: host.headers,
        });
        expect(res.json().data.feed.lastError).toBe(FEED_ERRORS.private);
        expect(hits.get('/airbnb.ics') ?? 0).toBe(before);
      }
    } finally {
      await strict.close();
    }
  });

  it('fetches each due feed once per interval across two server processes', async () => {
    feeds.set('/once.ics', fixture('booking.ics'));
    const other = await createCabin(t.database.db, { ownerId: host.client.id });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/host/cabins/${other.id}/ical-feeds`,
      headers: host.headers,
      payload: { name: 'Booking.com', url: `${base}/once.ics` },
    });
    expect(added.statusCode).toBe(201);
    const second = await buildApp({
      config: testConfig({ ICAL_ALLOW_PRIVATE_FEEDS: true }),
      database: t.database,
    });
    await second.ready();
    try {
      // Other feeds of this file are due too; only /once.ics is counted.
      await Promise.all([runIcalSync(t.app), runIcalSync(second), runIcalSync(t.app)]);
      expect(hits.get('/once.ics')).toBe(1);
      await Promise.all([runIcalSync(t.app), runIcalSync(second)]);
      expect(hits.get('/once.ics')).toBe(1);
    } finally {
      await second.close();
    }
  });
});
