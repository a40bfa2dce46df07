import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from '../../src/shared/validation/booking.ts';
import { createReservation } from './factories.ts';
import { createTestApp, databases, registerClient, type TestApp } from './helpers.ts';

/**
 * A corpus of malformed and hostile requests across every endpoint: each answer is a 4xx with a
 * Spanish message, never a 5xx, and the database is unchanged afterwards.
 */

const TABLES = [
  'cabins',
  'cabin_photos',
  'cabin_seasonal_rates',
  'host_blocks',
  'clients',
  'auth_sessions',
  'reservations',
  'payments',
  'idempotency_keys',
  'webhook_events',
  'reviews',
  'sandbox_tokens',
  'sandbox_charges',
  'mail_outbox',
  'password_reset_tokens',
  'cabin_photo_uploads',
  'ical_feeds',
  'refunds',
  'cabin_ratings',
  'review_invitations',
  'favorites',
];

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE reservations; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'x'.repeat(5000),
  '𝕽𝖊𝖋𝖚𝖌𝖎𝖔',
  '',
];
const BAD_DATES = [
  '2025-02-30',
  '99999-01-01',
  '2026-13-01',
  'hoy',
  '',
  '2026/12/01',
  '1900-01-01',
];
const BAD_NUMBERS = [-1, 0, 1e12, 'dos', 1.5, null, [], {}, '1; DROP TABLE cabins'];
const BROKEN_JSON = ['{', '{"a":', '{"habitacionId": }', 'nul', '[1,2', '{"x": "\\u00"}'];
const NON_OBJECT_JSON = ['null', '[]', '"texto"', '123', 'true'];

interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

function json(
  method: Probe['method'],
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Probe {
  return {
    method,
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  };
}

interface CorpusContext {
  cabinId: string;
  /** Signed-in clients' Authorization headers, taken in turn so that booking bodies reach their
   * validation (each client may ask for holds only so often). */
  bearers: Array<Record<string, string>>;
  /** A client who already has as many open holds as a client may have. */
  fullyHeld: Record<string, string>;
  /** A booking owned by another client than the bearers'. */
  othersBookingId: string;
  /** A paid guest-checkout stay (no owner): anyone with its id may change it, not raise its total. */
  paidBookingId: string;
  /** A host (not the demo host) and a draft of theirs; the demo host's cabin is another's. */
  host: Record<string, string>;
  hostCabinId: string;
}

/** The host API's bad cases: no session (401), a guest (403), bad bodies (400), others' cabins (404). */
function hostCorpus({ host, hostCabinId, cabinId, bearers }: CorpusContext): Probe[] {
  const probes: Probe[] = [];
  const guest = bearers[0];
  const mine = `/api/host/cabins/${hostCabinId}`;
  const others = `/api/host/cabins/${cabinId}`;
  for (const headers of [{}, { authorization: 'Bearer caducado' }] as Array<
    Record<string, string>
  >) {
    probes.push({ method: 'GET', url: '/api/host/cabins', headers });
    probes.push(json('POST', '/api/host/onboard', { acceptHostTerms: true }, headers));
    probes.push(json('PATCH', mine, { propertyDetails: { name: 'Nueva' } }, headers));
  }
  probes.push({ method: 'GET', url: '/api/host/cabins', headers: guest });
  probes.push(json('POST', '/api/host/cabins', {}, guest));
  for (const body of [
    {},
    { acceptHostTerms: false },
    { acceptHostTerms: 'true' },
    { acceptHostTerms: 1 },
  ]) {
    probes.push(json('POST', '/api/host/onboard', body, guest));
  }
  for (const raw of [...BROKEN_JSON, ...NON_OBJECT_JSON]) {
    probes.push({
      method: 'POST',
      url: '/api/host/onboard',
      payload: raw,
      headers: { 'content-type': 'application/json', ...guest },
    });
    probes.push({
      method: 'PATCH',
      url: mine,
      payload: raw,
      headers: { 'content-type': 'application/json', ...host },
    });
    probes.push({
      method: 'PUT',
      url: `${mine}/pricing`,
      payload: raw,
      headers: { 'content-type': 'application/json', ...host },
    });
  }
  for (const name of ['', 'x'.repeat(5000), 'A', 12345, null, ['Cabaña']]) {
    probes.push(
      json(
        'POST',
        '/api/host/cabins',
        { propertyDetails: { name, accomodationType: 'Cabaña', maxOccupancy: 2 } },
        host,
      ),
    );
  }
  for (const maxOccupancy of BAD_NUMBERS) {
    probes.push(json('PATCH', mine, { propertyDetails: { maxOccupancy } }, host));
  }
  for (const value of HOSTILE_STRINGS.slice(3)) {
    probes.push(json('PATCH', mine, { propertyDetails: { accomodationType: value } }, host));
    probes.push(json('PATCH', mine, { checkInTime: value }, host));
    probes.push(json('PATCH', mine, { bookingMode: value }, host));
  }
  for (const latitude of [91, -200, 'norte', 48.85, null, []]) {
    probes.push(json('PATCH', mine, { location: { latitude } }, host));
  }
  probes.push(
    json('PATCH', mine, { accommodationFeatures: { generalFeatures: { wifi: 'sí' } } }, host),
  );
  probes.push(json('PATCH', mine, { accommodationFeatures: 'wifi' }, host));
  probes.push({ method: 'POST', url: `${mine}/publish`, headers: host });
  for (const basePrice of BAD_NUMBERS) {
    probes.push(json('PUT', `${mine}/pricing`, { basePrice }, host));
  }
  probes.push(
    json(
      'PUT',
      `${mine}/pricing`,
      {
        basePrice: 1500,
        seasonalRates: [
          { name: 'Navidad', startDate: '2026-12-20', endDate: '2027-01-07', pricePerNight: 2500 },
          {
            name: 'Año Nuevo',
            startDate: '2027-01-01',
            endDate: '2027-01-05',
            pricePerNight: 2800,
          },
        ],
      },
      host,
    ),
  );
  for (const date of BAD_DATES) {
    probes.push(json('POST', `${mine}/blocks`, { checkIn: date, checkOut: '2027-01-10' }, host));
    probes.push({
      method: 'GET',
      url: `${mine}/calendar?from=${encodeURIComponent(date)}&to=2027-01-10`,
      headers: host,
    });
    probes.push({
      method: 'GET',
      url: `${mine}/quote?checkIn=${encodeURIComponent(date)}&checkOut=2027-01-10`,
      headers: host,
    });
  }
  probes.push(
    json('POST', `${mine}/blocks`, { checkIn: '2027-01-10', checkOut: '2027-01-08' }, host),
  );
  probes.push({ method: 'DELETE', url: `${mine}/blocks/no-existe`, headers: host });
  probes.push({
    method: 'DELETE',
    url: `${mine}/blocks/00000000-0000-0000-0000-000000000000`,
    headers: host,
  });
  for (const url of [
    'ftp://calendario.mx/a.ics',
    'javascript:alert(1)',
    '',
    'x'.repeat(3000),
    'http://',
  ]) {
    probes.push(json('POST', `${mine}/ical-feeds`, { name: 'Airbnb', url }, host));
  }
  probes.push(
    json(
      'POST',
      `${mine}/ical-feeds`,
      { name: '', url: 'https://www.airbnb.mx/calendar/ical/1.ics' },
      host,
    ),
  );
  probes.push({ method: 'POST', url: `${mine}/ical-feeds/no-existe/sync`, headers: host });
  probes.push({
    method: 'DELETE',
    url: `${mine}/ical-feeds/00000000-0000-0000-0000-000000000000`,
    headers: host,
  });
  probes.push(json('POST', `${mine}/photos`, { alt: 'Una foto', photo: 'aGVsbG8=' }, host));
  probes.push(json('PATCH', `${mine}/photos/abc`, { alt: 'Una foto' }, host));
  probes.push({ method: 'DELETE', url: `${mine}/photos/999999`, headers: host });
  // Answers to booking requests: bad reasons 400, unknown or others' reservations 404, a guest 403.
  const requestUrl = (id: string, action: string) => `/api/host/reservations/${id}/${action}`;
  for (const body of [
    {},
    { reason: '' },
    { reason: '   ' },
    { reason: 42 },
    { reason: 'x'.repeat(501) },
  ]) {
    probes.push(json('POST', requestUrl('rsv-no-existe', 'decline'), body, host));
  }
  probes.push(json('POST', requestUrl('rsv-no-existe', 'decline'), { reason: 'No' }, host));
  probes.push(json('POST', requestUrl('x'.repeat(300), 'accept'), {}, host));
  probes.push({ method: 'POST', url: requestUrl('rsv-no-existe', 'accept'), headers: host });
  probes.push({ method: 'POST', url: requestUrl('rsv-no-existe', 'accept'), headers: guest });
  probes.push(json('POST', requestUrl('rsv-no-existe', 'decline'), { reason: 'No' }, guest));
  probes.push({ method: 'POST', url: requestUrl('rsv-no-existe', 'accept') });
  // Another host's cabin: 404 on every route, whatever the body.
  probes.push({ method: 'GET', url: others, headers: host });
  probes.push(json('PATCH', others, { propertyDetails: { name: 'Robada' } }, host));
  probes.push(json('PUT', `${others}/pricing`, { basePrice: 100 }, host));
  probes.push(
    json('POST', `${others}/blocks`, { checkIn: '2027-02-01', checkOut: '2027-02-03' }, host),
  );
  probes.push({ method: 'GET', url: `${others}/calendar`, headers: host });
  probes.push({ method: 'POST', url: `${others}/publish`, headers: host });
  probes.push({ method: 'POST', url: `${others}/archive`, headers: host });
  probes.push({ method: 'DELETE', url: others, headers: host });
  probes.push({ method: 'POST', url: `${others}/ical/rotate`, headers: host });
  probes.push(
    json(
      'POST',
      `${others}/ical-feeds`,
      { name: 'Airbnb', url: 'https://www.airbnb.mx/a.ics' },
      host,
    ),
  );
  probes.push({ method: 'GET', url: '/api/host/cabins/no-existe', headers: host });
  for (const query of [
    'status=borrado',
    'when=ayer',
    `cabinId=${cabinId}`,
    'page=0',
    'status=active&status=cancelled',
  ]) {
    probes.push({ method: 'GET', url: `/api/host/reservations?${query}`, headers: host });
  }
  probes.push({
    method: 'GET',
    url: `/api/host/cabins?page=${encodeURIComponent("' OR 1=1 --")}`,
    headers: host,
  });
  // Public addresses of the host features.
  for (const url of [
    '/ical/no-existe.ics',
    `/ical/${'0'.repeat(64)}.ics`,
    '/ical/..%2F..%2Fetc%2Fpasswd',
    '/media/uploads/nada-480.webp',
    `/media/uploads/${'0'.repeat(32)}-480.webp`,
    `/media/uploads/${'0'.repeat(32)}-333.webp`,
  ]) {
    probes.push({ method: 'GET', url });
  }
  return probes;
}

/**
 * Reviews (POST /api/reviews): no session (401), bad bodies (400), unknown or another's stay (404).
 * Signed-in probes go round the bearers: each account may send 10 reviews per 15 minutes.
 */
function reviewsCorpus({ bearers, othersBookingId }: CorpusContext): Probe[] {
  const probes: Probe[] = [];
  let turn = 0;
  const next = () => bearers[turn++ % bearers.length];
  const valid = {
    reservationId: othersBookingId,
    rating: 5,
    categories: {
      limpieza: 5,
      exactitud: 5,
      llegada: 5,
      comunicacion: 5,
      ubicacion: 5,
      calidadPrecio: 5,
    },
    comment: 'Una estancia tranquila, con el bosque a un paso.',
  };
  probes.push(json('POST', '/api/reviews', valid));
  probes.push(json('POST', '/api/reviews', valid, { authorization: 'Bearer caducado' }));
  for (const raw of [...BROKEN_JSON, ...NON_OBJECT_JSON]) {
    probes.push({
      method: 'POST',
      url: '/api/reviews',
      payload: raw,
      headers: { 'content-type': 'application/json', ...next() },
    });
  }
  for (const text of HOSTILE_STRINGS) {
    probes.push(json('POST', '/api/reviews', { ...valid, reservationId: text }, next()));
  }
  for (const rating of BAD_NUMBERS) {
    probes.push(json('POST', '/api/reviews', { ...valid, rating }, next()));
  }
  for (const categories of [null, [], { ...valid.categories, limpieza: '5' }]) {
    probes.push(json('POST', '/api/reviews', { ...valid, categories }, next()));
  }
  // Another account's stay, with a body that is otherwise right.
  probes.push(json('POST', '/api/reviews', valid, next()));
  return probes;
}

function corpus(context: CorpusContext): Probe[] {
  const { cabinId, bearers, fullyHeld, othersBookingId, paidBookingId } = context;
  const probes: Probe[] = [];
  let turn = 0;
  const bearer = bearers[0];
  /** Booking probes are sent by a signed-in client (anonymous ones are probed apart). */
  const signedIn = (probe: Probe): Probe =>
    probe.url === '/api/bookings' && probe.method === 'POST'
      ? { ...probe, headers: { ...probe.headers, ...bearers[turn++ % bearers.length] } }
      : probe;
  const guestInfo = {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@correo.mx',
    phone: '5512345678',
  };
  const validBooking = {
    cabinId,
    checkIn: '2027-01-15',
    checkOut: '2027-01-18',
    guests: 2,
    guestInfo,
  };
  // Holding nights needs an account, and an account may hold only a few at a time.
  const accountProbes = [
    json('POST', '/api/bookings', validBooking),
    json('POST', '/api/bookings', validBooking, { authorization: 'Bearer caducado' }),
    json('POST', '/api/bookings', validBooking, fullyHeld),
    json('PUT', `/api/bookings/${paidBookingId}`, { checkOut: '2027-05-30' }),
  ];
  const bodyEndpoints: Array<[Probe['method'], string]> = [
    ['POST', '/api/reservas/cotizar'],
    ['POST', '/api/availability/check'],
    ['POST', '/api/bookings'],
    ['PUT', '/api/bookings/00000000-0000-0000-0000-000000000000'],
    ['POST', '/api/payments/charge'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/password-reset'],
    ['POST', '/api/auth/password-reset/confirm'],
    ['POST', '/webhooks/openpay'],
  ];
  for (const [method, url] of bodyEndpoints) {
    // An empty (null) POST is Openpay's ping of a new webhook URL: it is answered, not refused.
    const bodies = url.startsWith('/webhooks/')
      ? [...BROKEN_JSON, ...NON_OBJECT_JSON.filter((b) => b !== 'null')]
      : [...BROKEN_JSON, ...NON_OBJECT_JSON];
    for (const raw of bodies) {
      probes.push({ method, url, payload: raw, headers: { 'content-type': 'application/json' } });
    }
    probes.push({
      method,
      url,
      payload: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    probes.push({
      method,
      url,
      payload: JSON.stringify({ big: 'x'.repeat(400 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
  }
  for (const date of BAD_DATES) {
    probes.push(
      json('POST', '/api/reservas/cotizar', {
        habitacionId: cabinId,
        checkIn: date,
        checkOut: '2027-01-18',
        guests: 2,
      }),
    );
    probes.push(
      json('POST', '/api/bookings', {
        cabinId,
        checkIn: '2027-01-15',
        checkOut: date,
        guests: 2,
        guestInfo: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@correo.mx',
          phone: '5512345678',
        },
      }),
    );
    probes.push({
      method: 'GET',
      url: `/api/cotizar/search?location=any&guests=2&checkIn=${encodeURIComponent(date)}&checkOut=2027-01-18`,
    });
    probes.push({
      method: 'GET',
      url: `/api/availability/date-range?checkIn=${encodeURIComponent(date)}&checkOut=2027-01-18`,
    });
  }
  for (const guests of BAD_NUMBERS) {
    probes.push(
      json('POST', '/api/reservas/cotizar', {
        habitacionId: cabinId,
        checkIn: '2027-01-15',
        checkOut: '2027-01-18',
        guests,
      }),
    );
    probes.push(
      json('POST', '/api/bookings', {
        cabinId,
        checkIn: '2027-01-15',
        checkOut: '2027-01-18',
        guests,
        guestInfo: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@correo.mx',
          phone: '5512345678',
        },
      }),
    );
    probes.push({
      method: 'GET',
      url: `/api/cotizar/search?location=any&guests=${encodeURIComponent(JSON.stringify(guests))}`,
    });
  }
  // Price ranges that cannot be: inverted, negative, beyond the limit, repeated.
  for (const range of [
    'minPrice=3000&maxPrice=2000',
    'minPrice=-5',
    'maxPrice=1e12',
    'minPrice=1&minPrice=2',
    'sort=recommended&sort=rating',
  ]) {
    probes.push({ method: 'GET', url: `/api/cotizar/search?location=any&${range}` });
  }
  for (const text of HOSTILE_STRINGS) {
    probes.push(
      json('POST', '/api/reservas/cotizar', {
        habitacionId: text,
        checkIn: '2027-01-15',
        checkOut: '2027-01-18',
        guests: 2,
      }),
    );
    probes.push({ method: 'GET', url: `/api/habitaciones/${encodeURIComponent(text || 'x')}` });
    probes.push({ method: 'GET', url: `/api/bookings/${encodeURIComponent(text || 'x')}` });
    probes.push({
      method: 'GET',
      url: `/api/auth/my-reservations/${encodeURIComponent(text || 'x')}`,
      headers: bearer,
    });
    probes.push({
      method: 'GET',
      url: `/api/auth/my-reservations/${encodeURIComponent(text || 'x')}/calendar.ics`,
      headers: bearer,
    });
    probes.push({ method: 'POST', url: `/api/bookings/${encodeURIComponent(text || 'x')}/cancel` });
    probes.push({
      method: 'GET',
      url: `/api/bookings/${encodeURIComponent(text || 'x')}/cancellation`,
      headers: bearer,
    });
    probes.push({
      method: 'POST',
      url: `/api/host/reservations/${encodeURIComponent(text || 'x')}/cancel`,
      headers: context.host,
    });
    for (const method of ['PUT', 'DELETE'] as const) {
      probes.push({
        method,
        url: `/api/auth/favorites/${encodeURIComponent(text || 'x')}`,
        headers: bearer,
      });
    }
    probes.push({
      method: 'GET',
      url: `/api/auth/favorites?checkIn=${encodeURIComponent(text)}&checkOut=2027-01-18&guests=2`,
      headers: bearer,
    });
    probes.push(json('POST', '/api/auth/login', { email: text, password: text }));
    probes.push(
      json('POST', '/api/auth/register', {
        firstName: text,
        lastName: text,
        email: text,
        password: text,
        confirmPassword: text,
        acceptTerms: text,
      }),
    );
    if (text) {
      probes.push({
        method: 'GET',
        url: `/api/cotizar/search?location=any&amenities=${encodeURIComponent(text)}`,
      });
      for (const field of ['minPrice', 'maxPrice', 'sort']) {
        probes.push({
          method: 'GET',
          url: `/api/cotizar/search?location=any&${field}=${encodeURIComponent(text)}`,
        });
      }
    }
    probes.push(json('POST', '/api/auth/password-reset', { email: text }));
    probes.push(
      json('POST', '/api/auth/password-reset/confirm', {
        token: text,
        password: 'montaña-2026',
        confirmPassword: 'montaña-2026',
      }),
    );
  }
  // Map areas that are not four ordered coordinates (west,south,east,north).
  for (const bbox of [
    'x',
    '1,2,3',
    '-103,20,-102,19',
    '-181,19,-102,20',
    "' OR 1=1 --",
    'NaN,1,2,3',
  ]) {
    probes.push({
      method: 'GET',
      url: `/api/cotizar/search?location=any&bbox=${encodeURIComponent(bbox)}`,
    });
  }
  // Destinations that are no page slug, or asked with a location text too.
  for (const query of [
    'destination=Mazamitla',
    'destination=san_juan',
    `destination=${encodeURIComponent("' OR 1=1 --")}`,
    `destination=${'a'.repeat(201)}`,
    'destination=mazamitla&destination=tapalpa',
    'destination=mazamitla&location=Tapalpa',
  ]) {
    probes.push({ method: 'GET', url: `/api/cotizar/search?${query}` });
  }
  // Flexible dates that are incomplete, unknown, out of the window or mixed with exact dates.
  for (const query of [
    'flexible=weekend',
    'months=2026-12',
    'flexible=finde&months=2026-12',
    'flexible=weekend&months=1900-01',
    `flexible=weekend&months=${encodeURIComponent("' OR 1=1 --")}`,
    'flexible=month&months=2026-12&checkIn=2026-12-01&checkOut=2026-12-05',
  ]) {
    probes.push({ method: 'GET', url: `/api/cotizar/search?location=any&${query}` });
  }
  // Reset links that cannot be used: unknown (well-formed), wrong types, passwords that fail.
  for (const body of [
    { token: 'A'.repeat(43), password: 'montaña-2026', confirmPassword: 'montaña-2026' },
    { token: 'A'.repeat(44), password: 'montaña-2026', confirmPassword: 'montaña-2026' },
    { token: 42, password: 'montaña-2026', confirmPassword: 'montaña-2026' },
    { token: ['A'.repeat(43)], password: 'montaña-2026', confirmPassword: 'montaña-2026' },
    { token: 'A'.repeat(43), password: '123', confirmPassword: '123' },
    { token: 'A'.repeat(43), password: 'montaña-2026', confirmPassword: 'otra' },
    { token: 'A'.repeat(43), password: 123456, confirmPassword: 123456 },
    { password: 'montaña-2026', confirmPassword: 'montaña-2026' },
  ]) {
    probes.push(json('POST', '/api/auth/password-reset/confirm', body));
  }
  for (const email of [null, 42, ['demo@refugio.mx'], { email: 'demo@refugio.mx' }, 'demo@']) {
    probes.push(json('POST', '/api/auth/password-reset', { email }));
  }
  for (const path of [
    '/media/../server/app.ts',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/scenes/..%2F..%2Fpackage.json',
    '/media/scenes/beach-1-999.webp',
    '/media/scenes/nada-1-480.webp',
    '/media/scenes/beach-99999999-480.webp',
    '/media/scenes/beach-1-480.png',
    // Well-formed scenes no cabin of the catalogue uses: never drawn.
    '/media/scenes/beach-9999-1200.webp',
    '/media/scenes/canyon-4444',
    '/media/scenes/beach-9999.webp',
    // Broken percent-encoding: the router cannot even decode these paths.
    '/%',
    '/media/%E0%A4%A',
    '/api/habitaciones/%zz',
    '/api/cotizar/%',
  ]) {
    probes.push({ method: 'GET', url: path });
  }
  const tokens = [
    '',
    'Bearer',
    'Bearer abc',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'a'.repeat(3000)}`,
  ];
  for (const authorization of tokens) {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    probes.push({ method: 'GET', url: '/api/auth/check', headers });
    probes.push({ method: 'GET', url: '/api/auth/my-reservations', headers });
    probes.push({ method: 'GET', url: `/api/auth/my-reservations/${othersBookingId}`, headers });
    probes.push({ method: 'POST', url: '/api/auth/logout', headers });
    probes.push({ method: 'POST', url: '/api/auth/refresh', headers });
    // Metrics are for METRICS_TOKEN or this machine: a stranger's request is an unknown path.
    probes.push({ method: 'GET', url: '/metrics', headers });
    probes.push(json('PUT', '/api/auth/profile', { firstName: 'Ana', lastName: 'Ruiz' }, headers));
    probes.push(
      json(
        'PUT',
        '/api/auth/preferences',
        { notifications: { email: true, sms: false }, newsletter: true },
        headers,
      ),
    );
    probes.push({ method: 'GET', url: '/api/bookings', headers });
  }
  probes.push(
    json('POST', '/api/payments/charge', {
      reservationId: cabinId,
      method: 'card',
      token_id: 'tok_falso',
      device_session_id: 'x',
      customerData: {
        name: 'Ana',
        last_name: 'Ruiz',
        phone_number: '5512345678',
        email: 'ana@correo.mx',
      },
      reservationData: {
        cabinId,
        cabinName: 'X',
        checkIn: '2025-02-30',
        checkOut: '2027-01-18',
        guests: 2,
        nights: 3,
        location: 'X',
        maxOccupancy: 4,
        pricing: {
          basePrice: 1,
          totalPrice: 1,
          cleaningFee: 0,
          serviceFee: 0,
          comisionServicio: 0,
          taxes: 0,
        },
        guestInfo: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@correo.mx',
          phone: '5512345678',
          specialRequests: '',
        },
      },
    }),
  );
  // Meses sin intereses offered for a card: a BIN of 6 digits and a total in pesos, or a Spanish 400.
  for (const query of [
    '',
    'bin=411111',
    'amount=3360',
    'bin=41111&amount=3360',
    'bin=4111111&amount=3360',
    'bin=abcdef&amount=3360',
    'bin=411111&amount=cero',
    'bin=411111&amount=-5',
    'bin=411111&amount=0',
    'bin=411111&amount=1e9',
    'bin=411111&amount=3360.123',
    'bin=411111&bin=424242&amount=3360',
    'bin=%27%3B--&amount=3360',
  ]) {
    probes.push({ method: 'GET', url: `/api/payments/card-plans?${query}` });
  }
  // A stay of another host's cabin, cancelled by a host, a guest or no one: 404, 403, 401.
  for (const headers of [context.host, bearer, {}]) {
    probes.push({
      method: 'POST',
      url: `/api/host/reservations/${othersBookingId}/cancel`,
      headers,
    });
  }
  // Webhook events whose transaction id or type is not Openpay's: refused before any look-up.
  for (const [type, id] of [
    ['charge.succeeded', '../../charges?order_id=x'],
    ['charge.succeeded', 'TRMAYUSCULAS00000000'],
    ['charge.refunded', `tr${'0'.repeat(200)}`],
    ['charge.failed', ''],
    ['<script>', 'trdesconocido0000000'],
    ['charge.succeeded'.repeat(10), 'trdesconocido0000000'],
  ]) {
    probes.push(
      json('POST', '/webhooks/openpay', {
        type,
        event_date: '2026-11-22T10:00:00-06:00',
        transaction: { id, method: 'card' },
      }),
    );
  }
  // A cancellation's expected status (the one the guest saw): malformed is a 400, another than the
  // stay's is a 409 (RESERVATION_CHANGED); the paid stay stays as it is.
  for (const expectedStatus of [7, null, 'cancelled', 'pending', ['active'], ...HOSTILE_STRINGS]) {
    probes.push(json('POST', `/api/bookings/${paidBookingId}/cancel`, { expectedStatus }));
  }
  for (const raw of ['[]', '"active"', '{"expectedStatus":']) {
    probes.push({
      method: 'POST',
      url: `/api/bookings/${paidBookingId}/cancel`,
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
  }
  // Another client's booking, by its id: not shown, changed or cancelled, signed in or not.
  for (const headers of [{}, bearer]) {
    const url = `/api/bookings/${othersBookingId}`;
    probes.push({ method: 'GET', url, headers });
    probes.push(json('PUT', url, { guests: 3 }, headers));
    probes.push({ method: 'POST', url: `${url}/cancel`, headers });
    probes.push({ method: 'GET', url: `${url}/cancellation`, headers });
    probes.push({ method: 'DELETE', url, headers });
    // …nor its trip page or calendar file.
    probes.push({ method: 'GET', url: `/api/auth/my-reservations/${othersBookingId}`, headers });
    probes.push({
      method: 'GET',
      url: `/api/auth/my-reservations/${othersBookingId}/calendar.ics`,
      headers,
    });
  }
  probes.push(
    json('POST', '/sandbox/openpay/v1/mrefugiosandbox01/tokens', {
      card_number: '4111111111111112',
      holder_name: 'ANA',
      expiration_year: '30',
      expiration_month: '12',
      cvv2: '123',
    }),
  );
  probes.push(
    json('POST', '/sandbox/openpay/v1/mrefugiosandbox01/tokens', {
      card_number: '4111111111111111',
      holder_name: 'ANA',
      expiration_year: '20',
      expiration_month: '13',
      cvv2: '123',
    }),
  );
  return [
    ...probes.map(signedIn),
    ...accountProbes,
    ...hostCorpus(context),
    ...reviewsCorpus(context),
  ];
}

const ENGLISH =
  /\b(the|must|should|invalid|required|expected|cannot|body|unsupported|not found)\b/i;

describe.each(databases)('bad-input corpus on %s', (kind) => {
  let t: TestApp;
  let context: CorpusContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/habitaciones?limit=1' });
    const cabinId = res.json().habitaciones[0]._id as string;
    const bearers = await Promise.all([1, 2, 3, 4].map(() => registerClient(t.app)));
    const other = await registerClient(t.app);
    const othersBooking = await createReservation(t.database.db, {
      cabinId,
      clientId: other.client.id,
      checkIn: '2027-03-01',
      checkOut: '2027-03-03',
    });
    const fullyHeld = await registerClient(t.app);
    for (let i = 0; i < HOLD_LIMITS.openPerClient; i++) {
      await createReservation(t.database.db, {
        cabinId,
        clientId: fullyHeld.client.id,
        checkIn: `2027-04-${String(10 + 3 * i).padStart(2, '0')}`,
        checkOut: `2027-04-${String(12 + 3 * i).padStart(2, '0')}`,
        status: 'pending',
        paymentStatus: 'PENDING',
        holdExpiresAt: new Date(Date.now() + 3_600_000),
      });
    }
    const paidBooking = await createReservation(t.database.db, {
      cabinId,
      checkIn: '2027-05-01',
      checkOut: '2027-05-02',
    });
    const host = await registerClient(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/host/onboard',
      headers: host.headers,
      payload: { acceptHostTerms: true },
    });
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/host/cabins',
      headers: host.headers,
      payload: {
        propertyDetails: { name: 'Cabaña Borrador', accomodationType: 'Cabaña', maxOccupancy: 2 },
      },
    });
    context = {
      host: host.headers,
      hostCabinId: draft.json().data.cabin._id as string,
      paidBookingId: paidBooking.id,
      cabinId,
      bearers: bearers.map((b) => b.headers),
      fullyHeld: fullyHeld.headers,
      othersBookingId: othersBooking.id,
    };
  });
  afterAll(() => t.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const result = await t.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      counts[table] = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
    }
    return counts;
  }

  it('answers at least 200 hostile requests with a Spanish 4xx and writes nothing', async () => {
    const probes = corpus(context);
    expect(probes.length).toBeGreaterThanOrEqual(200);
    const before = await rowCounts();
    const problems: string[] = [];
    for (const [i, probe] of probes.entries()) {
      const res = await t.app.inject({
        method: probe.method,
        url: probe.url,
        payload: probe.payload,
        headers: probe.headers,
        // Each probe from its own address: the per-address limits must not answer for validation.
        remoteAddress: `10.1.${i >> 8}.${i & 255}`,
      });
      const label = `${probe.method} ${probe.url.slice(0, 80)} ${String(probe.payload ?? '').slice(0, 60)} → ${res.statusCode}`;
      // A rate limit would answer in place of the validation this corpus is here to probe.
      if (res.statusCode < 400 || res.statusCode >= 500 || res.statusCode === 429) {
        problems.push(label);
        continue;
      }
      let body: { success?: boolean; message?: unknown };
      try {
        body = res.json();
      } catch {
        problems.push(`${label} (not JSON)`);
        continue;
      }
      // The card sandbox answers in Openpay's own error shape and words; everything else is ours.
      if (probe.url.startsWith('/sandbox/')) continue;
      if (
        body.success !== false ||
        typeof body.message !== 'string' ||
        !body.message ||
        ENGLISH.test(body.message)
      ) {
        problems.push(`${label} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});
