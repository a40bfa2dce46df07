import { Box } from '@chakra-ui/react';
import { isOffline, useConnectivity } from '../lib/pwa/connectivity.ts';
import { OfflineBannerContent } from './offline-banner-content.tsx';

/**
 * 'Sin conexión' and how old the data on screen is. The live region is always in the page. Its
 * content is start-up code, not a lazy chunk: the moment it is needed is the moment the network
 * is gone, possibly before the service worker controls the page (nothing cached to load it from).
 */
export function OfflineBanner() {
  const connectivity = useConnectivity();
  return (
    <Box role="status" aria-live="polite">
      {isOffline(connectivity) && <OfflineBannerContent connectivity={connectivity} />}
    </Box>
  );
}
