import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { AttributionControl, CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useMapTiles } from '../api/get-map-config.ts';
import { MAX_ZOOM, MIN_ZOOM } from '../lib/map-view.ts';

const LEAFLET_PREFIX =
  '<a href="https://leafletjs.com" title="Biblioteca de JavaScript para mapas interactivos">Leaflet</a>';

/** The zoom of a cabin's surroundings: the village and the roads to it. */
export const CABIN_MAP_ZOOM = 14;

export interface CabinLocationMapProps {
  name: string;
  latitude: number;
  longitude: number;
}

/** Leaflet's container is focusable: it gets a Spanish name. */
function NameContainer({ name }: { name: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', `Mapa de los alrededores de ${name}`);
  }, [map, name]);
  return null;
}

/**
 * One cabin on a small map (same tile source as the results map; the tiles the guest sees are
 * kept by the worker like any other).
 */
export function CabinLocationMap({ name, latitude, longitude }: CabinLocationMapProps) {
  const tiles = useMapTiles();
  const [tilesFailing, setTilesFailing] = useState(false);
  const center: [number, number] = [latitude, longitude];
  return (
    <Box position="relative" h="full" w="full">
      <MapContainer
        center={center}
        zoom={CABIN_MAP_ZOOM}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={false}
        attributionControl={false}
        zoomControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <NameContainer name={name} />
        <AttributionControl prefix={LEAFLET_PREFIX} />
        {tiles && (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            crossOrigin
            eventHandlers={{
              tileerror: () => setTilesFailing(true),
              tileload: () => setTilesFailing(false),
            }}
          />
        )}
        <CircleMarker
          center={center}
          radius={10}
          interactive={false}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#a84620', fillOpacity: 1 }}
        />
      </MapContainer>
      {tilesFailing && (
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
      )}
    </Box>
  );
}
