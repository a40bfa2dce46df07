/**
 * The map's area as a search parameter (ARCHITECTURE "Discovery"): `bbox=minLng,minLat,maxLng,maxLat`
 * (west, south, east, north) in degrees. Read by the server search (a 400 when malformed) and by the
 * results page (a malformed one in the address is dropped).
 */

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const BBOX_MESSAGE =
  'El área del mapa (bbox) debe ser oeste,sur,este,norte en grados, por ejemplo -103.5,19.6,-102.5,20.2';

/** Longest accepted text: four numbers with 6 decimals and their signs fit well within it. */
const BBOX_TEXT_MAX = 100;
const NUMBER = /^\s*-?(\d{1,3})(\.\d{1,12})?\s*$/;

/** '-103.5,19.6,-102.5,20.2' → a Bbox; null for anything else (wrong count, order or range). */
export function parseBbox(value: unknown): Bbox | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > BBOX_TEXT_MAX) return null;
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [west, south, east, north] = parts.map(Number);
  if (![west, south, east, north].every(Number.isFinite)) return null;
  if (west < -180 || east > 180 || south < -90 || north > 90) return null;
  if (!(west < east) || !(south < north)) return null;
  return { west, south, east, north };
}

const round = (n: number) => Math.round(n * 10_000) / 10_000 || 0;

/** A Bbox as the parameter's text, rounded to 4 decimals (about 11 m) so addresses stay short. */
export function formatBbox(bbox: Bbox): string {
  return [bbox.west, bbox.south, bbox.east, bbox.north].map(round).join(',');
}

/** Whether a point lies inside the area (edges included). */
export function inBbox(bbox: Bbox, lat: number, lng: number): boolean {
  return lat >= bbox.south && lat <= bbox.north && lng >= bbox.west && lng <= bbox.east;
}
