import 'leaflet/dist/leaflet.css';
import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, useMap } from 'react-leaflet';
import { MAX_ZOOM, MIN_ZOOM } from '../lib/map-view.ts';
import { useKeepSurroundings } from '../lib/use-keep-surroundings.ts';
import { MapTiles, TilesFailingNote } from './map-tiles.tsx';

/** The zoom of a cabin's surroundings: the village and the roads to it. */
export const CABIN_MAP_ZOOM = 14;

export interface CabinLocationMapProps {
  name: string;
  latitude: number;
  longitude: number;
  /** A confirmed stay: keep the tiles around the cabin when the server allows it (TILE_PREFETCH). */
  keepSurroundings?: boolean;
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
export function CabinLocationMap({
  name,
  latitude,
  longitude,
  keepSurroundings = false,
}: CabinLocationMapProps) {
  useKeepSurroundings(latitude, longitude, keepSurroundings);
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
        <MapTiles onFailingChange={setTilesFailing} />
        <CircleMarker
          center={center}
          radius={10}
          interactive={false}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#a84620', fillOpacity: 1 }}
        />
      </MapContainer>
      {tilesFailing && <TilesFailingNote />}
    </Box>
  );
}
