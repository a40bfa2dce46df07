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

/** Worker → app: the network failed or was too slow, this answer came from the device. */
export interface OfflineAnswerMessage {
  type: 'OFFLINE_ANSWER';
  url: string;
  storedAt: number;
}

/** Worker → app: an API answer just came from the network. */
export interface NetworkOkMessage {
  type: 'NETWORK_OK';
}

export type MessageFromWorker = OfflineAnswerMessage | NetworkOkMessage;

/** Header on answers served from IndexedDB: the ISO time the data was stored. */
export const OFFLINE_HEADER = 'X-Refugio-Offline';

export function isMessageFromWorker(data: unknown): data is MessageFromWorker {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'OFFLINE_ANSWER' || type === 'NETWORK_OK';
}
