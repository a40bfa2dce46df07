import { describe, expect, it } from 'vitest';
import {
  cabinListQuerySchema,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  searchQuerySchema,
} from '../../../src/shared/validation/search.ts';

const parse = (query: Record<string, unknown>) =>
  searchQuerySchema.validateSync(query, { abortEarly: false, stripUnknown: true });
const firstError = (query: Record<string, unknown>) => {
  try {
    parse(query);
    return null;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
};

describe('searchQuerySchema', () => {
  it('reads query strings with their defaults', () => {
    expect(parse({})).toMatchObject({
      location: '',
      bedrooms: 0,
      beds: 0,
      bathrooms: 0,
      amenities: [],
      page: 1,
      pageSize: SEARCH_LIMITS.pageSizeDefault,
    });
    expect(
      parse({
        location: '  Mérida ',
        guests: '2',
        bedrooms: '1',
        amenities: '["wifi","wifi","kitchen"]',
        page: '3',
        pageSize: '',
      }),
    ).toMatchObject({
      location: 'Mérida',
      guests: 2,
      bedrooms: 1,
      amenities: ['wifi', 'kitchen'],
      page: 3,
      pageSize: 60,
    });
    expect(parse({ guests: '' }).guests).toBeUndefined();
  });

  it.each([
    [{ guests: '0' }, SEARCH_MESSAGES.guests],
    [{ guests: 'dos' }, SEARCH_MESSAGES.guests],
    [{ guests: ['1', '2'] }, SEARCH_MESSAGES.guests],
    [{ guests: '1001' }, SEARCH_MESSAGES.guests],
    [{ beds: '-1' }, SEARCH_MESSAGES.beds],
    [{ bathrooms: '2.5' }, SEARCH_MESSAGES.bathrooms],
    [{ bedrooms: '51' }, SEARCH_MESSAGES.bedrooms],
    [{ amenities: 'wifi' }, SEARCH_MESSAGES.amenities],
    [{ amenities: '{"wifi":true}' }, SEARCH_MESSAGES.amenities],
    [{ amenities: '[1]' }, SEARCH_MESSAGES.amenities],
    [
      { amenities: JSON.stringify(Array.from({ length: 61 }, (_, i) => `k${i}`)) },
      SEARCH_MESSAGES.amenities,
    ],
    [{ page: '0' }, SEARCH_MESSAGES.page],
    [{ pageSize: '101' }, SEARCH_MESSAGES.pageSize],
    [{ location: 'x'.repeat(121) }, SEARCH_MESSAGES.location],
    [{ location: ['a', 'b'] }, SEARCH_MESSAGES.location],
  ])('refuses %j with its Spanish message', (query, message) => {
    expect(firstError(query)).toBe(message);
  });
});

describe('cabinListQuerySchema', () => {
  it('defaults to the first 500 cabins and refuses out-of-range pages', () => {
    expect(cabinListQuerySchema.validateSync({})).toEqual({ limit: 500, offset: 0 });
    expect(cabinListQuerySchema.validateSync({ limit: '10', offset: '20' })).toEqual({
      limit: 10,
      offset: 20,
    });
    expect(() => cabinListQuerySchema.validateSync({ limit: '501' })).toThrow(/limit/);
    expect(() => cabinListQuerySchema.validateSync({ offset: '-1' })).toThrow(/offset/);
  });
});
