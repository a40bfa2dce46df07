/** The map's framing (SPEC §9 Map): Mexico in view, zoom 6, between 5 and 18, bounded to Mexico. */
import type { LatLngBoundsExpression, LatLngTuple } from 'leaflet';

export const MEXICO_CENTER: LatLngTuple = [23.6, -102.5];
export const DEFAULT_ZOOM = 6;
export const MIN_ZOOM = 5;
export const MAX_ZOOM = 18;
/** Fitting to results never zooms in further than this, even for a single cabin. */
export const FIT_MAX_ZOOM = 15;
/** Mexico with a margin: Baja California to Quintana Roo, Tijuana to the Guatemalan border. */
export const MEXICO_BOUNDS: LatLngBoundsExpression = [
  [12.0, -121.0],
  [35.0, -84.0],
];

/** Google Maps directions to a point, opened in a new tab from the popup. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
