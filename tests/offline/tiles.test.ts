import { beforeEach, describe, expect, it } from 'vitest';
import { deleteOfflineDb, offlineDb } from '../../src/offline/db.ts';
import {
  TILE_MIN_TTL_MS,
  evictTiles,
  httpFreshnessSeconds,
  readTile,
  storeTile,
  tileExpiresAt,
  tileStats,
  tileTemplateRegExp,
} from '../../src/offline/tiles.ts';

const T0 = Date.parse('2026-11-22T18:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const png = (n: number) => new Uint8Array([137, 80, 78, 71, n]).buffer;
const tileUrl = (x: number) => `http://localhost:4271/tiles/12/${x}/1700.png`;

beforeEach(async () => {
  await deleteOfflineDb();
});

describe('tile expiry', () => {
  it('reads max-age, s-maxage and Expires', () => {
    expect(httpFreshnessSeconds(new Headers({ 'cache-control': 'public, max-age=604800' }))).toBe(
      604800,
    );
    expect(httpFreshnessSeconds(new Headers({ 'cache-control': 's-maxage=60, public' }))).toBe(60);
    expect(
      httpFreshnessSeconds(
        new Headers({
          expires: 'Sun, 22 Nov 2026 19:00:00 GMT',
          date: 'Sun, 22 Nov 2026 18:00:00 GMT',
        }),
      ),
    ).toBe(3600);
    expect(httpFreshnessSeconds(new Headers({ 'cache-control': 'no-cache' }))).toBeNull();
  });

  it('keeps a tile at least 7 days, longer when HTTP says so', () => {
    expect(tileExpiresAt(T0, null)).toBe(T0 + TILE_MIN_TTL_MS);
    expect(tileExpiresAt(T0, 3600)).toBe(T0 + TILE_MIN_TTL_MS);
    expect(tileExpiresAt(T0, 30 * 24 * 3600)).toBe(T0 + 30 * DAY);
  });

  it('marks a stored tile expired after its lifetime but still returns it for offline use', async () => {
    await storeTile(tileUrl(1), png(1), { freshnessSeconds: 3600, now: T0 });
    expect((await readTile(tileUrl(1), T0 + 6 * DAY))?.expired).toBe(false);
    const late = await readTile(tileUrl(1), T0 + 7 * DAY);
    expect(late?.expired).toBe(true);
    expect(new Uint8Array(late!.data)[4]).toBe(1);
    expect(late?.type).toBe('image/png');
  });
});

describe('tile LRU', () => {
  it('evicts the least recently used tiles beyond the limit', async () => {
    for (let x = 0; x < 5; x += 1) {
      await storeTile(tileUrl(x), png(x), { now: T0 + x * HOUR, limit: 5 });
    }
    // Looking at tile 0 again makes it the most recently used.
    await readTile(tileUrl(0), T0 + 10 * HOUR);
    await storeTile(tileUrl(5), png(5), { now: T0 + 11 * HOUR, limit: 5 });
    await storeTile(tileUrl(6), png(6), { now: T0 + 12 * HOUR, limit: 5 });

    expect(await readTile(tileUrl(1), T0 + 13 * HOUR)).toBeUndefined();
    expect(await readTile(tileUrl(2), T0 + 13 * HOUR)).toBeUndefined();
    expect(await readTile(tileUrl(0), T0 + 13 * HOUR)).toBeDefined();
    expect(await readTile(tileUrl(6), T0 + 13 * HOUR)).toBeDefined();
    expect((await tileStats()).count).toBe(5);
  });

  it('evictTiles trims to any bound and reports what it removed', async () => {
    for (let x = 0; x < 4; x += 1) await storeTile(tileUrl(x), png(x), { now: T0 + x });
    expect(await evictTiles(1)).toBe(3);
    const db = await offlineDb();
    expect(await db.getAllKeys('tiles')).toEqual([tileUrl(3)]);
    expect(await tileStats()).toEqual({ count: 1, bytes: 5 });
  });
});

describe('tile URL templates', () => {
  it('matches the tiles of the configured source only', () => {
    const local = tileTemplateRegExp('http://localhost:4271/tiles/{z}/{x}/{y}.png')!;
    expect(local.test('http://localhost:4271/tiles/12/1000/1700.png')).toBe(true);
    expect(local.test('http://localhost:4271/media/12/1000/1700.png')).toBe(false);
    expect(local.test('http://localhost:4272/tiles/12/1000/1700.png')).toBe(false);

    const osm = tileTemplateRegExp('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png')!;
    expect(osm.test('https://b.tile.openstreetmap.org/3/4/5@2x.png')).toBe(true);
    expect(osm.test('https://b.tile.openstreetmap.org/3/4/5.png')).toBe(true);
    expect(osm.test('https://evil.example/3/4/5.png')).toBe(false);
    expect(tileTemplateRegExp('https://example.com/static.png')).toBeNull();
  });
});
