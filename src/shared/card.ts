/** Card rules (SPEC §5 "Card check before payment", "Checkout input shaping"): pure, no DOM. */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export const CARD_LIMITS = {
  numberMin: 13,
  numberMax: 19,
  cvvMin: 3,
  cvvMax: 4,
  monthLength: 2,
  yearLength: 2,
  holderMax: 100,
  phoneDigits: 10,
} as const;

export const CARD_MESSAGES = {
  number: 'Número de tarjeta inválido',
  cvv: 'CVV inválido',
  expired: 'Tarjeta expirada',
  holder: 'Nombre del titular requerido',
  email: 'Email inválido',
  phone: 'Teléfono debe tener exactamente 10 dígitos',
  prefix: 'Datos de tarjeta inválidos: ',
} as const;

/** A plausible e-mail address: something@something.tld, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailShaped = (value: string): boolean => EMAIL_SHAPE.test(value.trim());

/** Keeps the digits of `raw`, at most `max` of them. */
export function digitsOnly(raw: string, max?: number): string {
  const digits = raw.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/** The digits of a typed card number (spaces and dashes removed). */
export const cardNumberDigits = (raw: string): string => raw.replace(/[\s-]/g, '');

/** SPEC §5: starts with 4 = visa, 51–55 = mastercard, 34 or 37 = amex, else unknown. */
export function detectCardBrand(raw: string): CardBrand {
  const digits = digitsOnly(raw);
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unknown: 'Tarjeta',
};

/** Input shaping: digits only, at most 19, shown in groups of 4 ("4111 1111 1111 1111"). */
export function formatCardNumber(raw: string): string {
  return digitsOnly(raw, CARD_LIMITS.numberMax).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Holder names are typed in upper case, as embossed on the card. */
export const shapeHolderName = (raw: string): string =>
  raw.toUpperCase().slice(0, CARD_LIMITS.holderMax);

/** The Luhn (mod 10) check digit test. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** '5' → '05'. */
export const padMonth = (month: string): string => digitsOnly(month).padStart(2, '0').slice(-2);

/** A two-digit year is read as 20xx. */
export function fullExpiryYear(year: string): number {
  const digits = digitsOnly(year);
  return digits.length <= 2 ? 2000 + Number(digits || '0') : Number(digits);
}

export function isValidExpiryMonth(month: string): boolean {
  const digits = digitsOnly(month);
  if (digits.length === 0 || digits.length > 2) return false;
  const m = Number(digits);
  return m >= 1 && m <= 12;
}

/**
 * True when the card's expiry month is before the month of `today` (yyyy-mm-dd). A card is valid
 * through the last day of its expiry month.
 */
export function isCardExpired(month: string, year: string, today: string): boolean {
  const [ty, tm] = today.split('-').map(Number);
  const y = fullExpiryYear(year);
  const m = Number(digitsOnly(month));
  return y < ty || (y === ty && m < tm);
}

/** CVV: 3 to 4 digits; exactly 4 for Amex and exactly 3 for Visa and Mastercard. */
export function isValidCvv(cvv: string, cardNumber = ''): boolean {
  if (!/^\d{3,4}$/.test(cvv)) return false;
  const brand = detectCardBrand(cardNumber);
  if (brand === 'amex') return cvv.length === 4;
  if (brand === 'visa' || brand === 'mastercard') return cvv.length === 3;
  return true;
}

export function isValidCardNumber(raw: string): boolean {
  const digits = cardNumberDigits(raw);
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_LIMITS.numberMin &&
    digits.length <= CARD_LIMITS.numberMax
  );
}

/** SPEC §3 "Card data". */
export interface CardData {
  cardNumber: string;
  holderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  email: string;
  phone: string;
}

export type CardField = keyof CardData;

/**
 * SPEC §5 card check: every failing rule's message, keyed by field, in form order. `today` is
 * yyyy-mm-dd (today in Mexico).
 */
export function checkCard(
  card: CardData,
  today: string,
): Array<{ field: CardField; message: string }> {
  const errors: Array<{ field: CardField; message: string }> = [];
  if (!isValidCardNumber(card.cardNumber))
    errors.push({ field: 'cardNumber', message: CARD_MESSAGES.number });
  if (
    isValidExpiryMonth(card.expiryMonth) &&
    /^\d{2}$/.test(card.expiryYear) &&
    isCardExpired(card.expiryMonth, card.expiryYear, today)
  ) {
    errors.push({ field: 'expiryYear', message: CARD_MESSAGES.expired });
  }
  if (!isValidCvv(card.cvv, cardNumberDigits(card.cardNumber))) {
    errors.push({ field: 'cvv', message: CARD_MESSAGES.cvv });
  }
  if (!card.holderName.trim()) errors.push({ field: 'holderName', message: CARD_MESSAGES.holder });
  if (!isEmailShaped(card.email)) errors.push({ field: 'email', message: CARD_MESSAGES.email });
  if (digitsOnly(card.phone).length !== CARD_LIMITS.phoneDigits) {
    errors.push({ field: 'phone', message: CARD_MESSAGES.phone });
  }
  return errors;
}

/** 'Datos de tarjeta inválidos: ' followed by the messages joined by commas. */
export const cardCheckError = (messages: string[]): string =>
  `${CARD_MESSAGES.prefix}${messages.join(', ')}`;

/** Openpay's masked PAN: first 6 + XXXXXX + last 4. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}XXXXXX${digits.slice(-4)}`;
}

/** Openpay's brand names ('american_express') → ours. */
export function brandFromProvider(brand: string | null | undefined): CardBrand {
  switch ((brand ?? '').toLowerCase()) {
    case 'visa':
      return 'visa';
    case 'mastercard':
      return 'mastercard';
    case 'american_express':
    case 'amex':
      return 'amex';
    default:
      return 'unknown';
  }
}
