/** High seasons in Mexico, as dated windows of nights [startDate, endDate). */
import { addDays } from '../../../src/shared/dates.ts';

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type SeasonKind = 'semana-santa' | 'verano' | 'navidad';

export interface Season {
  kind: SeasonKind;
  name: string;
  startDate: string;
  /** Exclusive. */
  endDate: string;
}

/** Semana Santa (from the Saturday before Palm Sunday to Easter Monday), verano, Navidad y Año Nuevo. */
export function seasonsOfYear(year: number): Season[] {
  const easter = easterSunday(year);
  return [
    {
      kind: 'semana-santa',
      name: `Semana Santa ${year}`,
      startDate: addDays(easter, -8),
      endDate: addDays(easter, 1),
    },
    {
      kind: 'verano',
      name: `Verano ${year}`,
      startDate: `${year}-07-15`,
      endDate: `${year}-08-16`,
    },
    {
      kind: 'navidad',
      name: `Navidad y Año Nuevo ${year}–${year + 1}`,
      startDate: `${year}-12-20`,
      endDate: `${year + 1}-01-07`,
    },
  ];
}

/** Seasons that are not over yet and start within the booking window (about two years). */
export function seasonsAround(today: string): Season[] {
  const year = Number(today.slice(0, 4));
  const horizon = addDays(today, 760);
  return [year - 1, year, year + 1, year + 2]
    .flatMap(seasonsOfYear)
    .filter((s) => s.endDate > today && s.startDate <= horizon);
}
