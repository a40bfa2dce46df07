import { Heading, Stack, Text } from '@chakra-ui/react';
import { HostRequests } from '../../../features/host/components/host-requests.tsx';

/** /host 'Solicitudes': its own chunk, loaded by the dashboard for hosts only. */
export function HostRequestsSection({ clientId }: { clientId: string }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="host-requests-title">
      <Stack gap="1">
        <Heading as="h2" size="xl" id="host-requests-title">
          Solicitudes
        </Heading>
        <Text color="fg.muted">
          Reservas que esperan tu respuesta. Al aceptar se cobra la preautorización; al rechazar o
          si no respondes a tiempo, se libera.
        </Text>
      </Stack>
      <HostRequests clientId={clientId} />
    </Stack>
  );
}
