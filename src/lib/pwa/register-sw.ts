import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { createStore } from './external-store.ts';

/** Service-worker registration (production builds only) and the 'Nueva versión disponible' state. */

export interface UpdateState {
  /** A new version is installed and waiting for the guest's 'Actualizar'. */
  needRefresh: boolean;
  /** The guest asked to update: the page reloads once the new worker controls it. */
  updating: boolean;
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const noUpdate: UpdateState = { needRefresh: false, updating: false };
const updateStore = createStore<UpdateState>(noUpdate);
let workbox: Workbox | null = null;
let started = false;
const firstControlListeners = new Set<() => void>();

/**
 * Runs when the worker first takes control of the page (its first install). Queries fetched
 * before that did not pass through it; refetching them stores them for offline use.
 */
export function onFirstControl(listener: () => void): () => void {
  firstControlListeners.add(listener);
  return () => firstControlListeners.delete(listener);
}

export async function registerServiceWorker(): Promise<void> {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  let wb: Workbox;
  try {
    const { Workbox } = await import('workbox-window');
    wb = new Workbox('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('No se pudo cargar el registro del service worker', error);
    return;
  }
  workbox = wb;
  wb.addEventListener('waiting', () => {
    updateStore.set((s) => ({ ...s, needRefresh: true }));
  });
  wb.addEventListener('controlling', (event) => {
    // Only the tab whose guest pressed 'Actualizar' reloads; others keep their form state.
    if (updateStore.get().updating) window.location.reload();
    else if (!event.isUpdate && !event.isExternal) {
      for (const listener of firstControlListeners) listener();
    }
  });
  try {
    const registration = await wb.register();
    if (registration) {
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    }
    // Ask the browser to keep the offline data (reservations at a cabin without signal).
    void navigator.storage?.persist?.().catch(() => false);
  } catch (error) {
    console.warn('No se pudo registrar el service worker', error);
  }
}

/** 'Actualizar': activate the waiting worker; the 'controlling' event then reloads the page. */
export function applyUpdate(): void {
  updateStore.set((s) => ({ ...s, updating: true }));
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}

export function dismissUpdate(): void {
  updateStore.set((s) => ({ ...s, needRefresh: false }));
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(updateStore.subscribe, updateStore.get, () => noUpdate);
}

/** For tests: pretend a new worker is waiting. */
export function setUpdateStateForTest(state: Partial<UpdateState>): void {
  updateStore.set((s) => ({ ...s, ...state }));
}
