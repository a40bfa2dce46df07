import { describe, expect, it } from 'vitest';
import {
  clusterLabel,
  clusterPoints,
  groupZoom,
  type ProjectedPoint,
} from '../../../src/features/map/lib/cluster-markers.ts';

const at = (id: string, x: number, y: number, lat = y / 100, lng = x / 100): ProjectedPoint => ({
  id,
  x,
  y,
  lat,
  lng,
});

describe('clusterPoints', () => {
  it('leaves markers that do not overlap alone, in input order', () => {
    const result = clusterPoints([at('a', 0, 0), at('b', 200, 0), at('c', 0, 100)]);
    expect(result).toEqual({ singles: ['a', 'b', 'c'], clusters: [] });
  });

  it('groups pills that would overlap, with the mean position and the bounds', () => {
    const result = clusterPoints([at('a', 100, 100), at('far', 600, 600), at('b', 140, 110)]);
    expect(result.singles).toEqual(['far']);
    expect(result.clusters).toHaveLength(1);
    const [cluster] = result.clusters;
    expect(cluster.key).toBe('a');
    expect(cluster.ids).toEqual(['a', 'b']);
    expect(cluster.lat).toBeCloseTo(1.05);
    expect(cluster.lng).toBeCloseTo(1.2);
    expect(cluster.bounds).toEqual({ south: 1, west: 1, north: 1.1, east: 1.4 });
  });

  it('finds neighbours across a cell edge', () => {
    // 71 and 73 fall in different 72-px cells but are 2 px apart.
    const result = clusterPoints([at('a', 71, 10), at('b', 73, 12)]);
    expect(result.clusters.map((c) => c.ids)).toEqual([['a', 'b']]);
  });

  it('does not chain: a point overlapping only a member joins no group of that seed', () => {
    // b overlaps a, c overlaps b but not a.
    const result = clusterPoints([at('a', 0, 0), at('b', 60, 0), at('c', 120, 0)]);
    expect(result.clusters.map((c) => c.ids)).toEqual([['a', 'b']]);
    expect(result.singles).toEqual(['c']);
  });

  it('keeps cabins at the very same place as singles (they are drawn side by side)', () => {
    const result = clusterPoints([at('a', 5, 5, 19.9, -103), at('b', 5, 5, 19.9, -103)]);
    expect(result).toEqual({ singles: ['a', 'b'], clusters: [] });
  });

  it('groups a same-place pair with a third cabin nearby', () => {
    const result = clusterPoints([
      at('a', 5, 5, 19.9, -103),
      at('b', 5, 5, 19.9, -103),
      at('c', 20, 5, 19.9, -102.99),
    ]);
    expect(result.singles).toEqual([]);
    expect(result.clusters[0].ids).toEqual(['a', 'b', 'c']);
  });

  it('scales to a thousand points without comparing every pair', () => {
    const points = Array.from({ length: 1000 }, (_, i) =>
      at(`p${i}`, (i % 40) * 10, Math.floor(i / 40) * 10),
    );
    const result = clusterPoints(points);
    const counted = result.singles.length + result.clusters.reduce((n, c) => n + c.ids.length, 0);
    expect(counted).toBe(1000);
    expect(new Set([...result.singles, ...result.clusters.flatMap((c) => c.ids)]).size).toBe(1000);
  });

  it('names the group for screen readers', () => {
    expect(clusterLabel(3)).toBe('3 cabañas en esta zona: acercar el mapa');
  });
});

describe('groupZoom', () => {
  it("goes as deep as the group's cabins fit the view", () => {
    expect(groupZoom(9, 18)).toBe(9);
  });

  it('never deeper than they fit, even to zoom in at all (a group drawn for another zoom)', () => {
    // The map is at 8 and the group's cabins only fit at 8: zooming to 9 would crop some of them
    // out of the view, and so out of the area's search.
    expect(groupZoom(8, 18)).toBe(8);
    expect(groupZoom(7, 18)).toBe(7);
  });

  it('stops at the maximum zoom', () => {
    expect(groupZoom(21, 18)).toBe(18);
  });
});
