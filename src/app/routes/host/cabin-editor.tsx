import { Box } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { SiteHeader } from '../../../components/layout/site-header.tsx';
import { RequireAuth } from '../../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../../features/auth/components/user-menu.tsx';
import { CabinEditor } from '../../../features/host/components/cabin-editor.tsx';
import { HostOffer } from '../../../features/host/components/host-offer.tsx';
import { LazyLocationPickerMap } from '../../../features/map/components/lazy-location-picker-map.tsx';
import { canHost } from '../../../features/host/lib/roles.ts';
import { useSession } from '../../../lib/session.ts';

function CabinEditorPage() {
  const client = useSession()?.client;
  const { id = '' } = useParams();
  if (!client) return null;
  return (
    <Box as="main" flex="1" width="full" maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      {canHost(client) ? (
        <CabinEditor
          key={id}
          cabinId={id}
          renderLocationMap={(map) => <LazyLocationPickerMap {...map} />}
        />
      ) : (
        <HostOffer />
      )}
    </Box>
  );
}

/** /host/cabins/:id, the cabin editor (signed-in hosts and operators; another's cabin is 404). */
export function HostCabinEditorRoute() {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <CabinEditorPage />
      </RequireAuth>
    </>
  );
}
