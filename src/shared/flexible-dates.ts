/**
 * Flexible dates (issue 18; ARCHITECTURE "Discovery": `flexible=weekend|week|month` with
 * `months=yyyy-mm,…` instead of checkIn/checkOut): the stays of that shape that begin in the chosen
 * months, earliest first. The server offers each cabin the first of them it has free.
 *
 * - 'Un fin de semana': Friday to Sunday (2 nights), arriving on each Friday of the months.
 * - 'Una semana': Saturday to Saturday (7 nights), the usual week of a holiday rental.
 * - 'Un mes': 28 nights from the first of the month (from today in the current month).
 */
import { addDays, isValidIsoDate } from './dates.ts';
import type { FlexibleShape } from './flexible-labels.ts';

export { FLEXIBLE_LABELS, flexibleSummary, type FlexibleShape } from './flexible-labels.ts';
export const FLEXIBLE_SHAPES: readonly FlexibleShape[] = ['weekend', 'week', 'month'];
export const FLEXIBLE_MONTHS_MAX = 6;
const NIGHTS: Record<FlexibleShape, number> = { weekend: 2, week: 7, month: 28 };
/** Day of the week of arrival (0 Sunday … 6 Saturday); null: the month's first day. */
const ARRIVAL_DAY: Record<FlexibleShape, number | null> = { weekend: 5, week: 6, month: null };

export const FLEXIBLE_MESSAGES = {
  shape: 'Las fechas flexibles deben ser weekend (fin de semana), week (semana) o month (mes)',
  months: `Elige de 1 a ${FLEXIBLE_MONTHS_MAX} meses como aaaa-mm separados por comas, desde el mes actual y hasta dos años adelante`,
  incomplete: 'Las fechas flexibles necesitan flexible y months juntos',
  both: 'Usa fechas exactas (checkIn y checkOut) o fechas flexibles, no ambas',
} as const;

export interface FlexibleStay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'yyyy-mm,…' → the distinct months in order; null when malformed or out of [from, to]. */
export function parseMonths(value: unknown, from: string, to: string): string[] | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 100) return null;
  const months = [...new Set(value.split(',').map((m) => m.trim()))].sort();
  if (months.length > FLEXIBLE_MONTHS_MAX) return null;
  if (!months.every((m) => MONTH.test(m) && m >= from.slice(0, 7) && m <= to.slice(0, 7))) {
    return null;
  }
  return months;
}

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** The stays of a shape arriving in the months, from `today` on, earliest first. */
export function flexibleStays(
  shape: FlexibleShape,
  months: readonly string[],
  today: string,
): FlexibleStay[] {
  const nights = NIGHTS[shape];
  const day = ARRIVAL_DAY[shape];
  const stays: FlexibleStay[] = [];
  for (const month of [...months].sort()) {
    const first = `${month}-01`;
    if (!isValidIsoDate(first)) continue;
    if (day === null) {
      const checkIn = first < today ? today : first;
      if (checkIn.slice(0, 7) === month) {
        stays.push({ checkIn, checkOut: addDays(checkIn, nights), nights });
      }
      continue;
    }
    let checkIn = addDays(first, (day - weekday(first) + 7) % 7);
    for (; checkIn.slice(0, 7) === month; checkIn = addDays(checkIn, 7)) {
      if (checkIn >= today) stays.push({ checkIn, checkOut: addDays(checkIn, nights), nights });
    }
  }
  return stays;
}
