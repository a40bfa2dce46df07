import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cabin, SearchResponse } from '../../src/shared/types.ts';
import { SEARCH_MESSAGES } from '../../src/shared/validation/search.ts';
import { countRows, createCabin, createReservation } from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

/** ARCHITECTURE "Discovery": minPrice/maxPrice, sort and the price histogram of a search. */
describe.each(databases)('search price range, order and histogram on %s', (kind) => {
  let t: TestApp;
  const search = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cotizar/search?location=Tapalpa&${query}`,
    });
    return { res, body: res.json() as SearchResponse };
  };
  const names = (cabins: Cabin[]) => cabins.map((c) => c.propertyDetails.name);
  // Friday and Saturday nights: Alerce's weekend rate applies.
  const WEEKEND = 'checkIn=2027-01-15&checkOut=2027-01-17';

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    const db = t.database.db;
    const place = { population: 'Tapalpa', state: 'Jalisco' };
    // Listing prices (commission included): 1 120, 2 240, 3 360, 4 480 pesos a night.
    await createCabin(db, {
      ...place,
      name: 'Alerce',
      nightlyRateCents: 100_000,
      weekendRateCents: 500_000,
    });
    await createCabin(db, {
      ...place,
      name: 'Bosque',
      nightlyRateCents: 200_000,
      reviews: [{ rating: 4 }, { rating: 5 }],
    });
    const cedro = await createCabin(db, {
      ...place,
      name: 'Cedro',
      nightlyRateCents: 300_000,
      reviews: [{ rating: 5 }],
    });
    await createCabin(db, {
      ...place,
      name: 'Durazno',
      nightlyRateCents: 400_000,
      reviews: [{ rating: 5 }, { rating: 5 }],
    });
    // Taken on the weekend: it still shows (after those that can host), and still sorts.
    await createReservation(db, {
      cabinId: cedro.id,
      checkIn: '2027-01-15',
      checkOut: '2027-01-17',
    });
    await createCabin(db, { name: 'Otro lugar', population: 'Tequila', nightlyRateCents: 50_000 });
  });
  afterAll(() => t.close());

  it('keeps the catalogue order by default and sorts by price either way', async () => {
    expect(names((await search('')).body.habitaciones)).toEqual([
      'Alerce',
      'Bosque',
      'Cedro',
      'Durazno',
    ]);
    expect(names((await search('sort=price_desc')).body.habitaciones)).toEqual([
      'Durazno',
      'Cedro',
      'Bosque',
      'Alerce',
    ]);
    expect(names((await search('sort=price_asc')).body.habitaciones)).toEqual([
      'Alerce',
      'Bosque',
      'Cedro',
      'Durazno',
    ]);
  });

  it('prices a stay as its card does (weekend rates included) and keeps cabins that cannot host last', async () => {
    const { body } = await search(`${WEEKEND}&guests=2&sort=price_asc`);
    // Alerce costs 5 600 a night on a weekend; Cedro is taken, so it comes after the free ones.
    expect(names(body.habitaciones)).toEqual(['Bosque', 'Durazno', 'Alerce', 'Cedro']);
    expect(body.habitaciones[2].cotizacion?.pricePerNight).toBe(5600);
  });

  it('sorts by rating, then by how many reviews, unrated last', async () => {
    const { body } = await search('sort=rating');
    expect(names(body.habitaciones)).toEqual(['Durazno', 'Cedro', 'Bosque', 'Alerce']);
  });

  it('narrows to the price range, bounds included, and counts what is left', async () => {
    const { body } = await search('minPrice=2240&maxPrice=3360');
    expect(names(body.habitaciones)).toEqual(['Bosque', 'Cedro']);
    expect(body.total).toBe(2);
    expect(body.totalUnfiltered).toBe(4);
    const weekend = await search(`${WEEKEND}&minPrice=5000`);
    expect(names(weekend.body.habitaciones)).toEqual(['Alerce']);
    const none = await search('maxPrice=1000');
    expect(none.body.total).toBe(0);
    expect(none.body.habitaciones).toEqual([]);
  });

  it('applies the order across pages', async () => {
    const pages = await Promise.all(
      [1, 2].map((page) => search(`sort=price_desc&pageSize=2&page=${page}`)),
    );
    expect(pages.map(({ body }) => names(body.habitaciones))).toEqual([
      ['Durazno', 'Cedro'],
      ['Bosque', 'Alerce'],
    ]);
  });

  it('answers the histogram of the search without its price range', async () => {
    const plain = (await search('')).body.priceHistogram!;
    expect(plain.min).toBe(1120);
    expect(plain.max).toBe(4480);
    expect(plain.buckets).toHaveLength(20);
    expect(plain.buckets.reduce((a, b) => a + b, 0)).toBe(4);
    expect(plain.buckets[0]).toBe(1);
    expect(plain.buckets[19]).toBe(1);
    // The range narrows the list, not the histogram it is chosen on.
    expect((await search('minPrice=3000&sort=price_asc')).body.priceHistogram).toEqual(plain);
    // Other filters do narrow it.
    const big = (await search('bedrooms=3')).body.priceHistogram!;
    expect(big.buckets.every((n) => n === 0)).toBe(true);
    // With dates it is the stay's price per night.
    expect((await search(WEEKEND)).body.priceHistogram!.max).toBe(5600);
  });

  describe('with flexible dates (each cabin priced for its own first free stay)', () => {
    // The first weekend of January 2027 (1–3) is free everywhere: Alerce's weekend rate applies.
    const FLEX_WEEKEND = 'flexible=weekend&months=2027-01';
    type Dated = Cabin & { fechas?: { checkIn: string; checkOut: string } };

    it("sorts by the price per night of each cabin's stay, across pages", async () => {
      const asc = await search(`${FLEX_WEEKEND}&guests=2&sort=price_asc`);
      expect(names(asc.body.habitaciones)).toEqual(['Bosque', 'Cedro', 'Durazno', 'Alerce']);
      expect(asc.body.habitaciones.map((c) => (c as Dated).fechas?.checkIn)).toEqual([
        '2027-01-01',
        '2027-01-01',
        '2027-01-01',
        '2027-01-01',
      ]);
      expect(asc.body.habitaciones[3].cotizacion?.pricePerNight).toBe(5600);
      const pages = await Promise.all(
        [1, 2].map((page) => search(`${FLEX_WEEKEND}&sort=price_desc&pageSize=2&page=${page}`)),
      );
      expect(pages.map(({ body }) => names(body.habitaciones))).toEqual([
        ['Alerce', 'Durazno'],
        ['Cedro', 'Bosque'],
      ]);
      expect(names((await search(`${FLEX_WEEKEND}&sort=rating`)).body.habitaciones)).toEqual([
        'Durazno',
        'Cedro',
        'Bosque',
        'Alerce',
      ]);
    });

    it("narrows to the price range by the stay's price per night, with its histogram", async () => {
      // Alerce lists at 1 120 a night, but its weekend costs 5 600 a night.
      const high = await search(`${FLEX_WEEKEND}&minPrice=5000`);
      expect(names(high.body.habitaciones)).toEqual(['Alerce']);
      expect(high.body.total).toBe(1);
      expect(high.body.totalUnfiltered).toBe(4);
      const low = await search(`${FLEX_WEEKEND}&maxPrice=3360`);
      expect(names(low.body.habitaciones)).toEqual(['Bosque', 'Cedro']);
      const histogram = high.body.priceHistogram!;
      expect(histogram.min).toBe(2240);
      expect(histogram.max).toBe(5600);
      expect(histogram.buckets.reduce((a, b) => a + b, 0)).toBe(4);
    });

    it('prices a cabin with no free stay at its listing price, and still puts it last', async () => {
      // Cedro is taken on the 15th–17th: no free month of January for it.
      const { body } = await search('flexible=month&months=2027-01&maxPrice=3400&sort=price_desc');
      expect(names(body.habitaciones)).toEqual(['Alerce', 'Bosque', 'Cedro']);
      const cedro = body.habitaciones[2] as Dated;
      expect(cedro.fechas).toBeUndefined();
      expect(cedro.restrictions?.[0]?.type).toBe('NOT_AVAILABLE');
    });
  });

  it.each([
    ['minPrice=-1', SEARCH_MESSAGES.minPrice],
    ['minPrice=barato', SEARCH_MESSAGES.minPrice],
    ['maxPrice=1e9', SEARCH_MESSAGES.maxPrice],
    ['maxPrice=1000&maxPrice=2000', SEARCH_MESSAGES.maxPrice],
    ['minPrice=3000&maxPrice=2000', SEARCH_MESSAGES.priceRange],
    ['sort=precio', SEARCH_MESSAGES.sort],
    ['sort=rating&sort=price_asc', SEARCH_MESSAGES.sort],
  ])('refuses %s with a Spanish message and writes nothing', async (query, message) => {
    const before = await countRows(t.database.db);
    const { res, body } = await search(query);
    expect(res.statusCode).toBe(400);
    expect((body as unknown as { message: string }).message).toBe(message);
    expect(await countRows(t.database.db)).toEqual(before);
  });
});
