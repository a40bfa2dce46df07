/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { readAnswer, storeAnswer } from '../src/offline/answers.ts';
import {
  classifyApiUrl,
  clientIdFromAuthorization,
  reservationRecordKey,
  type AnswerKind,
} from '../src/offline/keys.ts';
import { OFFLINE_HEADER } from '../src/offline/messages.ts';

/** How long the network gets before the stored answer is shown instead. */
export const NETWORK_TIMEOUT_MS = 3000;

export interface StoredEvent {
  kind: AnswerKind;
  key: string;
  body: unknown;
  event: FetchEvent;
}

interface ApiCacheOptions {
  /** Called after an answer is written (warm photos, learn the tile source…). */
  onStored?: (stored: StoredEvent) => Promise<void> | void;
  /** Reservations fetched before this instant are not written (the guest logged out meanwhile). */
  guestClearedAt?: () => number;
}

const TIMED_OUT = Symbol('timeout');

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

function storedResponse(body: unknown, storedAt: number, text?: string): Response {
  return new Response(text ? String(body) : JSON.stringify(body), {
    status: 200,
    headers: {
      'Content-Type': text ?? 'application/json; charset=utf-8',
      [OFFLINE_HEADER]: new Date(storedAt).toISOString(),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * Network first (3 s), every good JSON answer written to IndexedDB as it passes; when the network
 * fails, is too slow or the server is down (5xx) the stored answer is served with its age.
 */
export function registerApiCache(options: ApiCacheOptions = {}): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && classifyApiUrl(url) !== null,
    async ({ url, request, event }) => {
      const fetchEvent = event as FetchEvent;
      const route = classifyApiUrl(url)!;
      const clientId =
        route.kind === 'reservations'
          ? clientIdFromAuthorization(request.headers.get('Authorization'))
          : null;
      const key =
        route.kind === 'reservations'
          ? clientId && reservationRecordKey(clientId, route.key)
          : route.key;
      // Without a readable token there is nobody to keep reservations for.
      if (!key) return fetch(request);
      const startedAt = Date.now();
      const path = `${url.pathname}${url.search}`;

      const network = fetch(request).then((response) => {
        const kept = route.text ? response.ok : response.ok && isJson(response);
        if (kept) {
          const copy = response.clone();
          const write = (route.text ? copy.text() : copy.json())
            .then(async (body: unknown) => {
              if (route.kind === 'reservations' && startedAt < (options.guestClearedAt?.() ?? 0)) {
                return;
              }
              await storeAnswer(route.kind, key, path, body);
              await options.onStored?.({ kind: route.kind, key, body, event: fetchEvent });
            })
            .catch((error: unknown) => console.warn('[sw] no se pudo guardar', path, error));
          fetchEvent.waitUntil(write);
        }
        return response;
      });
      // A late failure after the stored answer was served is expected, not an error.
      network.catch(() => undefined);

      let failed: Response | null = null;
      try {
        const first = await Promise.race([
          network,
          new Promise<typeof TIMED_OUT>((resolve) =>
            setTimeout(() => resolve(TIMED_OUT), NETWORK_TIMEOUT_MS),
          ),
        ]);
        if (first !== TIMED_OUT) {
          if (first.status < 500) return first;
          failed = first;
        }
      } catch {
        // offline: fall through to the stored answer
      }

      const stored = await readAnswer(route.kind, key).catch(() => undefined);
      // The header is how the page learns that this answer came from the device, and its age.
      if (stored) {
        return storedResponse(stored.body, stored.storedAt, route.text);
      }
      if (failed) return failed;
      // Nothing stored: a slow network is still the only hope; a dead one is a network error.
      return network.catch(() => Response.error());
    },
  );
}
