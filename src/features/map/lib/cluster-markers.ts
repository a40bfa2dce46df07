/**
 * Grouping of price markers that would overlap on screen (issue 18, "The map"). Pure: the caller
 * projects each cabin to pixels at the map's zoom (Leaflet's `map.project`, world pixels, so groups
 * do not change while the map only pans) and draws what comes back.
 *
 * Greedy and deterministic: in the given order, each point not yet taken becomes the seed of a group
 * with every free point whose pill would overlap its own (closer than `width` across and `height`
 * down). A grid of cells that size finds the neighbours without comparing every pair. Points that
 * share exact coordinates are left alone when nothing else joins them: offset-markers.ts already
 * draws those side by side, and no zoom would ever separate them.
 */

export interface ProjectedPoint {
  id: string;
  lat: number;
  lng: number;
  /** Pixel position at the current zoom. */
  x: number;
  y: number;
}

export interface MarkerCluster {
  /** Stable for the same members: the seed's id. */
  key: string;
  ids: string[];
  /** Where the group is drawn: the mean of its members. */
  lat: number;
  lng: number;
  bounds: { south: number; west: number; north: number; east: number };
}

export interface ClusterResult {
  /** Cabins drawn on their own, in input order. */
  singles: string[];
  clusters: MarkerCluster[];
}

/** A price pill is about this big: closer points would draw on top of one another. */
export const PILL_BOX = { width: 72, height: 30 } as const;

export function clusterPoints(
  points: readonly ProjectedPoint[],
  box: { width: number; height: number } = PILL_BOX,
): ClusterResult {
  const cells = new Map<string, number[]>();
  const cellOf = (p: ProjectedPoint) => [Math.floor(p.x / box.width), Math.floor(p.y / box.height)];
  points.forEach((point, index) => {
    const [cx, cy] = cellOf(point);
    const key = `${cx}:${cy}`;
    const members = cells.get(key);
    if (members) members.push(index);
    else cells.set(key, [index]);
  });

  const taken = new Uint8Array(points.length);
  const singles: string[] = [];
  const clusters: MarkerCluster[] = [];
  points.forEach((seed, seedIndex) => {
    if (taken[seedIndex]) return;
    taken[seedIndex] = 1;
    const [cx, cy] = cellOf(seed);
    const group = [seedIndex];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (taken[other]) continue;
          const p = points[other];
          if (Math.abs(p.x - seed.x) < box.width && Math.abs(p.y - seed.y) < box.height) {
            taken[other] = 1;
            group.push(other);
          }
        }
      }
    }
    const members = group.sort((a, b) => a - b).map((i) => points[i]);
    const samePlace = members.every((m) => m.lat === seed.lat && m.lng === seed.lng);
    if (members.length === 1 || samePlace) {
      // Same-place groups stay as singles; they are reported in input order below.
      for (const m of members) singles.push(m.id);
      return;
    }
    clusters.push({
      key: seed.id,
      ids: members.map((m) => m.id),
      lat: members.reduce((sum, m) => sum + m.lat, 0) / members.length,
      lng: members.reduce((sum, m) => sum + m.lng, 0) / members.length,
      bounds: {
        south: Math.min(...members.map((m) => m.lat)),
        west: Math.min(...members.map((m) => m.lng)),
        north: Math.max(...members.map((m) => m.lat)),
        east: Math.max(...members.map((m) => m.lng)),
      },
    });
  });
  const order = new Map(points.map((p, i) => [p.id, i]));
  singles.sort((a, b) => order.get(a)! - order.get(b)!);
  return { singles, clusters };
}

/**
 * The zoom a group's activation goes to: the deepest at which all its cabins fit the view with its
 * padding (Leaflet's `getBoundsZoom`), never deeper. A group drawn at the map's zoom always fits
 * at least one level in (its members are within a pill of one another), but one activated while
 * the map zooms, or drawn before its regrouping, may not: forcing "one level in" there cropped
 * some of its cabins out of the view, and so out of the area's search.
 */
export function groupZoom(fittingZoom: number, maxZoom: number): number {
  return Math.min(maxZoom, fittingZoom);
}

/** The accessible name of a group's button: '3 cabañas en esta zona: acercar el mapa'. */
export function clusterLabel(count: number): string {
  return `${count} cabañas en esta zona: acercar el mapa`;
}
