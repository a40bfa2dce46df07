import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/render-env.tsx';
import { MapLoading } from './map-loading.tsx';
import type { CabinLocationMapProps } from './cabin-location-map.tsx';

/** Leaflet loads only when the map is shown (as LazyResultsMap). */
const CabinLocationMapChunk = lazy(() =>
  import('./cabin-location-map.tsx').then((module) => ({ default: module.CabinLocationMap })),
);

export function LazyCabinLocationMap(props: CabinLocationMapProps) {
  const hydrated = useHydrated();
  const loading = <MapLoading />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <CabinLocationMapChunk {...props} />
    </Suspense>
  );
}
