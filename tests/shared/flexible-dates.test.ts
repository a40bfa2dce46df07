import { describe, expect, it } from 'vitest';
import { flexibleStays, parseMonths } from '../../src/shared/flexible-dates.ts';

const TODAY = '2026-11-22'; // a Sunday

describe('flexibleStays', () => {
  it('offers every Friday-to-Sunday weekend of the months, earliest first', () => {
    expect(flexibleStays('weekend', ['2027-01', '2026-12'], TODAY).map((s) => s.checkIn)).toEqual([
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
      '2027-01-01',
      '2027-01-08',
      '2027-01-15',
      '2027-01-22',
      '2027-01-29',
    ]);
    expect(flexibleStays('weekend', ['2026-12'], TODAY)[0]).toEqual({
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      nights: 2,
    });
  });

  it('offers Saturday-to-Saturday weeks', () => {
    expect(flexibleStays('week', ['2026-12'], TODAY)).toEqual([
      { checkIn: '2026-12-05', checkOut: '2026-12-12', nights: 7 },
      { checkIn: '2026-12-12', checkOut: '2026-12-19', nights: 7 },
      { checkIn: '2026-12-19', checkOut: '2026-12-26', nights: 7 },
      { checkIn: '2026-12-26', checkOut: '2027-01-02', nights: 7 },
    ]);
  });

  it('offers 28 nights from the first of the month, from today in the current one', () => {
    expect(flexibleStays('month', ['2027-02', '2026-11'], TODAY)).toEqual([
      { checkIn: '2026-11-22', checkOut: '2026-12-20', nights: 28 },
      { checkIn: '2027-02-01', checkOut: '2027-03-01', nights: 28 },
    ]);
  });

  it('never offers a stay arriving before today', () => {
    // The Fridays of November 2026 before the 22nd are gone; the 27th is left.
    expect(flexibleStays('weekend', ['2026-11'], TODAY).map((s) => s.checkIn)).toEqual([
      '2026-11-27',
    ]);
  });
});

describe('parseMonths', () => {
  it('reads distinct months in order within the window', () => {
    expect(parseMonths('2027-03,2026-12,2027-03', TODAY, '2028-11-21')).toEqual([
      '2026-12',
      '2027-03',
    ]);
    expect(parseMonths('2026-11', TODAY, '2028-11-21')).toEqual(['2026-11']);
  });

  it.each([
    undefined,
    '',
    ['2026-12'],
    '2026-13',
    '2026-1',
    '12-2026',
    '2026-10',
    '2028-12',
    '2026-12,2027-01,2027-02,2027-03,2027-04,2027-05,2027-06',
    '2026-12;2027-01',
  ])('refuses %j', (value) => {
    expect(parseMonths(value, TODAY, '2028-11-21')).toBeNull();
  });
});
