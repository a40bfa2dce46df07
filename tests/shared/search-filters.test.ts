import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clampCount,
  EMPTY_FILTERS,
  matchesFilters,
  MAX_FILTER_COUNT,
  MISSING_SEARCH_PARAMS_MESSAGE,
  parseAmenities,
  parseResultsPage,
  parseResultsQuery,
  serializeResultsQuery,
  toSearchApiQuery,
  type ResultsSearch,
} from '../../src/shared/search-filters.ts';
import { flexibleSummary } from '../../src/shared/flexible-labels.ts';

const base = 'location=Mazamitla&checkIn=2026-12-04&checkOut=2026-12-07&guests=2';

describe('parseResultsQuery', () => {
  it('reads a complete search with its filters', () => {
    const parsed = parseResultsQuery(
      `${base}&bedrooms=2&beds=3&bathrooms=1&amenities=${encodeURIComponent('["wifi","fireplace"]')}`,
    );
    expect(parsed).toEqual({
      ok: true,
      search: {
        location: 'Mazamitla',
        checkIn: '2026-12-04',
        checkOut: '2026-12-07',
        guests: 2,
        bedrooms: 2,
        beds: 3,
        bathrooms: 1,
        amenities: ['wifi', 'fireplace'],
      },
    });
  });

  it('accepts URLSearchParams and plain records', () => {
    expect(parseResultsQuery(new URLSearchParams(base)).ok).toBe(true);
    expect(
      parseResultsQuery({
        location: 'any',
        checkIn: '2026-12-04',
        checkOut: '2026-12-05',
        guests: '1',
      }),
    ).toMatchObject({ ok: true, search: { location: 'any', bedrooms: 0, amenities: [] } });
  });

  it.each([
    ['no location', 'checkIn=2026-12-04&checkOut=2026-12-07&guests=2'],
    ['blank location', 'location=%20&checkIn=2026-12-04&checkOut=2026-12-07&guests=2'],
    ['no checkIn', 'location=x&checkOut=2026-12-07&guests=2'],
    ['no checkOut', 'location=x&checkIn=2026-12-04&guests=2'],
    ['no guests', 'location=x&checkIn=2026-12-04&checkOut=2026-12-07'],
    ['zero guests', 'location=x&checkIn=2026-12-04&checkOut=2026-12-07&guests=0'],
    ['negative guests', 'location=x&checkIn=2026-12-04&checkOut=2026-12-07&guests=-2'],
    ['text guests', 'location=x&checkIn=2026-12-04&checkOut=2026-12-07&guests=dos'],
    ['impossible date', 'location=x&checkIn=2026-02-30&checkOut=2026-03-02&guests=2'],
    ['reversed range', 'location=x&checkIn=2026-12-07&checkOut=2026-12-04&guests=2'],
    ['empty range', 'location=x&checkIn=2026-12-07&checkOut=2026-12-07&guests=2'],
  ])('rejects %s with the SPEC message', (_label, query) => {
    expect(parseResultsQuery(query)).toMatchObject({
      ok: false,
      message: MISSING_SEARCH_PARAMS_MESSAGE,
    });
  });

  it('clamps counters to whole numbers ≥ 0 and ignores junk', () => {
    const parsed = parseResultsQuery(`${base}&bedrooms=-3&beds=2.7&bathrooms=muchos`);
    expect(parsed).toMatchObject({ ok: true, search: { bedrooms: 0, beds: 2, bathrooms: 0 } });
    expect(parseResultsQuery(`${base}&beds=999`)).toMatchObject({
      search: { beds: MAX_FILTER_COUNT },
    });
  });
});

describe('parseAmenities', () => {
  it.each([
    ['invalid JSON', '["wifi"'],
    ['an object', '{"wifi":true}'],
    ['a string', '"wifi"'],
    ['null', 'null'],
    ['empty', ''],
  ])('ignores %s safely', (_label, value) => {
    expect(parseAmenities(value)).toEqual([]);
  });

  it('keeps known keys once, dropping unknown keys and non-strings', () => {
    expect(parseAmenities('["wifi",1,"hackerKey","wifi","__proto__","jacuzzi",null]')).toEqual([
      'wifi',
      'jacuzzi',
    ]);
  });

  it('a bad amenities value never blocks the search', () => {
    expect(parseResultsQuery(`${base}&amenities=%5Bwifi`)).toMatchObject({
      ok: true,
      search: { amenities: [] },
    });
  });
});

describe('serializeResultsQuery', () => {
  const search: ResultsSearch = {
    location: 'Valle de Bravo',
    checkIn: '2026-12-04',
    checkOut: '2026-12-07',
    guests: 4,
    bedrooms: 2,
    beds: 0,
    bathrooms: 1,
    amenities: ['wifi', 'privatePool'],
  };

  it('writes every set parameter in a stable order and leaves zero filters out', () => {
    expect(serializeResultsQuery(search).toString()).toBe(
      'location=Valle+de+Bravo&checkIn=2026-12-04&checkOut=2026-12-07&guests=4&bedrooms=2&bathrooms=1&amenities=%5B%22wifi%22%2C%22privatePool%22%5D',
    );
  });

  it('round-trips through parseResultsQuery', () => {
    expect(parseResultsQuery(serializeResultsQuery(search))).toEqual({ ok: true, search });
  });

  it("sends a blank destination as 'any' and clamps negative counters away", () => {
    const text = serializeResultsQuery({
      ...search,
      location: ' ',
      bedrooms: -1,
      amenities: [],
    }).toString();
    expect(text).toBe('location=any&checkIn=2026-12-04&checkOut=2026-12-07&guests=4&bathrooms=1');
  });
});

describe('toSearchApiQuery', () => {
  it("sends 'any' as an empty location and only the filters that are on", () => {
    expect(
      toSearchApiQuery({
        ...EMPTY_FILTERS,
        location: 'any',
        checkIn: 'a',
        checkOut: 'b',
        guests: 2,
      }),
    ).toEqual({ location: '', guests: 2, checkIn: 'a', checkOut: 'b', page: 1, pageSize: 100 });
    expect(
      toSearchApiQuery(
        {
          location: 'Tulum',
          checkIn: 'a',
          checkOut: 'b',
          guests: 2,
          bedrooms: 0,
          beds: 2,
          bathrooms: 0,
          amenities: ['wifi'],
        },
        3,
        20,
      ),
    ).toEqual({
      location: 'Tulum',
      guests: 2,
      checkIn: 'a',
      checkOut: 'b',
      page: 3,
      pageSize: 20,
      beds: 2,
      amenities: '["wifi"]',
    });
  });
});

describe('filters', () => {
  const cabin = {
    propertyDetails: { bedrooms: 2 },
    additionalInfo: { nBeds: 3, nRestrooms: 1, nBedrooms: 2 },
    accommodationFeatures: {
      generalFeatures: { wifi: true, fireplace: true, privatePool: false },
      kitchen: { kitchen: true },
    },
  };

  it('counters mean "at least"', () => {
    expect(matchesFilters(cabin, EMPTY_FILTERS)).toBe(true);
    expect(matchesFilters(cabin, { ...EMPTY_FILTERS, bedrooms: 2, beds: 3, bathrooms: 1 })).toBe(
      true,
    );
    expect(matchesFilters(cabin, { ...EMPTY_FILTERS, bedrooms: 3 })).toBe(false);
    expect(matchesFilters(cabin, { ...EMPTY_FILTERS, beds: 4 })).toBe(false);
    expect(matchesFilters(cabin, { ...EMPTY_FILTERS, bathrooms: 2 })).toBe(false);
  });

  it('every selected amenity must be true', () => {
    expect(matchesFilters(cabin, { ...EMPTY_FILTERS, amenities: ['wifi', 'kitchen'] })).toBe(true);
    expect(matchesFilters(cabin, { ...EMPTY_FILTERS, amenities: ['wifi', 'privatePool'] })).toBe(
      false,
    );
  });

  it('counts active filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ bedrooms: 1, beds: 0, bathrooms: 2, amenities: ['wifi', 'tv'] }),
    ).toBe(4);
  });

  it('clampCount', () => {
    expect([
      clampCount(undefined),
      clampCount(''),
      clampCount('3'),
      clampCount(-1),
      clampCount(NaN),
    ]).toEqual([0, 0, 3, 0, 0]);
  });
});

describe('flexible dates in the results address (issue 18)', () => {
  const flexible = 'location=Mazamitla&flexible=weekend&months=2027-03%2C2027-04&guests=2&beds=1';

  it('reads a shape and its months instead of dates, and writes them back the same', () => {
    const parsed = parseResultsQuery(flexible);
    expect(parsed).toEqual({
      ok: true,
      search: {
        location: 'Mazamitla',
        checkIn: '',
        checkOut: '',
        guests: 2,
        flexible: 'weekend',
        months: '2027-03,2027-04',
        bedrooms: 0,
        beds: 1,
        bathrooms: 0,
        amenities: [],
      },
    });
    if (!parsed.ok) throw new Error('unreachable');
    expect(serializeResultsQuery(parsed.search).toString()).toBe(flexible);
    expect(toSearchApiQuery(parsed.search, 1, 100)).toEqual({
      location: 'Mazamitla',
      guests: 2,
      flexible: 'weekend',
      months: '2027-03,2027-04',
      beds: 1,
      page: 1,
      pageSize: 100,
    });
  });

  it.each([
    ['an unknown shape', 'location=x&flexible=year&months=2027-03&guests=2'],
    ['no months', 'location=x&flexible=week&guests=2'],
    ['a malformed month', 'location=x&flexible=week&months=2027-13&guests=2'],
    ['seven months', `location=x&flexible=month&months=${'2027-01,'.repeat(6)}2027-07&guests=2`],
    ['exact dates as well', 'location=x&flexible=week&months=2027-03&checkIn=2027-03-01&guests=2'],
    ['no guests', 'location=x&flexible=week&months=2027-03'],
  ])('rejects flexible dates with %s', (_case, query) => {
    expect(parseResultsQuery(query)).toMatchObject({
      ok: false,
      message: MISSING_SEARCH_PARAMS_MESSAGE,
    });
  });

  it("sums them up as 'Un fin de semana en marzo o abril'", () => {
    expect(flexibleSummary('weekend', '2027-03,2027-04')).toBe('Un fin de semana en marzo o abril');
    expect(flexibleSummary('week', '2027-05')).toBe('Una semana en mayo');
    expect(flexibleSummary('month', '2026-12,2027-01,2027-02')).toBe(
      'Un mes en diciembre, enero o febrero',
    );
  });
});

describe('the price range and the order in the results address', () => {
  it('reads minPrice, maxPrice and sort, and writes them back in a stable order', () => {
    const parsed = parseResultsPage(`${base}&sort=price_desc&maxPrice=4000&minPrice=1500`);
    expect(parsed).toMatchObject({
      ok: true,
      search: { minPrice: 1500, maxPrice: 4000, sort: 'price_desc' },
    });
    if (!parsed.ok) throw new Error('unreachable');
    expect(serializeResultsQuery(parsed.search).toString()).toBe(
      `${base}&minPrice=1500&maxPrice=4000&sort=price_desc`,
    );
    expect(toSearchApiQuery(parsed.search)).toMatchObject({
      minPrice: 1500,
      maxPrice: 4000,
      sort: 'price_desc',
    });
  });

  it('drops what it cannot read, puts a reversed range in order, and leaves the default order out', () => {
    expect(parseResultsPage(`${base}&minPrice=barato&maxPrice=-3&sort=precio`)).toMatchObject({
      search: { minPrice: null, maxPrice: null, sort: 'recommended' },
    });
    expect(parseResultsPage(`${base}&minPrice=4000&maxPrice=1500`)).toMatchObject({
      search: { minPrice: 1500, maxPrice: 4000 },
    });
    const plain = parseResultsPage(`${base}&sort=recommended`);
    if (!plain.ok) throw new Error('unreachable');
    expect(serializeResultsQuery(plain.search).toString()).toBe(base);
    expect(toSearchApiQuery(plain.search)).not.toHaveProperty('sort');
  });

  it('counts a price range as one active filter', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, minPrice: 1000 })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, minPrice: 1000, maxPrice: 3000 })).toBe(1);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  });
});
