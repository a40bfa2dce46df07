import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionBootstrap } from '../features/auth/components/session-bootstrap.tsx';
import { useAfterStartup } from '../lib/after-startup.ts';
import { startPwa } from '../lib/pwa/setup.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { appProviderSystem } from './theme.ts';

// Toasts only follow an action, never the first paint: their code loads and mounts after it.
const Toaster = lazy(() =>
  import('../components/toaster.tsx').then((m) => ({ default: m.Toaster })),
);

export function AppProvider({
  children,
  queryClient: givenClient,
}: {
  children: ReactNode;
  /**
   * A client already holding the page's data and the persisted cache (the app's entry, the server
   * renderer); tests let the provider make one.
   */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  useEffect(() => startPwa(queryClient), [queryClient]);
  const settled = useAfterStartup();
  return (
    <ChakraProvider value={appProviderSystem()}>
      <QueryClientProvider client={queryClient}>
        <SessionBootstrap />
        {children}
        {settled && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </ChakraProvider>
  );
}
