/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { readAnswer, storeAnswer } from '../src/offline/answers.ts';
import { CONFIG_PATH } from '../src/offline/keys.ts';
import { OFFLINE_HEADER } from '../src/offline/messages.ts';
import {
  httpFreshnessSeconds,
  readTile,
  storeTile,
  tileTemplateRegExp,
  type TileHit,
} from '../src/offline/tiles.ts';

/** Looks like a slippy-map tile: …/{z}/{x}/{y}.png (the configured template decides for sure). */
const TILE_SHAPE = /\/\d+\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp)$/i;

let template: RegExp | null = null;
let loading: Promise<void> | null = null;
let lastAttempt = 0;
const RETRY_MS = 30_000;

/** The tile URL comes from GET /api/config; called whenever a config answer passes by. */
export function learnTileSource(configBody: unknown): void {
  const url = (configBody as { tiles?: { url?: unknown } } | null)?.tiles?.url;
  if (typeof url === 'string') template = tileTemplateRegExp(url);
}

/** From the stored config, else asked from the server (the app may hold it in its own cache). */
async function loadTileSource(): Promise<void> {
  if (template) return;
  if (loading) return loading;
  if (Date.now() - lastAttempt < RETRY_MS) return;
  lastAttempt = Date.now();
  loading = (async () => {
    const stored = await readAnswer('answer', CONFIG_PATH).catch(() => undefined);
    if (stored) learnTileSource(stored.body);
    if (template) return;
    const response = await fetch(CONFIG_PATH, { credentials: 'same-origin' });
    if (!response.ok) return;
    const body: unknown = await response.json();
    learnTileSource(body);
    await storeAnswer('answer', CONFIG_PATH, CONFIG_PATH, body);
  })()
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

function tileResponse(tile: TileHit): Response {
  return new Response(tile.data, {
    status: 200,
    headers: {
      'Content-Type': tile.type,
      'Access-Control-Allow-Origin': '*',
      [OFFLINE_HEADER]: new Date(tile.storedAt).toISOString(),
    },
  });
}

/**
 * Tiles the map shows are kept in IndexedDB (LRU, ≥ 7 days) and served from there while fresh or
 * whenever the network is gone. Only tiles actually requested by the map: never a bulk download.
 */
export function registerTileCache(): void {
  void loadTileSource();
  registerRoute(
    ({ url, request, sameOrigin }) =>
      !sameOrigin &&
      request.method === 'GET' &&
      (template ? template.test(url.href) : TILE_SHAPE.test(url.pathname)),
    async ({ request, event }) => {
      await loadTileSource();
      if (!template?.test(request.url)) return fetch(request);
      const stored = await readTile(request.url).catch(() => undefined);
      if (stored && !stored.expired) return tileResponse(stored);
      try {
        // Asked with CORS so the bytes can be stored; referrer kept for the tile server's policy.
        const response = await fetch(
          new Request(request.url, {
            mode: 'cors',
            credentials: 'omit',
            referrer: request.referrer,
            referrerPolicy: request.referrerPolicy,
          }),
        );
        if (response.ok) {
          const type = response.headers.get('content-type') ?? 'image/png';
          const freshness = httpFreshnessSeconds(response.headers);
          (event as FetchEvent).waitUntil(
            response
              .clone()
              .arrayBuffer()
              .then((data) => storeTile(request.url, data, { type, freshnessSeconds: freshness }))
              .catch(() => undefined),
          );
          return response;
        }
        return stored ? tileResponse(stored) : response;
      } catch {
        if (stored) return tileResponse(stored);
        // Offline with nothing stored, or a source without CORS: let the browser try as it asked.
        return fetch(request).catch(() => Response.error());
      }
    },
  );
}
