import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { isValidIsoDate, nightsBetween } from '../../src/shared/dates.ts';
import { guestsLabel, nightsLabel } from '../../src/shared/format.ts';
import {
  minNightsFor,
  priceStayCents,
  type RateCard,
  type StayPricingCents,
} from '../../src/shared/pricing.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { QuoteErrorType, Restriction } from '../../src/shared/types.ts';
import { BOOKING_MESSAGES, STAY_LIMITS } from '../../src/shared/validation/booking.ts';
import { BOOKING_DATE_MESSAGES } from '../../src/shared/validation/booking-dates.ts';
import type { DbOrTx } from '../db/client.ts';
import { cabinSeasonalRates, cabins, hostBlocks, reservations } from '../db/schema.ts';

/** The rules every stay must meet, shared by quoting, searching, booking and charging. */

export type CabinRow = typeof cabins.$inferSelect;

export interface StayRequest {
  cabinId: string;
  checkIn: unknown;
  checkOut: unknown;
  guests: unknown;
}

export interface StayFailure {
  ok: false;
  errorType: QuoteErrorType;
  message: string;
  status: number;
  cabin?: CabinRow;
}

export type StayCheck =
  | {
      ok: true;
      cabin: CabinRow;
      rateCard: RateCard;
      pricing: StayPricingCents;
      checkIn: string;
      checkOut: string;
      guests: number;
    }
  | StayFailure;

/** Longest stay accepted in one booking, and how far ahead one can book. */
export const MAX_NIGHTS = STAY_LIMITS.maxNights;
export const MAX_DAYS_AHEAD = STAY_LIMITS.maxDaysAhead;
/** More guests than any cabin could hold is a typo, not a search. */
export const MAX_GUESTS = STAY_LIMITS.maxGuests;

const fail = (
  errorType: QuoteErrorType,
  status: number,
  message?: string,
  cabin?: CabinRow,
): StayFailure => ({
  ok: false,
  errorType,
  status,
  message: message ?? QUOTE_ERROR_MESSAGES[errorType],
  cabin,
});

type StayDates = { ok: true; checkIn: string; checkOut: string; nights: number } | StayFailure;

/** validateStayDates answers by date strings (a pure function of them; searches and quotes repeat). */
const checkedDates = new Map<string, Readonly<StayDates>>();
const CHECKED_DATES_LIMIT = 5_000;

/** Real dates, arrival not before today, departure after arrival, within the booking window. */
export function validateStayDates(checkIn: unknown, checkOut: unknown, today: string): StayDates {
  if (typeof checkIn !== 'string' || typeof checkOut !== 'string') {
    return checkStayDates(checkIn, checkOut, today);
  }
  if (checkIn.length > 10 || checkOut.length > 10) return fail('INVALID_DATE', 400);
  const key = `${today}|${checkIn}|${checkOut}`;
  let checked = checkedDates.get(key);
  if (!checked) {
    if (checkedDates.size >= CHECKED_DATES_LIMIT) checkedDates.clear();
    checked = Object.freeze(checkStayDates(checkIn, checkOut, today));
    checkedDates.set(key, checked);
  }
  return checked;
}

function checkStayDates(checkIn: unknown, checkOut: unknown, today: string): StayDates {
  if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return fail('INVALID_DATE', 400);
  if (checkIn < today) return fail('INVALID_DATE', 400, BOOKING_DATE_MESSAGES.checkInPast);
  if (checkOut <= checkIn) return fail('INVALID_DATE_RANGE', 400);
  const nights = nightsBetween(checkIn, checkOut);
  if (nights > MAX_NIGHTS) return fail('INVALID_DATE_RANGE', 400, BOOKING_MESSAGES.tooLong);
  if (nightsBetween(today, checkIn) > MAX_DAYS_AHEAD)
    return fail('INVALID_DATE', 400, BOOKING_MESSAGES.tooFar);
  return { ok: true, checkIn, checkOut, nights };
}

/** A whole number of guests in [1, MAX_GUESTS], from a number or a string of digits; else null. */
export function parseGuests(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_GUESTS) return null;
  return n;
}

type StayLimits = Pick<CabinRow, 'maxOccupancy' | 'minOccupancy' | 'minNights'>;

/**
 * Why a cabin cannot host a stay, in SPEC §8 order (capacity, then minimum stay, then occupied
 * nights). Empty when it can. Guests or nights left out are not checked.
 */
export function stayRestrictions(
  cabin: StayLimits,
  stay: {
    guests?: number | null;
    nights?: number | null;
    occupied?: boolean;
    /** The stay's minimum when a season of its arrival sets one (minNightsFor); else the cabin's. */
    minNights?: number;
  },
): Restriction[] {
  const restrictions: Restriction[] = [];
  const { guests, nights } = stay;
  const minNights = stay.minNights ?? cabin.minNights;
  if (guests != null && guests > cabin.maxOccupancy) {
    restrictions.push({
      type: 'CAPACITY_EXCEEDED',
      message: `${QUOTE_ERROR_MESSAGES.CAPACITY_EXCEEDED} de ${guestsLabel(cabin.maxOccupancy)}`,
    });
  }
  if (guests != null && guests < cabin.minOccupancy) {
    restrictions.push({
      type: 'CAPACITY_INSUFFICIENT',
      message: `${QUOTE_ERROR_MESSAGES.CAPACITY_INSUFFICIENT} de ${guestsLabel(cabin.minOccupancy)}`,
    });
  }
  if (nights != null && nights < minNights) {
    restrictions.push({
      type: 'NOCHES_MINIMAS',
      message: `${QUOTE_ERROR_MESSAGES.NOCHES_MINIMAS} de ${nightsLabel(minNights)}`,
    });
  }
  if (stay.occupied) {
    restrictions.push({ type: 'NOT_AVAILABLE', message: QUOTE_ERROR_MESSAGES.NOT_AVAILABLE });
  }
  return restrictions;
}

export async function loadRateCard(db: DbOrTx, cabin: CabinRow): Promise<RateCard> {
  const seasons = await db
    .select({
      startDate: cabinSeasonalRates.startDate,
      endDate: cabinSeasonalRates.endDate,
      nightlyRateCents: cabinSeasonalRates.nightlyRateCents,
      minNights: cabinSeasonalRates.minNights,
    })
    .from(cabinSeasonalRates)
    .where(eq(cabinSeasonalRates.cabinId, cabin.id))
    .orderBy(cabinSeasonalRates.startDate);
  return {
    nightlyRateCents: cabin.nightlyRateCents,
    weekendRateCents: cabin.weekendRateCents,
    seasonalRates: seasons,
    cleaningFeeCents: cabin.cleaningFeeCents,
  };
}

/**
 * SQL that is true for an occupying row: every active stay and host block, and pending holds whose
 * time has not run out (an expired hold still exists until a write expires it, but frees its nights).
 */
export const holdStillCounts = (now: Date) =>
  sql`(${reservations.status} <> 'pending' or ${reservations.holdExpiresAt} is null or ${reservations.holdExpiresAt} > ${now.toISOString()})`;

/** True when no pending hold, active stay or host block of the cabin touches a night of [checkIn, checkOut). */
export async function isRangeFree(
  db: DbOrTx,
  cabinId: string,
  checkIn: string,
  checkOut: string,
  options: { ignoreReservationId?: string; now?: Date } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const taken = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.cabinId, cabinId),
        inArray(reservations.status, ['pending', 'pending_host', 'active']),
        lt(reservations.checkIn, checkOut),
        gt(reservations.checkOut, checkIn),
        options.ignoreReservationId
          ? sql`${reservations.id} <> ${options.ignoreReservationId}`
          : undefined,
        holdStillCounts(now),
      ),
    )
    .limit(1);
  if (taken.length) return false;
  const blocked = await db
    .select({ id: hostBlocks.id })
    .from(hostBlocks)
    .where(
      and(
        eq(hostBlocks.cabinId, cabinId),
        lt(hostBlocks.checkIn, checkOut),
        gt(hostBlocks.checkOut, checkIn),
      ),
    )
    .limit(1);
  return blocked.length === 0;
}

/** Where checkStay reads cabins and occupancy: SQL (checkStay) or the in-memory catalogue. */
export interface StaySource {
  findCabin(id: string): Promise<{ cabin: CabinRow; rateCard?: RateCard } | null>;
  rateCard(cabin: CabinRow): Promise<RateCard>;
  isFree(cabinId: string, checkIn: string, checkOut: string): Promise<boolean>;
  /** priceStayCents of the cabin's rate card, when the source remembers prices (the catalogue). */
  price?(cabin: CabinRow, rateCard: RateCard, checkIn: string, checkOut: string): StayPricingCents;
}

export interface CheckStayOptions {
  checkAvailability?: boolean;
  ignoreReservationId?: string;
  /** The moment holds are compared with (the app clock's now). */
  now?: Date;
}

/**
 * Validates a stay in SPEC §8 order: dates, range, cabin, capacity, minimum nights, availability.
 * `today` is today in America/Mexico_City. Availability is checked unless `checkAvailability: false`.
 */
export async function checkStay(
  db: DbOrTx,
  request: StayRequest,
  today: string,
  options: CheckStayOptions = {},
): Promise<StayCheck> {
  return checkStayWith(
    {
      findCabin: async (id) => {
        // Drafts and archived cabins cannot be booked: to guests they do not exist.
        const [cabin] = await db
          .select()
          .from(cabins)
          .where(and(eq(cabins.id, id), eq(cabins.status, 'published')))
          .limit(1);
        return cabin ? { cabin } : null;
      },
      rateCard: (cabin) => loadRateCard(db, cabin),
      isFree: (cabinId, checkIn, checkOut) =>
        isRangeFree(db, cabinId, checkIn, checkOut, {
          ignoreReservationId: options.ignoreReservationId,
          now: options.now,
        }),
    },
    request,
    today,
    options,
  );
}

/** checkStay's rules over any source of cabins and occupancy. */
export async function checkStayWith(
  source: StaySource,
  request: StayRequest,
  today: string,
  options: CheckStayOptions = {},
): Promise<StayCheck> {
  const dates = validateStayDates(request.checkIn, request.checkOut, today);
  if (!dates.ok) return dates;
  const { checkIn, checkOut, nights } = dates;
  const guests = parseGuests(request.guests);
  if (guests === null) return fail('CAPACITY_INSUFFICIENT', 400, BOOKING_MESSAGES.guests);
  if (
    typeof request.cabinId !== 'string' ||
    request.cabinId.length === 0 ||
    request.cabinId.length > 64
  ) {
    return fail('CABIN_NOT_FOUND', 404);
  }
  const found = await source.findCabin(request.cabinId);
  if (!found) return fail('CABIN_NOT_FOUND', 404);
  const { cabin } = found;
  const rateCard = found.rateCard ?? (await source.rateCard(cabin));
  const [restriction] = stayRestrictions(cabin, {
    guests,
    nights,
    minNights: minNightsFor(rateCard, cabin.minNights, checkIn),
  });
  if (restriction) return fail(restriction.type, 200, restriction.message, cabin);
  if (options.checkAvailability !== false) {
    const free = await source.isFree(cabin.id, checkIn, checkOut);
    if (!free) return fail('NOT_AVAILABLE', 200, undefined, cabin);
  }
  return {
    ok: true,
    cabin,
    rateCard,
    pricing: source.price
      ? source.price(cabin, rateCard, checkIn, checkOut)
      : priceStayCents(rateCard, checkIn, checkOut),
    checkIn,
    checkOut,
    guests,
  };
}
