import { useSyncExternalStore } from 'react';
import { isMessageFromWorker } from '../../offline/messages.ts';
import { createStore } from './external-store.ts';

/**
 * Is the app offline, and how old is what it shows? From navigator.onLine events, from requests
 * that failed, and from the worker's messages about answers it served from IndexedDB.
 */

export interface ConnectivityState {
  /** navigator.onLine, kept current by the online/offline events. */
  online: boolean;
  /** Requests fail (or come from storage) although the browser claims to be online. */
  networkFailing: boolean;
  /** Oldest storedAt of the answers served from the device, per page (path + query). */
  storedAtByPage: Record<string, number>;
}

const store = createStore<ConnectivityState>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  networkFailing: false,
  storedAtByPage: {},
});
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
let lastNetworkRefresh = 0;

function backOnline(source: 'event' | 'request') {
  const current = store.get();
  const wasOffline = isOffline(current);
  if (!wasOffline && Object.keys(current.storedAtByPage).length === 0) return;
  store.set({ online: true, networkFailing: false, storedAtByPage: {} });
  if (!wasOffline) return;
  if (source === 'request') {
    if (Date.now() - lastNetworkRefresh < NETWORK_REFRESH_INTERVAL_MS) return;
    lastNetworkRefresh = Date.now();
  }
  for (const listener of reconnectListeners) listener();
}

export function reportNetworkFailure(): void {
  store.set((s) => (s.networkFailing ? s : { ...s, networkFailing: true }));
}

export function reportStoredAnswer(storedAt: number, page = currentPage()): void {
  store.set((s) => {
    const known = s.storedAtByPage[page];
    if (s.networkFailing && known !== undefined && known <= storedAt) return s;
    return {
      ...s,
      networkFailing: true,
      storedAtByPage: { ...s.storedAtByPage, [page]: Math.min(known ?? storedAt, storedAt) },
    };
  });
}

export function reportNetworkOk(): void {
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
  window.addEventListener('offline', () => store.set((s) => ({ ...s, online: false })));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (!isMessageFromWorker(event.data)) return;
    if (event.data.type === 'OFFLINE_ANSWER') reportStoredAnswer(event.data.storedAt);
    else reportNetworkOk();
  });
  navigator.serviceWorker?.startMessages();
}

export function useConnectivity(): ConnectivityState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useIsOffline(): boolean {
  return isOffline(useConnectivity());
}

/** For tests. */
export function resetConnectivityForTest(state: Partial<ConnectivityState> = {}): void {
  store.set({ online: true, networkFailing: false, storedAtByPage: {}, ...state });
}
