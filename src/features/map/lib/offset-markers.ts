/**
 * Markers that share exact coordinates would hide one another. Each member of such a group keeps its
 * true position but its pill is drawn on a small circle around the point (a pixel offset, so they stay
 * apart at every zoom) and carries its number in the group (1, 2, …). Lone markers are untouched.
 */

export interface MarkerPoint {
  id: string;
  lat: number;
  lng: number;
}

export interface PlacedMarker extends MarkerPoint {
  /** Pixel offset of the pill from the point (x right, y down). */
  offset: { x: number; y: number };
  /** 1-based position within a group of identical coordinates; null when alone. */
  number: number | null;
  groupSize: number;
}

/** Radius of the circle, in pixels, for a group of `size` markers: wider as the group grows. */
export function offsetRadius(size: number): number {
  if (size <= 1) return 0;
  return 18 + 10 * size;
}

const keyOf = (p: MarkerPoint) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
const round = (n: number) => Math.round(n * 10) / 10 || 0;

export function offsetMarkers(points: readonly MarkerPoint[]): PlacedMarker[] {
  const groups = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = keyOf(point);
    const members = groups.get(key);
    if (members) members.push(index);
    else groups.set(key, [index]);
  });

  const placed: PlacedMarker[] = points.map((p) => ({
    ...p,
    offset: { x: 0, y: 0 },
    number: null,
    groupSize: 1,
  }));
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const radius = offsetRadius(members.length);
    members.forEach((pointIndex, i) => {
      // Start at the top and go clockwise, evenly spaced.
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / members.length;
      placed[pointIndex] = {
        ...placed[pointIndex],
        offset: { x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) },
        number: i + 1,
        groupSize: members.length,
      };
    });
  }
  return placed;
}
