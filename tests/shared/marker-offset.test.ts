import { describe, expect, it } from 'vitest';
import { offsetMarkers, offsetRadius } from '../../src/features/map/lib/offset-markers.ts';

const point = (id: string, lat: number, lng: number) => ({ id, lat, lng });

describe('offsetMarkers', () => {
  it('leaves markers at distinct coordinates untouched and unnumbered', () => {
    const placed = offsetMarkers([point('a', 19.9, -103.0), point('b', 20.1, -103.2)]);
    expect(placed).toEqual([
      { id: 'a', lat: 19.9, lng: -103.0, offset: { x: 0, y: 0 }, number: null, groupSize: 1 },
      { id: 'b', lat: 20.1, lng: -103.2, offset: { x: 0, y: 0 }, number: null, groupSize: 1 },
    ]);
  });

  it('spreads identical coordinates on a circle with distinct offsets and numbers 1…n', () => {
    const placed = offsetMarkers([
      point('a', 19.91, -103.02),
      point('b', 19.91, -103.02),
      point('lone', 21, -101),
      point('c', 19.91, -103.02),
    ]);
    const group = placed.filter((p) => p.id !== 'lone');
    expect(group.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(group.every((p) => p.groupSize === 3)).toBe(true);
    const offsets = new Set(group.map((p) => `${p.offset.x},${p.offset.y}`));
    expect(offsets.size).toBe(3);
    for (const p of group) {
      expect(Math.hypot(p.offset.x, p.offset.y)).toBeCloseTo(offsetRadius(3), 0);
      // The true position is kept; only the drawing moves.
      expect([p.lat, p.lng]).toEqual([19.91, -103.02]);
    }
    expect(placed.find((p) => p.id === 'lone')).toMatchObject({
      number: null,
      offset: { x: 0, y: 0 },
    });
  });

  it('starts at the top of the circle and keeps order of input', () => {
    const [first, second] = offsetMarkers([point('a', 20, -103), point('b', 20, -103)]);
    expect(first.offset).toEqual({ x: 0, y: -offsetRadius(2) });
    expect(second.offset).toEqual({ x: 0, y: offsetRadius(2) });
    expect([first.id, second.id]).toEqual(['a', 'b']);
  });

  it('treats coordinates equal to 6 decimals as identical and handles an empty list', () => {
    const placed = offsetMarkers([point('a', 20.0000001, -103), point('b', 20, -103)]);
    expect(placed.map((p) => p.number)).toEqual([1, 2]);
    expect(offsetMarkers([])).toEqual([]);
  });

  it('grows the circle with the group', () => {
    expect(offsetRadius(1)).toBe(0);
    expect(offsetRadius(3)).toBeGreaterThan(offsetRadius(2));
  });
});
