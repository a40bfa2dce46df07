import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** What hosting on Refugio means (the onboarding page and the offer shown to a guest at /host). */
export function HostingExplained() {
  return (
    <Stack gap="3">
      <Text>
        Como anfitrión publicas tus cabañas en Refugio y recibes reservas de viajeros de todo
        México.
      </Text>
      <List.Root gap="2" ps="5">
        <List.Item>Registras cada cabaña con sus fotos, ubicación, precios y calendario.</List.Item>
        <List.Item>
          Decides qué noches están disponibles y sincronizas tu calendario con Airbnb y Booking.com.
        </List.Item>
        <List.Item>
          Atiendes a tus huéspedes y respetas la política de cancelación de cada cabaña.
        </List.Item>
      </List.Root>
      <Text color="fg.muted" fontSize="sm">
        Tu cuenta de huésped sigue igual: puedes seguir reservando con ella.
      </Text>
    </Stack>
  );
}

/** A guest at /host: the console is for hosts; this is how to become one. */
export function HostOffer({ message }: { message?: string }) {
  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Publica tu cabaña
        </Heading>
        {message && <Text fontWeight="medium">{message}</Text>}
        <HostingExplained />
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <Link to={paths.hostOnboard.getHref()}>Convertirme en anfitrión</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
