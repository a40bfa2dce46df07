import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appSystem } from '../../../src/app/theme.ts';
import { createQueryClient } from '../../../src/lib/query-client.ts';

/** Renders a piece of the app shell with the real theme, a query client and a router. */
export function renderWithShell(
  ui: ReactNode,
  {
    path = '/',
    queryClient = createQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const result = render(
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...result, queryClient };
}
