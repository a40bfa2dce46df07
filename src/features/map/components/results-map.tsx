import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { Box } from '@chakra-ui/react';
import {
  latLngBounds,
  point,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
  type Popup as LeafletPopup,
} from 'leaflet';
import {
  useCallback,
  useEffect,
  useMemo,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { MapContainer, Marker, Popup, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { formatBbox, type Bbox } from '../../../shared/bbox.ts';
import type { Cabin } from '../../../shared/types.ts';
import { clusterPoints, groupZoom, type MarkerCluster } from '../lib/cluster-markers.ts';
import { describeMapCabin, markerLabel, type MapCabinView } from '../lib/map-cabins.ts';
import {
  DEFAULT_ZOOM,
  FIT_MAX_ZOOM,
  MAX_ZOOM,
  MEXICO_BOUNDS,
  MEXICO_CENTER,
  MIN_ZOOM,
} from '../lib/map-view.ts';
import { createMoveAttribution, type MoveAttribution } from '../lib/move-attribution.ts';
import { offsetMarkers, type PlacedMarker } from '../lib/offset-markers.ts';
import { AreaSearchControls } from './area-search-controls.tsx';
import { CabinPopup } from './cabin-popup.tsx';
import { MapTiles, TilesFailingNote } from './map-tiles.tsx';
import { createClusterIcon, createPriceIcon } from './price-icon.ts';

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
  /** The map area the results are limited to (`bbox` in the address), or null. */
  area?: Bbox | null;
  /**
   * Searching by the map's area (desktop): 'Buscar mientras muevo el mapa', or 'Buscar en esta
   * zona' after a move when that is off. Without it the map only shows the results.
   */
  onSearchArea?: (area: Bbox) => void;
}

interface MarkerEntry {
  cabin: Cabin;
  placed: PlacedMarker;
  view: MapCabinView;
}

/** The results map: price markers on Leaflet, grouped where they overlap, popups with essentials. */
export function ResultsMap({
  cabins,
  stay,
  highlightedId = null,
  popupId = null,
  onMarkerHoverChange,
  area = null,
  onSearchArea,
}: ResultsMapProps) {
  const [tilesFailing, setTilesFailing] = useState(false);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [searchAsMoves, setSearchAsMoves] = useState(true);
  const [moved, setMoved] = useState(false);
  /**
   * The areas this map asked for: when one comes back in `area` the map is already there (or has
   * moved on since: an older one arriving late must not pull it back).
   */
  const sentAreas = useRef(new Set<string>());
  const [attribution] = useState(createMoveAttribution);

  const entries = useMemo<MarkerEntry[]>(() => {
    const located = cabins.filter(
      (c) => Number.isFinite(c.location?.latitude) && Number.isFinite(c.location?.longitude),
    );
    const placed = offsetMarkers(
      located.map((c) => ({ id: c._id, lat: c.location.latitude, lng: c.location.longitude })),
    );
    return located.map((cabin, i) => ({ cabin, placed: placed[i], view: describeMapCabin(cabin) }));
  }, [cabins]);

  const searchHere = useCallback(() => {
    if (!map || !onSearchArea) return;
    const next = boundsArea(map);
    sentAreas.current.add(formatBbox(next));
    setMoved(false);
    onSearchArea(next);
  }, [map, onSearchArea]);

  const searchAsMovesRef = useRef(searchAsMoves);
  searchAsMovesRef.current = searchAsMoves;
  const onUserMove = useCallback(() => {
    if (!onSearchArea) return;
    if (searchAsMovesRef.current) searchHere();
    else setMoved(true);
  }, [onSearchArea, searchHere]);

  const onSearchAsMovesChange = useCallback(
    (on: boolean) => {
      setSearchAsMoves(on);
      // Turned on after a move: search what the map shows now.
      if (on && moved) searchHere();
    },
    [moved, searchHere],
  );

  return (
    <Box position="relative" h="full" w="full" className="refugio-results-map">
      <MapContainer
        ref={setMap}
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
        <FitToResults
          entries={entries}
          area={area}
          sentAreas={sentAreas}
          attribution={attribution}
        />
        {onSearchArea && <UserMoves attribution={attribution} onMove={onUserMove} />}
        <SpanishPopups />
        <ClusteredMarkers
          entries={entries}
          highlightedId={highlightedId}
          apartId={popupId}
          attribution={attribution}
          renderMarker={(entry) => (
            <CabinMarker
              key={entry.cabin._id}
              entry={entry}
              stay={stay}
              highlighted={entry.cabin._id === highlightedId}
              openPopup={entry.cabin._id === popupId}
              onHoverChange={onMarkerHoverChange}
            />
          )}
        />
      </MapContainer>
      {onSearchArea && (
        <AreaSearchControls
          searchAsMoves={searchAsMoves}
          onSearchAsMovesChange={onSearchAsMovesChange}
          showSearchHere={moved && !searchAsMoves}
          onSearchHere={searchHere}
        />
      )}
      {tilesFailing && <TilesFailingNote />}
    </Box>
  );
}

const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '+', '-', '=', '_']);

/** What the map shows, as a search area (rounded as the address writes it). */
function boundsArea(map: LeafletMap): Bbox {
  const b = map.getBounds();
  return {
    west: Math.max(-180, b.getWest()),
    south: Math.max(-90, b.getSouth()),
    east: Math.min(180, b.getEast()),
    north: Math.min(90, b.getNorth()),
  };
}

/**
 * Calls onMove each time a move of the map ends that the guest made (drag, wheel, zoom buttons,
 * arrow keys, a group's zoom), and not the map's own: framing the results, a popup panning into
 * view, a focused marker brought into view (../lib/move-attribution.ts decides).
 */
function UserMoves({ attribution, onMove }: { attribution: MoveAttribution; onMove: () => void }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const touched = () => attribution.guestInput();
    const keyed = (event: KeyboardEvent) => {
      if (event.target === container && MOVE_KEYS.has(event.key)) touched();
    };
    // Leaflet pans a focused marker into view from its own `focus` listener: seen here first
    // (capture), that pan is the map's. A group's activation that follows is the guest's again.
    const focused = (event: FocusEvent) => {
      if ((event.target as Element | null)?.classList?.contains('leaflet-marker-icon'))
        attribution.ownMove();
    };
    const own = () => attribution.ownMove();
    const dragged = () => attribution.drag();
    const started = () => attribution.moveStart();
    const ended = () => {
      if (attribution.moveEnd()) onMove();
    };
    container.addEventListener('pointerdown', touched);
    container.addEventListener('pointerup', touched);
    container.addEventListener('wheel', touched, { passive: true });
    container.addEventListener('keydown', keyed);
    container.addEventListener('focus', focused, true);
    map.on('autopanstart', own);
    map.on('dragstart', dragged);
    map.on('movestart', started);
    map.on('moveend', ended);
    return () => {
      container.removeEventListener('pointerdown', touched);
      container.removeEventListener('pointerup', touched);
      container.removeEventListener('wheel', touched);
      container.removeEventListener('keydown', keyed);
      container.removeEventListener('focus', focused, true);
      map.off('autopanstart', own);
      map.off('dragstart', dragged);
      map.off('movestart', started);
      map.off('moveend', ended);
    };
  }, [map, attribution, onMove]);
  return null;
}

/** The map's zoom, redrawing the caller when a zoom ends (and when it changed before it listened). */
function useMapZoom(map: LeafletMap): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      map.on('zoomend', changed);
      return () => void map.off('zoomend', changed);
    },
    [map],
  );
  return useSyncExternalStore(subscribe, () => map.getZoom());
}

/**
 * `aria-busy` on the map while it moves or its markers are still grouped for another zoom: what
 * it shows is about to change (assistive technologies wait; so can a test).
 */
function BusyWhileMoving({ drawnZoom }: { drawnZoom: number }) {
  const map = useMap();
  const [moving, setMoving] = useState(false);
  useMapEvents({ movestart: () => setMoving(true), moveend: () => setMoving(false) });
  useEffect(() => {
    const busy = moving || drawnZoom !== map.getZoom();
    map.getContainer().setAttribute('aria-busy', String(busy));
  }, [map, moving, drawnZoom]);
  return null;
}

/**
 * Draws each cabin's marker, or a group's count where markers would overlap at this zoom. A group
 * holding the highlighted cabin is highlighted; activating a group zooms in on its cabins.
 */
function ClusteredMarkers({
  entries,
  highlightedId,
  apartId,
  attribution,
  renderMarker,
}: {
  entries: MarkerEntry[];
  highlightedId: string | null;
  /** A cabin drawn on its own whatever its neighbours (its card is hovered: its popup opens). */
  apartId: string | null;
  attribution: MoveAttribution;
  renderMarker: (entry: MarkerEntry) => ReactNode;
}) {
  const map = useMap();
  const zoom = useMapZoom(map);
  /** A zoom animation is running: Leaflet ignores a new view asked for meanwhile. */
  const zooming = useRef(false);
  useMapEvents({
    zoomanim: () => {
      zooming.current = true;
    },
    zoomend: () => {
      zooming.current = false;
    },
  });

  const groups = useMemo(() => {
    if (zoom >= MAX_ZOOM) return { singles: entries, clusters: [] as MarkerCluster[] };
    const apart = entries.find((e) => e.cabin._id === apartId);
    const { singles, clusters } = clusterPoints(
      entries
        .filter((e) => e !== apart)
        .map(({ placed }) => {
          const at = map.project([placed.lat, placed.lng], zoom);
          return {
            id: placed.id,
            lat: placed.lat,
            lng: placed.lng,
            x: at.x + placed.offset.x,
            y: at.y + placed.offset.y,
          };
        }),
    );
    const byId = new Map(entries.map((e) => [e.cabin._id, e]));
    const drawn = singles.map((id) => byId.get(id)!);
    return { singles: apart ? [...drawn, apart] : drawn, clusters };
  }, [entries, zoom, map, apartId]);

  const zoomInto = useCallback(
    function zoomInto(cluster: MarkerCluster) {
      attribution.guestInput();
      // The group's button is about to go: keyboard users go on from the map itself.
      map.getContainer().focus({ preventScroll: true });
      if (zooming.current) {
        // Activated while the map zooms (its framing, the guest's wheel): Leaflet would drop the
        // new view, and the zoom under way would end up searched as if it were the group's.
        map.once('moveend', () => zoomInto(cluster));
        return;
      }
      const { south, west, north, east } = cluster.bounds;
      const bounds = latLngBounds([south, west], [north, east]);
      // Fitted for the map as it is now, whatever zoom the group was drawn at.
      const fitting = map.getBoundsZoom(bounds, false, point(96, 96));
      map.setView(bounds.getCenter(), groupZoom(fitting, MAX_ZOOM));
    },
    [map, attribution],
  );

  return (
    <>
      <BusyWhileMoving drawnZoom={zoom} />
      {groups.clusters.map((cluster) => (
        <ClusterMarker
          key={`${cluster.key}:${cluster.ids.length}`}
          cluster={cluster}
          highlighted={highlightedId !== null && cluster.ids.includes(highlightedId)}
          onActivate={zoomInto}
        />
      ))}
      {groups.singles.map(renderMarker)}
    </>
  );
}

function ClusterMarker({
  cluster,
  highlighted,
  onActivate,
}: {
  cluster: MarkerCluster;
  highlighted: boolean;
  onActivate: (cluster: MarkerCluster) => void;
}) {
  const markerRef = useRef<LeafletMarker | null>(null);
  const count = cluster.ids.length;
  const icon = useMemo(() => createClusterIcon(count), [count]);
  const position = useMemo<[number, number]>(() => [cluster.lat, cluster.lng], [cluster]);
  // Leaflet turns Enter on a marker into `keypress` only (popups listen to it), not a click.
  const handlers = useMemo(
    () => ({
      click: () => onActivate(cluster),
      keypress: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key === 'Enter' || key === ' ') {
          event.originalEvent.preventDefault();
          onActivate(cluster);
        }
      },
    }),
    [cluster, onActivate],
  );
  useEffect(() => {
    const marker = markerRef.current;
    marker?.getElement()?.classList.toggle('is-highlighted', highlighted);
    marker?.setZIndexOffset(highlighted ? 1000 : 500);
  }, [highlighted, icon]);
  return (
    <Marker ref={markerRef} position={position} icon={icon} keyboard eventHandlers={handlers} />
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

/**
 * Frames the results once per distinct set of points; Mexico when there are none. A search by map
 * area is already framed: the map shows the area the guest chose, or (an address opened with an
 * area) is framed to it once. The first framing is not animated (and done before the map is first
 * drawn): the map opens on the results rather than zooming to them while the guest reaches for it.
 */
function FitToResults({
  entries,
  area,
  sentAreas,
  attribution,
}: {
  entries: MarkerEntry[];
  area: Bbox | null;
  sentAreas: RefObject<Set<string>>;
  attribution: MoveAttribution;
}) {
  const map = useMap();
  const framed = useRef(false);
  const key = entries.map((e) => `${e.placed.lat},${e.placed.lng}`).join(';');
  const areaKey = area ? formatBbox(area) : null;
  useLayoutEffect(() => {
    const animate = framed.current;
    if (area) {
      // The guest's own area: the map is there, or already on its way to a newer one.
      if (sentAreas.current.has(areaKey!)) return;
      sentAreas.current.add(areaKey!);
      attribution.ownMove();
      map.fitBounds(latLngBounds([area.south, area.west], [area.north, area.east]), { animate });
      framed.current = true;
      return;
    }
    sentAreas.current.clear();
    if (!entries.length) {
      attribution.ownMove();
      map.setView(MEXICO_CENTER, DEFAULT_ZOOM, { animate });
      return;
    }
    const bounds = latLngBounds(entries.map((e) => [e.placed.lat, e.placed.lng]));
    attribution.ownMove();
    map.fitBounds(bounds, { padding: [56, 56], maxZoom: FIT_MAX_ZOOM, animate });
    framed.current = true;
    // Only a different set of points (or area) reframes the map, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, areaKey, areaKey ? '' : key]);
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
