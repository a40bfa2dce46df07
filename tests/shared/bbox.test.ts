import { describe, expect, it } from 'vitest';
import { formatBbox, inBbox, parseBbox } from '../../src/shared/bbox.ts';

describe('bbox', () => {
  it('reads west,south,east,north in degrees', () => {
    expect(parseBbox('-103.5,19.6,-102.5,20.2')).toEqual({
      west: -103.5,
      south: 19.6,
      east: -102.5,
      north: 20.2,
    });
    expect(parseBbox(' -180 , -90 , 180 , 90 ')).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it.each([
    undefined,
    null,
    42,
    ['-103,19,-102,20'],
    '',
    '-103,19,-102',
    '-103,19,-102,20,1',
    '-102,19,-103,20',
    '-103,20,-102,19',
    '-103,19,-103,20',
    '-180.1,19,-102,20',
    '-103,19,-102,90.5',
    '1e1,19,-102,20',
    '0x10,19,-102,20',
    'a,b,c,d',
  ])('refuses %j', (value) => {
    expect(parseBbox(value)).toBeNull();
  });

  it('writes 4 decimals, and reads back what it writes', () => {
    const text = formatBbox({ west: -103.123456, south: 19.987654, east: -102.5, north: 20 });
    expect(text).toBe('-103.1235,19.9877,-102.5,20');
    expect(parseBbox(text)).toEqual({ west: -103.1235, south: 19.9877, east: -102.5, north: 20 });
  });

  it('includes its edges', () => {
    const box = { west: -104, south: 19, east: -103, north: 20 };
    expect(inBbox(box, 19, -104)).toBe(true);
    expect(inBbox(box, 20, -103)).toBe(true);
    expect(inBbox(box, 19.5, -102.99)).toBe(false);
    expect(inBbox(box, 18.99, -103.5)).toBe(false);
  });
});
