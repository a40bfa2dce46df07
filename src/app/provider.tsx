import { ChakraProvider } from '@chakra-ui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../components/toaster.tsx';
import { SessionBootstrap } from '../features/auth/components/session-bootstrap.tsx';
import { startPwa } from '../lib/pwa/setup.ts';
import { createPersistOptions, createQueryClient } from '../lib/query-client.ts';
import { system } from './theme.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(createPersistOptions);
  useEffect(() => startPwa(queryClient), [queryClient]);
  return (
    <ChakraProvider value={system}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <SessionBootstrap />
        {children}
        <Toaster />
      </PersistQueryClientProvider>
    </ChakraProvider>
  );
}
