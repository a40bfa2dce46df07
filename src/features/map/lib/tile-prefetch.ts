/**
 * TILE_PREFETCH (issue 17): with a tile source that allows it (the operator's own tile server), a
 * confirmed stay keeps a bounded set of tiles around its cabin, so its map works at the cabin with
 * no signal. With the public OpenStreetMap servers this stays off: their policy forbids bulk
 * downloads, and only the tiles the guest has seen are kept.
 */

export interface TileCoords {
  z: number;
  x: number;
  y: number;
}

export const TILE_PREFETCH_LIMITS = { minZoom: 12, maxZoom: 16, maxTiles: 80 } as const;
/** Tiles asked for at once (a tile server is not to be flooded). */
const CONCURRENCY = 4;

/** The point's position in tile units at zoom z (Web Mercator, as Leaflet and every slippy map). */
export function tilePoint(latitude: number, longitude: number, z: number): [number, number] {
  const n = 2 ** z;
  const lat = (Math.max(-85.05112878, Math.min(85.05112878, latitude)) * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n;
  return [x, y];
}

/**
 * The tiles around a point from minZoom to maxZoom, at most maxTiles in all: each zoom gets an equal
 * share of what is left, the tiles nearest the point first (so every zoom is centred on the cabin).
 */
export function tilesAround(
  latitude: number,
  longitude: number,
  limits: { minZoom: number; maxZoom: number; maxTiles: number } = TILE_PREFETCH_LIMITS,
): TileCoords[] {
  const tiles: TileCoords[] = [];
  for (let z = limits.minZoom; z <= limits.maxZoom; z++) {
    const zoomsLeft = limits.maxZoom - z + 1;
    const budget = Math.floor((limits.maxTiles - tiles.length) / zoomsLeft);
    const [px, py] = tilePoint(latitude, longitude, z);
    const n = 2 ** z;
    const cx = Math.floor(px);
    const cy = Math.floor(py);
    const radius = Math.ceil(Math.sqrt(budget) / 2) + 1;
    const candidates: Array<TileCoords & { d: number }> = [];
    for (let x = cx - radius; x <= cx + radius; x++) {
      for (let y = cy - radius; y <= cy + radius; y++) {
        if (y < 0 || y >= n) continue;
        // Distance from the point to the tile's centre, in tiles.
        const d = Math.hypot(x + 0.5 - px, y + 0.5 - py);
        candidates.push({ z, x: ((x % n) + n) % n, y, d });
      }
    }
    candidates.sort((a, b) => a.d - b.d || a.x - b.x || a.y - b.y);
    for (const { d: _d, ...tile } of candidates.slice(0, budget)) tiles.push(tile);
  }
  return tiles;
}

/** A tile's address from a Leaflet URL template, with the subdomain Leaflet itself would pick. */
export function tileUrl(template: string, { z, x, y }: TileCoords, subdomains = 'abc'): string {
  const s = subdomains[Math.abs(x + y) % subdomains.length] ?? '';
  return template
    .replace(/\{s\}/g, s)
    .replace(/\{z\}/g, String(z))
    .replace(/\{x\}/g, String(x))
    .replace(/\{y\}/g, String(y))
    .replace(/\{r\}/g, '');
}

/**
 * Asks for each tile through the page, so the service worker's tile route stores it (see
 * sw/tile-cache.ts); tiles it already holds fresh are answered from there without the network.
 * Failures are ignored: this is a convenience, never in the guest's way.
 */
export async function prefetchTiles(
  urls: string[],
  fetchTile: (url: string) => Promise<unknown> = (url) =>
    fetch(url, { mode: 'cors', credentials: 'omit' }),
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      await fetchTile(url).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
}
