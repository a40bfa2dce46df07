/**
 * The host API's operations (ARCHITECTURE "Hosts", server/routes/host.ts), the photos hosts upload
 * (server/routes/media-uploads.ts) and the calendar export (server/routes/ical.ts), spread into the
 * table of server/openapi/operations.ts. Limits and enums come from the shared validation, so the
 * description follows the rules the routes apply (src/shared/validation/host.ts, host-photos.ts).
 */
import { FEATURE_KEYS } from '../../src/shared/amenities.ts';
import {
  ACCOMMODATION_TYPES,
  BOOKING_MODES,
  CANCELLATION_POLICIES,
  PUBLISH_RULES,
} from '../../src/shared/host.ts';
import { MEDIA_SIZES } from '../../src/shared/media.ts';
import { FEATURE_GROUPS } from '../../src/shared/types.ts';
import { STAY_LIMITS } from '../../src/shared/validation/booking.ts';
import { HOST_LIMITS } from '../../src/shared/validation/host.ts';
import { PHOTO_LIMITS } from '../../src/shared/validation/host-photos.ts';
import { HOST_RATE_LIMITS } from '../routes/host.ts';
import {
  HOST_RESERVATION_STATUSES,
  HOST_RESERVATION_WHEN,
} from '../services/host-reservations-service.ts';
import { CALENDAR_MAX_DAYS } from '../services/host-calendar-service.ts';
import {
  anyJson,
  BAD_INPUT,
  BEARER,
  error,
  id,
  json,
  NO_SESSION,
  NOT_HOST,
  stay,
  type Operation,
  type Schema,
} from './common.ts';

const tags = ['Hosts'];

/** Every host route: a signed-in account (401) that is a host or an operator (403). */
const signedInHost = { tags, security: BEARER };
const hostErrors = { 401: NO_SESSION, 403: NOT_HOST };
const CABIN_NOT_FOUND = error(
  'Not a cabin of this host (another host’s is the same as none: “Cabaña no encontrada”, errorType CABIN_NOT_FOUND)',
);

const cabinParams = id;
const photoParams = {
  type: 'object',
  required: ['id', 'photoId'],
  properties: { id: { type: 'string' }, photoId: { type: 'string', pattern: '^[0-9]{1,9}$' } },
};
const blockParams = {
  type: 'object',
  required: ['id', 'blockId'],
  properties: { id: { type: 'string' }, blockId: { type: 'string' } },
};
const feedParams = {
  type: 'object',
  required: ['id', 'feedId'],
  properties: { id: { type: 'string' }, feedId: { type: 'string' } },
};

const perHour = (limit: { max: number; windowMs: number; message: string }) =>
  `${limit.max} per ${limit.windowMs / 60_000} minutes per account (“${limit.message}…”)`;
const limited = (limit: { max: number; windowMs: number; message: string }) =>
  error(`Rate limited: ${perHour(limit)}; Retry-After says when to try again`);

const pageQuery = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 } },
};
const wholeNumber = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum });
const pesos = (minimum: number, maximum: number, description: string) => ({
  type: 'number',
  minimum,
  maximum,
  multipleOf: 0.01,
  description,
});
const date = { type: 'string', format: 'date', example: '2027-01-15' };
const text = (maxLength: number, minLength = 0) => ({
  type: 'string',
  ...(minLength ? { minLength } : {}),
  maxLength,
  description: 'Trimmed',
});
const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', example: '15:00' };

const amenities = {
  type: 'object',
  additionalProperties: false,
  description: 'Each group’s amenities, true or false (unknown keys are refused)',
  properties: Object.fromEntries(
    FEATURE_GROUPS.map((group) => [
      group,
      {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          FEATURE_KEYS[group].map((key) => [key, { type: 'boolean' }]),
        ),
      },
    ]),
  ),
};
const L = HOST_LIMITS;
const name = text(L.nameMax, L.nameMin);
const accomodationType = { type: 'string', enum: [...ACCOMMODATION_TYPES] };
const guests = wholeNumber(1, L.guestsMax);

/** PATCH cabins/:id: any part of 'Detalles' and 'Ubicación' (cabinPatchSchema); none required. */
const cabinPatch = {
  type: 'object',
  minProperties: 1,
  description:
    'Any part of the details and the location; at least one value (“No hay cambios que guardar”). ' +
    'minOccupancy ≤ maxOccupancy is checked against the stored values too.',
  properties: {
    propertyDetails: {
      type: 'object',
      properties: {
        name,
        accomodationType,
        minOccupancy: guests,
        maxOccupancy: guests,
        bedrooms: wholeNumber(0, L.roomsMax),
      },
    },
    additionalInfo: {
      type: 'object',
      properties: { nBeds: wholeNumber(1, L.bedsMax), nRestrooms: wholeNumber(1, L.roomsMax) },
    },
    accomodationDescription: text(L.descriptionMax),
    accommodationFeatures: amenities,
    bookingMode: { type: 'string', enum: [...BOOKING_MODES] },
    cancellationPolicy: { type: 'string', enum: [...CANCELLATION_POLICIES] },
    checkInTime: hhmm,
    checkOutTime: hhmm,
    houseRules: text(L.textMax),
    checkInInstructions: text(L.textMax),
    location: {
      type: 'object',
      properties: {
        address: text(L.addressMax, L.addressMin),
        population: text(L.placeMax, L.placeMin),
        state: text(L.placeMax, L.placeMin),
        latitude: { type: 'number', minimum: L.latitude[0], maximum: L.latitude[1] },
        longitude: { type: 'number', minimum: L.longitude[0], maximum: L.longitude[1] },
      },
    },
  },
};

const pricing = {
  type: 'object',
  required: ['basePrice'],
  description: 'Pesos before the service commission; replaces the cabin’s pricing and seasons',
  properties: {
    basePrice: pesos(L.priceMin, L.priceMax, 'Per night'),
    weekendPrice: {
      ...pesos(L.priceMin, L.priceMax, 'Friday and Saturday nights'),
      nullable: true,
    },
    cleaningFee: { ...pesos(0, L.cleaningFeeMax, 'Once per stay'), default: 0 },
    minNights: { ...wholeNumber(1, L.minNightsMax), default: 1 },
    seasonalRates: {
      type: 'array',
      maxItems: L.seasonsMax,
      default: [],
      description: 'Seasons may not overlap (400 naming the first two that do)',
      items: {
        type: 'object',
        required: ['name', 'startDate', 'endDate', 'pricePerNight'],
        properties: {
          name: text(L.seasonNameMax, 2),
          startDate: date,
          endDate: { ...date, description: 'After startDate, at most 366 nights later' },
          pricePerNight: pesos(L.priceMin, L.priceMax, 'Per night in the season'),
          minNights: { ...wholeNumber(1, L.minNightsMax), nullable: true, default: null },
        },
      },
    },
  },
};

const cabin = (description: string) =>
  json(description, {
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        cabin: anyJson(
          'HostCabin: the public cabin plus status, times, rules, pricing, photos, icalExportUrl and publishMissing',
        ),
      },
    },
  });
const photos = json('The cabin’s photos in their order (position 0: the cover)', {
  message: { type: 'string' },
  data: {
    type: 'object',
    properties: { photos: { type: 'array', items: anyJson('`{ id, position, path, alt }`') } },
  },
});
const feed = anyJson(
  '`{ id, name, url, lastSyncedAt, lastAttemptAt, nextSyncAt, eventsImported, lastError, conflicts }`',
);
const PUBLISH_CONFLICT = (what: string) =>
  error(
    `${what} (errorType PUBLISH_REQUIREMENTS, “Para publicar la cabaña falta: …”, with \`missing\`: ` +
      `[{ requirement, message }]; at least ${PUBLISH_RULES.minPhotos} photos with alt text, a price, ` +
      `the location, a description of ${PUBLISH_RULES.minDescription}+ characters…)`,
  );

const statusChange = (summary: string, extra: Record<string, Schema> = {}): Operation => ({
  summary,
  ...signedInHost,
  params: cabinParams,
  response: { 200: cabin('The cabin as it is now'), ...hostErrors, 404: CABIN_NOT_FOUND, ...extra },
});

export const HOST_OPERATIONS: Record<string, Operation> = {
  'POST /api/host/onboard': {
    summary: 'Become a host: accept the host terms (accepting again changes nothing)',
    tags,
    security: BEARER,
    body: {
      type: 'object',
      required: ['acceptHostTerms'],
      properties: { acceptHostTerms: { type: 'boolean', enum: [true] } },
    },
    response: {
      200: json('“Ahora eres anfitrión”', {
        message: { type: 'string' },
        data: { type: 'object', properties: { client: anyJson('The client, now a host') } },
      }),
      400: error('The terms were not accepted (“Debes aceptar los términos para anfitriones”)'),
      401: NO_SESSION,
    },
  },
  'GET /api/host/cabins': {
    summary: 'The host’s cabins, 50 a page (an operator: every cabin)',
    ...signedInHost,
    querystring: pageQuery,
    response: {
      200: json('`{ total, page, pageSize, cabins }`', {
        data: anyJson(
          'Each cabin: `{ _id, name, status, cover, location, nextArrivals, occupancyThisMonth }`',
        ),
      }),
      400: BAD_INPUT,
      ...hostErrors,
    },
  },
  'POST /api/host/cabins': {
    summary: 'Start a cabin as a draft: a name, a type and how many guests it takes',
    description: `Rate limited: ${perHour(HOST_RATE_LIMITS.createCabin)}.`,
    ...signedInHost,
    body: {
      type: 'object',
      required: ['propertyDetails'],
      properties: {
        propertyDetails: {
          type: 'object',
          required: ['name', 'accomodationType', 'maxOccupancy'],
          properties: { name, accomodationType, maxOccupancy: guests },
        },
      },
    },
    response: {
      201: cabin('Created as a draft (“Cabaña creada como borrador”)'),
      400: BAD_INPUT,
      ...hostErrors,
      429: limited(HOST_RATE_LIMITS.createCabin),
    },
  },
  'GET /api/host/cabins/:id': {
    summary: 'One of the host’s cabins, as its host sees it',
    ...signedInHost,
    params: cabinParams,
    response: { 200: cabin('The cabin'), ...hostErrors, 404: CABIN_NOT_FOUND },
  },
  'PATCH /api/host/cabins/:id': {
    summary: 'Change any part of a cabin’s details and location',
    ...signedInHost,
    params: cabinParams,
    body: cabinPatch,
    response: {
      200: cabin('Saved (“Cambios guardados”)'),
      400: BAD_INPUT,
      ...hostErrors,
      404: CABIN_NOT_FOUND,
      409: PUBLISH_CONFLICT('A published cabin would no longer meet what publishing requires'),
    },
  },
  'DELETE /api/host/cabins/:id': statusChange(
    'Archive a cabin (as POST …/archive): off the catalogue, its bookings kept',
  ),
  'PUT /api/host/cabins/:id/pricing': {
    summary:
      'Replace a cabin’s pricing: nightly and weekend price, cleaning fee, minimum nights, seasons',
    ...signedInHost,
    params: cabinParams,
    body: pricing,
    response: {
      200: cabin('Saved'),
      400: error('Bad input, or two seasons overlap (the message names them)'),
      ...hostErrors,
      404: CABIN_NOT_FOUND,
    },
  },
  'GET /api/host/cabins/:id/quote': {
    summary: 'What a guest would pay for a sample stay, by the cabin’s pricing (drafts too)',
    description: 'Availability is not checked: this previews the price only.',
    ...signedInHost,
    params: cabinParams,
    querystring: { type: 'object', required: ['checkIn', 'checkOut'], properties: stay },
    response: {
      200: json('The price', {
        data: anyJson('`{ pricing: StayPricing, minNights }` (SPEC §3)'),
      }),
      400: error('Bad, past or too distant dates (errorType INVALID_DATE or INVALID_DATE_RANGE)'),
      ...hostErrors,
      404: CABIN_NOT_FOUND,
    },
  },
  'GET /api/host/cabins/:id/calendar': {
    summary: 'A cabin’s stays and blocks over [from, to)',
    ...signedInHost,
    params: cabinParams,
    querystring: {
      type: 'object',
      properties: {
        from: { ...date, description: 'Default: the first day of this month' },
        to: {
          ...date,
          description: `After from, at most ${CALENDAR_MAX_DAYS} days later; default: from + 92 days`,
        },
      },
    },
    response: {
      200: json('`{ from, to, bookings, blocks }`', {
        data: anyJson(
          'bookings: `{ reservationId, checkIn, checkOut, kind: booked|held, status, guestName, guests }`; ' +
            'blocks: `{ id, checkIn, checkOut, reason, source: host|ical, feedName }`',
        ),
      }),
      400: error('The range is not valid (“El rango del calendario no es válido…”)'),
      ...hostErrors,
      404: CABIN_NOT_FOUND,
    },
  },
  'POST /api/host/cabins/:id/blocks': {
    summary: 'Block the nights [checkIn, checkOut) of a cabin',
    ...signedInHost,
    params: cabinParams,
    body: {
      type: 'object',
      required: ['checkIn', 'checkOut'],
      properties: {
        checkIn: { ...date, description: 'Today or later' },
        checkOut: {
          ...date,
          description: `After checkIn, at most ${STAY_LIMITS.maxDaysAhead} nights later`,
        },
        reason: { ...text(L.reasonMax), default: '' },
      },
    },
    response: {
      201: json('Blocked', {
        message: { type: 'string' },
        data: { type: 'object', properties: { block: anyJson('The block') } },
      }),
      400: error('Bad dates, past nights, or too long'),
      ...hostErrors,
      404: CABIN_NOT_FOUND,
      409: error('The nights overlap a booking, a hold or another block (errorType NOT_AVAILABLE)'),
    },
  },
  'DELETE /api/host/cabins/:id/blocks/:blockId': {
    summary: 'Free the nights of a block set in the console',
    ...signedInHost,
    params: blockParams,
    response: {
      200: json('Deleted', { message: { type: 'string' } }),
      ...hostErrors,
      404: error('Not a cabin of this host, or not a block of the cabin'),
      409: error('An imported block: it is removed at its source (“Este bloqueo viene de…”)'),
    },
  },
  'POST /api/host/cabins/:id/photos': {
    summary: 'Upload a photo (JPEG, PNG, WebP or HEIC), added after the others',
    description:
      'multipart/form-data with one file in `photo` and its alt text in `alt`. ' +
      `At most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB, at least ${PHOTO_LIMITS.minWidth} × ` +
      `${PHOTO_LIMITS.minHeight} px, ${PHOTO_LIMITS.maxPerCabin} photos a cabin. ` +
      `Rate limited: ${perHour(HOST_RATE_LIMITS.uploadPhoto)}.`,
    ...signedInHost,
    params: cabinParams,
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      required: ['photo', 'alt'],
      properties: {
        photo: { type: 'string', format: 'binary', description: PHOTO_LIMITS.accept },
        alt: text(PHOTO_LIMITS.altMax, PHOTO_LIMITS.altMin),
      },
    },
    response: {
      201: json('Uploaded (“Foto subida”)', {
        message: { type: 'string' },
        data: {
          type: 'object',
          properties: { photo: anyJson('`{ id, position, path, alt, width, height }`') },
        },
      }),
      400: error(
        'Not multipart, no file, more than one, not an image, too small, or a bad alt text',
      ),
      ...hostErrors,
      404: CABIN_NOT_FOUND,
      409: error(`The cabin already has ${PHOTO_LIMITS.maxPerCabin} photos`),
      413: error('The file is over 15 MB (“La foto pesa más de 15 MB”)'),
      415: error('A body type the server does not read: send multipart/form-data'),
      429: limited(HOST_RATE_LIMITS.uploadPhoto),
    },
  },
  'PATCH /api/host/cabins/:id/photos/:photoId': {
    summary: 'Change a photo’s alt text or its place (0: the cover)',
    ...signedInHost,
    params: photoParams,
    body: {
      type: 'object',
      minProperties: 1,
      properties: {
        alt: text(PHOTO_LIMITS.altMax, PHOTO_LIMITS.altMin),
        position: wholeNumber(0, PHOTO_LIMITS.maxPerCabin),
      },
    },
    response: {
      200: photos,
      400: BAD_INPUT,
      ...hostErrors,
      404: error('Not a cabin of this host, or not a photo of the cabin (“Foto no encontrada”)'),
    },
  },
  'DELETE /api/host/cabins/:id/photos/:photoId': {
    summary: 'Delete a photo (its original with it)',
    ...signedInHost,
    params: photoParams,
    response: {
      200: photos,
      ...hostErrors,
      404: error('Not a cabin of this host, or not a photo of the cabin (“Foto no encontrada”)'),
      409: PUBLISH_CONFLICT('A published cabin would have too few photos'),
    },
  },
  'POST /api/host/cabins/:id/publish': statusChange(
    'Publish a cabin that meets the requirements (“Cabaña publicada”)',
    { 409: PUBLISH_CONFLICT('Something publishing requires is missing') },
  ),
  'POST /api/host/cabins/:id/unpublish': statusChange(
    'Take a cabin off the catalogue, back to a draft',
  ),
  'POST /api/host/cabins/:id/archive': statusChange(
    'Archive a cabin: off the catalogue, its bookings kept',
  ),
  'POST /api/host/cabins/:id/ical/rotate': {
    summary: 'A new calendar export address; the old one stops answering at once',
    ...signedInHost,
    params: cabinParams,
    response: {
      200: json('The new address', {
        message: { type: 'string' },
        data: {
          type: 'object',
          properties: { icalExportUrl: { type: 'string', example: '/ical/3f…9a.ics' } },
        },
      }),
      ...hostErrors,
      404: CABIN_NOT_FOUND,
    },
  },
  'GET /api/host/cabins/:id/ical-feeds': {
    summary: 'The calendars a cabin imports (Airbnb, Booking.com, Vrbo…), with their last sync',
    ...signedInHost,
    params: cabinParams,
    response: {
      200: json('Feeds', {
        data: { type: 'object', properties: { feeds: { type: 'array', items: feed } } },
      }),
      ...hostErrors,
      404: CABIN_NOT_FOUND,
    },
  },
  'POST /api/host/cabins/:id/ical-feeds': {
    summary: 'Import another site’s calendar export into a cabin (synced in the background)',
    ...signedInHost,
    params: cabinParams,
    body: {
      type: 'object',
      required: ['name', 'url'],
      properties: {
        name: { ...text(60, 2), example: 'Airbnb' },
        url: { type: 'string', maxLength: 2000, pattern: '^https?://\\S+$' },
      },
    },
    response: {
      201: json('Added', {
        message: { type: 'string' },
        data: { type: 'object', properties: { feed } },
      }),
      400: BAD_INPUT,
      ...hostErrors,
      404: CABIN_NOT_FOUND,
      409: error('Already imported in this cabin, or 10 feeds already'),
    },
  },
  'DELETE /api/host/cabins/:id/ical-feeds/:feedId': {
    summary: 'Stop importing a calendar; the nights it blocked are freed',
    ...signedInHost,
    params: feedParams,
    response: {
      200: json('Deleted', { message: { type: 'string' } }),
      ...hostErrors,
      404: error('Not a cabin of this host, or not a feed of the cabin'),
    },
  },
  'POST /api/host/cabins/:id/ical-feeds/:feedId/sync': {
    summary: 'Sync an imported calendar now',
    description:
      'A feed that cannot be fetched or read is still a 200: the feed’s `lastError` says why. ' +
      `Rate limited: ${perHour(HOST_RATE_LIMITS.syncFeed)}.`,
    ...signedInHost,
    params: feedParams,
    response: {
      200: json('Synced (or its lastError)', {
        message: { type: 'string' },
        data: { type: 'object', properties: { feed } },
      }),
      ...hostErrors,
      404: error('Not a cabin of this host, or not a feed of the cabin'),
      409: error('The feed is being synced right now'),
      429: limited(HOST_RATE_LIMITS.syncFeed),
    },
  },
  'GET /api/host/reservations': {
    summary: 'Reservations of the host’s cabins, filtered, a page at a time',
    ...signedInHost,
    querystring: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: [...HOST_RESERVATION_STATUSES] },
        when: { type: 'string', enum: [...HOST_RESERVATION_WHEN] },
        cabinId: { type: 'string', maxLength: 64, description: 'One of the host’s cabins' },
        page: pageQuery.properties.page,
      },
    },
    response: {
      200: json('`{ total, page, pageSize, reservations }`', {
        data: anyJson('Each: `{ _id, cabin: { _id, name }, checkIn, checkOut, … }`'),
      }),
      400: BAD_INPUT,
      ...hostErrors,
      404: CABIN_NOT_FOUND,
    },
  },
  'GET /media/uploads/:file': {
    summary: `A photo a host uploaded: \`{token}-{${Object.values(MEDIA_SIZES).join('|')}}.webp\``,
    description: 'A deleted photo is 404 at once.',
    tags: ['Media'],
    params: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', pattern: '^[0-9a-f]{32}-[0-9]{3,4}\\.webp$' },
      },
    },
    response: {
      200: {
        description: 'WebP, cached for a year (immutable)',
        content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
      },
      304: { description: 'Not modified (If-None-Match)', type: 'null' },
      404: error('No such photo, or not one of its widths (“Imagen no encontrada”)'),
    },
  },
  'GET /ical/:file': {
    summary:
      'A cabin’s calendar export, `{token}.ics`, for other sites (no sign-in: the token is the secret)',
    description:
      'Booked, held and blocked nights as iCalendar events, without guests’ personal data; cached 5 minutes.',
    tags: ['Hosts'],
    params: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', example: '3f…9a.ics' } },
    },
    response: {
      200: {
        description: 'iCalendar (RFC 5545)',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
      404: error('Unknown or rotated address (“Calendario no encontrado”)'),
    },
  },
};
