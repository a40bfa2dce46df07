import { Text } from '@chakra-ui/react';
import { AttributionControl, TileLayer } from 'react-leaflet';
import { useMapTiles } from '../api/get-map-config.ts';

/** Leaflet's own credit, whose link title is English by default. */
const LEAFLET_PREFIX =
  '<a href="https://leafletjs.com" title="Biblioteca de JavaScript para mapas interactivos">Leaflet</a>';

/**
 * The map's credits and tiles (inside a MapContainer): the app's tile source, reporting whether
 * tiles fail to load (no network, or the tile server is down) so the map can say so.
 */
export function MapTiles({ onFailingChange }: { onFailingChange: (failing: boolean) => void }) {
  const tiles = useMapTiles();
  return (
    <>
      <AttributionControl prefix={LEAFLET_PREFIX} />
      {tiles && (
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          crossOrigin
          eventHandlers={{
            tileerror: () => onFailingChange(true),
            tileload: () => onFailingChange(false),
          }}
        />
      )}
    </>
  );
}

/** Over the map (outside its container) while tiles fail to load. */
export function TilesFailingNote() {
  return (
    <Text
      position="absolute"
      bottom="6"
      left="50%"
      transform="translateX(-50%)"
      zIndex="500"
      bg="bg"
      px="3"
      py="1"
      borderRadius="full"
      fontSize="xs"
      boxShadow="sm"
      role="status"
    >
      Sin conexión al mapa: algunas zonas pueden no mostrarse
    </Text>
  );
}
