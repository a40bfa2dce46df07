/// <reference lib="webworker" />
import { clearGuestData } from '../src/offline/answers.ts';
import type { MessageToWorker } from '../src/offline/messages.ts';

declare const self: ServiceWorkerGlobalScope;

let guestClearedAt = 0;

/** When the guest last logged out; reservation answers that started earlier are not written. */
export function lastGuestClear(): number {
  return guestClearedAt;
}

export function listenForMessages(): void {
  self.addEventListener('message', (event) => {
    const message = event.data as MessageToWorker | null;
    if (message?.type === 'SKIP_WAITING') {
      event.waitUntil(self.skipWaiting());
    } else if (message?.type === 'CLEAR_GUEST_DATA') {
      guestClearedAt = Date.now();
      event.waitUntil(clearGuestData());
    }
  });
}
