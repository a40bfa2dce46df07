/// <reference lib="webworker" />
import { CONFIG_PATH } from '../src/offline/keys.ts';
import { cabinPhotoPaths, reservationPhotoPaths } from '../src/offline/photos.ts';
import { registerApiCache } from './api-cache.ts';
import { registerMediaCache, warmPhotos } from './media-cache.ts';
import { lastGuestClear, listenForMessages } from './messages.ts';
import { setupPrecache } from './precache.ts';
import { learnTileSource, registerTileCache } from './tile-cache.ts';

declare const self: ServiceWorkerGlobalScope;

/** Wiring only: each concern lives in its own module (README.md). */
setupPrecache();
registerApiCache({
  guestClearedAt: lastGuestClear,
  async onStored({ kind, key, body, event }) {
    if (kind === 'cabin') await warmPhotos(cabinPhotoPaths(body), event);
    else if (kind === 'reservations') await warmPhotos(reservationPhotoPaths(body), event);
    else if (kind === 'answer' && key === CONFIG_PATH) learnTileSource(body);
  },
});
registerMediaCache();
registerTileCache();
listenForMessages();

// The first install takes the open page at once, so it works offline without a reload. Updates
// still wait for the guest's 'Actualizar' (SKIP_WAITING).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
