import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateSpelled,
  formatMXN,
  formatMXNExact,
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

  it("writes money exactly as Intl's es-MX currency format does", () => {
    const options = {
      style: 'currency',
      currency: 'MXN',
      currencyDisplay: 'narrowSymbol',
    } as const;
    const whole = new Intl.NumberFormat('es-MX', { ...options, maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('es-MX', { ...options, minimumFractionDigits: 2 });
    const values = [
      0, 0.5, 1, 9.99, 12, 999, 1000, 1850, 1850.5, 99_999.99, 1_234_567, -1850, -0.4,
    ];
    for (let v = 0.01; v < 20_000_000; v = v * 3.7 + 0.13) values.push(Math.round(v * 100) / 100);
    for (const value of values) {
      const rounded = Math.round(value * 100) / 100;
      const expected = Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
      expect(formatMXN(value)).toBe(expected);
      expect(formatMXNExact(value)).toBe(cents.format(rounded));
    }
  });

  it("formats dates like '05 de marzo, 2025'", () => {
    expect(formatDateLong('2025-03-05')).toBe('05 de marzo, 2025');
    expect(formatDateLong('2026-12-24')).toBe('24 de diciembre, 2026');
    expect(formatDateSpelled('2026-11-02')).toBe('2 de noviembre de 2026');
    const intl = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });
    for (const iso of ['2025-01-01', '2026-05-17', '2027-09-30', '2028-02-29']) {
      expect(formatDateSpelled(iso)).toBe(intl.format(new Date(`${iso}T12:00:00Z`)));
    }
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
