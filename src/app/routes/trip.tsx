import { Box } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { LazyCabinLocationMap } from '../../features/map/components/lazy-cabin-location-map.tsx';
import { TripContent } from '../../features/reservations/components/trip-details.tsx';
import { useSession } from '../../lib/session.ts';

function TripPage() {
  const clientId = useSession()?.client.id;
  const { id = '' } = useParams();
  if (!clientId) return null;
  return (
    <Box as="main" flex="1" width="full" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <TripContent
        clientId={clientId}
        id={id}
        renderMap={(place) => <LazyCabinLocationMap {...place} />}
      />
    </Box>
  );
}

/** /my-reservations/:id, 'Detalles de tu viaje' (signed-in only). */
export function TripRoute() {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <TripPage />
      </RequireAuth>
    </>
  );
}
