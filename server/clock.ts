import { mexicoCityDate, todayInMexico } from '../src/shared/dates.ts';

export interface Clock {
  /** Today in America/Mexico_City as yyyy-mm-dd. */
  today(): string;
  now(): Date;
}

/** The hour of TODAY, in America/Mexico_City, at which a clock with only TODAY set starts. */
export const TODAY_ANCHOR_TIME = '12:00:00-06:00';

/** An ISO 8601 instant with seconds optional and an explicit offset: 2026-11-22T12:00:00-06:00, …Z. */
export const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant a fixed clock starts from: NOW, else 12:00 of TODAY in Mexico City, else none. */
export function clockAnchor(fixed: { today?: string; now?: string }): Date | null {
  if (fixed.now) return new Date(fixed.now);
  if (fixed.today) return new Date(`${fixed.today}T${TODAY_ANCHOR_TIME}`);
  return null;
}

/**
 * The server's clock (docs/decisions/195-anchored-clock.md). Without TODAY and NOW it is the real
 * clock. With either, `now()` starts at the anchor (NOW, else 12:00 of TODAY in Mexico City) and
 * runs on with the real time elapsed since (a monotonic timer), so holds, rate windows, tokens and
 * job intervals still work; `today()` is TODAY, else the date in Mexico City of `now()`. Dates and
 * instants then agree whatever the real date is: a request's deadline, a hold's expiry and a
 * session token's `exp` are counted from the same "now" that "today" belongs to.
 */
export function createClock(fixedToday?: string, fixedNow?: string): Clock {
  const anchor = clockAnchor({ today: fixedToday, now: fixedNow });
  if (!anchor) return { today: () => todayInMexico(), now: () => new Date() };
  const anchorMs = anchor.getTime();
  const started = performance.now();
  const now = () => new Date(anchorMs + Math.floor(performance.now() - started));
  return { today: fixedToday ? () => fixedToday : () => mexicoCityDate(now()), now };
}
