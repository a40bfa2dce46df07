import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { ReservationList } from '../../features/reservations/components/reservation-list.tsx';
import { useSession } from '../../lib/session.ts';

function MyReservationsPage() {
  const clientId = useSession()?.client.id;
  if (!clientId) return null;
  return (
    <Box as="main" flex="1" width="full" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Mis reservas
          </Heading>
          <Text color="fg.muted">Tus estancias, su pago y cómo llegar a cada cabaña.</Text>
        </Stack>
        <ReservationList clientId={clientId} />
      </Stack>
    </Box>
  );
}

/** /my-reservations (signed-in only). */
export function MyReservationsRoute() {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <MyReservationsPage />
      </RequireAuth>
    </>
  );
}
