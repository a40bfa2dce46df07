import { expect, test, type Page } from '@playwright/test';
import { collectAmenities } from '../src/shared/amenities.ts';
import {
  NOW,
  PUBLIC_ROUTES,
  expectNoAxeViolations,
  fillCheckoutForm,
  findBookableCabin,
  listCabins,
  openCheckoutWithState,
  signIn,
  summaryFor,
  userMenuTrigger,
} from './support/a11y.ts';

/**
 * a11y.spec.ts on a phone (the Pixel 7 project): axe on every route, signed out and in, and with the
 * phone's own UI open: the search sheet at each step, the filters sheet, the map view, the photo and
 * amenities dialogs, the booking widget's calendar, the user menu and checkout's errors.
 */
test.skip(({ isMobile }) => !isMobile, 'Phone only');

const STAY = 'checkIn=2027-01-15&checkOut=2027-01-18&guests=2';

const expectNoViolations = (page: Page, what = page.url()) => expectNoAxeViolations(page, what);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

for (const route of PUBLIC_ROUTES) {
  test(`no axe violations on ${route} on a phone`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('no axe violations on a cabin page with its quote on a phone', async ({ page, request }) => {
  const [cabin] = await listCabins(request);
  await page.goto(`/cabin/${cabin._id}?${STAY}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Total por \d+ noches?/).first()).toBeVisible();
  await expectNoViolations(page);
});

test('no axe violations on the signed-in pages on a phone', async ({ page }) => {
  await signIn(page);
  for (const route of ['/host', '/host/onboard', '/profile', '/my-reservations']) {
    await page.goto(route);
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  }
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoViolations(page, '/my-reservations with its reservations');
});

test.describe('with dialogs, sheets and menus open on a phone', () => {
  test('the search sheet at each step', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Empieza tu búsqueda/ }).click({ timeout: 30_000 });
    const sheet = page.getByRole('dialog', { name: 'Tu búsqueda' });
    await expect(sheet.getByRole('heading', { name: 'Por la zona' })).toBeVisible();
    await expect(sheet.getByRole('option').first()).toBeVisible();
    await expectNoViolations(page, 'search sheet, destination step');

    await sheet.getByRole('option').first().click();
    const arrival = sheet.getByRole('region', { name: 'Llegada' });
    await expect(arrival.getByRole('grid')).toHaveAccessibleName('noviembre 2026');
    await expectNoViolations(page, 'search sheet, arrival calendar');
    await arrival.getByRole('button', { name: 'Ir al mes siguiente' }).click();
    await expect(arrival.getByRole('grid')).toHaveAccessibleName('diciembre 2026');

    await arrival.getByRole('button', { name: /, 4 de diciembre de 2026/ }).click();
    const departure = sheet.getByRole('region', { name: 'Salida' });
    await expect(departure.getByRole('grid')).toHaveCount(1);
    await expectNoViolations(page, 'search sheet, departure calendar');

    await departure.getByRole('button', { name: /, 7 de diciembre de 2026/ }).click();
    const guests = sheet.getByRole('region', { name: 'Huéspedes' });
    await guests.getByRole('button', { name: 'Agregar un huésped' }).click();
    await expectNoViolations(page, 'search sheet, guests step');

    await guests.getByRole('button', { name: 'Quitar un huésped' }).click();
    await sheet.getByRole('button', { name: 'Buscar' }).click();
    await expect(sheet.getByRole('alert')).toContainText('Por favor indica el número de huéspedes');
    await expectNoViolations(page, 'search sheet with its errors');
  });

  test('the user menu, signed out and signed in', async ({ page }) => {
    await page.goto('/');
    await (await userMenuTrigger(page)).click();
    await expect(page.getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoViolations(page, 'user menu open, signed out');
    await page.keyboard.press('Escape');

    await signIn(page);
    await expect(await userMenuTrigger(page)).toHaveAccessibleName(/^[A-Z]{2}, menú de usuario$/);
    await (await userMenuTrigger(page)).click();
    await expect(page.getByRole('menuitem', { name: 'Mis reservas' })).toBeVisible();
    await expectNoViolations(page, 'user menu open, signed in');
  });

  test('the filters sheet and the map view of the results', async ({ page }) => {
    await page.goto(`/results?location=Mazamitla&${STAY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Mostrar más/ }).click();
    await expect(dialog.getByRole('button', { name: 'Mostrar menos' })).toBeVisible();
    await expectNoViolations(page, 'results, filters sheet open');
    await dialog.getByRole('button', { name: 'Cerrar filtros' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Mapa' }).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.refugio-price-marker').first()).toBeVisible();
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expectNoViolations(page, 'results, map view');

    await page.locator('.refugio-price-marker').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    await expectNoViolations(page, 'results, map view with a popup');

    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page.getByRole('list', { name: 'Cabañas encontradas' })).toBeVisible();
  });

  test('the cabin page: photo dialog, amenities dialog and the calendar', async ({
    page,
    request,
  }) => {
    const cabins = await listCabins(request);
    const cabin =
      cabins.find(
        (c) => c.images.length > 1 && collectAmenities(c.accommodationFeatures).length > 10,
      ) ?? cabins[0];
    await page.goto(`/cabin/${cabin._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Mostrar todas las fotos' }).click();
    const photos = page.getByRole('dialog', { name: `Fotos de ${cabin.propertyDetails.name}` });
    await expect(photos).toBeVisible();
    await expectNoViolations(page, 'cabin, photo dialog open');
    await photos.getByRole('button', { name: 'Cerrar fotos' }).click();
    await expect(photos).toBeHidden();

    await page.getByRole('button', { name: /^Mostrar las \d+ amenidades$/ }).click();
    const amenities = page.getByRole('dialog', { name: 'Lo que ofrece este lugar' });
    await expect(amenities).toBeVisible();
    await expectNoViolations(page, 'cabin, amenities dialog open');
    await amenities.getByRole('button', { name: 'Cerrar amenidades' }).click();
    await expect(amenities).toBeHidden();

    // The bar at the bottom asks for dates and opens the arrival calendar.
    await page
      .getByRole('complementary', { name: 'Resumen de la reserva' })
      .getByRole('button', { name: 'Selecciona fechas' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Elige la fecha de llegada' })).toBeVisible();
    await expect(page.locator('.rdp-day_button').first()).toBeVisible();
    await expectNoViolations(page, 'cabin, arrival calendar open');
  });

  test('checkout with its validation errors, then the confirmation', async ({ page, request }) => {
    const stay = { checkIn: '2027-03-08', checkOut: '2027-03-10', guests: 2 };
    const { cabin, quote } = await findBookableCabin(request, stay);
    await openCheckoutWithState(page, summaryFor(cabin, stay, quote));
    await expectNoViolations(page, 'checkout');

    await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
    await expect(page.getByTestId('validation-alert')).toContainText(
      'Por favor corrige los siguientes errores:',
    );
    await expectNoViolations(page, 'checkout with validation errors');

    await fillCheckoutForm(page);
    await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
    await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoViolations(page, '/confirmation');
  });
});
