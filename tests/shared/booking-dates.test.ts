import { describe, expect, it } from 'vitest';
import {
  BOOKING_DATE_MESSAGES,
  clampGuests,
  defaultGuests,
  firstOccupiedNightFrom,
  isArrivalDisabled,
  isDepartureDisabled,
  isNightOccupied,
  isStayFree,
  parseStayParams,
  validateBookingDates,
} from '../../src/shared/validation/booking-dates.ts';

const TODAY = '2026-11-22';
const occupied = [
  { checkIn: '2026-11-25', checkOut: '2026-11-28' },
  { checkIn: '2026-12-05', checkOut: '2026-12-06' },
];

describe('booking date messages (SPEC §5 Cabin booking dates)', () => {
  it('rejects an arrival before today', () => {
    expect(validateBookingDates({ checkIn: '2026-11-21' }, TODAY)).toEqual({
      checkIn: 'La fecha de llegada no puede ser anterior a hoy',
    });
    expect(validateBookingDates({ checkIn: TODAY }, TODAY)).toEqual({});
  });

  it('rejects a departure on or before the arrival', () => {
    const message = 'La fecha de salida debe ser posterior a la fecha de llegada';
    expect(BOOKING_DATE_MESSAGES.checkOutNotAfterCheckIn).toBe(message);
    expect(validateBookingDates({ checkIn: '2026-12-01', checkOut: '2026-12-01' }, TODAY)).toEqual({
      checkOut: message,
    });
    expect(validateBookingDates({ checkIn: '2026-12-01', checkOut: '2026-11-30' }, TODAY)).toEqual({
      checkOut: message,
    });
    expect(validateBookingDates({ checkIn: '2026-12-01', checkOut: '2026-12-02' }, TODAY)).toEqual(
      {},
    );
  });

  it('says nothing while dates are missing', () => {
    expect(validateBookingDates({}, TODAY)).toEqual({});
    expect(validateBookingDates({ checkIn: null, checkOut: '2026-12-02' }, TODAY)).toEqual({});
  });
});

describe('occupied nights', () => {
  it('counts a night occupied when checkIn ≤ night < checkOut', () => {
    expect(isNightOccupied('2026-11-24', occupied)).toBe(false);
    expect(isNightOccupied('2026-11-25', occupied)).toBe(true);
    expect(isNightOccupied('2026-11-27', occupied)).toBe(true);
    expect(isNightOccupied('2026-11-28', occupied)).toBe(false);
  });

  it('finds the first occupied night from a day', () => {
    expect(firstOccupiedNightFrom('2026-11-22', occupied)).toBe('2026-11-25');
    expect(firstOccupiedNightFrom('2026-11-26', occupied)).toBe('2026-11-26');
    expect(firstOccupiedNightFrom('2026-11-28', occupied)).toBe('2026-12-05');
    expect(firstOccupiedNightFrom('2026-12-06', occupied)).toBeNull();
  });

  it('tells whether a stay is free (back-to-back stays are)', () => {
    expect(isStayFree('2026-11-22', '2026-11-25', occupied)).toBe(true);
    expect(isStayFree('2026-11-28', '2026-12-05', occupied)).toBe(true);
    expect(isStayFree('2026-11-24', '2026-11-26', occupied)).toBe(false);
    expect(isStayFree('2026-11-20', '2026-12-10', occupied)).toBe(false);
  });
});

describe('calendar disabled days', () => {
  const ctx = { today: TODAY, occupied };

  it('disables past arrivals and occupied nights', () => {
    expect(isArrivalDisabled('2026-11-21', ctx)).toBe(true);
    expect(isArrivalDisabled(TODAY, ctx)).toBe(false);
    expect(isArrivalDisabled('2026-11-25', ctx)).toBe(true);
    expect(isArrivalDisabled('2026-11-28', ctx)).toBe(false);
  });

  it('disables departures on/before arrival and past the first occupied night', () => {
    const from = { ...ctx, checkIn: '2026-11-23' };
    expect(isDepartureDisabled('2026-11-23', from)).toBe(true);
    expect(isDepartureDisabled('2026-11-24', from)).toBe(false);
    // Leaving on the first occupied day is allowed; one day later would span a taken night.
    expect(isDepartureDisabled('2026-11-25', from)).toBe(false);
    expect(isDepartureDisabled('2026-11-26', from)).toBe(true);
    expect(isDepartureDisabled('2026-12-20', from)).toBe(true);
  });

  it('allows any later departure after the last occupied range', () => {
    const from = { ...ctx, checkIn: '2026-12-06' };
    expect(isDepartureDisabled('2027-01-30', from)).toBe(false);
  });

  it('without an arrival only disables today and the past', () => {
    const none = { ...ctx, checkIn: null };
    expect(isDepartureDisabled(TODAY, none)).toBe(true);
    expect(isDepartureDisabled('2026-11-26', none)).toBe(false);
  });
});

describe('guests', () => {
  it('clamps to [max(min,1), max]', () => {
    expect(clampGuests(0, 0, 4)).toBe(1);
    expect(clampGuests(9, 1, 4)).toBe(4);
    expect(clampGuests(1, 2, 6)).toBe(2);
    expect(clampGuests(3, 2, 6)).toBe(3);
    expect(clampGuests(Number.NaN, 2, 6)).toBe(2);
    expect(defaultGuests(0)).toBe(1);
    expect(defaultGuests(2)).toBe(2);
  });
});

describe('prefilled values from the address', () => {
  const ctx = { today: TODAY, minOccupancy: 1, maxOccupancy: 4 };

  it('keeps valid values', () => {
    expect(
      parseStayParams({ checkIn: '2026-12-01', checkOut: '2026-12-04', guests: '3' }, ctx),
    ).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 3 });
  });

  it('drops invalid ones one by one', () => {
    expect(
      parseStayParams({ checkIn: '2026-02-30', checkOut: '2026-12-04', guests: '9' }, ctx),
    ).toEqual({ checkIn: null, checkOut: null, guests: null });
    expect(parseStayParams({ checkIn: '2026-11-01', guests: '2' }, ctx)).toEqual({
      checkIn: null,
      checkOut: null,
      guests: 2,
    });
    expect(parseStayParams({ checkIn: '2026-12-04', checkOut: '2026-12-04' }, ctx)).toEqual({
      checkIn: '2026-12-04',
      checkOut: null,
      guests: null,
    });
    expect(parseStayParams({ guests: '2.5' }, ctx).guests).toBeNull();
    expect(parseStayParams({ guests: '0' }, ctx).guests).toBeNull();
  });
});
