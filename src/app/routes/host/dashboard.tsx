import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { SiteHeader } from '../../../components/layout/site-header.tsx';
import { RequireAuth } from '../../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../../features/auth/components/user-menu.tsx';
import { HostCabinList } from '../../../features/host/components/host-cabin-list.tsx';
import { HostNav } from '../../../features/host/components/host-nav.tsx';
import { HostOffer } from '../../../features/host/components/host-offer.tsx';
import { canHost } from '../../../features/host/lib/roles.ts';
import { useSession } from '../../../lib/session.ts';

/** 'Solicitudes' (booking requests waiting for an answer): its own chunk. */
const RequestsChunk = lazy(() =>
  import('./requests.tsx').then((module) => ({ default: module.HostRequestsSection })),
);

function HostDashboardPage() {
  const client = useSession()?.client;
  if (!client) return null;
  const host = canHost(client);
  return (
    <Box as="main" flex="1" width="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            Panel de anfitrión
          </Heading>
          <Text color="fg.muted">
            {host
              ? 'Tus cabañas, sus próximas llegadas y su ocupación de este mes.'
              : 'Publica tu cabaña en Refugio y recibe reservas.'}
          </Text>
          {host && <HostNav />}
        </Stack>
        {host && (
          <Suspense fallback={null}>
            <RequestsChunk clientId={client.id} />
          </Suspense>
        )}
        {host ? (
          <Stack as="section" gap="4" aria-labelledby="host-cabins-title">
            <Heading as="h2" size="xl" id="host-cabins-title">
              Mis cabañas
            </Heading>
            <HostCabinList clientId={client.id} />
          </Stack>
        ) : (
          <HostOffer />
        )}
      </Stack>
    </Box>
  );
}

/** /host, 'Panel de anfitrión' (signed-in; hosts and operators, a guest is offered to become one). */
export function HostDashboardRoute() {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <HostDashboardPage />
      </RequireAuth>
    </>
  );
}

/**
 * /host/cabins/:id, the cabin editor: its own chunk, reached through this module so that the
 * start-up route table lists one set of host dependencies (each lazy route's list of files is
 * start-up code, and `/` has no room for another).
 */
const CabinEditorChunk = lazy(() =>
  import('./cabin-editor.tsx').then((module) => ({ default: module.HostCabinEditorRoute })),
);
export function HostCabinEditorRoute() {
  return <CabinEditorChunk />;
}

/** /host/reservations, 'Reservas': its own chunk, reached through this module (as the editor). */
const ReservationsChunk = lazy(() =>
  import('./reservations.tsx').then((module) => ({ default: module.HostReservationsRoute })),
);
export function HostReservationsRoute() {
  return <ReservationsChunk />;
}
