import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ResultsMapProps } from './results-map.tsx';

/** Leaflet, react-leaflet and their CSS load only when a map is first shown. */
const ResultsMapChunk = lazy(() =>
  import('./results-map.tsx').then((module) => ({ default: module.ResultsMap })),
);

export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <Suspense
      fallback={
        <Center h="full" w="full" bg="bg.muted">
          <Spinner color="brand.600" aria-label="Cargando mapa" />
        </Center>
      }
    >
      <ResultsMapChunk {...props} />
    </Suspense>
  );
}
