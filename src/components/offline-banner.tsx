import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { isOffline, useConnectivity } from '../lib/pwa/connectivity.ts';

// Only an offline guest sees it: its code loads then (from the service worker's cache).
const OfflineBannerContent = lazy(() =>
  import('./offline-banner-content.tsx').then((m) => ({ default: m.OfflineBannerContent })),
);

/** 'Sin conexión' and how old the data on screen is. The live region is always in the page. */
export function OfflineBanner() {
  const connectivity = useConnectivity();
  return (
    <Box role="status" aria-live="polite">
      {isOffline(connectivity) && (
        <Suspense fallback={null}>
          <OfflineBannerContent connectivity={connectivity} />
        </Suspense>
      )}
    </Box>
  );
}
