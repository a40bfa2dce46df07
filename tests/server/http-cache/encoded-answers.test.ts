import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../src/shared/types.ts';
import {
  AnswerCache,
  answers,
  negotiateEncoding,
  type AnswerEncoding,
} from '../../../server/http-cache/encoded-answers.ts';
import { buildApp } from '../../../server/app.ts';
import type { Clock } from '../../../server/clock.ts';
import { testConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import {
  createCabin,
  createHostBlock,
  createReservation,
  type CreatedCabin,
} from '../factories.ts';
import { databases, openTestDatabase, TEST_TODAY } from '../helpers.ts';

/**
 * Search pages, the cabin list and cabin details are served already encoded (br, gzip, identity)
 * from a cache (server/http-cache/encoded-answers.ts). It must never serve an answer the database no longer
 * gives: every write, expired hold, clock set back and (PostgreSQL) other process's write shows in
 * the very next answer, in every encoding, and the bytes are the same JSON as without the cache.
 */

const ENCODINGS: AnswerEncoding[] = ['br', 'gzip', 'identity'];

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  expect(encoding).toBeUndefined();
  return body;
}

type DriverClient = { options: { connectionString: string } };

describe.each(databases)('encoded answers on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let nowMs = Date.now();
  const clock: Clock = { today: () => TEST_TODAY, now: () => new Date(nowMs) };
  let lake: CreatedCabin;
  let forest: CreatedCabin;

  const checkIn = '2027-04-06';
  const checkOut = '2027-04-08';
  const SEARCH = `/api/cotizar/search?location=huasca&guests=2&checkIn=${checkIn}&checkOut=${checkOut}`;

  /** GET `url` with `encoding`, checking the transport headers; the decoded JSON text. */
  const get = async (url: string, encoding: AnswerEncoding) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: encoding === 'identity' ? {} : { 'accept-encoding': encoding },
    });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    return decode(res.rawPayload, res.headers['content-encoding'] as string | undefined).toString();
  };

  /** The restriction types of each cabin of the search, in every encoding (all must agree). */
  const taken = async (url = SEARCH) => {
    const texts = [];
    for (const encoding of ENCODINGS) texts.push(await get(url, encoding));
    expect(new Set(texts).size, 'every encoding carries the same JSON').toBe(1);
    const body = JSON.parse(texts[0]) as SearchResponse;
    return Object.fromEntries(
      body.habitaciones.map((c) => [c.propertyDetails.name, c.restrictions.map((r) => r.type)]),
    );
  };
  const free = { 'A Laguna': [], 'B Monte': [] };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, clock });
    await app.ready();
    const place = { population: 'Huasca de Ocampo', state: 'Hidalgo' };
    lake = await createCabin(database.db, { ...place, name: 'A Laguna', maxOccupancy: 4 });
    forest = await createCabin(database.db, { ...place, name: 'B Monte', maxOccupancy: 4 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves a repeated search from the cache, byte for byte the same JSON', async () => {
    const first = await get(SEARCH, 'br');
    const before = answers.stats.hits;
    expect(await get(SEARCH, 'br')).toBe(first);
    expect(answers.stats.hits).toBe(before + 1);
    expect(await get(SEARCH, 'gzip')).toBe(first);
    expect(await get(SEARCH, 'identity')).toBe(first);
  });

  it('shows a booking, its cancellation and a host block in the very next answer', async () => {
    expect(await taken()).toEqual(free);
    const stay = await createReservation(database.db, { cabinId: lake.id, checkIn, checkOut });
    expect(await taken()).toEqual({ 'B Monte': [], 'A Laguna': ['NOT_AVAILABLE'] });
    await database.db.execute(
      sql`update reservations set status = 'cancelled' where id = ${stay.id}`,
    );
    expect(await taken()).toEqual(free);

    const block = await createHostBlock(database.db, {
      cabinId: forest.id,
      checkIn: '2027-04-07',
      checkOut: '2027-04-10',
    });
    expect(await taken()).toEqual({ 'A Laguna': [], 'B Monte': ['NOT_AVAILABLE'] });
    await database.db.execute(sql`delete from host_blocks where id = ${block.id}`);
    expect(await taken()).toEqual(free);
  });

  it('shows a write made in a transaction once it commits', async () => {
    expect(await taken()).toEqual(free);
    await database.db.transaction(async (tx) => {
      await createReservation(tx, { id: 'tx-stay', cabinId: forest.id, checkIn, checkOut });
    });
    expect(await taken()).toEqual({ 'A Laguna': [], 'B Monte': ['NOT_AVAILABLE'] });
    await database.db.execute(sql`delete from reservations where id = 'tx-stay'`);
    expect(await taken()).toEqual(free);
  });

  it('frees the nights of an expired hold, and forgets them again when the clock goes back', async () => {
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
      const held = { 'B Monte': [], 'A Laguna': ['NOT_AVAILABLE'] };
      expect(await taken()).toEqual(held);
      nowMs = start + 59_999;
      expect(await taken()).toEqual(held);
      nowMs = start + 60_000;
      expect(await taken()).toEqual(free);
      nowMs = start + 30_000;
      expect(await taken()).toEqual(held);
    } finally {
      nowMs = Date.now();
      await database.db.execute(sql`delete from reservations where status = 'pending'`);
    }
    expect(await taken()).toEqual(free);
  });

  it('shows catalogue changes in the next search, list and cabin answer', async () => {
    const list = '/api/habitaciones?limit=10';
    const detail = `/api/habitaciones/${forest.id}`;
    const undated = '/api/cotizar/search?location=huasca';
    for (const encoding of ENCODINGS) {
      expect(await get(list, encoding)).toContain('"B Monte"');
      expect(await get(detail, encoding)).toContain('"B Monte"');
      expect(await get(undated, encoding)).toContain('"B Monte"');
    }
    expect(await taken()).toEqual(free);

    await database.db.execute(
      sql`update cabins set name = 'B Monte Alto', max_occupancy = 1 where id = ${forest.id}`,
    );
    try {
      expect(await taken()).toEqual({ 'A Laguna': [], 'B Monte Alto': ['CAPACITY_EXCEEDED'] });
      for (const encoding of ENCODINGS) {
        expect(await get(list, encoding)).toContain('"B Monte Alto"');
        expect(await get(detail, encoding)).toContain('"B Monte Alto"');
        expect(await get(undated, encoding)).toContain('"B Monte Alto"');
      }
    } finally {
      await database.db.execute(
        sql`update cabins set name = 'B Monte', max_occupancy = 4 where id = ${forest.id}`,
      );
    }
    expect(await taken()).toEqual(free);
  });

  it('shows a booking, a rate change and a capacity change in the very next quote', async () => {
    const quote = async (guests = 2) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reservas/cotizar',
        headers: { 'accept-encoding': 'br, gzip' },
        payload: { habitacionId: lake.id, checkIn, checkOut, guests },
      });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-encoding']).toBeUndefined();
      return {
        status: res.statusCode,
        ...(res.json() as {
          available: boolean;
          errorType?: string;
          pricing?: { totalPrice: number };
        }),
      };
    };
    const before = await quote();
    expect(before).toMatchObject({ status: 200, available: true });
    expect(await quote()).toEqual(before);

    const stay = await createReservation(database.db, { cabinId: lake.id, checkIn, checkOut });
    expect(await quote()).toMatchObject({ available: false, errorType: 'NOT_AVAILABLE' });
    await database.db.execute(sql`delete from reservations where id = ${stay.id}`);
    expect(await quote()).toEqual(before);

    const [{ rate }] = (
      (await database.db.execute(
        sql`select nightly_rate_cents as rate from cabins where id = ${lake.id}`,
      )) as unknown as { rows: Array<{ rate: number }> }
    ).rows;
    try {
      await database.db.execute(
        sql`update cabins set nightly_rate_cents = ${rate * 2} where id = ${lake.id}`,
      );
      const dearer = await quote();
      expect(dearer.available).toBe(true);
      expect(dearer.pricing!.totalPrice).not.toBe(before.pricing!.totalPrice);
      await database.db.execute(sql`update cabins set max_occupancy = 1 where id = ${lake.id}`);
      expect(await quote()).toMatchObject({ available: false, errorType: 'CAPACITY_EXCEEDED' });
    } finally {
      await database.db.execute(
        sql`update cabins set nightly_rate_cents = ${rate}, max_occupancy = 4 where id = ${lake.id}`,
      );
    }
  });

  it.skipIf(kind !== 'postgres')(
    "shows another process's writes in the very next answer, in every encoding",
    async () => {
      const url = (database.db as unknown as { $client: DriverClient }).$client.options
        .connectionString;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        expect(await taken()).toEqual(free);
        await other.query(
          `insert into reservations (id, cabin_id, check_in, check_out, guests, nights, status,
             payment_status, subtotal_cents, commission_cents, total_cents, guest_first_name,
             guest_last_name, guest_email, guest_phone)
           values ('other-process', $1, $2, $3, 2, 2, 'active', 'PAID', 300000, 36000,
             336000, 'Otra', 'Persona', 'otra@example.mx', '+525512345678')`,
          [lake.id, checkIn, checkOut],
        );
        expect(await taken()).toEqual({ 'B Monte': [], 'A Laguna': ['NOT_AVAILABLE'] });
        await other.query(`update cabins set name = 'A Laguna Verde' where id = $1`, [lake.id]);
        expect(await taken()).toEqual({ 'B Monte': [], 'A Laguna Verde': ['NOT_AVAILABLE'] });
        expect(await get(`/api/habitaciones/${lake.id}`, 'br')).toContain('"A Laguna Verde"');
        await other.query(`delete from reservations where id = 'other-process'`);
        expect(await taken()).toEqual({ 'A Laguna Verde': [], 'B Monte': [] });
      } finally {
        await other.query(`update cabins set name = 'A Laguna' where id = $1`, [lake.id]);
        await other.end();
      }
      expect(await taken()).toEqual(free);
    },
  );

  it('still answers bad input with Spanish 4xx, whatever the encoding asked for', async () => {
    const bad = [
      ['/api/cotizar/search?guests=-3', 400],
      ['/api/cotizar/search?checkIn=2025-02-30&checkOut=2025-03-02', 400],
      ['/api/cotizar/search?page=0', 400],
      ['/api/habitaciones?limit=abc', 400],
      ['/api/habitaciones/no-existe', 404],
      [`/api/habitaciones/${'x'.repeat(5000)}`, 404],
    ] as const;
    for (const [url, status] of bad) {
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['content-encoding']).toBeUndefined();
        const body = res.json() as { success: boolean; message: string };
        expect(body.success).toBe(false);
        expect(body.message).toMatch(/[a-záéíóúñ]/i);
        expect(body.message).not.toMatch(/\b(the|invalid|not found|must)\b/i);
      }
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: SEARCH,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('negotiateEncoding', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br;q=nonsense, gzip;q=0.1', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(request({ 'accept-encoding': header }))).toBe(expected);
  });
  it('sends identity when the client asks for no compression or says nothing', () => {
    expect(negotiateEncoding(request({}))).toBe('identity');
    expect(negotiateEncoding(request({ 'accept-encoding': 'br', 'x-no-compression': '1' }))).toBe(
      'identity',
    );
  });
});

describe('AnswerCache', () => {
  const page = (fill: string, size = 40_000) => [
    Buffer.from('{"x":"'),
    Buffer.alloc(size, fill),
    Buffer.from('"}'),
  ];
  const text = (fill: string, size = 40_000) => Buffer.concat(page(fill, size)).toString();

  it('builds and encodes once for every concurrent caller', async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 20 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return page('a');
    };
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', 'br', build)));
    expect(builds).toBe(1);
    for (const answer of all) {
      expect(answer.encoding).toBe('br');
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(text('a'));
    }
    // Another encoding of the same answer is built when first asked for.
    const gz = await cache.get('k', 'gzip', build);
    expect(builds).toBe(2);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(text('a'));
    expect(cache.stats.misses).toBe(2);
    expect(cache.stats.hits).toBe(9);
  });

  it('keeps at most maxBytes, dropping the least recently used first', async () => {
    const cache = new AnswerCache({ maxBytes: 100_000, maxEntryBytes: 100_000 });
    const get = (key: string) => cache.get(key, 'identity', () => page(key));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c');
    expect(cache.stats.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.stats.entries).toBe(2);
    let rebuilt = '';
    const probe = (key: string) =>
      cache.get(key, 'identity', () => {
        rebuilt += key;
        return page(key);
      });
    expect((await probe('a')).body.toString()).toBe(text('a'));
    expect((await probe('c')).body.toString()).toBe(text('c'));
    expect((await probe('b')).body.toString()).toBe(text('b'));
    expect(rebuilt).toBe('b');
  });

  it('answers too large to keep are encoded for the request only', async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxEntryBytes: 10_000 });
    let builds = 0;
    const build = () => {
      builds += 1;
      return page('z');
    };
    for (let i = 0; i < 2; i++) {
      const answer = await cache.get('big', 'identity', build);
      expect(answer.body.toString()).toBe(text('z'));
    }
    expect(builds).toBe(2);
    expect(cache.stats.bytes).toBeLessThan(100);
  });

  it('sends small answers as they are, in any encoding', async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 20 });
    const answer = await cache.get('small', 'br', () => page('s', 100));
    expect(answer.encoding).toBe('identity');
    expect(answer.body.toString()).toBe(text('s', 100));
  });

  it('forgets a failed build, so the next caller builds again', async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 20 });
    await expect(
      cache.get('f', 'br', () => Promise.reject(new Error('no database'))),
    ).rejects.toThrow('no database');
    const answer = await cache.get('f', 'br', () => page('f'));
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(text('f'));
  });
});
