/** Calendar dates as yyyy-mm-dd strings; "today" is today in America/Mexico_City on both sides. */

export const MEXICO_TZ = 'America/Mexico_City';
export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * America/Mexico_City keeps UTC−06:00 all year since Mexico ended daylight saving time (Ley de
 * los Husos Horarios, in force since 30 October 2022). Working with the offset spares the app
 * Intl's time-zone and calendar data, whose first use costs a phone 50–150 ms of main thread
 * while a page is starting.
 */
const MEXICO_CITY_OFFSET_MS = -6 * 60 * 60 * 1000;

/** The calendar date in Mexico City at an instant, yyyy-mm-dd. */
export function mexicoCityDate(instant: Date): string {
  return toIsoDate(new Date(instant.getTime() + MEXICO_CITY_OFFSET_MS));
}

export function todayInMexico(now: Date = new Date()): string {
  return mexicoCityDate(now);
}

/** True for a real calendar date in yyyy-mm-dd form (rejects 2025-02-30). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function parseIsoDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Nights between two dates: the ceiling of the day difference (SPEC §9). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.ceil(
    (parseIsoDate(checkOut).getTime() - parseIsoDate(checkIn).getTime()) / 86_400_000,
  );
}

/** Day of week of a calendar date, 0 = Sunday. */
export function weekdayOf(iso: string): number {
  return parseIsoDate(iso).getUTCDay();
}
