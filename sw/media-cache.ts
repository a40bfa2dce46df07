/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { otherPhotoSizes } from '../src/offline/photos.ts';
import { mediaUrl } from '../src/shared/media.ts';

export const MEDIA_CACHE = 'refugio-media';
const photos = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 60 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

/**
 * Cabin photos (/media/…): cache first, bounded, dropped first when storage runs short. Offline,
 * a photo kept only in another size (srcset picked another one online) is shown rather than none.
 */
export function registerMediaCache(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
    async (options) => {
      try {
        return await photos.handle(options);
      } catch (error) {
        for (const other of otherPhotoSizes(options.url.pathname)) {
          const cached = await caches.match(other, { cacheName: MEDIA_CACHE });
          if (cached) return cached;
        }
        throw error;
      }
    },
  );
}

/** Fetches the first photos of what the guest just looked at, so they show offline too. */
export async function warmPhotos(paths: Iterable<string>, event: ExtendableEvent): Promise<void> {
  const urls = new Set<string>();
  for (const path of paths) {
    const url = mediaUrl(path, 'sm');
    if (url.startsWith('/media/')) urls.add(url);
  }
  const cache = await caches.open(MEDIA_CACHE);
  await Promise.all(
    [...urls].map(async (url) => {
      if (await cache.match(url)) return;
      await photos.handle({ event, request: new Request(url) }).catch(() => undefined);
    }),
  );
}
