import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { isValidIsoDate, nightsBetween } from '../../src/shared/dates.ts';
import { priceStayCents, type RateCard, type StayPricingCents } from '../../src/shared/pricing.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { QuoteErrorType } from '../../src/shared/types.ts';
import type { DbOrTx } from '../db/client.ts';
import { cabinSeasonalRates, cabins, hostBlocks, reservations } from '../db/schema.ts';

/** The rules every stay must meet, shared by quoting, booking and charging. */

export type CabinRow = typeof cabins.$inferSelect;

export interface StayRequest {
  cabinId: string;
  checkIn: unknown;
  checkOut: unknown;
  guests: unknown;
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
  | { ok: false; errorType: QuoteErrorType; message: string; status: number; cabin?: CabinRow };

/** Longest stay accepted in one booking, and how far ahead one can book. */
export const MAX_NIGHTS = 90;
export const MAX_DAYS_AHEAD = 730;

const fail = (
  errorType: QuoteErrorType,
  status: number,
  message?: string,
  cabin?: CabinRow,
): StayCheck => ({
  ok: false,
  errorType,
  status,
  message: message ?? QUOTE_ERROR_MESSAGES[errorType],
  cabin,
});

export async function loadRateCard(db: DbOrTx, cabin: CabinRow): Promise<RateCard> {
  const seasons = await db
    .select({
      startDate: cabinSeasonalRates.startDate,
      endDate: cabinSeasonalRates.endDate,
      nightlyRateCents: cabinSeasonalRates.nightlyRateCents,
    })
    .from(cabinSeasonalRates)
    .where(eq(cabinSeasonalRates.cabinId, cabin.id))
    .orderBy(cabinSeasonalRates.startDate);
  return {
    nightlyRateCents: cabin.nightlyRateCents,
    weekendRateCents: cabin.weekendRateCents,
    seasonalRates: seasons,
  };
}

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
        inArray(reservations.status, ['pending', 'active']),
        lt(reservations.checkIn, checkOut),
        gt(reservations.checkOut, checkIn),
        options.ignoreReservationId
          ? sql`${reservations.id} <> ${options.ignoreReservationId}`
          : undefined,
        // A hold whose time ran out no longer counts (the sweep will expire it).
        sql`(${reservations.status} <> 'pending' or ${reservations.holdExpiresAt} is null or ${reservations.holdExpiresAt} > ${now.toISOString()})`,
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

/**
 * Validates a stay in SPEC §8 order: dates, range, cabin, capacity, minimum nights, availability.
 * `today` is today in America/Mexico_City. Availability is checked only when `checkAvailability`.
 */
export async function checkStay(
  db: DbOrTx,
  request: StayRequest,
  today: string,
  options: { checkAvailability?: boolean; ignoreReservationId?: string } = {},
): Promise<StayCheck> {
  const { checkIn, checkOut } = request;
  if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return fail('INVALID_DATE', 400);
  if (checkIn < today)
    return fail('INVALID_DATE', 400, 'La fecha de llegada no puede ser anterior a hoy');
  if (checkOut <= checkIn) return fail('INVALID_DATE_RANGE', 400);
  const nights = nightsBetween(checkIn, checkOut);
  if (nights > MAX_NIGHTS)
    return fail('INVALID_DATE_RANGE', 400, `La estancia no puede superar ${MAX_NIGHTS} noches`);
  if (nightsBetween(today, checkIn) > MAX_DAYS_AHEAD) {
    return fail('INVALID_DATE', 400, 'Solo se puede reservar con hasta dos años de anticipación');
  }
  const guests =
    typeof request.guests === 'string' && /^\d+$/.test(request.guests)
      ? Number(request.guests)
      : request.guests;
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1 || guests > 1000) {
    return fail('CAPACITY_INSUFFICIENT', 400, 'Indica un número de huéspedes válido');
  }
  if (
    typeof request.cabinId !== 'string' ||
    request.cabinId.length === 0 ||
    request.cabinId.length > 64
  ) {
    return fail('CABIN_NOT_FOUND', 404);
  }
  const [cabin] = await db.select().from(cabins).where(eq(cabins.id, request.cabinId)).limit(1);
  if (!cabin) return fail('CABIN_NOT_FOUND', 404);
  if (guests > cabin.maxOccupancy) {
    return fail(
      'CAPACITY_EXCEEDED',
      200,
      `Excede la capacidad máxima de ${cabin.maxOccupancy} huéspedes`,
      cabin,
    );
  }
  if (guests < cabin.minOccupancy) {
    return fail(
      'CAPACITY_INSUFFICIENT',
      200,
      `No cumple la capacidad mínima de ${cabin.minOccupancy} huéspedes`,
      cabin,
    );
  }
  if (nights < cabin.minNights) {
    return fail(
      'NOCHES_MINIMAS',
      200,
      `No cumple con la estancia mínima requerida de ${cabin.minNights} noches`,
      cabin,
    );
  }
  if (options.checkAvailability !== false) {
    const free = await isRangeFree(db, cabin.id, checkIn, checkOut, {
      ignoreReservationId: options.ignoreReservationId,
    });
    if (!free) return fail('NOT_AVAILABLE', 200, undefined, cabin);
  }
  const rateCard = await loadRateCard(db, cabin);
  return {
    ok: true,
    cabin,
    rateCard,
    pricing: priceStayCents(rateCard, checkIn, checkOut),
    checkIn,
    checkOut,
    guests,
  };
}
