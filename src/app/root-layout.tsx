import { Box, Spinner, Center } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { useAfterStartup } from '../lib/after-startup.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

// A new version can only be announced once the service worker, registered after start-up, runs.
const UpdatePrompt = lazy(() =>
  import('../components/update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
);

/** Wraps every page: app-wide banners and prompts live here; each page draws its own header. */
export function RootLayout() {
  const { pathname } = useLocation();
  const settled = useAfterStartup();
  useScrollRestoration();
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold and does not jump down as a
          page's code and data arrive (layout shift). */}
      <Box flex="1" minH="100dvh" display="flex" flexDirection="column">
        <Suspense
          fallback={
            <Center flex="1" py="20">
              <Spinner size="lg" color="brand.600" role="status" aria-label="Cargando" />
            </Center>
          }
        >
          <RouteErrorBoundary resetKey={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </Box>
      <SiteFooter />
      {settled && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </Box>
  );
}
