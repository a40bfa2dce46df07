import { useEffect } from 'react';
import { useMapTiles } from '../api/get-map-config.ts';
import { prefetchTiles, tilesAround, tileUrl } from './tile-prefetch.ts';

/** Points whose surroundings this page already asked for (once per page load is plenty). */
const prefetched = new Set<string>();

/**
 * TILE_PREFETCH: once per page load, asks for the tiles around a confirmed stay's cabin so the
 * service worker keeps them (./tile-prefetch.ts). Nothing when the server does not allow it, or when
 * no worker controls the page (nothing would be kept).
 */
export function useKeepSurroundings(latitude: number, longitude: number, enabled: boolean) {
  const tiles = useMapTiles();
  const allowed = enabled && tiles?.prefetch === true;
  const template = tiles?.url;
  useEffect(() => {
    // Only a page the service worker controls: without it the tiles would not be kept.
    if (!allowed || !template || !navigator.serviceWorker?.controller) return;
    const key = `${template}|${latitude}|${longitude}`;
    if (prefetched.has(key)) return;
    prefetched.add(key);
    void prefetchTiles(tilesAround(latitude, longitude).map((tile) => tileUrl(template, tile)));
  }, [allowed, template, latitude, longitude]);
}
