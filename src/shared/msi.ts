/**
 * Meses sin intereses (ARCHITECTURE "After payment"): which plans a card and a total may use, and
 * how they are written. Pure: the server and the checkout share it.
 */
import { formatMXN } from './format.ts';

/** The plans Openpay's payment_plan accepts. */
export const OPENPAY_MSI_PLANS = [3, 6, 9, 12, 18] as const;

export type CardType = 'credit' | 'debit';

/**
 * The plans offered for a card type and a total (pesos): none for debit cards, small totals or a card
 * not typed yet; an 'unknown' type (the provider could not tell) is offered them and the charge's
 * 3203 answer says why when it is a debit card.
 */
export function msiPlansFor(options: {
  cardType: CardType | 'unknown' | null;
  total: number;
  minAmount: number;
  plans: readonly number[];
}): number[] {
  if (options.cardType === 'debit' || options.cardType === null) return [];
  if (options.total < options.minAmount) return [];
  return [...options.plans];
}

/** Each monthly payment, in pesos, to the centavo. */
export const monthlyPayment = (total: number, payments: number): number =>
  Math.round((total * 100) / payments) / 100;

/** '3 meses sin intereses de $1,120' (the checkout's option). */
export const msiOptionLabel = (payments: number, total: number): string =>
  `${payments} meses sin intereses de ${formatMXN(monthlyPayment(total, payments))}`;

/** '6 pagos de $560' (the confirmation, Mis reservas, the e-mail). */
export const installmentsLabel = (payments: number, total: number): string =>
  `${payments} pagos de ${formatMXN(monthlyPayment(total, payments))}`;

export const MSI_MESSAGES = {
  planNotOffered: 'Ese plan de meses sin intereses no está disponible para este pago',
  invalidBin: 'Indica los primeros 6 dígitos de la tarjeta',
  invalidAmount: 'Indica el total del pago en pesos',
  belowMinimum: (min: string) => `Los meses sin intereses están disponibles desde ${min}`,
} as const;

/** GET /api/payments/card-plans: the card type of a BIN and the plans offered for a total. */
export interface CardPlans {
  /** 'unknown' when the provider could not tell: the plans are offered and the charge decides. */
  cardType: CardType | 'unknown';
  minAmount: number;
  plans: Array<{ payments: number; monthlyPayment: number }>;
}
