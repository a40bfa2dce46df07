import { sql } from 'drizzle-orm';
import { collectAmenities } from '../../src/shared/amenities.ts';
import { centsToPesos } from '../../src/shared/format.ts';
import { listingPrice, type RateCard } from '../../src/shared/pricing.ts';
import type {
  AccommodationFeatures,
  Cabin,
  CabinReview,
  SeasonalRate,
} from '../../src/shared/types.ts';
import { FEATURE_GROUPS } from '../../src/shared/types.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { runPrepared, type PreparedQuery } from './prepared-statements.ts';
import type { CabinRow } from './stay-service.ts';

/** SQL of the cabin catalogue: the whole catalogue in one statement, reviews, and the wire shape. */

interface SeasonRow {
  name: string;
  startDate: string;
  endDate: string;
  nightlyRateCents: number;
  minNights?: number | null;
}

export interface CatalogueRow {
  row: CabinRow;
  images: string[];
  /** The host's alt text of each photo, in the order of `images`. */
  imageAlts: string[];
  seasons: SeasonRow[];
  ratingAverage: number | null;
  ratingCount: number;
}

interface RawCatalogueRow {
  id: string;
  name: string;
  accommodation_type: string;
  description: string;
  population: string;
  state: string;
  address: string;
  latitude: number;
  longitude: number;
  min_occupancy: number;
  max_occupancy: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  min_nights: number;
  nightly_rate_cents: number;
  weekend_rate_cents: number | null;
  features: AccommodationFeatures | string;
  owner_id: string | null;
  status: string;
  booking_mode: string;
  cancellation_policy: string;
  check_in_time: string;
  check_out_time: string;
  house_rules: string;
  check_in_instructions: string;
  cleaning_fee_cents: number;
  ical_token: string;
  created_ms: number;
  updated_ms: number;
  images: string[] | string | null;
  image_alts: string[] | string | null;
  seasons: SeasonRow[] | string | null;
  rating_average: number | null;
  rating_count: number | null;
  catalogue_version: number | null;
}

const parsed = <T>(value: T | string | null, fallback: T): T =>
  value == null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : value;

const CABIN_COLUMNS = sql`c.id, c.name, c.accommodation_type, c.description, c.population,
      c.state, c.address, c.latitude, c.longitude, c.min_occupancy, c.max_occupancy, c.bedrooms,
      c.beds, c.bathrooms, c.min_nights, c.nightly_rate_cents, c.weekend_rate_cents, c.features,
      c.owner_id, c.status, c.booking_mode, c.cancellation_policy, c.check_in_time,
      c.check_out_time, c.house_rules, c.check_in_instructions, c.cleaning_fee_cents, c.ical_token,
      (extract(epoch from c.created_at) * 1000)::float8 as created_ms,
      (extract(epoch from c.updated_at) * 1000)::float8 as updated_ms`;

/**
 * Every published cabin (drafts and archived cabins are no one's to find) with its photo paths (by position), seasonal rates and review aggregate (cabin_ratings, kept by triggers), plus the
 * catalogue version, read in ONE statement so they come from one snapshot. Grouped joins, not N+1.
 */
export async function loadCatalogueRows(
  database: Database,
): Promise<{ version: number; rows: CatalogueRow[] }> {
  const result = await database.db.execute(sql`
    select ${CABIN_COLUMNS},
      p.images, p.image_alts, s.seasons, r.rating_average, r.rating_count,
      (select version from catalogue_version where id = 1)::float8 as catalogue_version
    from cabins c
    left join (
      select cabin_id, json_agg(path order by position) as images,
        json_agg(alt order by position) as image_alts
      from cabin_photos group by cabin_id
    ) p on p.cabin_id = c.id
    left join (
      select cabin_id, json_agg(json_build_object(
        'name', name, 'startDate', start_date, 'endDate', end_date,
        'nightlyRateCents', nightly_rate_cents, 'minNights', min_nights)
        order by start_date) as seasons
      from cabin_seasonal_rates group by cabin_id
    ) s on s.cabin_id = c.id
    left join (
      select cabin_id, case when rating_count > 0
          then round(rating_sum::numeric / rating_count, 1)::float8 end as rating_average,
        rating_count
      from cabin_ratings
    ) r on r.cabin_id = c.id
    where c.status = 'published'
  `);
  const raw = (result as unknown as { rows: RawCatalogueRow[] }).rows;
  let version = 0;
  const rows = raw.map((r): CatalogueRow => {
    version = r.catalogue_version ?? 0;
    return catalogueRowOf(r);
  });
  if (!rows.length) version = await readCatalogueVersion(database);
  return { version, rows };
}

/**
 * The published cabins among `ids`, as loadCatalogueRows reads them: per-cabin subqueries (by
 * index), because the grouped joins above would aggregate every cabin's photos for a handful.
 * An id missing from the answer is a cabin no longer in the catalogue (unpublished, deleted).
 */
export async function loadCatalogueRowsOf(
  database: Database,
  ids: readonly string[],
): Promise<CatalogueRow[]> {
  if (!ids.length) return [];
  // A text[] literal: ids are quoted, their quotes and backslashes escaped.
  const list = `{${ids.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const rows = await runPrepared<RawCatalogueRow>(database, CATALOGUE_ROWS_OF, [list]);
  return rows.map(catalogueRowOf);
}

/** Prepared: planning this on PGlite costs ten times running it for a few cabins. */
const CATALOGUE_ROWS_OF: PreparedQuery = {
  name: 'refugio_catalogue_rows_of',
  types: ['text[]'],
  text: `select c.id, c.name, c.accommodation_type, c.description, c.population, c.state,
      c.address, c.latitude, c.longitude, c.min_occupancy, c.max_occupancy, c.bedrooms, c.beds,
      c.bathrooms, c.min_nights, c.nightly_rate_cents, c.weekend_rate_cents, c.features,
      c.owner_id, c.status, c.booking_mode, c.cancellation_policy, c.check_in_time,
      c.check_out_time, c.house_rules, c.check_in_instructions, c.cleaning_fee_cents, c.ical_token,
      (extract(epoch from c.created_at) * 1000)::float8 as created_ms,
      (extract(epoch from c.updated_at) * 1000)::float8 as updated_ms,
      (select json_agg(path order by position) from cabin_photos where cabin_id = c.id) as images,
      (select json_agg(alt order by position) from cabin_photos where cabin_id = c.id) as image_alts,
      (select json_agg(json_build_object(
          'name', name, 'startDate', start_date, 'endDate', end_date,
          'nightlyRateCents', nightly_rate_cents, 'minNights', min_nights) order by start_date)
        from cabin_seasonal_rates where cabin_id = c.id) as seasons,
      (select case when rating_count > 0
          then round(rating_sum::numeric / rating_count, 1)::float8 end
        from cabin_ratings where cabin_id = c.id) as rating_average,
      (select rating_count from cabin_ratings where cabin_id = c.id) as rating_count
    from cabins c
    where c.status = 'published' and c.id = any($1)`,
};

export interface CatalogueChanges {
  /** catalogue_version now. */
  version: number;
  /**
   * The cabins changed after `since` up to `version`, or null when the log cannot say (trimmed
   * past `since`, a bulk statement or TRUNCATE, or more than `limit` cabins): reload everything.
   */
  cabinIds: string[] | null;
}

/**
 * What changed in the catalogue after version `since` (migration 0019's catalogue_changes), read in
 * one statement with the version it runs up to, so nothing committed in between is missed.
 */
export async function readCatalogueChanges(
  database: Database,
  since: number,
  limit: number,
): Promise<CatalogueChanges> {
  const [row] = await runPrepared<{
    version: number;
    changes_from: number;
    everything: boolean | null;
    count: number;
    ids: string[] | string | null;
  }>(database, CATALOGUE_CHANGES, [since, limit]);
  if (!row) return { version: 0, cabinIds: null };
  const version = Number(row.version);
  if (Number(row.changes_from) > since || row.everything || Number(row.count) > limit) {
    return { version, cabinIds: null };
  }
  return { version, cabinIds: parsed<string[]>(row.ids, []) };
}

const CATALOGUE_CHANGES: PreparedQuery = {
  name: 'refugio_catalogue_changes',
  types: ['bigint', 'int'],
  text: `select v.version::float8 as version, v.changes_from::float8 as changes_from,
      c.everything, c.count::int as count, c.ids
    from catalogue_version v, lateral (
      select bool_or(cabin_id is null) as everything, count(distinct cabin_id) as count,
        case when count(distinct cabin_id) <= $2
          then json_agg(distinct cabin_id) filter (where cabin_id is not null) end as ids
      from catalogue_changes where version > $1 and version <= v.version
    ) c
    where v.id = 1`,
};

function catalogueRowOf(r: RawCatalogueRow): CatalogueRow {
  return {
    row: {
      id: r.id,
      name: r.name,
      accommodationType: r.accommodation_type,
      description: r.description,
      population: r.population,
      state: r.state,
      address: r.address,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      minOccupancy: r.min_occupancy,
      maxOccupancy: r.max_occupancy,
      bedrooms: r.bedrooms,
      beds: r.beds,
      bathrooms: r.bathrooms,
      minNights: r.min_nights,
      nightlyRateCents: r.nightly_rate_cents,
      weekendRateCents: r.weekend_rate_cents,
      features: parsed(r.features, {} as AccommodationFeatures),
      ownerId: r.owner_id,
      status: r.status,
      bookingMode: r.booking_mode,
      cancellationPolicy: r.cancellation_policy,
      checkInTime: r.check_in_time,
      checkOutTime: r.check_out_time,
      houseRules: r.house_rules,
      checkInInstructions: r.check_in_instructions,
      cleaningFeeCents: r.cleaning_fee_cents,
      icalToken: r.ical_token,
      createdAt: new Date(Number(r.created_ms)),
      updatedAt: new Date(Number(r.updated_ms)),
    },
    images: parsed(r.images, []),
    imageAlts: parsed(r.image_alts, []),
    seasons: parsed(r.seasons, []),
    ratingAverage: r.rating_average == null ? null : Number(r.rating_average),
    ratingCount: r.rating_count ?? 0,
  };
}

const CATALOGUE_VERSION: PreparedQuery = {
  name: 'refugio_catalogue_version',
  types: [],
  text: 'select version::float8 as version from catalogue_version where id = 1',
};

export async function readCatalogueVersion(database: Database): Promise<number> {
  const [row] = await runPrepared<{ version: number }>(database, CATALOGUE_VERSION, []);
  return row ? Number(row.version) : 0;
}

export function rateCardOf(row: CabinRow, seasons: SeasonRow[]): RateCard {
  return {
    nightlyRateCents: row.nightlyRateCents,
    weekendRateCents: row.weekendRateCents,
    seasonalRates: seasons.map((s) => ({
      startDate: s.startDate,
      endDate: s.endDate,
      nightlyRateCents: s.nightlyRateCents,
      minNights: s.minNights ?? null,
    })),
    cleaningFeeCents: row.cleaningFeeCents,
  };
}

/** Every feature group present (empty when the record lacks it), so clients can read any group. */
function completeFeatures(features: Partial<AccommodationFeatures>): AccommodationFeatures {
  const out = {} as AccommodationFeatures;
  for (const group of FEATURE_GROUPS) out[group] = { ...(features?.[group] ?? {}) };
  return out;
}

/** The Cabin wire shape of types.ts (restrictions empty: they depend on a search). */
export function toWireCabin(entry: CatalogueRow): Cabin {
  const { row } = entry;
  const baseCost = centsToPesos(row.nightlyRateCents);
  const precioCalculado = listingPrice(baseCost);
  const seasonalRates: SeasonalRate[] = entry.seasons.map((s) => ({
    name: s.name,
    startDate: s.startDate,
    endDate: s.endDate,
    pricePerNight: centsToPesos(s.nightlyRateCents),
  }));
  return {
    _id: row.id,
    propertyDetails: {
      name: row.name,
      accomodationType: row.accommodationType,
      minOccupancy: row.minOccupancy,
      maxOccupancy: row.maxOccupancy,
      bedrooms: row.bedrooms,
      minNights: row.minNights,
    },
    location: {
      population: row.population,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
      address: row.address,
    },
    additionalInfo: { nBeds: row.beds, nRestrooms: row.bathrooms, nBedrooms: row.bedrooms },
    accomodationDescription: row.description,
    others: {
      basePrice2nights: Math.round(precioCalculado.precioBaseFinal * 2 * 100) / 100,
      baseCost,
      weekendPrice: row.weekendRateCents == null ? null : centsToPesos(row.weekendRateCents),
    },
    precioCalculado,
    seasonalRates,
    restrictions: [],
    images: entry.images,
    imageAlts: entry.imageAlts,
    files: [],
    accommodationFeatures: completeFeatures(row.features),
    rating: { average: entry.ratingAverage, count: entry.ratingCount },
    bookingMode: row.bookingMode as Cabin['bookingMode'],
    cancellationPolicy: row.cancellationPolicy as Cabin['cancellationPolicy'],
    cleaningFee: centsToPesos(row.cleaningFeeCents),
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    houseRules: row.houseRules,
  };
}

export const amenitiesOf = (row: CabinRow): Set<string> => new Set(collectAmenities(row.features));

/** A cabin's reviews, newest first. */
export async function listCabinReviews(
  db: DbOrTx,
  cabinId: string,
  limit = 200,
): Promise<CabinReview[]> {
  const result = await db.execute(sql`
    select id, author_name, rating::int as rating, comment,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso
    from reviews where cabin_id = ${cabinId}
    order by created_at desc, id desc
    limit ${limit}
  `);
  const rows = (
    result as unknown as {
      rows: Array<{
        id: string;
        author_name: string;
        rating: number;
        comment: string;
        created_iso: string;
      }>;
    }
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    authorName: r.author_name,
    rating: Number(r.rating),
    comment: r.comment,
    createdAt: r.created_iso,
  }));
}
