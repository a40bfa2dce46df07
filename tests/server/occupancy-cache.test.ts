import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../src/shared/types.ts';
import { buildApp } from '../../server/app.ts';
import type { Clock } from '../../server/clock.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { MAX_READS_IN_FLIGHT, readChangeVersions } from '../../server/services/change-versions.ts';
import { pageHostsFirst } from '../../server/services/search-service.ts';
import { createCabin, createHostBlock, createReservation, type CreatedCabin } from './factories.ts';
import { databases, openTestDatabase, TEST_TODAY } from './helpers.ts';

/**
 * Search, quotes and availability answer taken nights from an in-memory cache (occupancy-cache.ts)
 * and the catalogue from another (catalogue.ts). Both must be exact: every write, and every hold
 * whose time ran out, shows in the very next answer — on PostgreSQL also writes by other processes.
 */

type DriverClient = Record<'exec' | 'query', (...args: unknown[]) => Promise<unknown>>;
const driverOf = (database: Database) =>
  (database.db as unknown as { $client: DriverClient }).$client;
const statementText = (arg: unknown) =>
  typeof arg === 'string' ? arg : String((arg as { text?: string; name?: string })?.text ?? '');

describe.each(databases)('the occupancy and catalogue caches on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  /** The app's clock: tests move it to make holds run out. */
  let nowMs = Date.now();
  const clock: Clock = { today: () => TEST_TODAY, now: () => new Date(nowMs) };
  let lake: CreatedCabin;
  let forest: CreatedCabin;

  const checkIn = '2027-03-10';
  const checkOut = '2027-03-12';
  const dates = `checkIn=${checkIn}&checkOut=${checkOut}`;

  const search = async (query = `location=cuetzalan&guests=2&${dates}`) => {
    const res = await app.inject({ method: 'GET', url: `/api/cotizar/search?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as SearchResponse;
  };
  /** The restriction types of each cabin in a search with the test dates. */
  const taken = async () => {
    const body = await search();
    return Object.fromEntries(
      body.habitaciones.map((c) => [c.propertyDetails.name, c.restrictions.map((r) => r.type)]),
    );
  };
  const quote = async (cabinId: string, range = { checkIn, checkOut }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      payload: { habitacionId: cabinId, ...range, guests: 2 },
    });
    return res.json() as { available: boolean; errorType?: string };
  };
  const check = async (cabinId: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/availability/check',
        payload: { cabinId, checkIn, checkOut },
      })
    ).json() as { available: boolean };
  const unavailable = async () =>
    (
      (
        await app.inject({
          method: 'GET',
          url: `/api/availability/date-range?${dates}`,
        })
      ).json() as { data: { unavailable: string[] } }
    ).data.unavailable;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, clock });
    await app.ready();
    const place = { population: 'Cuetzalan', state: 'Puebla' };
    lake = await createCabin(database.db, { ...place, name: 'A Lago', maxOccupancy: 4 });
    forest = await createCabin(database.db, { ...place, name: 'B Bosque', maxOccupancy: 4 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows a booking, its cancellation and a host block in the very next answer', async () => {
    // Remembered first, so a stale answer would be served if a write went unnoticed.
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
    expect(await quote(lake.id)).toMatchObject({ available: true });

    const stay = await createReservation(database.db, { cabinId: lake.id, checkIn, checkOut });
    expect(await taken()).toEqual({ 'B Bosque': [], 'A Lago': ['NOT_AVAILABLE'] });
    expect(await quote(lake.id)).toMatchObject({ available: false, errorType: 'NOT_AVAILABLE' });
    expect(await check(lake.id)).toMatchObject({ available: false });
    expect(await unavailable()).toContain(lake.id);

    await database.db.execute(
      sql`update reservations set status = 'cancelled' where id = ${stay.id}`,
    );
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
    expect(await quote(lake.id)).toMatchObject({ available: true });
    expect(await check(lake.id)).toMatchObject({ available: true });
    expect(await unavailable()).not.toContain(lake.id);

    const block = await createHostBlock(database.db, {
      cabinId: forest.id,
      checkIn: '2027-03-11',
      checkOut: '2027-03-15',
    });
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': ['NOT_AVAILABLE'] });
    expect(await quote(forest.id)).toMatchObject({ available: false });
    await database.db.execute(sql`delete from host_blocks where id = ${block.id}`);
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
    expect(await quote(forest.id)).toMatchObject({ available: true });
  });

  it('shows a write made in a transaction once it commits', async () => {
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
    let id = '';
    await database.db.transaction(async (tx) => {
      id = (await createReservation(tx, { cabinId: forest.id, checkIn, checkOut })).id;
    });
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': ['NOT_AVAILABLE'] });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from reservations where id = ${id}`);
    });
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
  });

  it('frees the nights of a hold the moment its time runs out, with no write', async () => {
    const start = Date.now();
    nowMs = start;
    try {
      await createReservation(database.db, {
        cabinId: lake.id,
        checkIn,
        checkOut,
        status: 'pending',
        paymentStatus: 'PENDING',
        holdExpiresAt: new Date(start + 60_000),
      });
      await createReservation(database.db, {
        cabinId: forest.id,
        checkIn: '2027-03-11',
        checkOut: '2027-03-13',
        status: 'pending',
        paymentStatus: 'PENDING',
        holdExpiresAt: new Date(start + 120_000),
      });
      const both = { 'A Lago': ['NOT_AVAILABLE'], 'B Bosque': ['NOT_AVAILABLE'] };
      expect(await taken()).toEqual(both);
      nowMs = start + 59_999;
      expect(await taken()).toEqual(both);
      expect(await quote(lake.id)).toMatchObject({ available: false });
      // The first hold ran out (it counts while hold_expires_at > now): its nights are free.
      nowMs = start + 60_000;
      expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': ['NOT_AVAILABLE'] });
      expect(await quote(lake.id)).toMatchObject({ available: true });
      nowMs = start + 119_000;
      expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': ['NOT_AVAILABLE'] });
      nowMs = start + 120_000;
      expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
      expect(await quote(forest.id)).toMatchObject({ available: true });
      // A clock set back (another server's, a test's): what was remembered later is not reused.
      nowMs = start + 30_000;
      expect(await taken()).toEqual(both);
    } finally {
      nowMs = Date.now();
      await database.db.execute(sql`delete from reservations where status = 'pending'`);
    }
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
  });

  it('shows a catalogue change in the next search with dates', async () => {
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
    await database.db.execute(sql`update cabins set max_occupancy = 1 where id = ${forest.id}`);
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': ['CAPACITY_EXCEEDED'] });
    await database.db.execute(sql`update cabins set max_occupancy = 4 where id = ${forest.id}`);
    expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
  });

  it('answers a repeated search from memory (PostgreSQL: only the version read)', async () => {
    await search();
    const driver = driverOf(database);
    const method = kind === 'pglite' ? 'exec' : 'query';
    const spy = vi.spyOn(driver, method);
    try {
      await search();
      await quote(lake.id);
      const texts = spy.mock.calls.map((call) => statementText(call[0]));
      expect(texts.filter((text) => /reservations|refugio_occupied/.test(text))).toEqual([]);
      if (kind === 'pglite') expect(texts).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('counts every write committed before a version read began, even while others are in flight', async () => {
    const driver = driverOf(database);
    const method = kind === 'pglite' ? 'exec' : 'query';
    const original = driver[method].bind(driver);
    let holding = false;
    let executed = 0;
    let ranHeld!: () => void;
    const allRan = new Promise<void>((resolve) => (ranHeld = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(driver, method).mockImplementation(async (...args: unknown[]) => {
      const isVersionRead =
        kind === 'pglite'
          ? statementText(args[0]).startsWith('EXECUTE refugio_change_versions')
          : (args[0] as { name?: string })?.name === 'refugio_change_versions';
      const result = await original(...args);
      if (isVersionRead) {
        executed += 1;
        if (holding) {
          // The read ran (its snapshot is taken) but answers late.
          if (executed === MAX_READS_IN_FLIGHT) ranHeld();
          await released;
        }
      }
      return result;
    });
    try {
      const before = await readChangeVersions(database);
      executed = 0;
      holding = true;
      // The first reads go out at once and are held; the next two wait for a read of their own.
      const early = Array.from({ length: MAX_READS_IN_FLIGHT + 2 }, () =>
        readChangeVersions(database),
      );
      await allRan;
      holding = false;
      await createHostBlock(database.db, { cabinId: lake.id, checkIn: '2027-05-01' });
      // Callers arriving after the write: none may be handed a read that began before it.
      const late = Array.from({ length: 4 }, () => readChangeVersions(database));
      release();
      const [earlyAnswers, lateAnswers] = await Promise.all([
        Promise.all(early),
        Promise.all(late),
      ]);
      expect(earlyAnswers.slice(0, MAX_READS_IN_FLIGHT).map((v) => v.availability)).toEqual(
        Array(MAX_READS_IN_FLIGHT).fill(before.availability),
      );
      expect(lateAnswers.map((v) => v.availability)).toEqual(
        Array(4).fill(before.availability + 1),
      );
      // The six callers that waited shared one read.
      expect(executed).toBe(MAX_READS_IN_FLIGHT + 1);
    } finally {
      release();
      spy.mockRestore();
    }
    await database.db.execute(sql`delete from host_blocks where check_in = '2027-05-01'`);
  });

  it.skipIf(kind !== 'postgres')(
    'shows writes made by another process in the very next answer, also under load',
    async () => {
      const url = (driverOf(database) as unknown as { options: { connectionString: string } })
        .options.connectionString;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        expect(await taken()).toEqual({ 'A Lago': [], 'B Bosque': [] });
        // Searches in flight while the other process writes...
        const during = Array.from({ length: 20 }, () => search());
        await other.query(
          `insert into reservations (id, cabin_id, check_in, check_out, guests, nights, status,
             payment_status, subtotal_cents, commission_cents, total_cents, guest_first_name,
             guest_last_name, guest_email, guest_phone)
           values ('other-process-stay', $1, $2, $3, 2, 2, 'active', 'PAID', 300000, 36000,
             336000, 'Otra', 'Persona', 'otra@example.mx', '+525512345678')`,
          [lake.id, checkIn, checkOut],
        );
        await Promise.all(during);
        // ...and every request that starts after the commit sees it.
        const after = await Promise.all(Array.from({ length: 20 }, () => taken()));
        for (const answer of after) {
          expect(answer).toEqual({ 'B Bosque': [], 'A Lago': ['NOT_AVAILABLE'] });
        }
        expect(await quote(lake.id)).toMatchObject({ available: false });

        await other.query(`update cabins set name = 'A Lago Azul' where id = $1`, [lake.id]);
        expect(await taken()).toEqual({ 'B Bosque': [], 'A Lago Azul': ['NOT_AVAILABLE'] });
        await other.query(`delete from reservations where id = 'other-process-stay'`);
        expect(await taken()).toEqual({ 'A Lago Azul': [], 'B Bosque': [] });
        expect(await quote(lake.id)).toMatchObject({ available: true });
      } finally {
        await other.query(`update cabins set name = 'A Lago' where id = $1`, [lake.id]);
        await other.end();
      }
    },
  );
});

describe('pageHostsFirst', () => {
  it('equals slicing the hosts followed by the others, for every page', () => {
    let state = 7;
    const rand = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    for (let round = 0; round < 200; round++) {
      const length = Math.floor(rand() * 40);
      const share = rand();
      const list = Array.from({ length }, (_, i) => ({ i, host: rand() < share }));
      const ordered = [...list.filter((e) => e.host), ...list.filter((e) => !e.host)];
      const size = 1 + Math.floor(rand() * 10);
      for (let start = 0; start <= length + size; start += size) {
        expect(pageHostsFirst(list, (e) => e.host, start, size)).toEqual(
          ordered.slice(start, start + size),
        );
      }
    }
  });
});
