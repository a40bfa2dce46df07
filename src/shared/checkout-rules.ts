/**
 * Checkout form rules (SPEC §5 "Checkout submit validation" and "Checkout input shaping"), pure so
 * the checkout chunk does not carry yup. The server's chargeRequestSchema
 * (./validation/checkout.ts) uses these same messages.
 */
import {
  CARD_LIMITS,
  checkCard,
  digitsOnly,
  formatCardNumber,
  isEmailShaped,
  isValidExpiryMonth,
  shapeHolderName,
} from './card.ts';

export const CHECKOUT_LIMITS = {
  nameMax: 60,
  emailMax: 254,
  phoneDigits: CARD_LIMITS.phoneDigits,
  specialRequestsMax: 1000,
} as const;

export const CHECKOUT_MESSAGES = {
  title: 'Por favor corrige los siguientes errores:',
  guestFirstNameRequired: 'El nombre del huésped es obligatorio',
  guestLastNameRequired: 'El apellido del huésped es obligatorio',
  guestNameMax: `El nombre del huésped debe tener como máximo ${CHECKOUT_LIMITS.nameMax} caracteres`,
  guestEmailRequired: 'El email del huésped es obligatorio',
  guestEmailInvalid: 'El email del huésped no es válido',
  guestPhoneRequired: 'El teléfono del huésped es obligatorio',
  guestPhoneDigits: 'El teléfono del huésped debe tener exactamente 10 dígitos',
  billingEmailRequired: 'El email de facturación es obligatorio',
  billingEmailInvalid: 'El email de facturación no es válido',
  billingPhoneRequired: 'El teléfono de facturación es obligatorio',
  billingPhoneDigits: 'El teléfono de facturación debe tener exactamente 10 dígitos',
  expiryMonthInvalid: 'El mes de expiración debe estar entre 01 y 12',
  expiryYearDigits: 'El año de expiración debe tener 2 dígitos (ej: 25)',
  specialRequestsMax: `Las solicitudes especiales deben tener como máximo ${CHECKOUT_LIMITS.specialRequestsMax} caracteres`,
} as const;

export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  holderName: string;
  billingEmail: string;
  billingPhone: string;
}

export type CheckoutField = keyof CheckoutFormValues;

export const EMPTY_CHECKOUT_VALUES: CheckoutFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  specialRequests: '',
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
  holderName: '',
  billingEmail: '',
  billingPhone: '',
};

export interface CheckoutError {
  field: CheckoutField;
  message: string;
}

/** E-mail: required, then shaped like an address ('del huésped' / 'de facturación'). */
export function emailError(value: string, who: 'guest' | 'billing'): string | null {
  const m = CHECKOUT_MESSAGES;
  if (!value.trim()) return who === 'guest' ? m.guestEmailRequired : m.billingEmailRequired;
  if (!isEmailShaped(value) || value.trim().length > CHECKOUT_LIMITS.emailMax) {
    return who === 'guest' ? m.guestEmailInvalid : m.billingEmailInvalid;
  }
  return null;
}

/** Phone: required, then exactly 10 digits once non-digits are removed. */
export function phoneError(value: string, who: 'guest' | 'billing'): string | null {
  const m = CHECKOUT_MESSAGES;
  const digits = digitsOnly(value);
  if (!digits) return who === 'guest' ? m.guestPhoneRequired : m.billingPhoneRequired;
  if (digits.length !== CHECKOUT_LIMITS.phoneDigits) {
    return who === 'guest' ? m.guestPhoneDigits : m.billingPhoneDigits;
  }
  return null;
}

/**
 * Every problem of the checkout form, in form order: guest data, card (SPEC §5 card check),
 * billing contact. An empty list means the form may be submitted. `today` is yyyy-mm-dd.
 */
export function validateCheckoutForm(values: CheckoutFormValues, today: string): CheckoutError[] {
  const m = CHECKOUT_MESSAGES;
  const errors: CheckoutError[] = [];
  const push = (field: CheckoutField, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  push('firstName', values.firstName.trim() ? null : m.guestFirstNameRequired);
  push('lastName', values.lastName.trim() ? null : m.guestLastNameRequired);
  if (values.firstName.trim().length > CHECKOUT_LIMITS.nameMax) push('firstName', m.guestNameMax);
  if (values.lastName.trim().length > CHECKOUT_LIMITS.nameMax) push('lastName', m.guestNameMax);
  push('email', emailError(values.email, 'guest'));
  push('phone', phoneError(values.phone, 'guest'));
  if (values.specialRequests.length > CHECKOUT_LIMITS.specialRequestsMax) {
    push('specialRequests', m.specialRequestsMax);
  }

  const card = checkCard(
    {
      cardNumber: values.cardNumber,
      holderName: values.holderName,
      expiryMonth: values.expiryMonth,
      expiryYear: values.expiryYear,
      cvv: values.cvv,
      email: values.billingEmail,
      phone: values.billingPhone,
    },
    today,
  );
  const cardError = (field: 'cardNumber' | 'expiryYear' | 'cvv' | 'holderName') =>
    card.find((e) => e.field === field)?.message ?? null;

  push('cardNumber', cardError('cardNumber'));
  push('expiryMonth', isValidExpiryMonth(values.expiryMonth) ? null : m.expiryMonthInvalid);
  push('expiryYear', /^\d{2}$/.test(values.expiryYear) ? null : m.expiryYearDigits);
  push('expiryYear', cardError('expiryYear'));
  push('cvv', cardError('cvv'));
  push('holderName', cardError('holderName'));
  // The card check's own e-mail/phone messages repeat these billing rules, so only these are listed.
  push('billingEmail', emailError(values.billingEmail, 'billing'));
  push('billingPhone', phoneError(values.billingPhone, 'billing'));
  return errors;
}

/** SPEC §5 input shaping, applied as the guest types. */
export function shapeCheckoutInput(field: CheckoutField, raw: string): string {
  switch (field) {
    case 'phone':
    case 'billingPhone':
      return digitsOnly(raw, CHECKOUT_LIMITS.phoneDigits);
    case 'cardNumber':
      return formatCardNumber(raw);
    case 'expiryMonth':
    case 'expiryYear':
      return digitsOnly(raw, 2);
    case 'cvv':
      return digitsOnly(raw, CARD_LIMITS.cvvMax);
    case 'holderName':
      return shapeHolderName(raw);
    case 'specialRequests':
      return raw.slice(0, CHECKOUT_LIMITS.specialRequestsMax);
    default:
      return raw;
  }
}
