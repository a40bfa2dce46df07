import { ChakraProvider } from '@chakra-ui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionBootstrap } from '../features/auth/components/session-bootstrap.tsx';
import { startPwa } from '../lib/pwa/setup.ts';
import { createPersistOptions, createQueryClient } from '../lib/query-client.ts';
import { prefetchFirstPage } from './prefetch.ts';
import { system } from './theme.ts';

// Toasts only follow an action, never the first paint: their code loads after it.
const Toaster = lazy(() =>
  import('../components/toaster.tsx').then((m) => ({ default: m.Toaster })),
);

export function AppProvider({
  children,
  prefetchFirstPage: prefetch = false,
}: {
  children: ReactNode;
  /** Start the opened page's data with its code (the app's entry; tests stub their own). */
  prefetchFirstPage?: boolean;
}) {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(createPersistOptions);
  useEffect(() => startPwa(queryClient), [queryClient]);
  useEffect(() => {
    if (prefetch) prefetchFirstPage(queryClient, window.location.pathname);
  }, [queryClient, prefetch]);
  return (
    <ChakraProvider value={system}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <SessionBootstrap />
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </PersistQueryClientProvider>
    </ChakraProvider>
  );
}
