/**
 * Booking requests without payment (`/api/bookings`): the yup schemas the server validates with,
 * with the checkout form's Spanish messages for the guest (../checkout-rules.ts). Dates are
 * checked by the stay rules (quote errorTypes), not here.
 */
import * as yup from 'yup';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, emailError, phoneError } from '../checkout-rules.ts';
import { normalizePhone, toMexicanE164 } from '../format.ts';

export const STAY_LIMITS = {
  maxGuests: 1000,
  maxNights: 90,
  maxDaysAhead: 730,
} as const;

/**
 * What a signed-in client, and one address, may ask of POST /api/bookings: a hold keeps a cabin's
 * nights from everyone else for HOLD_MINUTES without any payment, so holds are few and requests
 * are counted.
 */
export const HOLD_LIMITS = {
  openPerClient: 3,
  openPerAddress: 5,
  requestsPerClient: { max: 10, windowMs: 15 * 60_000 },
  requestsPerAddress: { max: 30, windowMs: 15 * 60_000 },
} as const;

export const BOOKING_MESSAGES = {
  invalid: 'La solicitud de reserva no es válida',
  cabinRequired: 'La cabaña es obligatoria',
  guests: 'Indica un número de huéspedes válido',
  guestInfoRequired: 'Los datos del huésped son obligatorios',
  nothingToChange: 'Indica las fechas o el número de huéspedes que quieres cambiar',
  tooLong: `La estancia no puede superar ${STAY_LIMITS.maxNights} noches`,
  tooFar: 'Solo se puede reservar con hasta dos años de anticipación',
  notFound: 'La reserva no fue encontrada',
  notModifiable: 'Solo se pueden modificar reservas pendientes o activas',
  notCancellable: 'Esta reserva ya no se puede cancelar',
  holdExpired: 'La solicitud de reserva expiró; vuelve a reservar',
  paidTotalIncrease:
    'Esta reserva ya está pagada y el cambio aumentaría su total. Elige fechas o huéspedes con un total igual o menor, o haz una nueva reserva para lo adicional.',
  paymentInProgress:
    'El pago de esta reserva se está procesando; espera a que termine antes de modificarla.',
  tooManyOpenHolds: `Ya tienes ${HOLD_LIMITS.openPerClient} solicitudes de reserva pendientes. Cancela alguna o espera a que expire antes de hacer otra.`,
  tooManyOpenHoldsFromAddress:
    'Hay demasiadas solicitudes de reserva pendientes desde tu conexión. Espera a que expiren antes de hacer otra.',
  tooManyRequests: (wait: string) =>
    `Demasiadas solicitudes de reserva. Intenta de nuevo en ${wait}.`,
  created: 'Solicitud de reserva registrada',
  updated: 'Reserva actualizada',
  cancelled: 'Reserva cancelada',
} as const;

/** A string field: non-strings are a type error with the field's message; values are trimmed. */
const text = (message: string) =>
  yup
    .string()
    .typeError(message)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original == null ? undefined : original,
    );

/**
 * For yup.number(): '' and null are "not given"; arrays and objects (repeated query parameters,
 * JSON lists) are not numbers, though yup alone would read ['2'] as 2.
 */
export const scalarNumber = (value: unknown, original: unknown): unknown => {
  if (original === '' || original === null) return undefined;
  if (typeof original === 'object' || typeof original === 'boolean') return Number.NaN;
  return value;
};

/** Whole guests in [1, maxGuests]; '2' is read as 2, 'dos', 0, 1.5 and arrays are refused. */
export const guestsField = () =>
  yup
    .number()
    .transform(scalarNumber)
    .typeError(BOOKING_MESSAGES.guests)
    .integer(BOOKING_MESSAGES.guests)
    .min(1, BOOKING_MESSAGES.guests)
    .max(STAY_LIMITS.maxGuests, BOOKING_MESSAGES.guests);

/** The guest of a booking: names, e-mail (lower-cased) and phone stored as +52 and 10 digits. */
export const guestInfoSchema = yup
  .object({
    firstName: text(CHECKOUT_MESSAGES.guestFirstNameRequired)
      .required(CHECKOUT_MESSAGES.guestFirstNameRequired)
      .max(CHECKOUT_LIMITS.nameMax, CHECKOUT_MESSAGES.guestNameMax),
    lastName: text(CHECKOUT_MESSAGES.guestLastNameRequired)
      .required(CHECKOUT_MESSAGES.guestLastNameRequired)
      .max(CHECKOUT_LIMITS.nameMax, CHECKOUT_MESSAGES.guestNameMax),
    email: text(CHECKOUT_MESSAGES.guestEmailRequired)
      .required(CHECKOUT_MESSAGES.guestEmailRequired)
      .test('email', CHECKOUT_MESSAGES.guestEmailInvalid, function check(value) {
        const message = emailError(value ?? '', 'guest');
        return message ? this.createError({ message }) : true;
      })
      .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)),
    phone: text(CHECKOUT_MESSAGES.guestPhoneRequired)
      .required(CHECKOUT_MESSAGES.guestPhoneRequired)
      .test('phone', CHECKOUT_MESSAGES.guestPhoneDigits, function check(value) {
        const message = phoneError(normalizePhone(value ?? ''), 'guest');
        return message ? this.createError({ message }) : true;
      })
      .transform((value: unknown) => {
        if (typeof value !== 'string') return value;
        const digits = normalizePhone(value);
        return digits.length === CHECKOUT_LIMITS.phoneDigits ? toMexicanE164(digits) : value;
      }),
    specialRequests: text(CHECKOUT_MESSAGES.specialRequestsMax)
      .max(CHECKOUT_LIMITS.specialRequestsMax, CHECKOUT_MESSAGES.specialRequestsMax)
      .default(''),
  })
  .default(undefined)
  .typeError(BOOKING_MESSAGES.guestInfoRequired)
  .required(BOOKING_MESSAGES.guestInfoRequired);

/** POST /api/bookings. checkIn/checkOut pass through to the stay rules (INVALID_DATE…). */
export const createBookingSchema = yup.object({
  cabinId: text(BOOKING_MESSAGES.cabinRequired)
    .required(BOOKING_MESSAGES.cabinRequired)
    .max(64, BOOKING_MESSAGES.cabinRequired),
  checkIn: yup.mixed(),
  checkOut: yup.mixed(),
  guests: guestsField().required(BOOKING_MESSAGES.guests),
  guestInfo: guestInfoSchema,
});

export type CreateBookingInput = yup.InferType<typeof createBookingSchema>;

/** PUT /api/bookings/:id: new dates and/or guests (what is left out stays as it was). */
export const updateBookingSchema = yup
  .object({
    checkIn: yup.mixed(),
    checkOut: yup.mixed(),
    guests: guestsField().optional(),
  })
  .test('something', BOOKING_MESSAGES.nothingToChange, (value) =>
    Boolean(
      value &&
      (value.checkIn !== undefined || value.checkOut !== undefined || value.guests !== undefined),
    ),
  );

export type UpdateBookingInput = yup.InferType<typeof updateBookingSchema>;
