import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cabinRatings,
  cabins,
  cabinSeasonalRates,
  reservations,
} from '../../../server/db/schema.ts';
import { HOST_MESSAGES } from '../../../src/shared/host.ts';
import { HOST_FIELD_MESSAGES } from '../../../src/shared/validation/host.ts';
import { createTestApp, databases, registerClient, type TestApp } from '../helpers.ts';
import { addPhotoRows, ALL_FOR_PUBLISHING, registerHost } from './host-support.ts';

const guestInfo = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana.lopez@example.mx',
  phone: '5512345678',
};

describe.each(databases)('host pricing on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let cabinId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    host = await registerHost(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/host/cabins',
      headers: host.headers,
      payload: {
        propertyDetails: {
          name: 'Cabaña El Tejocote',
          accomodationType: 'Cabaña',
          maxOccupancy: 4,
        },
      },
    });
    cabinId = created.json().data.cabin._id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/host/cabins/${cabinId}`,
      headers: host.headers,
      payload: ALL_FOR_PUBLISHING,
    });
    await addPhotoRows(t.database, cabinId, 5);
  }, 60_000);
  afterAll(() => t?.close());

  const put = (payload: unknown, headers = host.headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/host/cabins/${cabinId}/pricing`,
      headers,
      payload: payload as object,
    });
  const quote = (checkIn: string, checkOut: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      payload: { habitacionId: cabinId, checkIn, checkOut, guests: 2 },
    });

  const PRICING = {
    basePrice: 2000,
    weekendPrice: 2500,
    cleaningFee: 600,
    minNights: 2,
    seasonalRates: [
      {
        name: 'Navidad',
        startDate: '2026-12-20',
        endDate: '2027-01-07',
        pricePerNight: 3200,
        minNights: 4,
      },
    ],
  };

  it('refuses bad prices and overlapping seasons in Spanish, writing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...PRICING, basePrice: undefined }, HOST_FIELD_MESSAGES.priceRequired],
      [{ ...PRICING, basePrice: 20 }, HOST_FIELD_MESSAGES.price],
      [{ ...PRICING, basePrice: 1999.999 }, HOST_FIELD_MESSAGES.price],
      [{ ...PRICING, basePrice: '2000 pesos' }, HOST_FIELD_MESSAGES.price],
      [{ ...PRICING, cleaningFee: -1 }, HOST_FIELD_MESSAGES.cleaningFee],
      [{ ...PRICING, minNights: 0 }, HOST_FIELD_MESSAGES.minNights],
      [{ ...PRICING, seasonalRates: 'Navidad' }, HOST_FIELD_MESSAGES.seasons],
      [
        {
          ...PRICING,
          seasonalRates: [{ ...PRICING.seasonalRates[0], endDate: '2026-12-20' }],
        },
        HOST_FIELD_MESSAGES.dateRange,
      ],
      [
        {
          ...PRICING,
          seasonalRates: [{ ...PRICING.seasonalRates[0], startDate: '2026-02-30' }],
        },
        HOST_FIELD_MESSAGES.date,
      ],
      [
        {
          ...PRICING,
          seasonalRates: [
            PRICING.seasonalRates[0],
            {
              name: 'Año Nuevo',
              startDate: '2027-01-01',
              endDate: '2027-01-10',
              pricePerNight: 3500,
            },
          ],
        },
        HOST_MESSAGES.seasonsOverlap('Navidad', 'Año Nuevo'),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const [row] = await t.database.db.select().from(cabins).where(eq(cabins.id, cabinId));
    expect(row.nightlyRateCents).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(cabinSeasonalRates)
        .where(eq(cabinSeasonalRates.cabinId, cabinId)),
    ).toEqual([]);
  });

  it("answers 404 for another host's cabin", async () => {
    const other = await registerHost(t.app);
    const res = await put(PRICING, other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorType).toBe('CABIN_NOT_FOUND');
  });

  it('saves the prices, previews the real quote, and guests pay them once published', async () => {
    // Two reviews (4 and 5 stars), as the review triggers keep them.
    await t.database.db.insert(cabinRatings).values({ cabinId, ratingSum: 9, ratingCount: 2 });
    const saved = await put(PRICING);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.cabin.pricing).toMatchObject({
      basePrice: 2000,
      weekendPrice: 2500,
      cleaningFee: 600,
      minNights: 2,
      seasonalRates: [{ name: 'Navidad', pricePerNight: 3200, minNights: 4 }],
    });
    // The answer reads the cabin's seasons and photos back (one statement): ids, dates, order.
    const answer = saved.json().data.cabin;
    expect(answer.pricing.seasonalRates[0]).toMatchObject({
      id: expect.any(Number),
      startDate: '2026-12-20',
      endDate: '2027-01-07',
    });
    const positions = answer.photos.map((p: { position: number }) => p.position);
    expect(positions).toHaveLength(5);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    expect(answer.publishMissing).toEqual([]);
    expect(answer.rating).toEqual({ average: 4.5, count: 2 });

    // The console's preview: Thu 3, Fri 4, Sat 5 Dec = 2,000 + 2,500 + 2,500, + 600 cleaning; 12 %.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/host/cabins/${cabinId}/quote?checkIn=2026-12-03&checkOut=2026-12-06`,
      headers: host.headers,
    });
    expect(preview.json().data).toMatchObject({
      pricing: { basePrice: 7000, cleaningFee: 600, comisionServicio: 912, totalPrice: 8512 },
      minNights: 2,
    });

    // A draft is not quoted to guests; once published, it is, with the same numbers.
    expect((await quote('2026-12-03', '2026-12-06')).json().errorType).toBe('CABIN_NOT_FOUND');
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/host/cabins/${cabinId}/publish`,
      headers: host.headers,
    });
    expect(published.statusCode).toBe(200);
    expect((await quote('2026-12-03', '2026-12-06')).json()).toMatchObject({
      success: true,
      pricing: { basePrice: 7000, cleaningFee: 600, totalPrice: 8512, nights: 3 },
      precioCalculado: { comisionServicio: 912 },
    });
    // The cabin's minimum stay, and the season's own.
    expect((await quote('2026-12-08', '2026-12-09')).json()).toMatchObject({
      errorType: 'NOCHES_MINIMAS',
      error: 'No cumple con la estancia mínima requerida de 2 noches',
    });
    expect((await quote('2026-12-21', '2026-12-24')).json()).toMatchObject({
      errorType: 'NOCHES_MINIMAS',
      error: 'No cumple con la estancia mínima requerida de 4 noches',
    });
    // Season rate: 4 nights × 3,200 + 600 = 13,400; 12 % = 1,608.
    expect((await quote('2026-12-21', '2026-12-25')).json().pricing).toMatchObject({
      basePrice: 12800,
      totalPrice: 15008,
    });

    // A booking's total carries the cleaning fee, and the reservation keeps it.
    const guest = await registerClient(t.app);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: guest.headers,
      payload: { cabinId, checkIn: '2026-12-03', checkOut: '2026-12-06', guests: 2, guestInfo },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.pricing).toMatchObject({ cleaningFee: 600, totalPrice: 8512 });
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.cabinId, cabinId));
    expect(row).toMatchObject({ cleaningFeeCents: 60_000, totalCents: 851_200 });

    // Search shows the same quote.
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/cotizar/search?location=Mazamitla&checkIn=2026-12-10&checkOut=2026-12-12&guests=2',
    });
    const found = search.json().habitaciones.find((c: { _id: string }) => c._id === cabinId);
    // Thu 10, Fri 11 Dec: 2,000 + 2,500 + 600 = 5,100; 12 % = 612.
    expect(found.cotizacion).toMatchObject({ cleaningFee: 600, totalPrice: 5712 });
  });
});
