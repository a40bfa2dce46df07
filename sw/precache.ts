/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Paths the server answers itself: a navigation there must reach the network. */
export const NAVIGATION_DENYLIST = [
  /^\/api\//,
  /^\/media\//,
  /^\/sandbox\//,
  /^\/webhooks\//,
  /^\/(sitemap\.xml|robots\.txt)(\?|$)/,
];

/** The app shell and every route chunk, revisioned by the build; navigations get the shell. */
export function setupPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: NAVIGATION_DENYLIST,
    }),
  );
}
