import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { SiteHeader } from '../../../components/layout/site-header.tsx';
import { RequireAuth } from '../../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../../features/auth/components/user-menu.tsx';
import { HostNav } from '../../../features/host/components/host-nav.tsx';
import { HostOffer } from '../../../features/host/components/host-offer.tsx';
import { HostReservations } from '../../../features/host/components/host-reservations.tsx';
import { canHost } from '../../../features/host/lib/roles.ts';
import { useSession } from '../../../lib/session.ts';

function HostReservationsPage() {
  const client = useSession()?.client;
  if (!client) return null;
  const host = canHost(client);
  return (
    <Box as="main" flex="1" width="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            Reservas
          </Heading>
          {host && (
            <>
              <Text color="fg.muted">Las estancias de todas tus cabañas.</Text>
              <HostNav />
            </>
          )}
        </Stack>
        {host ? <HostReservations clientId={client.id} /> : <HostOffer />}
      </Stack>
    </Box>
  );
}

/** /host/reservations, 'Reservas' of the host console (signed-in hosts and operators). */
export function HostReservationsRoute() {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <HostReservationsPage />
      </RequireAuth>
    </>
  );
}
