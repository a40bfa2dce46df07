import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/render-env.tsx';
import type { CabinLocationMapProps } from './cabin-location-map.tsx';

/** Leaflet loads only when the map is shown (as LazyResultsMap). */
const CabinLocationMapChunk = lazy(() =>
  import('./cabin-location-map.tsx').then((module) => ({ default: module.CabinLocationMap })),
);

export function LazyCabinLocationMap(props: CabinLocationMapProps) {
  const hydrated = useHydrated();
  const loading = (
    <Center h="full" w="full" bg="bg.muted">
      <Spinner color="brand.600" role="status" aria-label="Cargando mapa" />
    </Center>
  );
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <CabinLocationMapChunk {...props} />
    </Suspense>
  );
}
