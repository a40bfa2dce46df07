import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/render-env.tsx';
import { MapLoading } from './map-loading.tsx';
import type { ResultsMapProps } from './results-map.tsx';

/** Leaflet, react-leaflet and their CSS load only when a map is first shown. */
const ResultsMapChunk = lazy(() =>
  import('./results-map.tsx').then((module) => ({ default: module.ResultsMap })),
);

/** Leaflet needs a browser: server-rendered pages show the placeholder until they hydrate. */
export function LazyResultsMap(props: ResultsMapProps) {
  const hydrated = useHydrated();
  const loading = <MapLoading />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <ResultsMapChunk {...props} />
    </Suspense>
  );
}
