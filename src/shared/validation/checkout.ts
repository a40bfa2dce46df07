/**
 * The charge request (SPEC §3) as the server validates it, with the checkout form's Spanish
 * messages (../checkout-rules.ts). The guest's e-mail and phone fall back to the billing values
 * when blank (SPEC §7). Card numbers and CVVs are never part of it: the card travels as a token.
 */
import * as yup from 'yup';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, emailError, phoneError } from '../checkout-rules.ts';
import { normalizePhone } from '../format.ts';

export const CHARGE_MESSAGES = {
  invalid: 'La solicitud de pago no es válida',
  paymentPlan: 'Elige pago de contado o un plan de meses sin intereses válido',
  method: 'Método de pago no soportado',
  tokenRequired: 'El token de la tarjeta es obligatorio',
  tokenInvalid: 'El token de la tarjeta no es válido',
  deviceSessionRequired: 'El identificador de sesión del dispositivo es obligatorio',
  deviceSessionInvalid: 'El identificador de sesión del dispositivo no es válido',
  customerRequired: 'Los datos de facturación son obligatorios',
  customerNameRequired: 'El nombre del titular de la compra es obligatorio',
  customerNameMax: `El nombre del titular de la compra debe tener como máximo ${CHECKOUT_LIMITS.nameMax} caracteres`,
  reservationRequired: 'Los datos de la reserva son obligatorios',
  cabinRequired: 'La cabaña es obligatoria',
  checkInRequired: 'La fecha de llegada es obligatoria',
  checkOutRequired: 'La fecha de salida es obligatoria',
  guests: 'Indica un número de huéspedes válido',
  guestInfoRequired: 'Los datos del huésped son obligatorios',
  clientId: 'El identificador de cliente no es válido',
  cardDataSent:
    'Los datos de la tarjeta no se envían al servidor: la tarjeta debe tokenizarse en el navegador',
} as const;

/** A string field: non-strings are a type error with the field's message; values are trimmed. */
const text = (message: string) =>
  yup
    .string()
    .typeError(message)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original == null ? undefined : original,
    );

const email = (who: 'guest' | 'billing') => {
  const required =
    who === 'guest' ? CHECKOUT_MESSAGES.guestEmailRequired : CHECKOUT_MESSAGES.billingEmailRequired;
  return text(required)
    .required(required)
    .test('email', required, function check(value) {
      const message = emailError(value ?? '', who);
      return message ? this.createError({ message }) : true;
    })
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
};

/** Accepts '5512345678', '+52 55 1234 5678' or '52-55…'; keeps the 10 national digits. */
const phone = (who: 'guest' | 'billing') => {
  const required =
    who === 'guest' ? CHECKOUT_MESSAGES.guestPhoneRequired : CHECKOUT_MESSAGES.billingPhoneRequired;
  return text(required)
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
    .required(required)
    .test('phone', required, function check(value) {
      const message = phoneError(value ?? '', who);
      return message ? this.createError({ message }) : true;
    });
};

const name = (required: string, max: string) =>
  text(required).required(required).max(CHECKOUT_LIMITS.nameMax, max);

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && !value.trim());

/** SPEC §7: the guest's e-mail and phone fall back to the billing values when blank. */
function withGuestFallback(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const body = value as {
    customerData?: { email?: unknown; phone_number?: unknown };
    reservationData?: { guestInfo?: Record<string, unknown> };
  };
  const guest = body.reservationData?.guestInfo;
  const customer = body.customerData;
  if (!guest || typeof guest !== 'object' || !customer || typeof customer !== 'object')
    return value;
  return {
    ...body,
    reservationData: {
      ...body.reservationData,
      guestInfo: {
        ...guest,
        email: isBlank(guest.email) ? customer.email : guest.email,
        phone: isBlank(guest.phone) ? customer.phone_number : guest.phone,
      },
    },
  };
}

export const chargeRequestSchema = yup
  .object({
    /** SPEC §3 sets it to the cabin id; the server issues the real reservation id. */
    reservationId: text(CHARGE_MESSAGES.invalid).max(64, CHARGE_MESSAGES.invalid).optional(),
    method: text(CHARGE_MESSAGES.method)
      .required(CHARGE_MESSAGES.method)
      .oneOf(['card'], CHARGE_MESSAGES.method),
    token_id: text(CHARGE_MESSAGES.tokenRequired)
      .required(CHARGE_MESSAGES.tokenRequired)
      .max(64, CHARGE_MESSAGES.tokenInvalid)
      .matches(/^[A-Za-z0-9_-]+$/, {
        message: CHARGE_MESSAGES.tokenInvalid,
        excludeEmptyString: true,
      }),
    device_session_id: text(CHARGE_MESSAGES.deviceSessionRequired)
      .required(CHARGE_MESSAGES.deviceSessionRequired)
      .max(255, CHARGE_MESSAGES.deviceSessionInvalid)
      .matches(/^[A-Za-z0-9_-]+$/, {
        message: CHARGE_MESSAGES.deviceSessionInvalid,
        excludeEmptyString: true,
      }),
    customerData: yup
      .object({
        name: name(CHARGE_MESSAGES.customerNameRequired, CHARGE_MESSAGES.customerNameMax),
        last_name: text(CHARGE_MESSAGES.customerNameRequired)
          .max(CHECKOUT_LIMITS.nameMax, CHARGE_MESSAGES.customerNameMax)
          .default(''),
        phone_number: phone('billing'),
        email: email('billing'),
      })
      .typeError(CHARGE_MESSAGES.customerRequired)
      .required(CHARGE_MESSAGES.customerRequired),
    reservationData: yup
      .object({
        cabinId: text(CHARGE_MESSAGES.cabinRequired)
          .required(CHARGE_MESSAGES.cabinRequired)
          .max(64, CHARGE_MESSAGES.cabinRequired),
        checkIn: text(CHARGE_MESSAGES.checkInRequired).required(CHARGE_MESSAGES.checkInRequired),
        checkOut: text(CHARGE_MESSAGES.checkOutRequired).required(CHARGE_MESSAGES.checkOutRequired),
        guests: yup
          .number()
          .typeError(CHARGE_MESSAGES.guests)
          .required(CHARGE_MESSAGES.guests)
          .integer(CHARGE_MESSAGES.guests)
          .min(1, CHARGE_MESSAGES.guests)
          .max(1000, CHARGE_MESSAGES.guests),
        guestInfo: yup
          .object({
            firstName: name(
              CHECKOUT_MESSAGES.guestFirstNameRequired,
              CHECKOUT_MESSAGES.guestNameMax,
            ),
            lastName: name(CHECKOUT_MESSAGES.guestLastNameRequired, CHECKOUT_MESSAGES.guestNameMax),
            email: email('guest'),
            phone: phone('guest'),
            specialRequests: text(CHECKOUT_MESSAGES.specialRequestsMax)
              .max(CHECKOUT_LIMITS.specialRequestsMax, CHECKOUT_MESSAGES.specialRequestsMax)
              .default(''),
          })
          .typeError(CHARGE_MESSAGES.guestInfoRequired)
          .required(CHARGE_MESSAGES.guestInfoRequired),
      })
      .typeError(CHARGE_MESSAGES.reservationRequired)
      .required(CHARGE_MESSAGES.reservationRequired),
    clienteWebId: text(CHARGE_MESSAGES.clientId).max(64, CHARGE_MESSAGES.clientId).optional(),
    /** Meses sin intereses: absent (or null) is one payment. */
    payment_plan: yup
      .object({
        payments: yup
          .number()
          .strict()
          .typeError(CHARGE_MESSAGES.paymentPlan)
          .required(CHARGE_MESSAGES.paymentPlan)
          .integer(CHARGE_MESSAGES.paymentPlan)
          .min(2, CHARGE_MESSAGES.paymentPlan)
          .max(48, CHARGE_MESSAGES.paymentPlan),
      })
      .typeError(CHARGE_MESSAGES.paymentPlan)
      .nullable()
      .optional()
      .default(undefined),
  })
  .transform(withGuestFallback);

export type ChargeRequestInput = yup.InferType<typeof chargeRequestSchema>;

const CARD_DATA_KEY = /^(card_?number|cvv2?|cvc|pan)$/i;

/** True when a request carries what looks like raw card data anywhere in its first levels. */
export function carriesCardData(input: unknown, depth = 0): boolean {
  if (!input || typeof input !== 'object' || depth > 4) return false;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (CARD_DATA_KEY.test(key) && value != null && value !== '') return true;
    if (value && typeof value === 'object' && carriesCardData(value, depth + 1)) return true;
  }
  return false;
}
