import { describe, expect, it } from 'vitest';
import {
  HOME_SEARCH_MESSAGES,
  homeSearchErrors,
  isCompleteHomeSearch,
} from '../../../src/shared/validation/home-search.ts';

const complete = { location: '', checkIn: '2026-12-04', checkOut: '2026-12-07', guests: 2 };

describe('home search rules (SPEC §5)', () => {
  it('accepts a complete search, with or without a destination', () => {
    expect(homeSearchErrors(complete)).toEqual([]);
    expect(isCompleteHomeSearch({ ...complete, location: 'Mazamitla, Jalisco' })).toBe(true);
  });

  it('requires both dates, reporting it once', () => {
    expect(homeSearchErrors({ ...complete, checkIn: '' })).toEqual([
      HOME_SEARCH_MESSAGES.datesRequired,
    ]);
    expect(homeSearchErrors({ ...complete, checkOut: '' })).toEqual([
      HOME_SEARCH_MESSAGES.datesRequired,
    ]);
    expect(homeSearchErrors({ ...complete, checkIn: '', checkOut: '' })).toEqual([
      HOME_SEARCH_MESSAGES.datesRequired,
    ]);
    expect(homeSearchErrors({ ...complete, checkIn: '2026-02-30' })).toEqual([
      HOME_SEARCH_MESSAGES.datesRequired,
    ]);
  });

  it('wants departure strictly after arrival', () => {
    expect(homeSearchErrors({ ...complete, checkOut: complete.checkIn })).toEqual([
      HOME_SEARCH_MESSAGES.checkOutAfterCheckIn,
    ]);
    expect(homeSearchErrors({ ...complete, checkOut: '2026-12-01' })).toEqual([
      HOME_SEARCH_MESSAGES.checkOutAfterCheckIn,
    ]);
  });

  it('wants at least one guest', () => {
    expect(homeSearchErrors({ ...complete, guests: 0 })).toEqual([
      HOME_SEARCH_MESSAGES.guestsRequired,
    ]);
    expect(homeSearchErrors({ ...complete, guests: 1.5 })).toEqual([
      HOME_SEARCH_MESSAGES.guestsRequired,
    ]);
    expect(homeSearchErrors({ ...complete, guests: Number.NaN })).toEqual([
      HOME_SEARCH_MESSAGES.guestsRequired,
    ]);
  });

  it('lists every broken rule in the order of the spec', () => {
    expect(homeSearchErrors({ location: '', checkIn: '', checkOut: '', guests: 0 })).toEqual([
      HOME_SEARCH_MESSAGES.datesRequired,
      HOME_SEARCH_MESSAGES.guestsRequired,
    ]);
    expect(homeSearchErrors({ ...complete, checkOut: '2026-12-02', guests: 0 })).toEqual([
      HOME_SEARCH_MESSAGES.checkOutAfterCheckIn,
      HOME_SEARCH_MESSAGES.guestsRequired,
    ]);
  });

  it('keeps the exact Spanish texts', () => {
    expect(HOME_SEARCH_MESSAGES).toEqual({
      datesRequired: 'Por favor selecciona las fechas de llegada y salida',
      checkOutAfterCheckIn: 'La fecha de salida debe ser posterior a la fecha de llegada',
      guestsRequired: 'Por favor indica el número de huéspedes',
    });
  });
});
