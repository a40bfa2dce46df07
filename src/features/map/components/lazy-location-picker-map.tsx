import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/render-env.tsx';
import { MapLoading } from './map-loading.tsx';
import type { LocationPickerMapProps } from './location-picker-map.tsx';

/** Leaflet loads only when the host's 'Ubicación' shows its map (as LazyCabinLocationMap). */
const LocationPickerMapChunk = lazy(() =>
  import('./location-picker-map.tsx').then((module) => ({ default: module.LocationPickerMap })),
);

export function LazyLocationPickerMap(props: LocationPickerMapProps) {
  const hydrated = useHydrated();
  const loading = (
    <Box h={{ base: '72', md: '96' }}>
      <MapLoading />
    </Box>
  );
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <LocationPickerMapChunk {...props} />
    </Suspense>
  );
}
