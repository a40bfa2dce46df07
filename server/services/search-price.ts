import { priceStayCents } from '../../src/shared/pricing.ts';
import type { SearchSort } from '../../src/shared/validation/search.ts';
import { BoundedMap } from './bounded-caches.ts';
import { carriedFrom, type CatalogueEntry, type CatalogueSnapshot } from './catalogue.ts';

/**
 * The price range, the orders and the price histogram of a search (ARCHITECTURE "Discovery").
 *
 * A cabin's price per night is the one its card shows: with dates, the stay's total (commission
 * and cleaning included) ÷ nights; without them, the listing price of one ordinary night
 * (precioBaseFinal). Everything here is kept per catalogue snapshot (rate cards change only with a
 * new snapshot), so a repeated search costs a lookup: at 10 000 cabins, pricing every cabin for a
 * stay takes milliseconds, and sorting them more.
 */

export const HISTOGRAM_BUCKETS = 20;

export interface PriceRange {
  /** Pesos per night, inclusive; null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
}

export interface PriceHistogram {
  /** Whole pesos: the lowest price per night (rounded down) and the highest (rounded up). */
  min: number;
  max: number;
  /** HISTOGRAM_BUCKETS counts of equal width over [min, max] (the last one includes max). */
  buckets: number[];
}

type Stay = { checkIn: string; checkOut: string; nights: number } | null;

interface SnapshotPrices {
  /** Centavos per night by stay ('-' without dates), by entry index. */
  nightly: Map<string, Float64Array>;
  /** Ordered and narrowed lists, by list identity key. */
  lists: BoundedMap<string, CatalogueEntry[]>;
  histograms: BoundedMap<string, PriceHistogram>;
}

const STAYS_KEPT = 64;
const LISTS_KEPT = 200;
const perSnapshot = new WeakMap<CatalogueSnapshot, SnapshotPrices>();

function pricesOf(snapshot: CatalogueSnapshot): SnapshotPrices {
  let prices = perSnapshot.get(snapshot);
  if (!prices) {
    prices = {
      nightly: new Map(),
      lists: new BoundedMap(LISTS_KEPT),
      histograms: new BoundedMap(LISTS_KEPT),
    };
    perSnapshot.set(snapshot, prices);
  }
  return prices;
}

const stayKey = (stay: Stay) => (stay ? `${stay.checkIn}|${stay.checkOut}` : '-');

/** Price per night in centavos of every entry for a stay, filled as entries are asked for (NaN = not yet). */
function nightlyTable(snapshot: CatalogueSnapshot, stay: Stay): (entry: CatalogueEntry) => number {
  const prices = pricesOf(snapshot);
  const key = stayKey(stay);
  let table = prices.nightly.get(key);
  if (!table) {
    if (prices.nightly.size >= STAYS_KEPT) prices.nightly.clear();
    // An in-place patch copies the previous snapshot's table; its changed cabins are priced anew.
    const carried = carriedFrom(snapshot, (earlier) => perSnapshot.get(earlier)?.nightly.get(key));
    if (carried) {
      table = carried.value.slice();
      for (const index of carried.changed) table[index] = Number.NaN;
    } else {
      table = new Float64Array(snapshot.entries.length).fill(Number.NaN);
    }
    prices.nightly.set(key, table);
  }
  const values = table;
  return (entry) => {
    let cents = values[entry.index];
    if (Number.isNaN(cents)) {
      cents = stay
        ? priceStayCents(entry.rateCard, stay.checkIn, stay.checkOut).totalCents / stay.nights
        : Math.round(entry.listingPrice * 100);
      values[entry.index] = cents;
    }
    return cents;
  };
}

/**
 * The price per night in centavos a card shows for an entry and stay (null: without dates), kept
 * with the snapshot like every price here.
 */
export function nightlyCents(
  snapshot: CatalogueSnapshot,
  entry: CatalogueEntry,
  stay: Stay,
): number {
  return nightlyTable(snapshot, stay)(entry);
}

/** The price per night (pesos, 2 decimals) a card shows for an entry. */
export function nightlyPrice(
  snapshot: CatalogueSnapshot,
  entry: CatalogueEntry,
  stay: Stay,
): number {
  return Math.round(nightlyTable(snapshot, stay)(entry)) / 100;
}

const byRating = (a: CatalogueEntry, b: CatalogueEntry) => {
  const ra = a.cabin.rating?.average ?? -1;
  const rb = b.cabin.rating?.average ?? -1;
  return (
    rb - ra || (b.cabin.rating?.count ?? 0) - (a.cabin.rating?.count ?? 0) || a.index - b.index
  );
};

/**
 * `list` (in catalogue order, already narrowed by the other filters; `listKey` names it) within the
 * price range and in the asked order. Ties keep the catalogue order, so pages never shuffle.
 */
export function narrowAndOrder(
  snapshot: CatalogueSnapshot,
  list: CatalogueEntry[],
  listKey: string,
  stay: Stay,
  range: PriceRange,
  sort: SearchSort,
): CatalogueEntry[] {
  const ranged = range.minPrice !== null || range.maxPrice !== null;
  if (!ranged && sort === 'recommended') return list;
  const prices = pricesOf(snapshot);
  const key = `${listKey}\u0000${stayKey(stay)}|${range.minPrice ?? ''}|${range.maxPrice ?? ''}|${sort}`;
  const cached = prices.lists.get(key);
  if (cached) return cached;

  const result = rangeAndOrder(list, nightlyTable(snapshot, stay), range, sort);
  prices.lists.set(key, result);
  return result;
}

/**
 * `list` (in catalogue order) within the price range and in the asked order, by `price`: each
 * entry's price per night in centavos as its card shows it. Ties keep the catalogue order. Not
 * cached: narrowAndOrder's list is, and a flexible search's answer is (each cabin its own stay).
 */
export function rangeAndOrder(
  list: CatalogueEntry[],
  price: (entry: CatalogueEntry) => number,
  range: PriceRange,
  sort: SearchSort,
): CatalogueEntry[] {
  let result = list;
  if (range.minPrice !== null || range.maxPrice !== null) {
    // Compared as the card shows it: the nightly price rounded to the centavo.
    const min = range.minPrice === null ? -Infinity : Math.round(range.minPrice * 100);
    const max = range.maxPrice === null ? Infinity : Math.round(range.maxPrice * 100);
    result = list.filter((entry) => {
      const cents = Math.round(price(entry));
      return cents >= min && cents <= max;
    });
  }
  if (sort === 'price_asc' || sort === 'price_desc') {
    const sign = sort === 'price_asc' ? 1 : -1;
    const decorated = result.map((entry) => ({ entry, cents: Math.round(price(entry)) }));
    decorated.sort((a, b) => sign * (a.cents - b.cents) || a.entry.index - b.entry.index);
    result = decorated.map((d) => d.entry);
  } else if (sort === 'rating') {
    result = [...result].sort(byRating);
  }
  return result;
}

/** The histogram of the prices per night of `list` (the search without its price range). */
export function priceHistogram(
  snapshot: CatalogueSnapshot,
  list: CatalogueEntry[],
  listKey: string,
  stay: Stay,
): PriceHistogram {
  const prices = pricesOf(snapshot);
  const key = `${listKey}\u0000${stayKey(stay)}`;
  const cached = prices.histograms.get(key);
  if (cached) return cached;

  const histogram = histogramOf(list, nightlyTable(snapshot, stay));
  prices.histograms.set(key, histogram);
  return histogram;
}

/** The histogram of `price` (centavos per night) over `list`. */
export function histogramOf(
  list: readonly CatalogueEntry[],
  price: (entry: CatalogueEntry) => number,
): PriceHistogram {
  const buckets = new Array<number>(HISTOGRAM_BUCKETS).fill(0);
  if (list.length === 0) return { min: 0, max: 0, buckets };
  const values = list.map((entry) => price(entry) / 100);
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const min = Math.floor(low);
  const max = Math.max(Math.ceil(high), min + 1);
  const width = (max - min) / HISTOGRAM_BUCKETS;
  for (const value of values) {
    const at = Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((value - min) / width));
    buckets[at] += 1;
  }
  return { min, max, buckets };
}
