import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingSummary, Cabin, OccupiedRange } from '../src/shared/types.ts';
import { registerGuest } from './support/accounts.ts';

/** The e2e server's "today" is 2026-11-22; the browser's clock is fixed to the same day. */
const NOW = new Date('2026-11-22T12:00:00-06:00');

async function listCabins(request: APIRequestContext): Promise<Cabin[]> {
  const response = await request.get('/api/habitaciones?limit=200');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { habitaciones?: Cabin[]; data?: Cabin[] };
  return body.habitaciones ?? body.data ?? [];
}

async function occupiedNights(request: APIRequestContext, cabinId: string) {
  const response = await request.get(`/api/availability/cabin/${cabinId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { occupied: OccupiedRange[] } }).data.occupied;
}

const overlaps = (ranges: OccupiedRange[], checkIn: string, checkOut: string) =>
  ranges.some((r) => r.checkIn < checkOut && checkIn < r.checkOut);

/** A cabin of the demo catalogue that matches, free on the given nights. */
async function findCabin(
  request: APIRequestContext,
  matches: (cabin: Cabin) => boolean,
  free: { checkIn: string; checkOut: string },
): Promise<Cabin> {
  for (const cabin of (await listCabins(request)).filter(matches)) {
    if (!overlaps(await occupiedNights(request, cabin._id), free.checkIn, free.checkOut)) {
      return cabin;
    }
  }
  throw new Error('The demo catalogue has no cabin for this story');
}

async function openCabin(page: Page, path: string) {
  await page.clock.setFixedTime(NOW);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const widget = (page: Page) => page.getByRole('region', { name: 'Reserva' });

test.describe('cabin detail on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a stay from the address is quoted and Reservar carries it to checkout', async ({
    page,
    request,
  }) => {
    const stay = { checkIn: '2026-12-07', checkOut: '2026-12-10', guests: 2 };
    const cabin = await findCabin(
      request,
      (c) =>
        c.propertyDetails.minNights <= 3 &&
        c.propertyDetails.maxOccupancy >= 2 &&
        c.propertyDetails.minOccupancy <= 2,
      stay,
    );
    const quote = await (
      await request.post('/api/reservas/cotizar', {
        data: { habitacionId: cabin._id, ...stay },
      })
    ).json();
    expect(quote.success).toBe(true);

    await openCabin(
      page,
      `/cabin/${cabin._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cabin.propertyDetails.name);
    await expect(widget(page).getByText('Total por 3 noches')).toBeVisible();
    await expect(widget(page).getByText('2 huéspedes')).toBeVisible();
    const total = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: Number.isInteger(quote.pricing.totalPrice) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(quote.pricing.totalPrice);
    await expect(widget(page).getByText(total).first()).toBeVisible();

    await widget(page).getByRole('button', { name: 'Reservar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = (await page.evaluate('history.state?.usr')) as BookingSummary;
    expect(summary).toEqual({
      cabinId: cabin._id,
      cabinName: cabin.propertyDetails.name,
      cabinImage: cabin.images[0] ?? '',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: 2,
      nights: 3,
      pricing: {
        basePrice: quote.pricing.basePrice,
        totalPrice: quote.pricing.totalPrice,
        cleaningFee: 0,
        serviceFee: 0,
        comisionServicio: quote.precioCalculado.comisionServicio,
        taxes: 0,
      },
      location: `${cabin.location.population}, ${cabin.location.state}`,
      maxOccupancy: cabin.propertyDetails.maxOccupancy,
      amenities: [],
      cancellationPolicy: cabin.cancellationPolicy ?? 'non_refundable',
      ...(cabin.bookingMode === 'request' ? { bookingMode: 'request' } : {}),
    });
  });

  test('a stay shorter than the minimum is refused in Spanish', async ({ page, request }) => {
    const stay = { checkIn: '2026-12-02', checkOut: '2026-12-03' };
    const cabin = await findCabin(request, (c) => c.propertyDetails.minNights > 1, stay);
    await openCabin(page, `/cabin/${cabin._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);

    await expect(
      page.getByText(`Estancia mínima: ${cabin.propertyDetails.minNights} noches`).first(),
    ).toBeVisible();
    await expect(widget(page).getByText(/estancia mínima requerida/)).toBeVisible();
    await expect(widget(page).getByRole('button', { name: 'No disponible' })).toBeDisabled();
    await expect(widget(page).getByText(/Total por/)).toHaveCount(0);
  });

  test('booked nights cannot be chosen in the calendar', async ({ page, request }) => {
    const held = { checkIn: '2026-12-14', checkOut: '2026-12-17' };
    const cabin = await findCabin(
      request,
      (c) => c.propertyDetails.minNights === 1 && c.propertyDetails.minOccupancy <= 2,
      { checkIn: '2026-12-10', checkOut: held.checkOut },
    );
    // Holding nights needs an account.
    const guest = await registerGuest(request, 'calendario');
    const headers = { authorization: `Bearer ${guest.token}` };
    const created = await request.post('/api/bookings', {
      headers,
      data: {
        cabinId: cabin._id,
        ...held,
        guests: Math.max(cabin.propertyDetails.minOccupancy, 1),
        guestInfo: {
          firstName: 'Prueba',
          lastName: 'Calendario',
          email: 'calendario@example.com',
          phone: '5512345678',
        },
      },
    });
    expect(created.status()).toBe(201);
    const bookingId = ((await created.json()) as { data: { _id: string } }).data._id;

    try {
      await openCabin(page, `/cabin/${cabin._id}`);
      await widget(page)
        .getByRole('button', { name: /LLEGADA/ })
        .click();
      const calendar = page.getByRole('dialog', { name: 'Elige la fecha de llegada' });
      await expect(calendar.getByText('Noviembre 2026')).toBeVisible();
      await calendar.getByRole('button', { name: 'Ir al mes siguiente' }).click();
      await expect(calendar.getByText('Diciembre 2026')).toBeVisible();

      const day = (n: number) =>
        page.getByRole('button', { name: new RegExp(`, ${n} de diciembre de 2026`) });
      for (const n of [14, 15, 16]) await expect(day(n)).toBeDisabled();
      await expect(day(13)).toBeEnabled();
      await expect(day(17)).toBeEnabled();

      await day(11).click();
      await expect(page.getByRole('dialog', { name: 'Elige la fecha de salida' })).toBeVisible();
      // Leaving on the first booked day is fine; staying through it is not.
      await expect(day(14)).toBeEnabled();
      await expect(day(15)).toBeDisabled();
      await day(14).click();
      await expect(widget(page).getByText('Total por 3 noches')).toBeVisible();
      await expect(page).toHaveURL(/checkIn=2026-12-11/);
      await expect(page).toHaveURL(/checkOut=2026-12-14/);
    } finally {
      await request.post(`/api/bookings/${bookingId}/cancel`, { headers });
    }
  });

  test('the page and its calendar pass an accessibility audit', async ({ page, request }) => {
    const stay = { checkIn: '2026-12-07', checkOut: '2026-12-10' };
    const cabin = await findCabin(request, (c) => c.propertyDetails.minNights <= 3, stay);
    await openCabin(page, `/cabin/${cabin._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    await expect(widget(page).getByText('Total por 3 noches')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await widget(page)
      .getByRole('button', { name: /LLEGADA/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Elige la fecha de llegada' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
