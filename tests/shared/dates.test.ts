import { describe, expect, it } from 'vitest';
import {
  addDays,
  isValidIsoDate,
  mexicoCityDate,
  nightsBetween,
  todayInMexico,
  weekdayOf,
} from '../../src/shared/dates.ts';

describe('dates', () => {
  it('computes today in Mexico City, not UTC', () => {
    // 03:00 UTC on Nov 23 is still Nov 22 in Mexico City (UTC-6).
    expect(todayInMexico(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(todayInMexico(new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23');
  });

  it("agrees with the IANA time zone's date in Mexico City at every hour since the 2022 reform", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.UTC(2022, 10, 1);
    const end = Date.UTC(2031, 0, 1);
    for (let t = start; t < end; t += 3_600_000 * 7) {
      expect(mexicoCityDate(new Date(t))).toBe(intl.format(new Date(t)));
    }
  });

  it('accepts only real calendar dates', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-30')).toBe(false);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
    expect(isValidIsoDate('2025-1-01')).toBe(false);
    expect(isValidIsoDate(20250101)).toBe(false);
    expect(isValidIsoDate(null)).toBe(false);
  });

  it('counts nights as the day difference and crosses months and years', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(weekdayOf('2026-11-22')).toBe(0);
  });
});
