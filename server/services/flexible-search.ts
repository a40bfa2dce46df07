import type { FlexibleStay } from '../../src/shared/flexible-dates.ts';
import { minNightsFor, priceStayCents, toStayPricing } from '../../src/shared/pricing.ts';
import type { Restriction } from '../../src/shared/types.ts';
import type { Database } from '../db/client.ts';
import { objectKey } from '../http-cache/encoded-answers.ts';
import { occupiedCabins } from './availability-service.ts';
import { catalogueOf, type CatalogueEntry } from './catalogue.ts';
import { histogramOf, nightlyCents, rangeAndOrder } from './search-price.ts';
import {
  entriesInBbox,
  locatedEntries,
  pageHostsFirst,
  passesFilters,
  type ResolvedSearch,
  type SearchParams,
} from './search-service.ts';
import { stayRestrictions } from './stay-service.ts';

/**
 * A search with flexible dates (issue 18): for each cabin, the first stay of the chosen shape in
 * the chosen months whose nights are free and long enough for its minimum, priced like an exact
 * stay. Cabins with one come first, then those without, saying why; each group in the asked order
 * (catalogue order by default). The price range, the price orders and the histogram read the price
 * per night its card shows: its own stay's total ÷ its nights, or the listing price of a cabin with
 * no stay (./search-price.ts, as exact searches; ARCHITECTURE "Discovery"). Taken nights
 * come from the same exact occupancy cache as exact searches (one entry per candidate stay), so a
 * repeated search runs no query; the answer is cached under a key naming every input.
 */

export const NO_FLEXIBLE_STAY: Restriction = {
  type: 'NOT_AVAILABLE',
  message: 'Sin fechas libres de esa duración en los meses elegidos',
};

export async function resolveFlexibleSearch(
  database: Database,
  p: SearchParams,
  now: Date,
  today: string,
): Promise<ResolvedSearch> {
  const stays = p.flexible?.stays ?? [];
  const occupancies = await Promise.all(stays.map((stay) => occupiedCabins(database, stay, now)));
  const snapshot = await catalogueOf(database).get(occupancies[0]?.version);
  const located = locatedEntries(snapshot, p);
  const matched = p.bbox ? entriesInBbox(snapshot, located, p.bbox) : located;
  const filtering = p.bedrooms || p.beds || p.bathrooms || p.amenities.length > 0;
  const key =
    `flex|${objectKey(snapshot)}|${objectKey(located)}|` +
    `${p.bbox ? `${p.bbox.west},${p.bbox.south},${p.bbox.east},${p.bbox.north}` : '-'}|` +
    `${filtering ? `${p.bedrooms}|${p.beds}|${p.bathrooms}|${[...p.amenities].sort().join(',')}` : '-'}|` +
    `${p.guests ?? '-'}|${p.flexible?.shape}|${p.flexible?.months.join(',')}|` +
    `${occupancies.map((o) => objectKey(o.ids)).join(',')}|${p.page}|${p.pageSize}|${today}|` +
    `${p.minPrice ?? ''}|${p.maxPrice ?? ''}|${p.sort}`;

  return {
    key,
    build: () => {
      const filtered = filtering ? matched.filter((entry) => passesFilters(entry, p)) : matched;
      const chosen = new Map<CatalogueEntry, FlexibleStay | null>();
      /** The cabin's first free stay of the shape that its minimum allows, or null. */
      const firstStay = (entry: CatalogueEntry): FlexibleStay | null => {
        let stay = chosen.get(entry);
        if (stay !== undefined) return stay;
        const index = stays.findIndex(
          (candidate, i) =>
            !occupancies[i].ids.has(entry.row.id) &&
            candidate.nights >=
              minNightsFor(entry.rateCard, entry.row.minNights, candidate.checkIn),
        );
        stay = index < 0 ? null : stays[index];
        chosen.set(entry, stay);
        return stay;
      };
      const cardCents = (entry: CatalogueEntry) => nightlyCents(snapshot, entry, firstStay(entry));
      const histogram = histogramOf(filtered, cardCents);
      const ordered = rangeAndOrder(filtered, cardCents, p, p.sort);
      const { guests } = p;
      const fits = (entry: CatalogueEntry) =>
        guests === null || (guests <= entry.row.maxOccupancy && guests >= entry.row.minOccupancy);
      const page = pageHostsFirst(
        ordered,
        (entry) => fits(entry) && firstStay(entry) !== null,
        (p.page - 1) * p.pageSize,
        p.pageSize,
      );

      const parts: Buffer[] = [
        Buffer.from(
          `{"success":true,"total":${ordered.length},"totalUnfiltered":${matched.length},` +
            `"page":${p.page},"pageSize":${p.pageSize},` +
            `"priceHistogram":${JSON.stringify(histogram)},"habitaciones":[`,
        ),
      ];
      page.forEach((entry, i) => {
        if (i > 0) parts.push(COMMA);
        parts.push(entry.head);
        const stay = firstStay(entry);
        const restrictions = stayRestrictions(entry.row, { guests });
        if (!stay) restrictions.push(NO_FLEXIBLE_STAY);
        parts.push(Buffer.from(`,"restrictions":${JSON.stringify(restrictions)}`));
        if (stay) {
          const quote = toStayPricing(priceStayCents(entry.rateCard, stay.checkIn, stay.checkOut));
          parts.push(
            Buffer.from(
              `,"cotizacion":${JSON.stringify(quote)},` +
                `"fechas":${JSON.stringify({ checkIn: stay.checkIn, checkOut: stay.checkOut })}`,
            ),
          );
        }
        parts.push(CLOSE_OBJECT);
      });
      parts.push(CLOSE_LIST);
      return parts;
    },
  };
}

const COMMA = Buffer.from(',');
const CLOSE_OBJECT = Buffer.from('}');
const CLOSE_LIST = Buffer.from(']}');
