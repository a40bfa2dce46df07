/** Which API answers are kept for offline use, and under which key. Pure: used by the worker and tests. */

export type AnswerKind = 'cabinList' | 'cabin' | 'search' | 'answer' | 'reservations';

export interface AnswerRoute {
  kind: AnswerKind;
  /**
   * The record key. For reservations the request's token supplies the client id: the list is kept
   * under it alone (key ''), a trip and its calendar under `<clientId>:<key>` (reservationRecordKey).
   */
  key: string;
  /** The answer is text (the trip's .ics), kept as it came with this content type. */
  text?: string;
}

export const MY_RESERVATIONS_PATH = '/api/auth/my-reservations';
export const CONFIG_PATH = '/api/config';

/** Path plus query with the parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share one record. */
export function normalizedUrlKey(url: URL): string {
  const params: [string, string][] = [];
  url.searchParams.forEach((value, name) => params.push([name, value]));
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The runtime-cached GETs (docs/architecture.md "Offline"). Anything else — /api/health above all, and
 * every quote, charge or login — is never answered from storage.
 */
export function classifyApiUrl(url: URL): AnswerRoute | null {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const key = normalizedUrlKey(url);
  if (path === '/api/habitaciones') return { kind: 'cabinList', key };
  const cabin = /^\/api\/habitaciones\/([^/]+)$/.exec(path);
  if (cabin) {
    const id = safeDecode(cabin[1]);
    return { kind: 'cabin', key: url.search ? `${id}${key.slice(key.indexOf('?'))}` : id };
  }
  if (/^\/api\/habitaciones\/[^/]+\/reviews$/.test(path)) return { kind: 'answer', key };
  if (/^\/api\/availability\/cabin\/[^/]+$/.test(path)) return { kind: 'answer', key };
  if (path === '/api/cotizar/search') return { kind: 'search', key };
  if (path === '/api/destinos' || path === CONFIG_PATH) return { kind: 'answer', key };
  if (path === MY_RESERVATIONS_PATH) return { kind: 'reservations', key: '' };
  const trip = /^\/api\/auth\/my-reservations\/([^/]+)(\/calendar\.ics)?$/.exec(path);
  if (trip) {
    const id = safeDecode(trip[1]);
    return trip[2]
      ? { kind: 'reservations', key: `ics:${id}`, text: 'text/calendar; charset=utf-8' }
      : { kind: 'reservations', key: `trip:${id}` };
  }
  return null;
}

/**
 * Where a guest's answer is kept in the reservations store: their list under their client id, each
 * trip and calendar file under `<clientId>:trip:<id>` / `<clientId>:ics:<id>` — so clearing the
 * store at logout (or one guest's prefix) takes them all.
 */
export function reservationRecordKey(clientId: string, routeKey: string): string {
  return routeKey ? `${clientId}:${routeKey}` : clientId;
}

function base64UrlDecode(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The client id (`sub`) of a `Bearer <JWT>` header. Not verified: it only picks the cache record,
 * and the server verified the token when the record was written.
 */
export function clientIdFromAuthorization(header: string | null | undefined): string | null {
  const match = header ? /^Bearer\s+([^.\s]+)\.([^.\s]+)\.[^.\s]*$/i.exec(header.trim()) : null;
  if (!match) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(match[2])) as Record<string, unknown>;
    const id = payload.sub ?? payload.clientId;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}
