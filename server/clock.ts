import { todayInMexico } from '../src/shared/dates.ts';

export interface Clock {
  /** Today in America/Mexico_City as yyyy-mm-dd. */
  today(): string;
  now(): Date;
}

/** The real clock, or a fixed "today" (config TODAY) for tests and demos. */
export function createClock(fixedToday?: string): Clock {
  if (fixedToday) {
    return { today: () => fixedToday, now: () => new Date() };
  }
  return { today: () => todayInMexico(), now: () => new Date() };
}
