/** Pricing rules (SPEC §9, docs/architecture.md "Money"): computed in integer centavos, shown in pesos. */
import { addDays, nightsBetween, weekdayOf } from './dates.ts';
import type { StayPricing } from './types.ts';

/** The service commission added on top of the host's nightly rates. */
export const COMMISSION_RATE = 0.12;
/** VAT rate contained in every price shown (prices include IVA). */
export const IVA_RATE = 0.16;

export interface RateCard {
  nightlyRateCents: number;
  /** Friday and Saturday nights. */
  weekendRateCents: number | null;
  /** Named date ranges [startDate, endDate) with their own rate and, optionally, minimum stay. */
  seasonalRates: Array<{
    startDate: string;
    endDate: string;
    nightlyRateCents: number;
    minNights?: number | null;
  }>;
  /** Charged once per stay, before the commission (0 or absent: none). */
  cleaningFeeCents?: number;
}

/**
 * The minimum stay of a stay arriving on `checkIn`: the season of the arrival night's own minimum
 * when it has one, else the cabin's.
 */
export function minNightsFor(card: RateCard, cabinMinNights: number, checkIn: string): number {
  const season = card.seasonalRates.find((s) => checkIn >= s.startDate && checkIn < s.endDate);
  return season?.minNights ?? cabinMinNights;
}

/** The rate of the night that starts on `night` (yyyy-mm-dd): season first, then weekend, then base. */
export function nightlyRateCents(card: RateCard, night: string): number {
  const season = card.seasonalRates.find((s) => night >= s.startDate && night < s.endDate);
  if (season) return season.nightlyRateCents;
  const weekday = weekdayOf(night);
  if (card.weekendRateCents && (weekday === 5 || weekday === 6)) return card.weekendRateCents;
  return card.nightlyRateCents;
}

export const commissionCents = (subtotalCents: number): number =>
  Math.round(subtotalCents * COMMISSION_RATE);

export interface StayPricingCents {
  nights: number;
  /** The nights' rates. */
  subtotalCents: number;
  /** The cabin's cleaning fee (once per stay). */
  cleaningFeeCents: number;
  /** The service commission on the nights and the cleaning fee. */
  commissionCents: number;
  totalCents: number;
}

/** Prices the nights [checkIn, checkOut) and the stay's cleaning fee. */
export function priceStayCents(
  card: RateCard,
  checkIn: string,
  checkOut: string,
): StayPricingCents {
  const nights = nightsBetween(checkIn, checkOut);
  let subtotal = 0;
  for (let i = 0; i < nights; i++) subtotal += nightlyRateCents(card, addDays(checkIn, i));
  const cleaning = card.cleaningFeeCents ?? 0;
  const commission = commissionCents(subtotal + cleaning);
  return {
    nights,
    subtotalCents: subtotal,
    cleaningFeeCents: cleaning,
    commissionCents: commission,
    totalCents: subtotal + cleaning + commission,
  };
}

export function toStayPricing(p: StayPricingCents): StayPricing {
  // cleaningFee only when the cabin has one: SPEC §3's shape is unchanged for the others.
  return {
    nights: p.nights,
    basePrice: p.subtotalCents / 100,
    ...(p.cleaningFeeCents > 0 ? { cleaningFee: p.cleaningFeeCents / 100 } : {}),
    comisionServicio: p.commissionCents / 100,
    totalPrice: p.totalCents / 100,
    pricePerNight: p.nights > 0 ? Math.round(p.totalCents / p.nights / 100) : 0,
  };
}

/** The listing price of one ordinary night: precioBaseFinal (commission included) and its commission. */
export function listingPrice(nightlyRate: number): {
  precioBaseFinal: number;
  comisionServicio: number;
} {
  const cents = Math.round(nightlyRate * 100);
  const commission = commissionCents(cents);
  return { precioBaseFinal: (cents + commission) / 100, comisionServicio: commission / 100 };
}

/** The IVA contained in a price that includes it: total × 16/116 (not SPEC's 84/16 split). */
export function ivaContained(total: number): number {
  return Math.round(((total * IVA_RATE) / (1 + IVA_RATE)) * 100) / 100;
}

/** Checkout's nightly rate: (total − commission) / nights, rounded (SPEC §9). */
export function checkoutNightlyRate(total: number, commission: number, nights: number): number {
  return nights > 0 ? Math.round((total - commission) / nights) : 0;
}

/** The price a card shows per night: precioBaseFinal, else basePrice2nights/2, else baseCost (SPEC §9). */
export function displayNightlyPrice(cabin: {
  precioCalculado?: { precioBaseFinal?: number } | null;
  others?: { basePrice2nights?: number; baseCost?: number } | null;
}): number {
  return (
    cabin.precioCalculado?.precioBaseFinal ??
    (cabin.others?.basePrice2nights ? cabin.others.basePrice2nights / 2 : undefined) ??
    cabin.others?.baseCost ??
    0
  );
}
