/**
 * The API's operations, described for OpenAPI 3 (GET /api/docs). The routes read their input with
 * the shared yup schemas (Spanish messages, SPEC §8's errorTypes), not with Fastify's JSON schemas,
 * so their description lives here, by `METHOD /path` as the route is registered; a test checks that
 * every API route is described and that nothing described is missing (tests/server/api-docs.test.ts).
 */

import { FAVORITES_OPERATIONS } from './favorites-operations.ts';
import { HOST_OPERATIONS } from './host-operations.ts';
import { REQUEST_OPERATIONS } from './request-operations.ts';
import {
  anyJson,
  BAD_INPUT,
  BEARER,
  error,
  id,
  json,
  NO_SESSION,
  NOT_FOUND,
  stay,
  TOO_MANY,
  type Operation,
} from './common.ts';

export { ERROR_SCHEMA, type Operation } from './common.ts';

const guestInfo = {
  type: 'object',
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string', format: 'email' },
    phone: { type: 'string', example: '5512345678' },
    specialRequests: { type: 'string' },
  },
};
const client = anyJson('The signed-in client (SPEC §3 Client)');
const session = json('Signed in', {
  message: { type: 'string' },
  data: { type: 'object', properties: { token: { type: 'string' }, client } },
});
const booking = json('The booking (SPEC §3 BookingDetails)', {
  message: { type: 'string' },
  data: anyJson('BookingDetails'),
});
const cabinParams = id;

export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': {
    summary: 'Connectivity check: a database round trip, and “today”',
    tags: ['Health'],
    response: {
      200: json('The server and its database answer', {
        status: { type: 'string', enum: ['ok'] },
        today: { type: 'string', format: 'date' },
        database: { type: 'string', enum: ['pglite', 'postgres'] },
      }),
    },
  },
  'GET /api/config': {
    summary: 'Tile source and the payment provider’s public settings',
    tags: ['Health'],
    response: { 200: anyJson('Runtime settings for the PWA') },
  },
  'GET /api/habitaciones': {
    summary: 'Cabins of the catalogue, a page at a time',
    tags: ['Cabins'],
    querystring: {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1 },
        offset: { type: 'integer', minimum: 0 },
      },
    },
    response: {
      200: anyJson('`{ success, habitaciones: Cabin[], total }` (SPEC §3)'),
      400: BAD_INPUT,
    },
  },
  'GET /api/habitaciones/:id': {
    summary: 'One cabin',
    tags: ['Cabins'],
    params: cabinParams,
    response: { 200: anyJson('The cabin (SPEC §3 Cabin)'), 404: NOT_FOUND },
  },
  'GET /api/habitaciones/:id/reviews': {
    summary: 'A cabin’s reviews',
    tags: ['Cabins'],
    params: cabinParams,
    response: {
      200: json('Reviews, newest first', { data: { type: 'array', items: anyJson('Review') } }),
      404: NOT_FOUND,
    },
  },
  'GET /api/destinos': {
    summary: 'Destinations with their number of cabins and lowest price',
    tags: ['Cabins'],
    response: {
      200: json('Destinations', { data: { type: 'array', items: anyJson('Destination') } }),
    },
  },
  'GET /api/cotizar/search': {
    summary: 'Search: destination, dates, guests and filters, priced for the stay',
    tags: ['Cabins'],
    querystring: {
      type: 'object',
      properties: {
        location: { type: 'string', maxLength: 120 },
        destination: {
          type: 'string',
          maxLength: 200,
          pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
          description:
            'A destination page’s slug (/destinos/:slug, e.g. valle-de-bravo) instead of location: only that destination’s cabins, matched exactly; a slug that names none answers no cabins',
        },
        ...stay,
        guests: { type: 'integer', minimum: 1 },
        bedrooms: { type: 'integer' },
        beds: { type: 'integer' },
        bathrooms: { type: 'integer' },
        amenities: { type: 'string', description: 'Comma-separated amenity keys' },
        page: { type: 'integer', minimum: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
        bbox: {
          type: 'string',
          description:
            'The map’s area, minLng,minLat,maxLng,maxLat (west,south,east,north) in degrees: only the cabins inside it',
        },
        flexible: {
          type: 'string',
          enum: ['weekend', 'week', 'month'],
          description:
            'Flexible dates instead of checkIn/checkOut: each cabin gets its first free stay of this shape in `months` (Fri–Sun, Sat–Sat, 28 nights from the 1st), priced (`cotizacion`) and dated (`fechas`)',
        },
        months: { type: 'string', description: 'With flexible: 1 to 6 months, yyyy-mm,…' },
        minPrice: {
          type: 'number',
          minimum: 0,
          description:
            'Pesos per night, inclusive: the stay total ÷ nights (commission included), or the listing price without dates',
        },
        maxPrice: { type: 'number', minimum: 0, description: 'Pesos per night, inclusive' },
        sort: {
          type: 'string',
          enum: ['recommended', 'price_asc', 'price_desc', 'rating'],
          description: 'Applied across pages; cabins that cannot host the stay stay last',
        },
      },
    },
    response: {
      200: anyJson('Search results (SPEC §3), with priceHistogram {min, max, buckets[20]}'),
      400: BAD_INPUT,
    },
  },
  'POST /api/reservas/cotizar': {
    summary: 'Quote a stay',
    tags: ['Stays'],
    body: {
      type: 'object',
      required: ['habitacionId', 'checkIn', 'checkOut', 'guests'],
      properties: {
        habitacionId: { type: 'string' },
        ...stay,
        guests: { type: 'integer', minimum: 1 },
      },
    },
    response: {
      200: anyJson('The quote (SPEC §3 QuoteResponse)'),
      400: error('Bad input, or a stay rule broken (errorType: MIN_NIGHTS, PAST_DATE…)'),
      404: NOT_FOUND,
      409: error('The nights are taken (errorType NOT_AVAILABLE)'),
    },
  },
  'POST /api/availability/check': {
    summary: 'Whether a cabin is free for a stay',
    tags: ['Stays'],
    body: {
      type: 'object',
      required: ['cabinId', 'checkIn', 'checkOut'],
      properties: { cabinId: { type: 'string' }, ...stay },
    },
    response: {
      200: json('`available`, and when not, its errorType and Spanish reason', {
        available: { type: 'boolean' },
        errorType: { type: 'string' },
        reason: { type: 'string' },
      }),
      400: BAD_INPUT,
      404: NOT_FOUND,
    },
  },
  'GET /api/availability/date-range': {
    summary: 'Which cabins are free for a stay',
    tags: ['Stays'],
    querystring: { type: 'object', required: ['checkIn', 'checkOut'], properties: stay },
    response: {
      200: json('Free and taken cabin ids', {
        data: anyJson('`{ available: string[], unavailable: string[] }`'),
      }),
      400: BAD_INPUT,
    },
  },
  'GET /api/availability/cabin/:id': {
    summary: 'A cabin’s calendar: occupied nights and minimum stay',
    tags: ['Stays'],
    params: cabinParams,
    response: {
      200: json('The calendar', { data: anyJson('`{ occupied, minNights, today }`') }),
      404: NOT_FOUND,
    },
  },
  'POST /api/bookings': {
    summary: 'Hold the nights of a stay (signed in; a few open holds at a time)',
    tags: ['Bookings'],
    security: BEARER,
    body: {
      type: 'object',
      required: ['cabinId', 'checkIn', 'checkOut', 'guests', 'guestInfo'],
      properties: {
        cabinId: { type: 'string' },
        ...stay,
        guests: { type: 'integer', minimum: 1 },
        guestInfo,
      },
    },
    response: {
      201: booking,
      400: BAD_INPUT,
      401: NO_SESSION,
      404: NOT_FOUND,
      409: error('Nights taken (NOT_AVAILABLE), or too many open holds (TOO_MANY_HOLDS)'),
      429: TOO_MANY,
    },
  },
  'GET /api/bookings': {
    summary: 'The signed-in client’s bookings',
    tags: ['Bookings'],
    security: BEARER,
    response: { 200: json('Bookings', { data: anyJson('Bookings') }), 401: NO_SESSION },
  },
  'GET /api/bookings/:id': {
    summary: 'One booking (its owner’s only: 404 for anyone else)',
    tags: ['Bookings'],
    security: BEARER,
    params: id,
    response: { 200: booking, 404: NOT_FOUND },
  },
  'PUT /api/bookings/:id': {
    summary: 'Change a booking’s dates or guests',
    tags: ['Bookings'],
    security: BEARER,
    params: id,
    body: { type: 'object', properties: { ...stay, guests: { type: 'integer', minimum: 1 } } },
    response: {
      200: booking,
      400: BAD_INPUT,
      404: NOT_FOUND,
      409: error(
        'Not modifiable: nights taken, hold expired, payment in progress, or a paid total would rise (PAID_TOTAL_INCREASE)',
      ),
    },
  },
  'GET /api/bookings/:id/cancellation': {
    summary:
      'What cancelling now would refund under the stay’s cancellation policy (its guest only: 404 for anyone else)',
    tags: ['Bookings'],
    security: BEARER,
    params: id,
    response: {
      200: json('The refund', {
        data: {
          type: 'object',
          properties: {
            refundAmount: { type: 'number', description: 'Pesos back to the card' },
            reason: { type: 'string', description: 'Why, in Spanish' },
            deadline: {
              type: 'string',
              format: 'date',
              nullable: true,
              description: 'Last day (America/Mexico_City) this refund applies; null when 0',
            },
            releaseAmount: {
              type: 'number',
              description:
                'Only for a request its host has not answered: the pesos pre-authorized on the card, released by cancelling (nothing was charged)',
            },
          },
        },
      }),
      401: NO_SESSION,
      404: NOT_FOUND,
      409: error('Not cancellable (NOT_CANCELLABLE)'),
      429: TOO_MANY,
    },
  },
  'POST /api/bookings/:id/cancel': {
    summary:
      'Cancel a booking: its nights are freed at once and what its cancellation policy gives is refunded (again: no second refund); a request its host has not answered (pending_host) is withdrawn: its pre-authorization is released, nothing charged',
    tags: ['Bookings'],
    security: BEARER,
    params: id,
    body: {
      type: 'object',
      properties: {
        expectedStatus: {
          type: 'string',
          enum: ['pending', 'pending_host', 'active'],
          description:
            'Optional: the status the guest saw when choosing to cancel; a stay that has moved on since is a 409 (RESERVATION_CHANGED)',
        },
      },
    },
    response: {
      200: booking,
      400: BAD_INPUT,
      404: NOT_FOUND,
      409: error(
        'Not cancellable (NOT_CANCELLABLE), changed since the guest saw it (RESERVATION_CHANGED, with its `status`), or a request being answered right now (REQUEST_IN_PROGRESS)',
      ),
      429: TOO_MANY,
      502: error(
        'The card provider did not answer a request’s release (PROVIDER_UNAVAILABLE): it stays pending',
      ),
    },
  },
  'DELETE /api/bookings/:id': {
    summary: 'Cancel a booking (as POST …/cancel)',
    tags: ['Bookings'],
    security: BEARER,
    params: id,
    response: {
      200: booking,
      400: BAD_INPUT,
      404: NOT_FOUND,
      409: error('Not cancellable (NOT_CANCELLABLE), or changed meanwhile (RESERVATION_CHANGED)'),
      429: TOO_MANY,
    },
  },
  'POST /api/host/reservations/:id/cancel': {
    summary:
      'A host cancels a stay of one of their cabins: everything paid is refunded (another host’s stay: 404)',
    tags: ['Hosts'],
    security: BEARER,
    params: id,
    response: {
      200: json('Cancelled', {
        message: { type: 'string' },
        data: anyJson('`{ reservationId, refund: { refundAmount, reason, deadline } | null }`'),
      }),
      401: NO_SESSION,
      403: error('Not a host (NOT_HOST)'),
      404: NOT_FOUND,
      409: error('Not cancellable (NOT_CANCELLABLE)'),
      429: TOO_MANY,
    },
  },
  'GET /api/payments/card-plans': {
    summary:
      'The meses sin intereses offered for a card (its first 6 digits) and a total, before paying',
    description:
      'The card type comes from the provider’s bin lookup (`unknown` when it cannot tell: the plans are offered and the charge answers 3203 for a debit card). No plans for debit cards or totals under MSI_MIN_AMOUNT.',
    tags: ['Payments'],
    querystring: {
      type: 'object',
      required: ['bin', 'amount'],
      properties: {
        bin: { type: 'string', pattern: '^\\d{6}$', example: '411111' },
        amount: { type: 'string', description: 'The total in pesos', example: '3360' },
      },
    },
    response: {
      200: json('The card type and the plans', {
        success: { type: 'boolean' },
        data: anyJson(
          '`{ cardType: credit | debit | unknown, minAmount, plans: [{ payments, monthlyPayment }] }`',
        ),
      }),
      400: BAD_INPUT,
      429: TOO_MANY,
    },
  },
  'POST /api/payments/charge': {
    summary: 'Charge a card token for a stay, holding its nights (SPEC §3)',
    tags: ['Payments'],
    headers: {
      type: 'object',
      properties: {
        'idempotency-key': {
          type: 'string',
          description: 'The same key answers what became of the first attempt',
        },
      },
    },
    body: {
      type: 'object',
      required: ['method', 'token_id', 'device_session_id', 'customerData', 'reservationData'],
      properties: {
        reservationId: { type: 'string' },
        method: { type: 'string', enum: ['card'] },
        token_id: { type: 'string' },
        device_session_id: { type: 'string' },
        customerData: anyJson('`{ name, last_name, phone_number, email }`'),
        reservationData: anyJson('`{ cabinId, checkIn, checkOut, guests, … }`'),
      },
    },
    response: {
      200: anyJson('Charged and booked (SPEC §3 charge response)'),
      400: BAD_INPUT,
      402: error('The card was declined or not completed (error_code, Spanish message of SPEC §9)'),
      404: NOT_FOUND,
      409: error('The nights were taken (NOT_AVAILABLE), or this Idempotency-Key is in progress'),
      422: error('A stay rule (errorType), or an Idempotency-Key reused for another request'),
      429: TOO_MANY,
      502: error(
        'Provider credentials refused, or the outcome is not known yet (retryable: the hold is kept; retry with the same key)',
      ),
      503: error('The provider is unavailable; nothing was charged'),
    },
  },
  'POST /api/auth/register': {
    summary: 'Create an account (signs in)',
    tags: ['Accounts'],
    body: {
      type: 'object',
      required: ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms'],
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string', format: 'email' },
        phone: { type: 'string' },
        password: { type: 'string', minLength: 8 },
        confirmPassword: { type: 'string' },
        acceptTerms: { type: 'boolean', enum: [true] },
      },
    },
    response: {
      201: session,
      400: BAD_INPUT,
      409: error('The e-mail already has an account'),
      429: TOO_MANY,
    },
  },
  'POST /api/auth/login': {
    summary: 'Sign in (24 h, or 30 days with rememberMe)',
    tags: ['Accounts'],
    body: {
      type: 'object',
      required: ['email', 'password'],
      properties: {
        email: { type: 'string', format: 'email' },
        password: { type: 'string' },
        rememberMe: { type: 'boolean' },
      },
    },
    response: {
      200: session,
      400: BAD_INPUT,
      401: error('Wrong e-mail or password'),
      429: TOO_MANY,
    },
  },
  'POST /api/auth/logout': {
    summary: 'Sign out: the token is revoked on the server',
    tags: ['Accounts'],
    security: BEARER,
    response: { 200: json('Signed out', { message: { type: 'string' } }), 401: NO_SESSION },
  },
  'GET /api/auth/check': {
    summary: 'Whether the token is a live session, and its client',
    tags: ['Accounts'],
    security: BEARER,
    response: {
      200: json('Live session', { data: anyJson('`{ isAuthenticated, client }`') }),
      401: NO_SESSION,
    },
  },
  'POST /api/auth/refresh': {
    summary:
      'A new token for the session (never beyond sign-in + SESSION_MAX_DAYS); the old one is revoked',
    tags: ['Accounts'],
    security: BEARER,
    response: { 200: session, 401: NO_SESSION, 429: TOO_MANY },
  },
  'PUT /api/auth/profile': {
    summary: 'Replace the personal data',
    tags: ['Accounts'],
    security: BEARER,
    body: {
      type: 'object',
      required: ['firstName', 'lastName'],
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        phone: { type: 'string' },
      },
    },
    response: {
      200: json('Updated', { data: anyJson('`{ client }`') }),
      400: BAD_INPUT,
      401: NO_SESSION,
    },
  },
  'PUT /api/auth/preferences': {
    summary: 'Notification and newsletter preferences',
    tags: ['Accounts'],
    security: BEARER,
    body: {
      type: 'object',
      required: ['notifications', 'newsletter'],
      properties: {
        notifications: {
          type: 'object',
          properties: { email: { type: 'boolean' }, sms: { type: 'boolean' } },
        },
        newsletter: { type: 'boolean' },
      },
    },
    response: {
      200: json('Updated', { data: anyJson('`{ client }`') }),
      400: BAD_INPUT,
      401: NO_SESSION,
    },
  },
  'GET /api/auth/my-reservations': {
    summary: 'The signed-in client’s trips',
    tags: ['Accounts'],
    security: BEARER,
    response: { 200: json('Trips', { data: anyJson('`{ reservations }`') }), 401: NO_SESSION },
  },
  'GET /api/auth/my-reservations/:id': {
    summary: 'One trip of the signed-in client (its guest’s only: 404 for anyone else)',
    tags: ['Accounts'],
    security: BEARER,
    params: id,
    response: {
      200: json('The trip page’s data', { data: anyJson('`{ reservation }`') }),
      401: NO_SESSION,
      404: NOT_FOUND,
    },
  },
  'POST /api/reviews': {
    summary: 'Review a finished stay (its guest only, once, within 14 days after check-out)',
    description:
      'Overall and category ratings are whole stars from 1 to 5; the comment has 20 to 2000 ' +
      'characters and is shown as plain text. The cabin’s rating and review count change at once.',
    tags: ['Accounts'],
    security: BEARER,
    body: {
      type: 'object',
      required: ['reservationId', 'rating', 'categories', 'comment'],
      properties: {
        reservationId: { type: 'string' },
        rating: { type: 'integer', minimum: 1, maximum: 5 },
        categories: {
          type: 'object',
          required: [
            'limpieza',
            'exactitud',
            'llegada',
            'comunicacion',
            'ubicacion',
            'calidadPrecio',
          ],
          properties: Object.fromEntries(
            ['limpieza', 'exactitud', 'llegada', 'comunicacion', 'ubicacion', 'calidadPrecio'].map(
              (key) => [key, { type: 'integer', minimum: 1, maximum: 5 }],
            ),
          ),
        },
        comment: { type: 'string', minLength: 20, maxLength: 2000 },
      },
    },
    response: {
      201: json('The review, as its author sees it', {
        message: { type: 'string' },
        data: { type: 'object', properties: { review: anyJson('GuestReview') } },
      }),
      400: BAD_INPUT,
      401: NO_SESSION,
      404: error('No such stay of the signed-in client'),
      409: error(
        'Already reviewed (REVIEW_EXISTS), not ended yet (STAY_NOT_FINISHED), past the 14 days ' +
          '(REVIEW_WINDOW_CLOSED), or a stay that did not happen (STAY_NOT_REVIEWABLE)',
      ),
      429: TOO_MANY,
    },
  },
  'GET /api/auth/my-reservations/:id/calendar.ics': {
    summary: 'One trip as an iCalendar file (an all-day event, DTEND the check-out day)',
    tags: ['Accounts'],
    security: BEARER,
    params: id,
    response: {
      200: {
        description: 'RFC 5545 calendar',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
      401: NO_SESSION,
      404: NOT_FOUND,
    },
  },
  'POST /api/auth/social/google': {
    summary: 'Sign in with Google (not available: 501)',
    tags: ['Accounts'],
    response: { 501: error('“Autenticación con google no implementada aún”') },
  },
  'POST /api/auth/social/facebook': {
    summary: 'Sign in with Facebook (not available: 501)',
    tags: ['Accounts'],
    response: { 501: error('“Autenticación con facebook no implementada aún”') },
  },
  'POST /api/auth/password-reset': {
    summary: 'E-mail a single-use reset link (the same answer for every e-mail)',
    tags: ['Accounts'],
    body: {
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string', format: 'email' } },
    },
    response: {
      200: json('Requested', { message: { type: 'string' } }),
      400: BAD_INPUT,
      429: TOO_MANY,
    },
  },
  'POST /api/auth/password-reset/confirm': {
    summary: 'Set a new password with the e-mailed token (signs in; ends every other session)',
    tags: ['Accounts'],
    body: {
      type: 'object',
      required: ['token', 'password', 'confirmPassword'],
      properties: {
        token: { type: 'string' },
        password: { type: 'string' },
        confirmPassword: { type: 'string' },
      },
    },
    response: {
      200: session,
      400: error('Bad input, or the link is invalid, used or expired'),
      429: TOO_MANY,
    },
  },
  'POST /webhooks/:provider': {
    summary: 'Payment provider events (Openpay), idempotent; every charge is fetched again',
    tags: ['Webhooks'],
    security: [{ webhookBasic: [] }],
    params: { type: 'object', properties: { provider: { type: 'string', enum: ['openpay'] } } },
    body: anyJson('Openpay’s event `{ type, transaction, … }`'),
    response: {
      200: anyJson('Received'),
      400: BAD_INPUT,
      401: error('Missing or wrong Basic auth (OPENPAY_WEBHOOK_USER/PASSWORD)'),
      404: error('Unknown provider'),
      429: TOO_MANY,
      503: error('The provider could not be asked about the charge: Openpay sends the event again'),
    },
  },
  ...HOST_OPERATIONS,
  ...REQUEST_OPERATIONS,
  ...FAVORITES_OPERATIONS,
  'GET /media/scenes/:file': {
    summary:
      'A cabin photo of the catalogue: `{kind}-{variant}` (800 px) or `{kind}-{variant}-{480|800|1200}.webp`',
    tags: ['Media'],
    params: { type: 'object', properties: { file: { type: 'string', example: 'jungle-3891' } } },
    response: {
      200: {
        description: 'WebP, cached for a year',
        content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
      },
      304: { description: 'Not modified (If-None-Match)', type: 'null' },
      404: error('Not a photo of the catalogue (“Imagen no encontrada”)'),
      503: error('Too many photos being drawn: Retry-After, then try again'),
    },
  },
  'GET /media/*': {
    summary: 'Any other media path: 404',
    tags: ['Media'],
    params: { type: 'object', properties: { path: { type: 'string' } } },
    response: { 404: error('“Imagen no encontrada”') },
  },
  'GET /sitemap.xml': {
    summary:
      'The sitemap: the home and every published cabin page (absolute URLs from APP_URL, lastmod)',
    tags: ['Discovery'],
    response: {
      200: {
        description: 'sitemaps.org urlset; Cache-Control public, 5 minutes',
        content: { 'application/xml': { schema: { type: 'string' } } },
      },
    },
  },
  'GET /robots.txt': {
    summary: 'Crawling rules (the API and account pages disallowed) and where the sitemap is',
    tags: ['Discovery'],
    response: {
      200: {
        description: 'robots.txt; Cache-Control public, 5 minutes',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
    },
  },
  'GET /metrics': {
    summary: 'Prometheus metrics (METRICS_TOKEN, or from this machine not through a proxy)',
    tags: ['Operations'],
    security: [{ bearerAuth: [] }, {}],
    response: {
      200: {
        description: 'Prometheus text format',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
      404: error('Anyone else: as an unknown path'),
    },
  },
  'GET /api/docs': {
    summary:
      'This description: HTML for a browser, the OpenAPI 3 JSON for `Accept: application/json`',
    tags: ['Operations'],
    response: {
      200: {
        description: 'The API',
        content: {
          'text/html': { schema: { type: 'string' } },
          'application/json': { schema: { type: 'object' } },
        },
      },
    },
  },
  'GET /api/docs/json': {
    summary: 'This description as OpenAPI 3 JSON',
    tags: ['Operations'],
    response: { 200: anyJson('The OpenAPI 3 document') },
  },
  'POST /sandbox/openpay/v1/:merchantId/tokens': {
    summary: 'Built-in card sandbox (only with PAYMENT_PROVIDER=sandbox): tokenise a test card',
    description: 'Openpay’s own request and answer shapes and errors, not the `{ success }` ones.',
    tags: ['Card sandbox'],
    params: { type: 'object', properties: { merchantId: { type: 'string' } } },
    body: anyJson('Openpay’s token request'),
    response: {
      201: anyJson('Openpay token'),
      400: anyJson('Openpay error'),
      401: anyJson('Openpay error'),
    },
  },
  'POST /sandbox/openpay/v1/:merchantId/charges': {
    summary: 'Built-in card sandbox: charge a token (private key)',
    tags: ['Card sandbox'],
    params: { type: 'object', properties: { merchantId: { type: 'string' } } },
    body: anyJson('Openpay’s charge request'),
    response: {
      200: anyJson('Openpay charge'),
      401: anyJson('Openpay error'),
      402: anyJson('Openpay error'),
    },
  },
  'GET /sandbox/openpay/v1/:merchantId/charges': {
    summary: 'Built-in card sandbox: charges by order_id (private key)',
    tags: ['Card sandbox'],
    params: { type: 'object', properties: { merchantId: { type: 'string' } } },
    querystring: { type: 'object', properties: { order_id: { type: 'string' } } },
    response: {
      200: { description: 'Openpay charges', type: 'array', items: { type: 'object' } },
      401: anyJson('Openpay error'),
    },
  },
  'GET /sandbox/openpay/v1/:merchantId/charges/:id': {
    summary: 'Built-in card sandbox: one charge (private key)',
    tags: ['Card sandbox'],
    params: {
      type: 'object',
      properties: { merchantId: { type: 'string' }, id: { type: 'string' } },
    },
    response: {
      200: anyJson('Openpay charge'),
      401: anyJson('Openpay error'),
      404: anyJson('Openpay error'),
    },
  },
  'GET /sandbox/openpay/v1/:merchantId/bines/man/:bin': {
    summary: 'Built-in card sandbox: credit or debit for a BIN (its test-card table)',
    tags: ['Card sandbox'],
    params: {
      type: 'object',
      properties: { merchantId: { type: 'string' }, bin: { type: 'string' } },
    },
    response: {
      200: anyJson('`{ bin, card_type: CREDIT | DEBIT, brand, country_code }`'),
      401: anyJson('Openpay error'),
      404: anyJson('Openpay error'),
    },
  },
  'POST /sandbox/openpay/v1/:merchantId/charges/:id/refund': {
    summary: 'Built-in card sandbox: refund a charge (private key)',
    tags: ['Card sandbox'],
    params: {
      type: 'object',
      properties: { merchantId: { type: 'string' }, id: { type: 'string' } },
    },
    body: anyJson('`{ description?, amount? }`'),
    response: {
      200: anyJson('Openpay charge'),
      401: anyJson('Openpay error'),
      404: anyJson('Openpay error'),
    },
  },
};

/**
 * The paths this table describes: the API, its media, the calendar exports, webhooks, metrics and
 * the card sandbox.
 */
export const DESCRIBED_PREFIXES = [
  '/api/',
  '/media/',
  '/ical/',
  '/webhooks/',
  '/sandbox/',
  '/metrics',
  '/sitemap.xml',
  '/robots.txt',
];
