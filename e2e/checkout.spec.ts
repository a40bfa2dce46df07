import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingSummary, Cabin, QuoteResponse } from '../src/shared/types.ts';

/** The e2e server's "today" is 2026-11-22; the browser's clock is fixed to the same day. */
const NOW = new Date('2026-11-22T12:00:00-06:00');
const GUESTS = 2;

interface Stay {
  checkIn: string;
  checkOut: string;
}

async function listCabins(request: APIRequestContext): Promise<Cabin[]> {
  const response = await request.get('/api/habitaciones?limit=200');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { habitaciones?: Cabin[]; data?: Cabin[] } | Cabin[];
  return Array.isArray(body) ? body : (body.habitaciones ?? body.data ?? []);
}

async function quote(request: APIRequestContext, cabinId: string, stay: Stay) {
  const response = await request.post('/api/reservas/cotizar', {
    data: { habitacionId: cabinId, ...stay, guests: GUESTS },
  });
  return (await response.json()) as QuoteResponse;
}

/** A real seeded cabin free on every one of the stays. */
async function findBookableCabin(request: APIRequestContext, stays: Stay[]) {
  const cabins = (await listCabins(request)).filter(
    (c) =>
      // Request-to-book cabins are paid as a request, not a booking (e2e/host-requests.spec.ts).
      c.bookingMode !== 'request' &&
      c.propertyDetails.minNights <= 2 &&
      c.propertyDetails.minOccupancy <= GUESTS &&
      c.propertyDetails.maxOccupancy >= GUESTS,
  );
  for (const cabin of cabins) {
    const quotes = [];
    for (const stay of stays) quotes.push(await quote(request, cabin._id, stay));
    if (quotes.every((q) => q.success && q.available)) return { cabin, quotes };
  }
  throw new Error('The demo catalogue has no free cabin for these nights');
}

function summaryFor(cabin: Cabin, stay: Stay, q: QuoteResponse): BookingSummary {
  return {
    cabinId: cabin._id,
    cabinName: cabin.propertyDetails.name,
    cabinImage: cabin.images[0] ?? '',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: GUESTS,
    nights: q.pricing!.nights,
    pricing: {
      basePrice: q.pricing!.basePrice,
      totalPrice: q.pricing!.totalPrice,
      cleaningFee: 0,
      serviceFee: 0,
      comisionServicio: q.precioCalculado?.comisionServicio ?? 0,
      taxes: 0,
    },
    location: `${cabin.location.population}, ${cabin.location.state}`,
    maxOccupancy: cabin.propertyDetails.maxOccupancy,
    amenities: [],
  };
}

/** Starts checkout the way the cabin page does: the summary as react-router navigation state. */
async function openCheckoutWithState(page: Page, summary: BookingSummary) {
  await page.goto('/');
  await page.evaluate((usr) => {
    // e2e/ is type-checked without the DOM library.
    const { history } = globalThis as unknown as {
      history: { replaceState(state: unknown, title: string, url: string): void };
    };
    history.replaceState({ usr, key: 'e2e', idx: 0 }, '', '/checkout');
  }, summary);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Confirmar y pagar' })).toBeVisible();
}

/** Books through the cabin page's 'Reservar' when the widget is there, else with the state. */
async function startCheckout(page: Page, cabin: Cabin, stay: Stay, q: QuoteResponse) {
  await page.goto(
    `/cabin/${cabin._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=${GUESTS}`,
  );
  const reserve = page
    .getByRole('region', { name: 'Reserva' })
    .getByRole('button', { name: 'Reservar' });
  const viaWidget = await reserve
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (viaWidget) {
    await reserve.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Confirmar y pagar' })).toBeVisible();
  } else {
    await openCheckoutWithState(page, summaryFor(cabin, stay, q));
  }
}

const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function fillCheckout(page: Page, card: string) {
  await textbox(page, /^Nombre\s*\*?$/).fill('Ana');
  await textbox(page, /^Apellido/).fill('Ruiz');
  await textbox(page, /^Correo electrónico/).fill('ana.ruiz@example.mx');
  await textbox(page, /^Teléfono\s*\*?$/).fill('5512345678');
  await textbox(page, /^Número de tarjeta/).fill(card);
  await textbox(page, /^Mes/).fill('12');
  await textbox(page, /^Año/).fill('29');
  await page.getByLabel(/^CVV/).fill('123');
  await textbox(page, /^Nombre del titular/).fill('ana ruiz');
  await textbox(page, /^Correo de facturación/).fill('ana.ruiz@example.mx');
  await textbox(page, /^Teléfono de facturación/).fill('5512345678');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Confirmar y pagar \$/ });

test.describe('checkout and card payment', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const first: Stay = { checkIn: '2027-02-08', checkOut: '2027-02-10' };
  const second: Stay = { checkIn: '2027-02-15', checkOut: '2027-02-17' };

  test('validation, an approved card, a declined card and a retry, then the same nights refused', async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(NOW);
    const { cabin, quotes } = await findBookableCabin(request, [first, second]);

    // 1. Validation errors, then an approved card → overlay → confirmation.
    await startCheckout(page, cabin, first, quotes[0]);
    await expect(page.getByRole('complementary')).toContainText(cabin.propertyDetails.name);
    // The built-in card sandbox takes the payment, and the guest is told so.
    await expect(page.getByTestId('test-mode-notice')).toHaveText(
      'Modo de prueba: no se hace ningún cargo real',
    );
    await payButton(page).click();
    const validation = page.getByTestId('validation-alert');
    await expect(validation).toContainText('Por favor corrige los siguientes errores:');
    await expect(validation).toContainText('El email del huésped es obligatorio');
    await expect(validation).toContainText('Número de tarjeta inválido');
    await expect(validation).toContainText('El teléfono de facturación es obligatorio');
    await expect(
      page.getByRole('button', { name: 'Corrige los errores para continuar' }),
    ).toBeDisabled();

    await fillCheckout(page, '4111111111111111');
    await expect(textbox(page, /^Número de tarjeta/)).toHaveValue('4111 1111 1111 1111');
    await expect(page.getByRole('img', { name: 'Visa', exact: true })).toBeVisible();
    await expect(textbox(page, /^Nombre del titular/)).toHaveValue('ANA RUIZ');
    await expect(validation).toBeHidden();
    await payButton(page).click();
    const overlay = page.getByRole('alertdialog', { name: '¡Pago exitoso!' });
    await expect(overlay).toContainText('Tu reserva ha sido confirmada. Redirigiendo...');
    await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(/\/confirmation$/);
    await expect(page.getByText('Gracias, Ana Ruiz.')).toBeVisible();
    await expect(page.getByText('Completado')).toBeVisible();
    await expect(page.getByText('Visa terminada en 1111')).toBeVisible();
    await expect(page.getByTestId('reservation-id')).toHaveText(/^rsv[a-z0-9]{17}$/);
    await expect(page.getByRole('link', { name: 'Ver mis reservas' })).toBeVisible();

    // 2. A declined card: the error list, then a retry with a good card.
    await startCheckout(page, cabin, second, quotes[1]);
    await fillCheckout(page, '4222222222222220');
    await payButton(page).click();
    const paymentError = page.getByTestId('payment-error-alert');
    await expect(paymentError).toContainText('Error en el procesamiento:');
    await expect(paymentError).toContainText('La tarjeta fue declinada por el banco.');
    await expect(paymentError).toContainText('Puedes intentar procesar el pago nuevamente.');
    await expect(paymentError).toBeFocused();
    await expect(
      page.getByRole('button', { name: /^Intentar pago nuevamente - \$[\d,.]+ MXN$/ }),
    ).toBeEnabled();
    await textbox(page, /^Número de tarjeta/).fill('5555555555554444');
    await expect(paymentError).toBeHidden();
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText('Mastercard terminada en 4444')).toBeVisible();

    // 3. The first nights again: refused with the Spanish NOT_AVAILABLE message.
    await openCheckoutWithState(page, summaryFor(cabin, first, quotes[0]));
    await fillCheckout(page, '4242424242424242');
    await payButton(page).click();
    await expect(page.getByTestId('payment-error-alert')).toContainText(
      'No disponible para las fechas seleccionadas',
    );
  });

  test('a visit to /checkout or /confirmation without a booking goes home', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/confirmation');
    await expect(page).toHaveURL(/\/$/);
  });
});
