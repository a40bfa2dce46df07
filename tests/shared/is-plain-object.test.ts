import { describe, expect, it } from 'vitest';
import { isPlainObject } from '../../src/shared/is-plain-object.ts';

describe('isPlainObject', () => {
  it('is true for JSON objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], [1], 'texto', 0, true]) {
      expect(isPlainObject(value)).toBe(false);
    }
  });
});
