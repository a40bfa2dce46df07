import { sql } from 'drizzle-orm';
import { minNightsFor, priceStayCents, type RateCard } from '../../src/shared/pricing.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { OccupiedRange, QuoteErrorType } from '../../src/shared/types.ts';
import { BOOKING_MESSAGES } from '../../src/shared/validation/booking.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { objectKey } from '../http-cache/encoded-answers.ts';
import {
  carriedValue,
  catalogueOf,
  type CatalogueEntry,
  type CatalogueSnapshot,
} from './catalogue.ts';
import { occupancyOf, type Occupancy } from './occupancy-cache.ts';
import {
  checkStayWith,
  parseGuests,
  stayRestrictions,
  validateStayDates,
  type CabinRow,
  type StayCheck,
  type StayFailure,
  type StayRequest,
  type StaySource,
} from './stay-service.ts';

/** Which nights are taken: pending holds still in time, active stays and host blocks. */

export type { Occupancy };

/**
 * The cabins with a night of [checkIn, checkOut) taken, plus (PostgreSQL) the catalogue version
 * current for this request. Answered from the exact occupancy cache (./occupancy-cache.ts): no
 * query while reservations, host blocks and the holds' clocks leave the answer unchanged.
 */
export function occupiedCabins(
  database: Database,
  range: { checkIn: string; checkOut: string },
  now: Date,
): Promise<Occupancy> {
  return occupancyOf(database).get(range, now);
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
    where r.cabin_id = ${cabinId} and r.status in ('pending', 'pending_host', 'active')
      and r.check_out > ${today}::date
      and (r.status in ('active', 'pending_host') or r.hold_expires_at is null
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

/** A quote whose inputs passed the cheap checks, with the caches' state it will be answered from. */
export interface PreparedQuote {
  /**
   * Names everything the quote depends on: the catalogue snapshot and the set of taken cabins it is
   * answered from (objects the caches hand out only while they are current for this request), the
   * cabin, the stay, the guests and today. Equal keys, equal quotes.
   */
  key: string;
  check(): Promise<StayCheck>;
}

/**
 * The quote of POST /api/reservas/cotizar, in two steps: bad input fails here (no query at all);
 * otherwise the catalogue and taken nights come from the in-memory caches (no query while nothing
 * changed; PostgreSQL: the coalesced version read) and `check` applies checkStay's rules to them.
 */
export async function prepareQuote(
  database: Database,
  request: StayRequest,
  today: string,
  now: Date,
): Promise<StayFailure | PreparedQuote> {
  const dates = validateStayDates(request.checkIn, request.checkOut, today);
  if (!dates.ok) return dates;
  // The same order as checkStayWith, so bad input costs no query.
  const guests = parseGuests(request.guests);
  if (guests === null) return failure('CAPACITY_INSUFFICIENT', 400, BOOKING_MESSAGES.guests);
  const cabinId = request.cabinId;
  if (!validCabinId(cabinId)) return failure('CABIN_NOT_FOUND', 404);
  const occupancy = await occupiedCabins(database, dates, now);
  const snapshot = await catalogueOf(database).get(occupancy.version);
  return {
    key:
      `${objectKey(snapshot)}|${objectKey(occupancy.ids)}|${dates.checkIn}|${dates.checkOut}|` +
      `${guests}|${today}|${cabinId}`,
    check: () => checkStayWith(new CatalogueStays(snapshot, occupancy.ids), request, today),
  };
}

/** checkStay's source over a catalogue snapshot and the taken cabins of the stay's nights. */
class CatalogueStays implements StaySource {
  constructor(
    private readonly snapshot: CatalogueSnapshot,
    private readonly taken: ReadonlySet<string>,
  ) {}

  async findCabin(id: string) {
    const entry = this.snapshot.byId.get(id);
    return entry ? { cabin: entry.row, rateCard: entry.rateCard } : null;
  }

  async rateCard(cabin: CabinRow) {
    return this.snapshot.byId.get(cabin.id)!.rateCard;
  }

  async isFree(cabinId: string) {
    return !this.taken.has(cabinId);
  }

  /** Remembered per snapshot: rate cards only change with a new one. */
  price(cabin: CabinRow, rateCard: RateCard, checkIn: string, checkOut: string) {
    const key = `${cabin.id}|${checkIn}|${checkOut}`;
    let pricing = this.snapshot.stayPrices.get(key);
    if (!pricing) {
      // An unchanged cabin's price from the snapshot this one patched in place, else priced.
      const index = this.snapshot.byId.get(cabin.id)?.index;
      pricing =
        (index === undefined
          ? undefined
          : carriedValue(this.snapshot, index, (earlier) => earlier.stayPrices.get(key))) ??
        priceStayCents(rateCard, checkIn, checkOut);
      this.snapshot.stayPrices.set(key, pricing);
    }
    return pricing;
  }
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
  const occupancy = await occupiedCabins(database, dates, now);
  const entry = (await catalogueOf(database).get(occupancy.version)).byId.get(request.cabinId);
  if (!entry) return failure('CABIN_NOT_FOUND', 404);
  const [restriction] = stayRestrictions(entry.row, {
    nights: dates.nights,
    occupied: occupancy.ids.has(entry.row.id),
    minNights: minNightsFor(entry.rateCard, entry.row.minNights, dates.checkIn),
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
