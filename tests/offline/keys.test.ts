import { describe, expect, it } from 'vitest';
import {
  classifyApiUrl,
  clientIdFromAuthorization,
  normalizedUrlKey,
  reservationRecordKey,
} from '../../src/offline/keys.ts';

const url = (path: string) => new URL(path, 'http://localhost:4270');

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.firma`;
}

describe('classifyApiUrl', () => {
  it.each([
    ['/api/habitaciones', { kind: 'cabinList', key: '/api/habitaciones' }],
    ['/api/habitaciones?page=2', { kind: 'cabinList', key: '/api/habitaciones?page=2' }],
    ['/api/habitaciones/cab%20123', { kind: 'cabin', key: 'cab 123' }],
    ['/api/habitaciones/abc/reviews', { kind: 'answer', key: '/api/habitaciones/abc/reviews' }],
    ['/api/availability/cabin/abc', { kind: 'answer', key: '/api/availability/cabin/abc' }],
    ['/api/destinos', { kind: 'answer', key: '/api/destinos' }],
    ['/api/config', { kind: 'answer', key: '/api/config' }],
    [
      '/api/cotizar/search?location=Tulum&guests=2&checkIn=2026-12-01&checkOut=2026-12-03',
      {
        kind: 'search',
        key: '/api/cotizar/search?checkIn=2026-12-01&checkOut=2026-12-03&guests=2&location=Tulum',
      },
    ],
    ['/api/auth/my-reservations', { kind: 'reservations', key: '' }],
    ['/api/auth/my-reservations/res%201', { kind: 'reservations', key: 'trip:res 1' }],
    [
      '/api/auth/my-reservations/res1/calendar.ics',
      { kind: 'reservations', key: 'ics:res1', text: 'text/calendar; charset=utf-8' },
    ],
  ])('%s is kept offline', (path, route) => {
    expect(classifyApiUrl(url(path))).toEqual(route);
  });

  it.each([
    '/api/health',
    '/api/reservas/cotizar',
    '/api/payments/charge',
    '/api/auth/login',
    '/api/auth/check',
    '/api/bookings/1',
    '/media/scenes/beach-1-480.webp',
  ])('%s is never answered from storage', (path) => {
    expect(classifyApiUrl(url(path))).toBeNull();
  });

  it('shares one search record whatever the parameter order', () => {
    expect(normalizedUrlKey(url('/api/cotizar/search?b=2&a=1'))).toBe(
      normalizedUrlKey(url('/api/cotizar/search?a=1&b=2')),
    );
  });
});

describe('clientIdFromAuthorization', () => {
  it('reads the sub of a bearer JWT without verifying it', () => {
    expect(clientIdFromAuthorization(`Bearer ${jwt({ sub: 'client-ñ-1', exp: 1 })}`)).toBe(
      'client-ñ-1',
    );
  });

  it.each([null, '', 'Basic abc', 'Bearer nope', `Bearer ${jwt({ exp: 1 })}`, 'Bearer a.!!!.c'])(
    'gives null for %s',
    (header) => {
      expect(clientIdFromAuthorization(header)).toBeNull();
    },
  );
});

describe('reservationRecordKey', () => {
  it("keeps a guest's list under their id and their trips under <id>:", () => {
    expect(reservationRecordKey('ana', '')).toBe('ana');
    expect(reservationRecordKey('ana', 'trip:r1')).toBe('ana:trip:r1');
    expect(reservationRecordKey('ana', 'ics:r1')).toBe('ana:ics:r1');
  });
});
