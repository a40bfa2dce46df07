import { sql } from 'drizzle-orm';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { OccupiedRange, QuoteErrorType } from '../../src/shared/types.ts';
import { BOOKING_MESSAGES } from '../../src/shared/validation/booking.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { catalogueOf, type CatalogueEntry } from './catalogue.ts';
import { runPrepared, type PreparedQuery } from './prepared-statements.ts';
import {
  checkStayWith,
  parseGuests,
  stayRestrictions,
  validateStayDates,
  type StayCheck,
  type StayFailure,
  type StayRequest,
} from './stay-service.ts';

/** Which nights are taken: pending holds still in time, active stays and host blocks. */

export interface Occupancy {
  /** Cabins with at least one night of the range taken. */
  ids: Set<string>;
  /** catalogue_version read by the same statement (spares the catalogue its own query). */
  version: number;
}

// One JSON value, not one row per cabin: on PGlite each row returned costs more than finding it.
// A cabin may appear twice (a stay and a block); the Set below collapses it.
const occupancySql = (oneCabin: boolean) => `
  select (select version from catalogue_version where id = 1)::float8 as version,
    (select json_agg(o.cabin_id) from (
      select r.cabin_id from reservations r
      where r.status in ('pending', 'active') ${oneCabin ? 'and r.cabin_id = $4' : ''}
        and daterange(r.check_in, r.check_out, '[)') && daterange($1::date, $2::date, '[)')
        and (r.status = 'active' or r.hold_expires_at is null or r.hold_expires_at > $3::timestamptz)
      union all
      select b.cabin_id from host_blocks b
      where daterange(b.check_in, b.check_out, '[)') && daterange($1::date, $2::date, '[)')
        ${oneCabin ? 'and b.cabin_id = $4' : ''}
    ) as o) as cabin_ids`;

const OCCUPIED_ALL: PreparedQuery = {
  name: 'refugio_occupied_all',
  types: ['date', 'date', 'timestamptz'],
  text: occupancySql(false),
};
const OCCUPIED_ONE: PreparedQuery = {
  name: 'refugio_occupied_one',
  types: ['date', 'date', 'timestamptz', 'text'],
  text: occupancySql(true),
};

/**
 * ONE statement (prepared): the cabins (or the one cabin) with a night of [checkIn, checkOut)
 * taken, plus the catalogue version. The overlap is written with daterange && so the exclusion
 * constraints' GiST indexes serve it.
 */
export async function occupiedCabins(
  database: Database,
  range: { checkIn: string; checkOut: string },
  now: Date,
  cabinId?: string,
): Promise<Occupancy> {
  const values = [range.checkIn, range.checkOut, now.toISOString()];
  const [row] = await runPrepared<{ version: number | null; cabin_ids: string[] | string | null }>(
    database,
    cabinId ? OCCUPIED_ONE : OCCUPIED_ALL,
    cabinId ? [...values, cabinId] : values,
  );
  const ids = row?.cabin_ids ?? [];
  return {
    ids: new Set(typeof ids === 'string' ? (JSON.parse(ids) as string[]) : ids),
    version: Number(row?.version ?? 0),
  };
}

/** A cabin's taken nights from `today` on, for its calendars (no guest or booking details). */
export async function cabinOccupiedRanges(
  db: DbOrTx,
  cabinId: string,
  today: string,
  now: Date,
): Promise<OccupiedRange[]> {
  const result = await db.execute(sql`
    select check_in::text as check_in, check_out::text as check_out, 'reservation' as kind
    from reservations r
    where r.cabin_id = ${cabinId} and r.status in ('pending', 'active')
      and r.check_out > ${today}::date
      and (r.status = 'active' or r.hold_expires_at is null
           or r.hold_expires_at > ${now.toISOString()}::timestamptz)
    union all
    select check_in::text, check_out::text, 'block'
    from host_blocks b
    where b.cabin_id = ${cabinId} and b.check_out > ${today}::date
    order by 1, 2
  `);
  const rows = (
    result as unknown as {
      rows: Array<{ check_in: string; check_out: string; kind: OccupiedRange['kind'] }>;
    }
  ).rows;
  return rows.map((r) => ({ checkIn: r.check_in, checkOut: r.check_out, kind: r.kind }));
}

const failure = (errorType: QuoteErrorType, status: number, message?: string): StayFailure => ({
  ok: false,
  errorType,
  status,
  message: message ?? QUOTE_ERROR_MESSAGES[errorType],
});

const validCabinId = (id: unknown): id is string =>
  typeof id === 'string' && id.length > 0 && id.length <= 64;

/**
 * The quote of POST /api/reservas/cotizar: checkStay's rules over the in-memory catalogue, with one
 * query (the cabin's occupancy and the catalogue version) and none at all for bad input.
 */
export async function quoteStay(
  database: Database,
  request: StayRequest,
  today: string,
  now: Date,
): Promise<StayCheck> {
  const dates = validateStayDates(request.checkIn, request.checkOut, today);
  if (!dates.ok) return dates;
  // The same order as checkStayWith, so bad input costs no query.
  if (parseGuests(request.guests) === null) {
    return failure('CAPACITY_INSUFFICIENT', 400, BOOKING_MESSAGES.guests);
  }
  if (!validCabinId(request.cabinId)) return failure('CABIN_NOT_FOUND', 404);
  const occupancy = await occupiedCabins(database, dates, now, request.cabinId);
  const snapshot = await catalogueOf(database).get(occupancy.version);
  const entry = snapshot.byId.get(request.cabinId);
  return checkStayWith(
    {
      findCabin: async () => (entry ? { cabin: entry.row, rateCard: entry.rateCard } : null),
      rateCard: async (cabin) => snapshot.byId.get(cabin.id)!.rateCard,
      isFree: async (cabinId) => !occupancy.ids.has(cabinId),
    },
    request,
    today,
  );
}

export type AvailabilityCheck =
  | { ok: true; available: true }
  | { ok: true; available: false; errorType: QuoteErrorType; reason: string }
  | StayFailure;

/** POST /api/availability/check: are the nights free, and long enough for the cabin's minimum? */
export async function checkAvailability(
  database: Database,
  request: { cabinId: unknown; checkIn: unknown; checkOut: unknown },
  today: string,
  now: Date,
): Promise<AvailabilityCheck> {
  const dates = validateStayDates(request.checkIn, request.checkOut, today);
  if (!dates.ok) return dates;
  if (!validCabinId(request.cabinId)) return failure('CABIN_NOT_FOUND', 404);
  const occupancy = await occupiedCabins(database, dates, now, request.cabinId);
  const entry = (await catalogueOf(database).get(occupancy.version)).byId.get(request.cabinId);
  if (!entry) return failure('CABIN_NOT_FOUND', 404);
  const [restriction] = stayRestrictions(entry.row, {
    nights: dates.nights,
    occupied: occupancy.ids.has(entry.row.id),
  });
  if (restriction) {
    return { ok: true, available: false, errorType: restriction.type, reason: restriction.message };
  }
  return { ok: true, available: true };
}

/** GET /api/availability/date-range: every cabin, split by whether the nights are free. */
export async function availabilityForRange(
  database: Database,
  request: { checkIn: unknown; checkOut: unknown },
  today: string,
  now: Date,
): Promise<{ ok: true; available: string[]; unavailable: string[] } | StayFailure> {
  const dates = validateStayDates(request.checkIn, request.checkOut, today);
  if (!dates.ok) return dates;
  const occupancy = await occupiedCabins(database, dates, now);
  const { entries } = await catalogueOf(database).get(occupancy.version);
  const available: string[] = [];
  const unavailable: string[] = [];
  for (const entry of entries) {
    (occupancy.ids.has(entry.row.id) ? unavailable : available).push(entry.row.id);
  }
  return { ok: true, available, unavailable };
}

/** GET /api/availability/cabin/:id: taken nights, minimum stay and today. */
export async function cabinAvailability(
  database: Database,
  cabinId: string,
  today: string,
  now: Date,
): Promise<{ entry: CatalogueEntry; occupied: OccupiedRange[] } | null> {
  if (!validCabinId(cabinId)) return null;
  const entry = (await catalogueOf(database).get()).byId.get(cabinId);
  if (!entry) return null;
  return { entry, occupied: await cabinOccupiedRanges(database.db, cabinId, today, now) };
}
