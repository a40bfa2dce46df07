import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { Box } from '@chakra-ui/react';
import { latLngBounds, type Marker as LeafletMarker, type Popup as LeafletPopup } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import type { Cabin } from '../../../shared/types.ts';
import { describeMapCabin, markerLabel, type MapCabinView } from '../lib/map-cabins.ts';
import {
  DEFAULT_ZOOM,
  FIT_MAX_ZOOM,
  MAX_ZOOM,
  MEXICO_BOUNDS,
  MEXICO_CENTER,
  MIN_ZOOM,
} from '../lib/map-view.ts';
import { offsetMarkers, type PlacedMarker } from '../lib/offset-markers.ts';
import { CabinPopup } from './cabin-popup.tsx';
import { MapTiles, TilesFailingNote } from './map-tiles.tsx';
import { createPriceIcon } from './price-icon.ts';

export interface MapStay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface ResultsMapProps {
  cabins: Cabin[];
  stay?: MapStay;
  /** The cabin whose marker is drawn highlighted (its card is hovered, or its marker is). */
  highlightedId?: string | null;
  /** When this changes to a cabin id, that cabin's popup opens (a card was hovered). */
  popupId?: string | null;
  onMarkerHoverChange?: (cabinId: string | null) => void;
}

interface MarkerEntry {
  cabin: Cabin;
  placed: PlacedMarker;
  view: MapCabinView;
}

/** The results map: price markers on Leaflet, popups with the cabin's essentials. */
export function ResultsMap({
  cabins,
  stay,
  highlightedId = null,
  popupId = null,
  onMarkerHoverChange,
}: ResultsMapProps) {
  const [tilesFailing, setTilesFailing] = useState(false);

  const entries = useMemo<MarkerEntry[]>(() => {
    const located = cabins.filter(
      (c) => Number.isFinite(c.location?.latitude) && Number.isFinite(c.location?.longitude),
    );
    const placed = offsetMarkers(
      located.map((c) => ({ id: c._id, lat: c.location.latitude, lng: c.location.longitude })),
    );
    return located.map((cabin, i) => ({ cabin, placed: placed[i], view: describeMapCabin(cabin) }));
  }, [cabins]);

  return (
    <Box position="relative" h="full" w="full" className="refugio-results-map">
      <MapContainer
        center={MEXICO_CENTER}
        zoom={DEFAULT_ZOOM}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        maxBounds={MEXICO_BOUNDS}
        maxBoundsViscosity={0.8}
        zoomControl={false}
        attributionControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <NameMapContainer />
        <ZoomControl position="topright" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
        <MapTiles onFailingChange={setTilesFailing} />
        <FitToResults entries={entries} />
        <SpanishPopups />
        {entries.map((entry) => (
          <CabinMarker
            key={entry.cabin._id}
            entry={entry}
            stay={stay}
            highlighted={entry.cabin._id === highlightedId}
            openPopup={entry.cabin._id === popupId}
            onHoverChange={onMarkerHoverChange}
          />
        ))}
      </MapContainer>
      {tilesFailing && <TilesFailingNote />}
    </Box>
  );
}

function CabinMarker({
  entry,
  stay,
  highlighted,
  openPopup,
  onHoverChange,
}: {
  entry: MarkerEntry;
  stay?: MapStay;
  highlighted: boolean;
  openPopup: boolean;
  onHoverChange?: (cabinId: string | null) => void;
}) {
  const { cabin, placed, view } = entry;
  const markerRef = useRef<LeafletMarker | null>(null);
  const popupRef = useRef<LeafletPopup | null>(null);
  const icon = useMemo(
    () =>
      createPriceIcon({
        marker: placed,
        priceText: view.priceText,
        ariaLabel: markerLabel(cabin.propertyDetails.name, view.priceText, view.restricted, {
          number: placed.number,
          size: placed.groupSize,
        }),
        restricted: view.restricted,
      }),
    [placed, view, cabin.propertyDetails.name],
  );
  const position = useMemo<[number, number]>(() => [placed.lat, placed.lng], [placed]);

  // The highlight is a class on the existing element: replacing the icon would drop hover and focus.
  useEffect(() => {
    const marker = markerRef.current;
    marker?.getElement()?.classList.toggle('is-highlighted', highlighted);
    marker?.setZIndexOffset(highlighted ? 1000 : 0);
  }, [highlighted, icon]);

  useEffect(() => {
    if (openPopup) markerRef.current?.openPopup();
  }, [openPopup]);

  const handlers = useMemo(
    () => ({
      mouseover: () => onHoverChange?.(cabin._id),
      mouseout: () => onHoverChange?.(null),
    }),
    [cabin._id, onHoverChange],
  );

  // Leaflet reports no focus events for markers; keyboard users get the same highlight as the mouse.
  useEffect(() => {
    const element = markerRef.current?.getElement();
    if (!element || !onHoverChange) return;
    const onFocus = () => onHoverChange(cabin._id);
    const onBlur = () => onHoverChange(null);
    element.addEventListener('focus', onFocus);
    element.addEventListener('blur', onBlur);
    return () => {
      element.removeEventListener('focus', onFocus);
      element.removeEventListener('blur', onBlur);
    };
  }, [icon, cabin._id, onHoverChange]);

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      keyboard
      riseOnHover
      eventHandlers={handlers}
    >
      <Popup ref={popupRef} minWidth={240} maxWidth={260} autoPanPadding={[24, 24]}>
        <CabinPopup
          cabin={cabin}
          view={view}
          stay={stay}
          onImageLoad={() => popupRef.current?.update()}
        />
      </Popup>
    </Marker>
  );
}

/** Frames the results once per distinct set of points; Mexico when there are none. */
function FitToResults({ entries }: { entries: MarkerEntry[] }) {
  const map = useMap();
  const key = entries.map((e) => `${e.placed.lat},${e.placed.lng}`).join(';');
  useEffect(() => {
    if (!entries.length) {
      map.setView(MEXICO_CENTER, DEFAULT_ZOOM);
      return;
    }
    const bounds = latLngBounds(entries.map((e) => [e.placed.lat, e.placed.lng]));
    map.fitBounds(bounds, { padding: [56, 56], maxZoom: FIT_MAX_ZOOM });
    // Only a different set of points reframes the map, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** Leaflet's keyboard-focusable container has no name of its own. */
function NameMapContainer() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', 'Mapa de resultados: usa las flechas para moverte');
  }, [map]);
  return null;
}

/** Leaflet labels its popup close button in English. */
function SpanishPopups() {
  useMapEvents({
    popupopen: (event) => {
      const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
      close?.setAttribute('aria-label', 'Cerrar');
      close?.setAttribute('title', 'Cerrar');
    },
  });
  return null;
}
