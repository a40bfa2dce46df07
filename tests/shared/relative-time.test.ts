import { describe, expect, it } from 'vitest';
import { relativeTimeFromNow, storedDataAgeText } from '../../src/shared/relative-time.ts';

const NOW = Date.parse('2026-11-22T12:00:00-06:00');
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTimeFromNow', () => {
  it.each([
    [0, 'hace unos segundos'],
    [59_999, 'hace unos segundos'],
    [MIN, 'hace 1 minuto'],
    [2 * MIN - 1, 'hace 1 minuto'],
    [2 * MIN, 'hace 2 minutos'],
    [59 * MIN, 'hace 59 minutos'],
    [HOUR, 'hace 1 hora'],
    [2 * HOUR + 5 * MIN, 'hace 2 horas'],
    [23 * HOUR + 59 * MIN, 'hace 23 horas'],
    [DAY, 'hace 1 día'],
    [3 * DAY + HOUR, 'hace 3 días'],
    [45 * DAY, 'hace 45 días'],
  ])('%d ms ago reads "%s"', (elapsed, text) => {
    expect(relativeTimeFromNow(ago(elapsed), NOW)).toBe(text);
  });

  it('accepts dates and ISO strings', () => {
    expect(relativeTimeFromNow(new Date(ago(3 * HOUR)), new Date(NOW))).toBe('hace 3 horas');
    expect(relativeTimeFromNow(new Date(ago(5 * MIN)).toISOString(), NOW)).toBe('hace 5 minutos');
  });

  it('treats the future and unreadable input as just now', () => {
    expect(relativeTimeFromNow(NOW + HOUR, NOW)).toBe('hace unos segundos');
    expect(relativeTimeFromNow('no es fecha', NOW)).toBe('hace unos segundos');
  });
});

describe('storedDataAgeText', () => {
  it('builds the offline banner line', () => {
    expect(storedDataAgeText(ago(2 * HOUR), NOW)).toBe('Datos guardados hace 2 horas');
  });
});
