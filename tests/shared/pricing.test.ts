import { describe, expect, it } from 'vitest';
import {
  checkoutNightlyRate,
  displayNightlyPrice,
  ivaContained,
  listingPrice,
  minNightsFor,
  nightlyRateCents,
  priceStayCents,
  toStayPricing,
  type RateCard,
} from '../../src/shared/pricing.ts';

const card: RateCard = {
  nightlyRateCents: 200_000,
  weekendRateCents: 250_000,
  seasonalRates: [{ startDate: '2026-12-20', endDate: '2027-01-07', nightlyRateCents: 320_000 }],
};

describe('pricing', () => {
  it('applies season before weekend before base rate', () => {
    expect(nightlyRateCents(card, '2026-12-02')).toBe(200_000); // Wednesday
    expect(nightlyRateCents(card, '2026-12-04')).toBe(250_000); // Friday
    expect(nightlyRateCents(card, '2026-12-05')).toBe(250_000); // Saturday
    expect(nightlyRateCents(card, '2026-12-06')).toBe(200_000); // Sunday
    expect(nightlyRateCents(card, '2026-12-26')).toBe(320_000); // Saturday in season
    expect(nightlyRateCents(card, '2027-01-07')).toBe(200_000); // season end is exclusive
  });

  it('prices a stay night by night and adds the commission', () => {
    // Thu 3, Fri 4, Sat 5 December: 2,000 + 2,500 + 2,500 = 7,000; 12 % = 840.
    const p = priceStayCents(card, '2026-12-03', '2026-12-06');
    expect(p).toEqual({
      nights: 3,
      subtotalCents: 700_000,
      cleaningFeeCents: 0,
      commissionCents: 84_000,
      totalCents: 784_000,
    });
    expect(toStayPricing(p)).toEqual({
      nights: 3,
      basePrice: 7000,
      comisionServicio: 840,
      totalPrice: 7840,
      pricePerNight: 2613,
    });
  });

  it('adds the cleaning fee once per stay, under the commission', () => {
    // 7,000 of nights + 600 cleaning = 7,600; 12 % = 912.
    const p = priceStayCents({ ...card, cleaningFeeCents: 60_000 }, '2026-12-03', '2026-12-06');
    expect(p).toEqual({
      nights: 3,
      subtotalCents: 700_000,
      cleaningFeeCents: 60_000,
      commissionCents: 91_200,
      totalCents: 851_200,
    });
    expect(toStayPricing(p)).toMatchObject({ basePrice: 7000, cleaningFee: 600, totalPrice: 8512 });
  });

  it("takes the minimum stay of the arrival night's season when it sets one", () => {
    const seasons: RateCard = {
      ...card,
      seasonalRates: [
        { startDate: '2026-12-20', endDate: '2027-01-07', nightlyRateCents: 320_000, minNights: 4 },
        {
          startDate: '2027-03-28',
          endDate: '2027-04-05',
          nightlyRateCents: 300_000,
          minNights: null,
        },
      ],
    };
    expect(minNightsFor(seasons, 2, '2026-12-19')).toBe(2);
    expect(minNightsFor(seasons, 2, '2026-12-20')).toBe(4);
    expect(minNightsFor(seasons, 2, '2027-01-06')).toBe(4);
    expect(minNightsFor(seasons, 2, '2027-01-07')).toBe(2);
    expect(minNightsFor(seasons, 2, '2027-03-30')).toBe(2);
  });

  it('derives the listing price with commission included', () => {
    expect(listingPrice(1850)).toEqual({ precioBaseFinal: 2072, comisionServicio: 222 });
  });

  it('shows the IVA contained in the total (16/116), not 16 % of it', () => {
    expect(ivaContained(11_600)).toBe(1600);
    expect(ivaContained(7840)).toBe(1081.38);
  });

  it('computes the checkout nightly rate as (total − commission) / nights, rounded', () => {
    expect(checkoutNightlyRate(7840, 840, 3)).toBe(2333);
    expect(checkoutNightlyRate(100, 0, 0)).toBe(0);
  });

  it('falls back from precioBaseFinal to basePrice2nights/2 to baseCost', () => {
    expect(
      displayNightlyPrice({
        precioCalculado: { precioBaseFinal: 2072 },
        others: { baseCost: 1850 },
      }),
    ).toBe(2072);
    expect(
      displayNightlyPrice({
        precioCalculado: null,
        others: { basePrice2nights: 4000, baseCost: 1850 },
      }),
    ).toBe(2000);
    expect(displayNightlyPrice({ others: { baseCost: 1850 } })).toBe(1850);
  });
});
