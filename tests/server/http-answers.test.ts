import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJsonParts } from '../../server/http-answers.ts';
import { createCabins } from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

/**
 * Large answers (search pages, cabin lists) are copied into buffers reused once a response has been
 * handed to the operating system (server/http-answers.ts). Over real sockets and many requests at
 * once, every answer must still arrive whole and be its own, never another's or a reused buffer's.
 */
describe.each(databases)('large answers over HTTP on %s', (kind) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    await createCabins(t.database.db, 120, (i) => ({
      name: `Cabaña Ñandú ${String(i).padStart(3, '0')}`,
      population: i % 2 ? 'Tapalpa' : 'Creel',
      state: i % 2 ? 'Jalisco' : 'Chihuahua',
      maxOccupancy: 2 + (i % 6),
    }));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('sends each answer whole and its own, many at once, again and again', async () => {
    const urls = [
      '/api/cotizar/search?location=any&pageSize=100',
      '/api/cotizar/search?location=any&pageSize=37&page=2',
      '/api/cotizar/search?location=tapalpa&guests=3',
      '/api/cotizar/search?location=creel&guests=2&checkIn=2027-01-10&checkOut=2027-01-12',
      '/api/cotizar/search?location=any&guests=7&pageSize=90',
      '/api/habitaciones?limit=120',
      '/api/habitaciones?limit=9&offset=3',
    ];
    const expected = new Map<string, string>();
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expected.set(url, res.body);
    }
    // Large enough to be pooled (16 KB and up), and of different sizes.
    expect(expected.get(urls[0])!.length).toBeGreaterThan(64 * 1024);
    for (let round = 0; round < 5; round++) {
      // Compressed too: zlib reads the answer after the handler returned, on another thread.
      const order = urls
        .flatMap((url) => ['identity', 'gzip', 'br'].map((encoding) => ({ url, encoding })))
        .sort(() => Math.random() - 0.5);
      const bodies = await Promise.all(
        order.map(async ({ url, encoding }) => {
          const res = await fetch(base + url, { headers: { 'accept-encoding': encoding } });
          expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
          expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
          return [url, await res.text()] as const;
        }),
      );
      for (const [url, body] of bodies) expect(body === expected.get(url), url).toBe(true);
    }
  });
});

describe('sendJsonParts', () => {
  /** A reply that records what it was asked to send; `raw` emits 'finish' when the test says. */
  const fakeReply = () => {
    const raw = new EventEmitter();
    const sent: { payload: Buffer | null } = { payload: null };
    const reply = {
      raw,
      type: () => reply,
      send: (payload: Buffer) => {
        sent.payload = payload;
        return reply;
      },
    };
    return { reply: reply as unknown as FastifyReply, raw, sent };
  };
  const parts = (fill: string, size: number) => [
    Buffer.from('{"x":"'),
    Buffer.alloc(size, fill),
    Buffer.from('"}'),
  ];

  it('reuses a buffer only after its response has been handed to the system', () => {
    const first = fakeReply();
    sendJsonParts(first.reply, parts('a', 100_000));
    const second = fakeReply();
    sendJsonParts(second.reply, parts('b', 90_000));
    // The first response is still being written: the second got memory of its own.
    expect(second.sent.payload!.buffer).not.toBe(first.sent.payload!.buffer);
    expect(first.sent.payload!.equals(Buffer.concat(parts('a', 100_000)))).toBe(true);

    first.raw.emit('finish');
    const third = fakeReply();
    sendJsonParts(third.reply, parts('c', 80_000));
    expect(third.sent.payload!.buffer).toBe(first.sent.payload!.buffer);
    expect(third.sent.payload!.equals(Buffer.concat(parts('c', 80_000)))).toBe(true);
    // A response that never finished (the client went away) never gives its buffer back.
    second.raw.emit('close');
    const fourth = fakeReply();
    sendJsonParts(fourth.reply, parts('d', 85_000));
    expect(fourth.sent.payload!.buffer).not.toBe(second.sent.payload!.buffer);
    expect(fourth.sent.payload!.length).toBe(85_008);
  });

  it('sends small answers as they are joined', () => {
    const small = fakeReply();
    sendJsonParts(small.reply, parts('s', 100));
    expect(small.sent.payload!.toString()).toBe(`{"x":"${'s'.repeat(100)}"}`);
  });
});
