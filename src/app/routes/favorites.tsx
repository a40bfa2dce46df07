import { Box, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { FavoritesList } from '../../features/favorites/components/favorites-list.tsx';
import { lastStay, readStay } from '../../lib/last-stay.ts';
import { useSession } from '../../lib/session.ts';
import { todayInMexico } from '../../shared/dates.ts';

function FavoritesPage() {
  const clientId = useSession()?.client.id;
  const [params] = useSearchParams();
  // The stay in the address, else the one of the last search in this tab.
  const stay = useMemo(() => {
    const today = todayInMexico();
    return (
      readStay(
        {
          checkIn: params.get('checkIn'),
          checkOut: params.get('checkOut'),
          guests: params.get('guests'),
        },
        today,
      ) ?? lastStay(today)
    );
  }, [params]);
  if (!clientId) return null;
  return (
    <Box as="main" flex="1" width="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Favoritos
        </Heading>
        <FavoritesList clientId={clientId} stay={stay} />
      </Stack>
    </Box>
  );
}

/** /favorites (signed-in only): the guest's saved cabins, on every device. */
export function FavoritesRoute() {
  useEffect(() => {
    document.title = 'Favoritos · Refugio';
  }, []);
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <FavoritesPage />
      </RequireAuth>
    </>
  );
}
