/** Cabin booking dates (SPEC §5): the two messages, the calendar's disabled days, prefilled values. */
import { isValidIsoDate } from '../dates.ts';

import { BOOKING_DATE_MESSAGES } from './booking-date-messages.ts';

export { BOOKING_DATE_MESSAGES };

/** A stay or host block occupying the nights [checkIn, checkOut). */
export interface NightRange {
  checkIn: string;
  checkOut: string;
}

export interface BookingDateErrors {
  checkIn?: string;
  checkOut?: string;
}

/** The SPEC §5 messages for the chosen dates; empty when they are fine (or not chosen yet). */
export function validateBookingDates(
  dates: { checkIn?: string | null; checkOut?: string | null },
  today: string,
): BookingDateErrors {
  const errors: BookingDateErrors = {};
  const { checkIn, checkOut } = dates;
  if (checkIn && checkIn < today) errors.checkIn = BOOKING_DATE_MESSAGES.checkInPast;
  if (checkIn && checkOut && checkOut <= checkIn) {
    errors.checkOut = BOOKING_DATE_MESSAGES.checkOutNotAfterCheckIn;
  }
  return errors;
}

/** A night d is occupied when some range has checkIn ≤ d < checkOut. */
export function isNightOccupied(night: string, occupied: readonly NightRange[]): boolean {
  return occupied.some((range) => range.checkIn <= night && night < range.checkOut);
}

/** The first occupied night on or after `from`, or null. */
export function firstOccupiedNightFrom(
  from: string,
  occupied: readonly NightRange[],
): string | null {
  let first: string | null = null;
  for (const range of occupied) {
    if (range.checkOut <= from) continue;
    const start = range.checkIn > from ? range.checkIn : from;
    if (first === null || start < first) first = start;
  }
  return first;
}

/** True when none of the nights [checkIn, checkOut) is occupied. */
export function isStayFree(
  checkIn: string,
  checkOut: string,
  occupied: readonly NightRange[],
): boolean {
  return !occupied.some((range) => range.checkIn < checkOut && checkIn < range.checkOut);
}

/** Arrival on `day` is impossible when it is past or its night is taken. */
export function isArrivalDisabled(
  day: string,
  context: { today: string; occupied: readonly NightRange[] },
): boolean {
  return day < context.today || isNightOccupied(day, context.occupied);
}

/**
 * Departure on `day` is impossible when it is on or before the arrival, past, or when the stay
 * would span an occupied night. Leaving ON the first occupied day is fine: that night is not ours.
 */
export function isDepartureDisabled(
  day: string,
  context: { checkIn: string | null; today: string; occupied: readonly NightRange[] },
): boolean {
  if (day <= context.today) return true;
  if (!context.checkIn) return false;
  if (day <= context.checkIn) return true;
  const blocker = firstOccupiedNightFrom(context.checkIn, context.occupied);
  return blocker !== null && day > blocker;
}

/** Clamps a guest count to [max(minOccupancy, 1), maxOccupancy] (SPEC §5 stepper). */
export function clampGuests(value: number, minOccupancy: number, maxOccupancy: number): number {
  const min = Math.max(minOccupancy, 1);
  const max = Math.max(maxOccupancy, min);
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.round(value), min), max);
}

/** The stepper's default: the larger of the minimum occupancy and 1. */
export const defaultGuests = (minOccupancy: number): number => Math.max(minOccupancy, 1);

export interface StayParams {
  checkIn: string | null;
  checkOut: string | null;
  guests: number | null;
}

/**
 * Reads checkIn, checkOut and guests from the address. Each value must be valid on its own terms;
 * an invalid one is dropped (a departure without a valid arrival is dropped too).
 */
export function parseStayParams(
  raw: { checkIn?: string | null; checkOut?: string | null; guests?: string | null },
  context: { today: string; minOccupancy: number; maxOccupancy: number },
): StayParams {
  const checkIn = isValidIsoDate(raw.checkIn) && raw.checkIn >= context.today ? raw.checkIn : null;
  const checkOut =
    checkIn && isValidIsoDate(raw.checkOut) && raw.checkOut > checkIn ? raw.checkOut : null;
  let guests: number | null = null;
  if (raw.guests && /^\d{1,4}$/.test(raw.guests)) {
    const n = Number(raw.guests);
    const min = defaultGuests(context.minOccupancy);
    if (n >= min && n <= context.maxOccupancy) guests = n;
  }
  return { checkIn, checkOut, guests };
}
