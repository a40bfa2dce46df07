import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/render-env.tsx';
import type { ResultsMapProps } from './results-map.tsx';

/** Leaflet, react-leaflet and their CSS load only when a map is first shown. */
const ResultsMapChunk = lazy(() =>
  import('./results-map.tsx').then((module) => ({ default: module.ResultsMap })),
);

/** Leaflet needs a browser: server-rendered pages show the placeholder until they hydrate. */
export function LazyResultsMap(props: ResultsMapProps) {
  const hydrated = useHydrated();
  const loading = (
    <Center h="full" w="full" bg="bg.muted">
      <Spinner color="brand.600" role="status" aria-label="Cargando mapa" />
    </Center>
  );
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <ResultsMapChunk {...props} />
    </Suspense>
  );
}
