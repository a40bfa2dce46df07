import 'leaflet/dist/leaflet.css';
import './location-picker-map.css';
import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import {
  DivIcon,
  type DivIconOptions,
  type LeafletEvent,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MapTiles, TilesFailingNote } from './map-tiles.tsx';
import { MAX_ZOOM, MIN_ZOOM } from '../lib/map-view.ts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface LocationPickerMapProps {
  /** The pin, or null while the cabin has none. */
  position: LatLng | null;
  onChange: (position: LatLng) => void;
}

/** Mexico as a whole, when the cabin has no pin yet. */
const MEXICO_VIEW = { center: [23.6, -102.5] as [number, number], zoom: MIN_ZOOM };
const PIN_ZOOM = 15;
/** How far one arrow key moves the pin, in screen pixels (Shift: five times as far). */
export const PIN_STEP_PX = 10;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export const PIN_LABEL = 'Punto de la cabaña: muévelo con las flechas del teclado o arrástralo';

/** A divIcon whose focusable element has an accessible name (Leaflet sets alt only on <img>). */
class PinIcon extends DivIcon {
  createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', PIN_LABEL);
    return element;
  }
}

/** Leaflet's container is focusable: it gets a Spanish name. */
function NameContainer() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', 'Mapa para colocar el punto de la cabaña');
  }, [map]);
  return null;
}

/** A click (or tap) on the map puts the pin there. */
function PlaceOnClick({ onPick }: { onPick: (position: LatLng) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({ latitude: round6(event.latlng.lat), longitude: round6(event.latlng.lng) }),
  });
  return null;
}

/** A pin typed in the fields, or placed from nothing, is brought into view. */
function FollowPin({ position }: { position: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (!position) return;
    const point: [number, number] = [position.latitude, position.longitude];
    if (!map.getBounds().contains(point)) {
      map.setView(point, Math.max(map.getZoom(), PIN_ZOOM - 3));
    }
  }, [map, position]);
  return null;
}

/**
 * The cabin's pin on a Leaflet map (lazy: Leaflet is heavy). Drag it, click the map, or focus it
 * (Tab) and move it with the arrow keys (Shift: farther); each keyboard move is announced.
 */
export function LocationPickerMap({ position, onChange }: LocationPickerMapProps) {
  const [tilesFailing, setTilesFailing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // State, not refs: both exist only after Leaflet made them (the marker after the map).
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [marker, setMarker] = useState<LeafletMarker | null>(null);
  const positionRef = useRef(position);
  positionRef.current = position;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const icon = useMemo(
    () =>
      new PinIcon({
        className: 'refugio-location-pin',
        iconSize: [28, 28],
        iconAnchor: [14, 14],
        html: '',
      } as DivIconOptions),
    [],
  );

  // Arrow keys on the focused pin move it by PIN_STEP_PX at the current zoom.
  useEffect(() => {
    const element = marker?.getElement();
    if (!element || !map) return;
    const onKey = (event: KeyboardEvent) => {
      const steps: Record<string, [number, number]> = {
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
      };
      const step = steps[event.key];
      const current = positionRef.current;
      if (!step || !current) return;
      event.preventDefault();
      event.stopPropagation();
      const distance = PIN_STEP_PX * (event.shiftKey ? 5 : 1);
      const zoom = map.getZoom();
      const point = map.project([current.latitude, current.longitude], zoom);
      const moved = map.unproject(
        [point.x + step[0] * distance, point.y + step[1] * distance],
        zoom,
      );
      const next = { latitude: round6(moved.lat), longitude: round6(moved.lng) };
      onChangeRef.current(next);
      setAnnouncement(`Punto movido: latitud ${next.latitude}, longitud ${next.longitude}`);
      if (!map.getBounds().pad(-0.1).contains(moved)) map.panTo(moved);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [map, marker]);

  /** 'Colocar el punto en el centro del mapa': for whom cannot click on the map. */
  const placeAtCentre = () => {
    if (!map) return;
    const centre = map.getCenter();
    const next = { latitude: round6(centre.lat), longitude: round6(centre.lng) };
    onChange(next);
    setAnnouncement(`Punto colocado: latitud ${next.latitude}, longitud ${next.longitude}`);
  };

  const initial = position
    ? { center: [position.latitude, position.longitude] as [number, number], zoom: PIN_ZOOM }
    : MEXICO_VIEW;

  return (
    <Box>
      <Box
        position="relative"
        h={{ base: '72', md: '96' }}
        w="full"
        borderRadius="md"
        overflow="hidden"
        // Its own stacking context: Leaflet's panes (z-index 400–700) stay under the sticky header.
        isolation="isolate"
      >
        <MapContainer
          center={initial.center}
          zoom={initial.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          scrollWheelZoom={false}
          attributionControl={false}
          style={{ height: '100%', width: '100%' }}
          ref={setMap}
        >
          <NameContainer />
          <MapTiles onFailingChange={setTilesFailing} />
          <PlaceOnClick onPick={onChange} />
          <FollowPin position={position} />
          {position && (
            <Marker
              ref={setMarker}
              position={[position.latitude, position.longitude]}
              icon={icon}
              draggable
              keyboard
              eventHandlers={{
                dragend: (event: LeafletEvent) => {
                  const latlng = (event.target as LeafletMarker).getLatLng();
                  onChange({ latitude: round6(latlng.lat), longitude: round6(latlng.lng) });
                },
              }}
            />
          )}
        </MapContainer>
        {tilesFailing && <TilesFailingNote />}
      </Box>
      <Box mt="2">
        <Button size="sm" variant="outline" onClick={placeAtCentre} disabled={!map}>
          {position
            ? 'Mover el punto al centro del mapa'
            : 'Colocar el punto en el centro del mapa'}
        </Button>
      </Box>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
