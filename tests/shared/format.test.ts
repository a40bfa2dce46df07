import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatMXN,
  formatPhone,
  guestsLabel,
  listingsLabel,
  nightsLabel,
  normalizePhone,
  toMexicanE164,
} from '../../src/shared/format.ts';

describe('es-MX formatting', () => {
  it('formats pesos with $ and es-MX grouping', () => {
    expect(formatMXN(1850)).toBe('$1,850');
    expect(formatMXN(12500.5)).toBe('$12,500.50');
    expect(formatMXN(0)).toBe('$0');
  });

  it("formats dates like '05 de marzo, 2025'", () => {
    expect(formatDateLong('2025-03-05')).toBe('05 de marzo, 2025');
    expect(formatDateLong('2026-12-24')).toBe('24 de diciembre, 2026');
  });

  it('normalises phones: strips spaces, dashes, plus and a leading 52', () => {
    expect(normalizePhone('+52 55-1234-5678')).toBe('5512345678');
    expect(normalizePhone('525512345678')).toBe('5512345678');
    expect(normalizePhone('5212345678')).toBe('5212345678');
    expect(toMexicanE164('55 1234 5678')).toBe('+525512345678');
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
  });

  it('uses Spanish singular and plural forms', () => {
    expect(guestsLabel(1)).toBe('1 huésped');
    expect(guestsLabel(4)).toBe('4 huéspedes');
    expect(nightsLabel(1)).toBe('1 noche');
    expect(listingsLabel(1)).toBe('1 alojamiento');
    expect(listingsLabel(7)).toBe('7 alojamientos');
  });
});
