import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { HostCabinList } from '../../../features/host/components/host-cabin-list.tsx';
import { HostPage } from './host-page.tsx';

/** 'Solicitudes' (booking requests waiting for an answer): its own chunk. */
const RequestsChunk = lazy(() =>
  import('./requests.tsx').then((module) => ({ default: module.HostRequestsSection })),
);

/** /host, 'Panel de anfitrión' (signed-in; hosts and operators, a guest is offered to become one). */
export function HostDashboardRoute() {
  return (
    <HostPage
      title="Panel de anfitrión"
      intro="Tus cabañas, sus próximas llegadas y su ocupación de este mes."
      guestIntro="Publica tu cabaña en Refugio y recibe reservas."
    >
      {(clientId) => (
        <>
          <Suspense fallback={null}>
            <RequestsChunk clientId={clientId} />
          </Suspense>
          <Stack as="section" gap="4" aria-labelledby="host-cabins-title">
            <Heading as="h2" size="xl" id="host-cabins-title">
              Mis cabañas
            </Heading>
            <HostCabinList clientId={clientId} />
          </Stack>
        </>
      )}
    </HostPage>
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
