/**
 * The host API's bodies (ARCHITECTURE "Hosts"): the yup schemas the console's Formik forms and the
 * server (parseWith) both use, with their Spanish messages and the same limits. The cabin's details
 * and location keep the nesting of the cabin record (propertyDetails, location, additionalInfo,
 * accomodationDescription, accommodationFeatures).
 */
import * as yup from 'yup';
import { FEATURE_KEYS } from '../amenities.ts';
import { isValidIsoDate } from '../dates.ts';
import {
  ACCOMMODATION_TYPES,
  BOOKING_MODES,
  CANCELLATION_POLICIES,
  HOST_MESSAGES,
} from '../host.ts';
import { FEATURE_GROUPS, type FeatureGroup } from '../types.ts';
import { scalarNumber, STAY_LIMITS } from './booking.ts';

export const HOST_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  descriptionMax: 5000,
  guestsMax: 50,
  roomsMax: 50,
  bedsMax: 100,
  textMax: 2000,
  addressMin: 5,
  addressMax: 200,
  placeMin: 2,
  placeMax: 80,
  /** Mexico's bounding box: a pin outside it is a mistake. */
  latitude: [14, 33] as const,
  longitude: [-119, -86] as const,
  /** Pesos per night, before the service commission. */
  priceMin: 100,
  priceMax: 200_000,
  cleaningFeeMax: 50_000,
  minNightsMax: 30,
  seasonsMax: 50,
  seasonNameMax: 60,
  reasonMax: 200,
} as const;

export const HOST_FIELD_MESSAGES = {
  name: `El nombre debe tener entre ${HOST_LIMITS.nameMin} y ${HOST_LIMITS.nameMax} caracteres`,
  nameRequired: 'El nombre de la cabaña es obligatorio',
  type: `El tipo debe ser uno de: ${ACCOMMODATION_TYPES.join(', ')}`,
  typeRequired: 'El tipo de alojamiento es obligatorio',
  description: `La descripción debe tener como máximo ${HOST_LIMITS.descriptionMax} caracteres`,
  guests: `Los huéspedes deben ser un número entero entre 1 y ${HOST_LIMITS.guestsMax}`,
  maxGuestsRequired: 'El máximo de huéspedes es obligatorio',
  bedrooms: `Las recámaras deben ser un número entero entre 0 y ${HOST_LIMITS.roomsMax}`,
  beds: `Las camas deben ser un número entero entre 1 y ${HOST_LIMITS.bedsMax}`,
  bathrooms: `Los baños deben ser un número entero entre 1 y ${HOST_LIMITS.roomsMax}`,
  amenity: 'Cada amenidad debe ser verdadera o falsa',
  time: 'La hora debe tener el formato HH:MM (24 horas)',
  text: `El texto debe tener como máximo ${HOST_LIMITS.textMax} caracteres`,
  bookingMode: 'El modo de reserva debe ser "instant" o "request"',
  cancellationPolicy:
    'La política de cancelación debe ser "flexible", "moderate", "strict" o "non_refundable"',
  address: `La dirección debe tener entre ${HOST_LIMITS.addressMin} y ${HOST_LIMITS.addressMax} caracteres`,
  addressRequired: 'La dirección es obligatoria',
  population: `La población debe tener entre ${HOST_LIMITS.placeMin} y ${HOST_LIMITS.placeMax} caracteres`,
  populationRequired: 'La población es obligatoria',
  state: `El estado debe tener entre ${HOST_LIMITS.placeMin} y ${HOST_LIMITS.placeMax} caracteres`,
  stateRequired: 'El estado es obligatorio',
  latitude: 'La latitud debe estar dentro de México (entre 14 y 33)',
  longitude: 'La longitud debe estar dentro de México (entre -119 y -86)',
  coordinatesRequired: 'Coloca el punto de la cabaña en el mapa',
  price: `El precio debe estar entre $${HOST_LIMITS.priceMin} y $${HOST_LIMITS.priceMax.toLocaleString('es-MX')} por noche, con hasta 2 decimales`,
  priceRequired: 'El precio por noche es obligatorio',
  cleaningFee: `La tarifa de limpieza debe estar entre $0 y $${HOST_LIMITS.cleaningFeeMax.toLocaleString('es-MX')}, con hasta 2 decimales`,
  minNights: `Las noches mínimas deben ser un número entero entre 1 y ${HOST_LIMITS.minNightsMax}`,
  seasons: `Puedes tener como máximo ${HOST_LIMITS.seasonsMax} temporadas`,
  seasonName: `El nombre de la temporada debe tener entre 2 y ${HOST_LIMITS.seasonNameMax} caracteres`,
  date: 'La fecha no es válida (usa AAAA-MM-DD)',
  dateRange: 'La fecha final debe ser posterior a la inicial',
  seasonTooLong: 'Una temporada puede durar como máximo 366 noches',
  blockTooLong: `Un bloqueo puede durar como máximo ${STAY_LIMITS.maxDaysAhead} noches`,
  reason: `El motivo debe tener como máximo ${HOST_LIMITS.reasonMax} caracteres`,
  hostTerms: HOST_MESSAGES.hostTermsRequired,
} as const;

const M = HOST_FIELD_MESSAGES;

/** Trimmed text; non-strings (numbers, arrays, objects) are refused with `message`. */
const text = (message: string) =>
  yup
    .string()
    .typeError(message)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original == null ? undefined : original,
    );

const wholeNumber = (min: number, max: number, message: string) =>
  yup
    .number()
    .transform(scalarNumber)
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

/** Pesos with at most 2 decimals. */
const pesos = (min: number, max: number, message: string) =>
  yup
    .number()
    .transform(scalarNumber)
    .typeError(message)
    .min(min, message)
    .max(max, message)
    .test('cents', message, (v) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6);

const isoDate = () =>
  yup
    .string()
    .strict()
    .typeError(M.date)
    .test('date', M.date, (v) => v == null || isValidIsoDate(v));

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = () => text(M.time).matches(HH_MM, M.time);

const amenityGroup = (group: FeatureGroup) =>
  yup
    .object(
      Object.fromEntries(
        FEATURE_KEYS[group].map((key) => [key, yup.boolean().strict().typeError(M.amenity)]),
      ),
    )
    .noUnknown(M.amenity)
    .strict()
    .typeError(M.amenity);

const amenities = () =>
  yup
    .object(Object.fromEntries(FEATURE_GROUPS.map((g) => [g, amenityGroup(g)])))
    .noUnknown(M.amenity)
    .typeError(M.amenity);

/**
 * 'Detalles' (every field given: the console's form). `cabinPatchSchema` takes any part of it and
 * of the location.
 */
export const cabinDetailsSchema = yup.object({
  propertyDetails: yup
    .object({
      name: text(M.name)
        .required(M.nameRequired)
        .min(HOST_LIMITS.nameMin, M.name)
        .max(HOST_LIMITS.nameMax, M.name),
      accomodationType: text(M.type).required(M.typeRequired).oneOf(ACCOMMODATION_TYPES, M.type),
      minOccupancy: wholeNumber(1, HOST_LIMITS.guestsMax, M.guests).required(M.guests),
      maxOccupancy: wholeNumber(1, HOST_LIMITS.guestsMax, M.guests).required(M.maxGuestsRequired),
      bedrooms: wholeNumber(0, HOST_LIMITS.roomsMax, M.bedrooms).required(M.bedrooms),
    })
    .test(
      'occupancy-order',
      HOST_MESSAGES.occupancyOrder,
      (v) => v?.minOccupancy == null || v.maxOccupancy == null || v.minOccupancy <= v.maxOccupancy,
    )
    .required()
    .typeError(M.name),
  additionalInfo: yup
    .object({
      nBeds: wholeNumber(1, HOST_LIMITS.bedsMax, M.beds).required(M.beds),
      nRestrooms: wholeNumber(1, HOST_LIMITS.roomsMax, M.bathrooms).required(M.bathrooms),
    })
    .required()
    .typeError(M.beds),
  accomodationDescription: text(M.description)
    .max(HOST_LIMITS.descriptionMax, M.description)
    .default(''),
  accommodationFeatures: amenities().default(undefined),
  bookingMode: text(M.bookingMode).oneOf(BOOKING_MODES, M.bookingMode).required(M.bookingMode),
  cancellationPolicy: text(M.cancellationPolicy)
    .oneOf(CANCELLATION_POLICIES, M.cancellationPolicy)
    .required(M.cancellationPolicy),
  checkInTime: time().required(M.time),
  checkOutTime: time().required(M.time),
  houseRules: text(M.text).max(HOST_LIMITS.textMax, M.text).default(''),
  checkInInstructions: text(M.text).max(HOST_LIMITS.textMax, M.text).default(''),
});
export type CabinDetailsInput = yup.InferType<typeof cabinDetailsSchema>;

/** 'Ubicación': address, destination (population, state) and the pin. */
export const cabinLocationSchema = yup.object({
  location: yup
    .object({
      address: text(M.address)
        .required(M.addressRequired)
        .min(HOST_LIMITS.addressMin, M.address)
        .max(HOST_LIMITS.addressMax, M.address),
      population: text(M.population)
        .required(M.populationRequired)
        .min(HOST_LIMITS.placeMin, M.population)
        .max(HOST_LIMITS.placeMax, M.population),
      state: text(M.state)
        .required(M.stateRequired)
        .min(HOST_LIMITS.placeMin, M.state)
        .max(HOST_LIMITS.placeMax, M.state),
      latitude: yup
        .number()
        .transform(scalarNumber)
        .typeError(M.latitude)
        .required(M.coordinatesRequired)
        .min(HOST_LIMITS.latitude[0], M.latitude)
        .max(HOST_LIMITS.latitude[1], M.latitude),
      longitude: yup
        .number()
        .transform(scalarNumber)
        .typeError(M.longitude)
        .required(M.coordinatesRequired)
        .min(HOST_LIMITS.longitude[0], M.longitude)
        .max(HOST_LIMITS.longitude[1], M.longitude),
    })
    .required(M.addressRequired)
    .typeError(M.addressRequired),
});
export type CabinLocationInput = yup.InferType<typeof cabinLocationSchema>;

/** POST cabins: a draft needs a name, a type and how many guests it takes; the rest comes later. */
export const cabinCreateSchema = yup.object({
  propertyDetails: yup
    .object({
      name: text(M.name)
        .required(M.nameRequired)
        .min(HOST_LIMITS.nameMin, M.name)
        .max(HOST_LIMITS.nameMax, M.name),
      accomodationType: text(M.type).required(M.typeRequired).oneOf(ACCOMMODATION_TYPES, M.type),
      maxOccupancy: wholeNumber(1, HOST_LIMITS.guestsMax, M.guests).required(M.maxGuestsRequired),
    })
    .required(M.nameRequired)
    .typeError(M.nameRequired),
});
export type CabinCreateInput = yup.InferType<typeof cabinCreateSchema>;

/** Makes every field of an object schema optional, recursively into nested objects. */
function partialOf(schema: yup.AnyObjectSchema): yup.AnyObjectSchema {
  const fields: Record<string, yup.AnySchema> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    const f = field as yup.AnySchema;
    fields[key] =
      f.type === 'object' && 'fields' in f && Object.keys((f as yup.AnyObjectSchema).fields).length
        ? partialOf(f as yup.AnyObjectSchema)
            .default(undefined)
            .typeError(M.text)
        : f.optional().default(undefined);
  }
  return yup.object(fields);
}

/**
 * PATCH cabins/:id: any part of the details and the location. Whether min ≤ max guests holds is
 * checked against the cabin's stored values by the server (a patch may carry one of them only).
 */
export const cabinPatchSchema = partialOf(
  yup.object({ ...cabinDetailsSchema.fields, ...cabinLocationSchema.fields }),
).test('not-empty', 'No hay cambios que guardar', (value) => hasAnyValue(value));

/** True when an object holds at least one value that is not undefined, at any depth. */
function hasAnyValue(value: unknown): boolean {
  if (value === undefined) return false;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return true;
  return Object.values(value).some(hasAnyValue);
}
export interface CabinPatchInput {
  propertyDetails?: Partial<CabinDetailsInput['propertyDetails']>;
  additionalInfo?: Partial<CabinDetailsInput['additionalInfo']>;
  accomodationDescription?: string;
  accommodationFeatures?: Partial<Record<FeatureGroup, Record<string, boolean | undefined>>>;
  bookingMode?: CabinDetailsInput['bookingMode'];
  cancellationPolicy?: CabinDetailsInput['cancellationPolicy'];
  checkInTime?: string;
  checkOutTime?: string;
  houseRules?: string;
  checkInInstructions?: string;
  location?: Partial<CabinLocationInput['location']>;
}

/** POST onboard: 'Publica tu cabaña'. */
export const hostOnboardSchema = yup.object({
  acceptHostTerms: yup
    .boolean()
    .strict()
    .typeError(M.hostTerms)
    .required(M.hostTerms)
    .oneOf([true], M.hostTerms),
});

const seasonSchema = yup.object({
  name: text(M.seasonName)
    .required(M.seasonName)
    .min(2, M.seasonName)
    .max(HOST_LIMITS.seasonNameMax, M.seasonName),
  startDate: isoDate().required(M.date),
  endDate: isoDate()
    .required(M.date)
    .test('after', M.dateRange, function (end) {
      const start = this.parent.startDate as unknown;
      return !isValidIsoDate(start) || !isValidIsoDate(end) || end > start;
    })
    .test('length', M.seasonTooLong, function (end) {
      const start = this.parent.startDate as unknown;
      if (!isValidIsoDate(start) || !isValidIsoDate(end)) return true;
      return (Date.parse(end) - Date.parse(start)) / 86_400_000 <= 366;
    }),
  pricePerNight: pesos(HOST_LIMITS.priceMin, HOST_LIMITS.priceMax, M.price).required(
    M.priceRequired,
  ),
  minNights: wholeNumber(1, HOST_LIMITS.minNightsMax, M.minNights).nullable().default(null),
});

/** The seasons that overlap, as the Spanish message for the first pair (null when none do). */
export function seasonOverlapMessage(
  seasons: ReadonlyArray<{ name: string; startDate: string; endDate: string }>,
): string | null {
  const sorted = [...seasons].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].startDate < sorted[i - 1].endDate) {
      return HOST_MESSAGES.seasonsOverlap(sorted[i - 1].name, sorted[i].name);
    }
  }
  return null;
}

/** PUT cabins/:id/pricing: pesos per night before the service commission. */
export const pricingSchema = yup.object({
  basePrice: pesos(HOST_LIMITS.priceMin, HOST_LIMITS.priceMax, M.price).required(M.priceRequired),
  weekendPrice: pesos(HOST_LIMITS.priceMin, HOST_LIMITS.priceMax, M.price).nullable().default(null),
  cleaningFee: pesos(0, HOST_LIMITS.cleaningFeeMax, M.cleaningFee).default(0),
  minNights: wholeNumber(1, HOST_LIMITS.minNightsMax, M.minNights).default(1),
  seasonalRates: yup
    .array(seasonSchema.required().typeError(M.seasonName))
    .typeError(M.seasons)
    .max(HOST_LIMITS.seasonsMax, M.seasons)
    .default([])
    .test('overlap', 'overlap', function (seasons) {
      const message = seasonOverlapMessage(
        (seasons ?? []).filter(
          (s) => !!s && isValidIsoDate(s.startDate) && isValidIsoDate(s.endDate),
        ),
      );
      return message ? this.createError({ message }) : true;
    }),
});
export type PricingInput = yup.InferType<typeof pricingSchema>;

/** POST cabins/:id/blocks: the nights [checkIn, checkOut). */
export const blockSchema = yup.object({
  checkIn: isoDate().required(M.date),
  checkOut: isoDate()
    .required(M.date)
    .test('after', M.dateRange, function (end) {
      const start = this.parent.checkIn as unknown;
      return !isValidIsoDate(start) || !isValidIsoDate(end) || end > start;
    }),
  reason: text(M.reason).max(HOST_LIMITS.reasonMax, M.reason).default(''),
});
export type BlockInput = yup.InferType<typeof blockSchema>;

export const FEED_FIELD_MESSAGES = {
  name: 'El nombre del calendario debe tener entre 2 y 60 caracteres',
  nameRequired: 'Ponle nombre al calendario (por ejemplo, Airbnb)',
  url: 'La dirección del calendario debe empezar con http:// o https://',
  urlRequired: 'La dirección del calendario es obligatoria',
} as const;

/** POST cabins/:id/ical-feeds: an import feed (the export address Airbnb, Booking.com or Vrbo give). */
export const icalFeedSchema = yup.object({
  name: text(FEED_FIELD_MESSAGES.name)
    .required(FEED_FIELD_MESSAGES.nameRequired)
    .min(2, FEED_FIELD_MESSAGES.name)
    .max(60, FEED_FIELD_MESSAGES.name),
  url: text(FEED_FIELD_MESSAGES.url)
    .required(FEED_FIELD_MESSAGES.urlRequired)
    .max(2000, FEED_FIELD_MESSAGES.url)
    .matches(/^https?:\/\/[^\s]+$/i, FEED_FIELD_MESSAGES.url),
});
