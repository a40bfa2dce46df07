import { Center, Spinner } from '@chakra-ui/react';

/**
 * What a lazy map shows while Leaflet loads, and on the server (Leaflet needs a browser). Its own
 * module: the eager wrappers import it, and must not pull Leaflet in with it.
 */
export function MapLoading() {
  return (
    <Center h="full" w="full" bg="bg.muted">
      <Spinner color="brand.600" role="status" aria-label="Cargando mapa" />
    </Center>
  );
}
