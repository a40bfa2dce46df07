import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withJoinedParts } from '../../../server/http-cache/pooled-join.ts';
import { createCabins } from '../factories.ts';
import { createTestApp, databases, type TestApp } from '../helpers.ts';

/**
 * Large answers (search pages, cabin lists) are joined in pooled buffers (server/http-cache/pooled-join.ts)
 * and kept encoded (server/http-cache/encoded-answers.ts). Over real sockets and many requests at once, every
 * answer must still arrive whole and be its own, never another's or a reused buffer's.
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

describe('withJoinedParts', () => {
  const parts = (fill: string, size: number) => [
    Buffer.from('{"x":"'),
    Buffer.alloc(size, fill),
    Buffer.from('"}'),
  ];

  it('reuses a buffer only once the work on it has settled', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first!: Buffer;
    const firstDone = withJoinedParts(parts('a', 100_000), async (joined) => {
      first = joined;
      await held;
      return joined.toString();
    });
    // The first is still in use: the second gets memory of its own.
    const second = await withJoinedParts(parts('b', 90_000), async (joined) => {
      expect(joined.buffer).not.toBe(first.buffer);
      return joined.buffer;
    });
    release();
    expect(await firstDone).toBe(Buffer.concat(parts('a', 100_000)).toString());
    // Both are free again: the next join of that size reuses one of them.
    await withJoinedParts(parts('c', 80_000), async (joined) => {
      expect([first.buffer, second]).toContain(joined.buffer);
      expect(joined.equals(Buffer.concat(parts('c', 80_000)))).toBe(true);
    });
  });

  it('gives the buffer back when the work fails', async () => {
    let used!: ArrayBufferLike;
    await expect(
      withJoinedParts(parts('f', 70_000), async (joined) => {
        used = joined.buffer;
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    await withJoinedParts(parts('g', 70_000), async (joined) => {
      expect(joined.buffer).toBe(used);
    });
  });

  it('joins small answers without the pool', async () => {
    const text = await withJoinedParts(parts('s', 100), async (joined) => joined.toString());
    expect(text).toBe(`{"x":"${'s'.repeat(100)}"}`);
  });
});
