/**
 * Cancellation policies as pure rules (ARCHITECTURE "After payment", docs/decisions/131): what a
 * guest gets back when cancelling on a given day, and the one sentence that states a policy for a
 * stay. Days are calendar days in America/Mexico_City: "today" comes from the server's clock (or
 * `mexicoCityDate(now)`), never from the machine's time zone.
 *
 * A tier "until N days before check-in" holds while the check-in is at least N days away. From the
 * check-in day on, no policy refunds anything (the stay has begun). A host's cancellation is not a
 * policy matter: it refunds everything (`hostCancellationRefund`).
 */
import { addDays, mexicoCityDate, nightsBetween, parseIsoDate } from './dates.ts';
import { formatMXN, monthName } from './format.ts';
import { CANCELLATION_POLICY_LABELS, type CancellationPolicy } from './host.ts';

/** SPEC.md's sentence for a stay without refunds. */
export const NON_REFUNDABLE = 'Esta reserva no es reembolsable';

export interface RefundTier {
  /** The tier holds while the check-in is at least this many days away. */
  minDaysBefore: number;
  /** Share of what was paid that goes back, in percent. */
  percent: number;
}

/** Best tier first; what no tier covers refunds nothing. */
export const POLICY_TIERS: Record<CancellationPolicy, readonly RefundTier[]> = {
  flexible: [{ minDaysBefore: 1, percent: 100 }],
  moderate: [
    { minDaysBefore: 5, percent: 100 },
    { minDaysBefore: 1, percent: 50 },
  ],
  strict: [
    { minDaysBefore: 14, percent: 100 },
    { minDaysBefore: 7, percent: 50 },
  ],
  non_refundable: [],
};

export const POLICY_NAMES = CANCELLATION_POLICY_LABELS;

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(POLICY_TIERS, value);
}

/** '12 de marzo' */
export function formatDayOfMonth(iso: string): string {
  const d = parseIsoDate(iso);
  return `${d.getUTCDate()} de ${monthName(d.getUTCMonth())}`;
}

/** Days from `today` to the check-in (0 on the check-in day, negative after it). */
export const daysBeforeCheckIn = (checkIn: string, today: string): number =>
  nightsBetween(today, checkIn);

/** The last day on which a tier still holds. */
const lastDayOf = (tier: RefundTier, checkIn: string) => addDays(checkIn, -tier.minDaysBefore);

export interface RefundQuote {
  /** Centavos that go back. */
  refundCents: number;
  percent: number;
  /** The last day (yyyy-mm-dd, Mexico City) on which cancelling still gives this refund; null when nothing is refunded. */
  deadline: string | null;
  /** Why, in one Spanish sentence. */
  reason: string;
}

/** What a guest's cancellation on `today` gives back of `paidCents` under `policy`. */
export function guestRefund(
  policy: CancellationPolicy,
  stay: { checkIn: string; paidCents: number; today: string },
): RefundQuote {
  const name = POLICY_NAMES[policy];
  const days = daysBeforeCheckIn(stay.checkIn, stay.today);
  const tier = POLICY_TIERS[policy].find((t) => days >= t.minDaysBefore);
  if (policy === 'non_refundable') {
    return {
      refundCents: 0,
      percent: 0,
      deadline: null,
      reason: 'Política No reembolsable: esta reservación no tiene reembolso.',
    };
  }
  if (!tier) {
    return {
      refundCents: 0,
      percent: 0,
      deadline: null,
      reason:
        days <= 0
          ? `Política ${name}: no hay reembolso a partir del día de llegada.`
          : `Política ${name}: ya pasó el plazo de reembolso.`,
    };
  }
  const refundCents = Math.round((Math.max(0, stay.paidCents) * tier.percent) / 100);
  const deadline = lastDayOf(tier, stay.checkIn);
  return {
    refundCents,
    percent: tier.percent,
    deadline,
    reason:
      tier.percent === 100
        ? `Política ${name}: reembolso total si cancelas a más tardar el ${formatDayOfMonth(deadline)}.`
        : `Política ${name}: reembolso del ${tier.percent} % si cancelas a más tardar el ${formatDayOfMonth(deadline)}.`,
  };
}

/** The same quote at an instant (its calendar day in Mexico City). */
export function guestRefundAt(
  policy: CancellationPolicy,
  stay: { checkIn: string; paidCents: number },
  now: Date,
): RefundQuote {
  return guestRefund(policy, { ...stay, today: mexicoCityDate(now) });
}

/** A host's cancellation gives back everything paid. */
export function hostCancellationRefund(paidCents: number): RefundQuote {
  return {
    refundCents: Math.max(0, paidCents),
    percent: 100,
    deadline: null,
    reason: 'El anfitrión canceló la reservación: reembolso total.',
  };
}

/**
 * The policy in one sentence for a stay booked on `today`, with its dates: 'Cancelación gratuita
 * antes del 12 de marzo' ("antes del" the first day that gives less). Tiers already past are left out.
 */
export function policySentence(
  policy: CancellationPolicy,
  stay: { checkIn: string; today: string },
): string {
  if (policy === 'non_refundable') return NON_REFUNDABLE;
  const days = daysBeforeCheckIn(stay.checkIn, stay.today);
  const open = POLICY_TIERS[policy].filter((t) => days >= t.minDaysBefore);
  if (open.length === 0) return 'Sin reembolso si cancelas ahora';
  const parts = open.map((t) => {
    const before = formatDayOfMonth(addDays(lastDayOf(t, stay.checkIn), 1));
    return t.percent === 100
      ? `cancelación gratuita antes del ${before}`
      : `reembolso del ${t.percent} % antes del ${before}`;
  });
  const sentence = parts.join('; después, ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/** 'Reembolso: $1,234.50' */
export const refundLabel = (pesos: number): string => `Reembolso: ${formatMXN(pesos)}`;

/** The policy without a stay (no dates chosen yet). */
const POLICY_OVERVIEWS: Record<CancellationPolicy, string> = {
  flexible: 'Cancelación gratuita hasta 1 día antes de la llegada',
  moderate: 'Cancelación gratuita hasta 5 días antes de la llegada; después, reembolso del 50 %',
  strict:
    'Cancelación gratuita hasta 14 días antes de la llegada; después, reembolso del 50 % hasta 7 días antes',
  non_refundable: NON_REFUNDABLE,
};

/**
 * What the cabin page, the map popup and the checkout say: the sentence for the stay when its
 * check-in is known, else the policy in general. A cabin record without a policy is 'No reembolsable'.
 */
export function cabinPolicySentence(
  policy: CancellationPolicy | undefined,
  checkIn: string | null | undefined,
  today: string,
): string {
  const known = isCancellationPolicy(policy) ? policy : 'non_refundable';
  return checkIn ? policySentence(known, { checkIn, today }) : POLICY_OVERVIEWS[known];
}
