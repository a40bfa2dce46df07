import { useSyncExternalStore } from 'react';
import { createStore } from './external-store.ts';

/**
 * Is the app offline, and how old is what it shows? From navigator.onLine events and from what the
 * app's HTTP client sees (src/lib/api-client.ts, src/lib/network.ts): requests that failed, answers
 * the service worker served from IndexedDB (X-Refugio-Offline), answers that reached the server.
 * navigator.onLine alone is not trusted: behind a captive portal, or after an offline reload, it
 * can say true while nothing reaches the server ("lie-fi").
 */

export interface ConnectivityState {
  /** navigator.onLine, kept current by the online/offline events. */
  online: boolean;
  /** Requests fail (or come from storage) although the browser claims to be online. */
  networkFailing: boolean;
  /** Oldest storedAt of the answers served from the device, per page (path + query). */
  storedAtByPage: Record<string, number>;
}

/** What server-rendered HTML shows: online, nothing from storage. */
const SERVER_STATE: ConnectivityState = { online: true, networkFailing: false, storedAtByPage: {} };

// Online at start-up is the very state a drawn page was hydrated with: the same object, so React
// has nothing to draw again once hydration is done.
const store = createStore<ConnectivityState>(
  typeof navigator !== 'undefined' && navigator.onLine === false
    ? { ...SERVER_STATE, online: false }
    : SERVER_STATE,
);
const reconnectListeners = new Set<() => void>();
let started = false;

export function isOffline(state: ConnectivityState): boolean {
  return !state.online || state.networkFailing;
}

function currentPage(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`;
}

/**
 * A refresh after the browser's 'online' event always runs; one triggered by a request that
 * succeeded again (a slow network that timed out before) runs at most once a minute, so a slow
 * connection cannot loop timeout → stored answer → late answer → refetch.
 */
const NETWORK_REFRESH_INTERVAL_MS = 60_000;
/** Online but failing (the 'online' event came before the network works, or the server is down). */
const RECHECK_FIRST_MS = 5_000;
const RECHECK_MAX_MS = 60_000;
let lastNetworkRefresh = 0;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;
let recheckDelay = RECHECK_FIRST_MS;

function refreshShown() {
  for (const listener of reconnectListeners) listener();
}

function cancelRecheck() {
  clearTimeout(recheckTimer);
  recheckTimer = undefined;
}

/** The browser says it is online yet answers come from the device: try again, backing off. */
function scheduleRecheck() {
  if (!started || recheckTimer !== undefined || navigator.onLine === false) return;
  recheckTimer = setTimeout(() => {
    recheckTimer = undefined;
    if (!isOffline(store.get()) || navigator.onLine === false) return;
    recheckDelay = Math.min(recheckDelay * 2, RECHECK_MAX_MS);
    refreshShown();
  }, recheckDelay);
}

function backOnline(source: 'event' | 'request') {
  const current = store.get();
  const wasOffline = isOffline(current);
  if (!wasOffline && Object.keys(current.storedAtByPage).length === 0) return;
  cancelRecheck();
  recheckDelay = RECHECK_FIRST_MS;
  store.set({ online: true, networkFailing: false, storedAtByPage: {} });
  if (!wasOffline) return;
  if (source === 'request') {
    if (Date.now() - lastNetworkRefresh < NETWORK_REFRESH_INTERVAL_MS) return;
    lastNetworkRefresh = Date.now();
  }
  refreshShown();
}

/** A request failed without an answer (no network, or nothing stored for it). */
export function reportNetworkFailure(): void {
  if (typeof window === 'undefined') return;
  store.set((s) => (s.networkFailing ? s : { ...s, networkFailing: true }));
  scheduleRecheck();
}

/** An answer came from the device (X-Refugio-Offline), its data stored at `storedAt`. */
export function reportStoredAnswer(storedAt: number, page = currentPage()): void {
  if (typeof window === 'undefined' || !Number.isFinite(storedAt)) return;
  store.set((s) => {
    const known = s.storedAtByPage[page];
    if (s.networkFailing && known !== undefined && known <= storedAt) return s;
    return {
      ...s,
      networkFailing: true,
      storedAtByPage: { ...s.storedAtByPage, [page]: Math.min(known ?? storedAt, storedAt) },
    };
  });
  scheduleRecheck();
}

/** An answer reached the app from the server itself. */
export function reportNetworkOk(): void {
  if (typeof window === 'undefined') return;
  if (navigator.onLine !== false) backOnline('request');
}

/** Runs when the app comes back online after being offline (refresh what was shown). */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function startConnectivityTracking(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => backOnline('event'));
  window.addEventListener('offline', () => {
    cancelRecheck();
    store.set((s) => ({ ...s, online: false }));
  });
}

const serverState = () => SERVER_STATE;

export function useConnectivity(): ConnectivityState {
  return useSyncExternalStore(store.subscribe, store.get, serverState);
}

export function useIsOffline(): boolean {
  return isOffline(useConnectivity());
}

/** For tests. */
export function resetConnectivityForTest(state: Partial<ConnectivityState> = {}): void {
  cancelRecheck();
  recheckDelay = RECHECK_FIRST_MS;
  store.set({ online: true, networkFailing: false, storedAtByPage: {}, ...state });
}
