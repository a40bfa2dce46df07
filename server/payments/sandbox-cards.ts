/**
 * The card sandbox's rules (reference/openpay.md §4, docs/decisions/002-card-sandbox.md): which
 * test card does what, and Openpay's tokenization checks. Pure: no database, no I/O.
 */
import { luhnValid } from '../../src/shared/card.ts';
import type { OpenpayBrand, OpenpayErrorBody, OpenpayTokenRequest } from './openpay-types.ts';

export const SANDBOX_MERCHANT_ID = 'mrefugiosandbox01';
/** Public by nature (the browser sends it); the private key is per installation (sandbox-keys.ts). */
export const SANDBOX_PUBLIC_KEY = 'pk_refugio_sandbox';
/** Every approved sandbox charge carries Openpay's sandbox authorization code. */
export const SANDBOX_AUTHORIZATION = '801585';

/**
 * What charging a test card does. `afterCharge`: the charge completes but the answer is an error.
 * `late`: the call times out with nothing to show; the charge appears, completed, only
 * SANDBOX_LATE_CHARGE_MS later (until then the provider has "no such charge").
 */
export interface CardOutcome {
  code: number;
  /** The card is authorized (and charged); only capturing its authorization fails with `code`. */
  atCapture?: boolean;
  afterCharge?: boolean;
  late?: boolean;
}

/** Our own code for the timeout outcome (HTTP 408), never an Openpay error code. */
export const SANDBOX_TIMEOUT_CODE = 408;
export const SANDBOX_TIMEOUT_CARD = '4000000000004087';
/** Its authorization (`capture: false`) succeeds; capturing it is declined by the bank (3001). */
export const SANDBOX_CAPTURE_DECLINED_CARD = '4000000000030017';
/** How long after a timed-out charge the sandbox shows it completed. */
export const SANDBOX_LATE_CHARGE_MS = 2 * 60_000;

/** Card numbers with a scripted outcome. Any other valid Visa, Mastercard or Amex is approved. */
export const SANDBOX_CARD_OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  '4222222222222220': { code: 3001 },
  '4000000000000069': { code: 3002 },
  '4444444444444448': { code: 3003 },
  '4000000000000119': { code: 3004 },
  // Our own choices (Openpay publishes none): the outcome's code sits before the check digit.
  '4000000000030058': { code: 3005 },
  '4000000000010043': { code: 1004 },
  '4000000000010050': { code: 1005 },
  '4000000000010001': { code: 1000, afterCharge: true },
  [SANDBOX_TIMEOUT_CARD]: { code: SANDBOX_TIMEOUT_CODE, late: true },
  [SANDBOX_CAPTURE_DECLINED_CARD]: { code: 3001, atCapture: true },
};

/**
 * Credit or debit, as Openpay's bin lookup answers for a card's first 6 digits: the sandbox's debit
 * cards are 4242424242424242 (Visa) and 5105105105105100 (Mastercard); every other card is credit
 * (4111111111111111, 5555555555554444, the Amex cards…).
 */
export const SANDBOX_DEBIT_BINS: readonly string[] = ['424242', '510510'];
export function sandboxCardType(digits: string): 'credit' | 'debit' {
  return SANDBOX_DEBIT_BINS.includes(digits.slice(0, 6)) ? 'debit' : 'credit';
}

/** The sandbox merchant's meses sin intereses: plans 3–12 (18 is not authorized), from $300. */
export const SANDBOX_MSI_MIN_CENTS = 30_000;
const SANDBOX_MERCHANT_PLANS = [3, 6, 9, 12];
const OPENPAY_PLANS = [3, 6, 9, 12, 18];

/** Why the sandbox refuses a payment_plan (3201–3205), or null when it accepts it. */
export function msiRefusal(plan: {
  payments: unknown;
  amountCents: number;
  cardType: 'credit' | 'debit';
  brand: string;
}): number | null {
  if (typeof plan.payments !== 'number' || !OPENPAY_PLANS.includes(plan.payments)) return 3202;
  if (!SANDBOX_MERCHANT_PLANS.includes(plan.payments)) return 3201;
  if (plan.cardType === 'debit') return 3203;
  if (plan.amountCents < SANDBOX_MSI_MIN_CENTS) return 3204;
  if (plan.brand === 'american_express') return 3205;
  return null;
}

/** The CVV that the sandbox bank refuses (2009) on any card. */
export const SANDBOX_BAD_CVV = '000';

export const SANDBOX_APPROVED_CARDS = [
  '4111111111111111',
  '4242424242424242',
  '5555555555554444',
  '5105105105105100',
  '345678000000007',
  '343434343434343',
] as const;

const DESCRIPTIONS: Record<
  number,
  { http: number; category: OpenpayErrorBody['category']; text: string }
> = {
  1000: { http: 500, category: 'internal', text: 'Internal server error, contact support' },
  1001: { http: 400, category: 'request', text: 'Bad Request' },
  1002: { http: 401, category: 'request', text: 'The api key or merchant id are invalid.' },
  1003: { http: 422, category: 'request', text: 'Parameters look valid but request failed' },
  1004: {
    http: 503,
    category: 'internal',
    text: 'The resource is unavailable at this moment. Please try again later',
  },
  1005: { http: 503, category: 'internal', text: 'The service is unavailable at this moment' },
  1006: { http: 409, category: 'request', text: 'The order_id has already been processed' },
  1010: {
    http: 403,
    category: 'request',
    text: 'The private key must be used for this request, never the public key',
  },
  2004: { http: 422, category: 'request', text: 'The card number verification digit is invalid' },
  2005: { http: 400, category: 'request', text: 'The expiration date has already passed' },
  2006: { http: 400, category: 'request', text: 'The CVV2 security code is required' },
  2008: { http: 412, category: 'gateway', text: 'The card is not supported for this charge' },
  2009: { http: 412, category: 'gateway', text: 'The CVV2 security code is invalid' },
  3001: { http: 402, category: 'gateway', text: 'The card was declined by the bank' },
  3002: { http: 402, category: 'gateway', text: 'The card has expired' },
  3003: { http: 402, category: 'gateway', text: "The card doesn't have sufficient funds" },
  3004: { http: 402, category: 'gateway', text: 'The card was reported as stolen' },
  3005: { http: 402, category: 'gateway', text: 'The card was declined by fraud system' },
  3201: {
    http: 412,
    category: 'gateway',
    text: 'The merchant is not authorized to use payment plans',
  },
  3202: { http: 412, category: 'gateway', text: 'The number of payments is not valid' },
  3203: { http: 412, category: 'gateway', text: 'The card does not support payment plans' },
  3204: { http: 412, category: 'gateway', text: 'The amount is below the payment plan minimum' },
  3205: { http: 412, category: 'gateway', text: 'The payment plan is not allowed for this card' },
};

/** Openpay's error object for a code, with the given description when one is more precise. */
export function openpayError(
  code: number,
  requestId: string | null,
  description?: string,
): OpenpayErrorBody {
  const known = DESCRIPTIONS[code] ?? {
    http: 400,
    category: 'request' as const,
    text: 'Bad Request',
  };
  return {
    category: known.category,
    description: description ?? known.text,
    http_code: known.http,
    error_code: code,
    request_id: requestId,
  };
}

/** Openpay.js's cardType order, reduced to the brands Openpay reports. */
export function openpayBrandOf(digits: string): OpenpayBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'american_express';
  return 'unknown';
}

export interface ValidTokenRequest {
  digits: string;
  brand: OpenpayBrand;
  holderName: string;
  expirationMonth: string;
  expirationYear: string;
  /** Decided now so the CVV itself is never stored. */
  outcomeCode: number | null;
  /** The decline a capture of its authorization meets (SANDBOX_CAPTURE_DECLINED_CARD), if any. */
  captureOutcomeCode: number | null;
}

/**
 * Openpay's tokenization checks, in its order: field format (1001, joined descriptions), then the
 * Luhn digit (2004), the expiry (2005) and a missing CVV (2006). `today` is yyyy-mm-dd.
 */
export function validateTokenRequest(
  body: OpenpayTokenRequest,
  today: string,
): { ok: true; value: ValidTokenRequest } | { ok: false; code: number; description?: string } {
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const number = str(body.card_number).replace(/[\s-]/g, '');
  const holder = str(body.holder_name).trim();
  const month = str(body.expiration_month).trim();
  const year = str(body.expiration_year).trim();
  const cvv = str(body.cvv2).trim();

  const problems: string[] = [];
  if (!number) problems.push('card_number is required');
  else if (!/^\d+$/.test(number)) problems.push('card_number must contain only digits');
  else if (number.length < 13 || number.length > 19) problems.push('card_number length is invalid');
  if (!holder) problems.push('holder_name is required');
  else if (holder.length > 100) problems.push('holder_name length is invalid');
  if (!month || !year) problems.push('expiration_year expiration_month is required');
  else {
    if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) {
      problems.push(`expiration_month ${month} is invalid, valid expirations months are 01 to 12`);
    }
    if (!/^\d{2}$/.test(year)) problems.push('expiration_year must be 2 digits');
  }
  const brand = number ? openpayBrandOf(number) : 'unknown';
  if (cvv) {
    if (!/^\d+$/.test(cvv)) problems.push('cvv2 must contain only digits');
    else if (brand === 'american_express' && cvv.length !== 4) {
      problems.push('cvv2 length must be 4 digits');
    } else if (brand !== 'american_express' && brand !== 'unknown' && cvv.length !== 3) {
      problems.push('cvv2 length must be 3 digits');
    } else if (cvv.length < 3 || cvv.length > 4) problems.push('cvv2 length is invalid');
  }
  if (problems.length) return { ok: false, code: 1001, description: problems.join(', ') };

  if (!luhnValid(number)) return { ok: false, code: 2004 };
  const [ty, tm] = today.split('-').map(Number);
  const y = 2000 + Number(year);
  if (y < ty || (y === ty && Number(month) < tm)) return { ok: false, code: 2005 };
  if (!cvv) return { ok: false, code: 2006 };

  const scripted = SANDBOX_CARD_OUTCOMES[number];
  let outcomeCode: number | null = scripted && !scripted.atCapture ? scripted.code : null;
  if (outcomeCode === null && cvv === SANDBOX_BAD_CVV) outcomeCode = 2009;
  if (outcomeCode === null && brand === 'unknown') outcomeCode = 2008;
  return {
    ok: true,
    value: {
      digits: number,
      brand,
      holderName: holder,
      expirationMonth: month.padStart(2, '0'),
      expirationYear: year,
      outcomeCode,
      captureOutcomeCode: scripted?.atCapture ? scripted.code : null,
    },
  };
}

/** True when the scripted outcome charges the card before answering with an error. */
export const chargesBeforeFailing = (code: number | null): boolean =>
  code !== null &&
  Object.values(SANDBOX_CARD_OUTCOMES).some((o) => o.code === code && o.afterCharge === true);
