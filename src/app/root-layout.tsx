import { Box, Spinner, Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Wraps every page: app-wide banners and prompts live here; each page draws its own header. */
export function RootLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Suspense
        fallback={
          <Center flex="1" py="20">
            <Spinner size="lg" color="brand.600" aria-label="Cargando" />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </Box>
  );
}
