/** Messages between the app and its service worker (both sides import these). */

/** App → worker: activate the waiting version (workbox-window's messageSkipWaiting sends this). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** App → worker: the guest logged out; forget their data and drop answers still in flight. */
export interface ClearGuestDataMessage {
  type: 'CLEAR_GUEST_DATA';
}

export type MessageToWorker = SkipWaitingMessage | ClearGuestDataMessage;

/** Header on answers served from IndexedDB: the ISO time the data was stored. */
export const OFFLINE_HEADER = 'X-Refugio-Offline';
