import { offlineDb, type StoredTile } from './db.ts';

/**
 * Map tiles the guest has seen, kept for offline use. OpenStreetMap's tile policy allows caching
 * viewed tiles "per HTTP expiry or at least 7 days" and forbids bulk downloads: nothing here
 * fetches a tile the map did not ask for.
 */

export const TILE_LIMIT = 2000;
export const TILE_MIN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** lastUsed is rewritten at most this often, so panning does not turn reads into writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Seconds of freshness from Cache-Control max-age (or Expires), null when the answer gives none. */
export function httpFreshnessSeconds(headers: { get(name: string): string | null }): number | null {
  const cacheControl = headers.get('cache-control') ?? '';
  const maxAge = /(?:^|,)\s*(?:s-maxage|max-age)\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  if (maxAge) return Number(maxAge[1]);
  const expires = headers.get('expires');
  if (expires) {
    const expiresMs = Date.parse(expires);
    const dateMs = Date.parse(headers.get('date') ?? '') || Date.now();
    if (Number.isFinite(expiresMs)) return Math.max(0, Math.round((expiresMs - dateMs) / 1000));
  }
  return null;
}

/** A tile stays fresh for its HTTP lifetime, and never less than 7 days. */
export function tileExpiresAt(storedAt: number, freshnessSeconds: number | null): number {
  return storedAt + Math.max((freshnessSeconds ?? 0) * 1000, TILE_MIN_TTL_MS);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A Leaflet URL template ("https://{s}.tile.example/{z}/{x}/{y}{r}.png") as a RegExp. */
export function tileTemplateRegExp(template: string): RegExp | null {
  if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template)) return null;
  const pattern = escapeRegExp(template)
    .replace(/\\\{s\\\}/g, '[a-z0-9-]+')
    .replace(/\\\{[zxy]\\\}/g, '-?\\d+')
    .replace(/\\\{r\\\}/g, '(?:@2x)?')
    .replace(/\\\{[a-z]+\\\}/gi, '[^/?#]+');
  return new RegExp(`^${pattern}(?:\\?.*)?$`, 'i');
}

export interface TileHit {
  data: ArrayBuffer;
  type: string;
  storedAt: number;
  expired: boolean;
}

export async function readTile(url: string, now = Date.now()): Promise<TileHit | undefined> {
  const db = await offlineDb();
  const tile = await db.get('tiles', url);
  if (!tile) return undefined;
  if (now - tile.lastUsed >= TOUCH_INTERVAL_MS) {
    await db.put('tiles', { ...tile, lastUsed: now });
  }
  return {
    data: tile.data,
    type: tile.type,
    storedAt: tile.storedAt,
    expired: now >= tile.expiresAt,
  };
}

export async function storeTile(
  url: string,
  data: ArrayBuffer,
  options: { type?: string; freshnessSeconds?: number | null; now?: number; limit?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const tile: StoredTile = {
    url,
    data,
    type: options.type || 'image/png',
    size: data.byteLength,
    storedAt: now,
    lastUsed: now,
    expiresAt: tileExpiresAt(now, options.freshnessSeconds ?? null),
  };
  const db = await offlineDb();
  await db.put('tiles', tile);
  await evictTiles(options.limit ?? TILE_LIMIT);
}

/** Deletes the least recently used tiles until at most `limit` remain; returns how many went. */
export async function evictTiles(limit = TILE_LIMIT): Promise<number> {
  const db = await offlineDb();
  const tx = db.transaction('tiles', 'readwrite');
  const excess = (await tx.store.count()) - limit;
  let removed = 0;
  if (excess > 0) {
    let cursor = await tx.store.index('by-lastUsed').openCursor();
    while (cursor && removed < excess) {
      await cursor.delete();
      removed += 1;
      cursor = await cursor.continue();
    }
  }
  await tx.done;
  return removed;
}

export async function tileStats(): Promise<{ count: number; bytes: number }> {
  const db = await offlineDb();
  let bytes = 0;
  let count = 0;
  let cursor = await db.transaction('tiles').store.openCursor();
  while (cursor) {
    bytes += cursor.value.size;
    count += 1;
    cursor = await cursor.continue();
  }
  return { count, bytes };
}
