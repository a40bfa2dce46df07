import { describe, expect, it, vi } from 'vitest';
import {
  TILE_PREFETCH_LIMITS,
  prefetchTiles,
  tilePoint,
  tilesAround,
  tileUrl,
} from '../../../src/features/map/lib/tile-prefetch.ts';

// Mazamitla, Jalisco.
const LAT = 19.9152;
const LNG = -103.0201;

describe('the tiles kept around a confirmed stay’s cabin', () => {
  it('are at most 80, at zooms 12 to 16, without repeats', () => {
    const tiles = tilesAround(LAT, LNG);
    expect(tiles.length).toBeLessThanOrEqual(TILE_PREFETCH_LIMITS.maxTiles);
    expect(tiles.length).toBeGreaterThanOrEqual(75);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([12, 13, 14, 15, 16]));
    const keys = tiles.map((t) => `${t.z}/${t.x}/${t.y}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Each zoom gets its share, so the closest zoom still covers the cabin's surroundings.
    for (let z = 12; z <= 16; z++) expect(tiles.filter((t) => t.z === z)).toHaveLength(16);
  });

  it('include the cabin’s own tile at every zoom, and surround it', () => {
    const tiles = tilesAround(LAT, LNG);
    for (let z = 12; z <= 16; z++) {
      const [x, y] = tilePoint(LAT, LNG, z).map(Math.floor);
      const atZoom = tiles.filter((t) => t.z === z);
      expect(atZoom).toContainEqual({ z, x, y });
      for (const t of atZoom) {
        expect(Math.abs(t.x - x)).toBeLessThanOrEqual(3);
        expect(Math.abs(t.y - y)).toBeLessThanOrEqual(3);
      }
    }
  });

  it('stay bounded for any limit and near the poles and the antimeridian', () => {
    for (const [lat, lng] of [
      [89.9, 179.99],
      [-89.9, -180],
      [0, 0],
    ]) {
      const tiles = tilesAround(lat, lng, { minZoom: 12, maxZoom: 16, maxTiles: 7 });
      expect(tiles.length).toBeLessThanOrEqual(7);
      for (const t of tiles) {
        expect(t.x).toBeGreaterThanOrEqual(0);
        expect(t.x).toBeLessThan(2 ** t.z);
        expect(t.y).toBeGreaterThanOrEqual(0);
        expect(t.y).toBeLessThan(2 ** t.z);
      }
    }
  });

  it('computes the standard slippy-map tile of a point', () => {
    // Mexico City's Zócalo at zoom 12 is tile 12/920/1822; the null island at zoom 1, 1/1/1.
    expect(tilePoint(19.4326, -99.1332, 12).map(Math.floor)).toEqual([920, 1822]);
    expect(tilePoint(0, 0, 1)).toEqual([1, 1]);
  });

  it('fills a Leaflet URL template as Leaflet would', () => {
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { z: 14, x: 3, y: 1 })).toBe(
      'https://b.tiles.example/14/3/1.png',
    );
    expect(tileUrl('http://127.0.0.1:9/{z}/{x}/{y}.png', { z: 12, x: 900, y: 1817 })).toBe(
      'http://127.0.0.1:9/12/900/1817.png',
    );
  });

  it('asks for every tile, a few at a time, ignoring failures', async () => {
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const fetchTile = vi.fn(async (url: string) => {
      asked.push(url);
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (url.endsWith('/3')) throw new Error('sin red');
    });
    const urls = Array.from({ length: 10 }, (_, i) => `https://t.example/${i}`);
    await prefetchTiles(urls, fetchTile);
    expect(asked.sort()).toEqual([...urls].sort());
    expect(most).toBeLessThanOrEqual(4);
  });
});
