import { HostReservations } from '../../../features/host/components/host-reservations.tsx';
import { HostPage } from './host-page.tsx';

/** /host/reservations, 'Reservas' of the host console (signed-in hosts and operators). */
export function HostReservationsRoute() {
  return (
    <HostPage title="Reservas" intro="Las estancias de todas tus cabañas.">
      {(clientId) => <HostReservations clientId={clientId} />}
    </HostPage>
  );
}
