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
 * axe on every route, signed out and in, on a desktop viewport, with the pages' dialogs, panels and
 * menus open as well as closed: zero violations is the gate. a11y.phone.spec.ts does the same on a
 * phone.
 */

const STAY = 'checkIn=2027-01-15&checkOut=2027-01-18&guests=2';

async function cabinId(page: Page): Promise<string> {
  const res = await page.request.get('/api/habitaciones');
  const body = (await res.json()) as { habitaciones: Array<{ _id: string }> };
  return body.habitaciones[0]._id;
}

async function expectNoViolations(page: Page, what = page.url()) {
  await expectNoAxeViolations(page, what);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

for (const route of PUBLIC_ROUTES) {
  test(`no axe violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('no axe violations on a cabin page with its quote', async ({ page }) => {
  await page.goto(`/cabin/${await cabinId(page)}?${STAY}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Total por \d+ noches?/).first()).toBeVisible();
  await expectNoViolations(page);
});

test('no axe violations on the signed-in pages', async ({ page }) => {
  await signIn(page);
  // /host and /host/onboard: a guest is offered to become a host (the console itself: host-console.spec.ts).
  for (const route of ['/host', '/host/onboard', '/profile', '/my-reservations']) {
    await page.goto(route);
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  }
  await expect(page.getByRole('heading', { name: 'Mis reservas' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoViolations(page, '/my-reservations with its reservations');
  // A trip page of the demo guest's (issue 17).
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Detalles de tu viaje a / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles de tu viaje' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
  await expectNoViolations(page, 'a trip page');
});

test.describe('with dialogs, panels and menus open', () => {
  test('the home search bar: destination, dates and guests panels', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Quédate cerca de un destino popular' }),
    ).toBeVisible({ timeout: 30_000 });

    await page.getByRole('combobox', { name: 'Destino' }).click();
    await expect(page.getByRole('heading', { name: 'Por la zona' })).toBeVisible();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Destino' }).press('ArrowDown');
    await expectNoViolations(page, 'home, destination panel open');

    await page.getByRole('option').first().click();
    const arrival = page.getByRole('dialog', { name: 'Fecha de llegada' });
    await expect(arrival.getByRole('grid')).toHaveCount(2);
    await expectNoViolations(page, 'home, arrival calendar open');

    await arrival.getByRole('button', { name: 'Fechas flexibles' }).click();
    await arrival.getByRole('button', { name: 'enero 2027' }).click();
    await expect(arrival.getByRole('button', { name: 'enero 2027' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoViolations(page, 'home, flexible dates open');
    await arrival.getByRole('button', { name: 'Fechas exactas' }).click();

    await arrival.getByRole('button', { name: /, 4 de diciembre de 2026/ }).click();
    const departure = page.getByRole('dialog', { name: 'Fecha de salida' });
    await expect(departure.getByRole('grid').first()).toBeVisible();
    await expectNoViolations(page, 'home, departure calendar open');

    await departure.getByRole('button', { name: /, 7 de diciembre de 2026/ }).click();
    const guests = page.getByRole('dialog', { name: 'Huéspedes' });
    await expect(guests.getByText('13 años o más')).toBeVisible();
    await guests.getByRole('button', { name: 'Agregar un huésped' }).click();
    await expectNoViolations(page, 'home, guests panel open');
  });

  test('the user menu, signed out and signed in', async ({ page }) => {
    await page.goto('/');
    await expect(await userMenuTrigger(page)).toHaveAccessibleName('Menú de usuario');
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

  test('the results filters dialog and a map popup', async ({ page }) => {
    await page.goto(`/results?location=Mazamitla&${STAY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, 'results, filters dialog open');
    await dialog.getByRole('button', { name: /^Mostrar más/ }).click();
    await dialog.getByRole('button', { name: 'Aumentar Recámaras' }).click();
    await expect(dialog.getByRole('button', { name: 'Mostrar menos' })).toBeVisible();
    await expectNoViolations(page, 'results, filters dialog with every amenity');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const marker = page.locator('.refugio-price-marker').first();
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    await expectNoViolations(page, 'results, a map popup open');
  });

  test('the cabin page: photo dialog, amenities dialog and both calendars', async ({
    page,
    request,
  }) => {
    const cabins = await listCabins(request);
    const cabin =
      cabins.find(
        (c) => c.images.length > 1 && collectAmenities(c.accommodationFeatures).length > 10,
      ) ?? cabins[0];
    await page.goto(`/cabin/${cabin._id}?${STAY}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Mostrar todas las fotos' }).click();
    const photos = page.getByRole('dialog', { name: `Fotos de ${cabin.propertyDetails.name}` });
    await expect(photos).toBeVisible();
    await expectNoViolations(page, 'cabin, photo dialog open');
    await photos.getByRole('button', { name: 'Cerrar fotos' }).click();
    await expect(photos).toBeHidden();

    const more = page.getByRole('button', { name: /^Mostrar las \d+ amenidades$/ });
    await more.click();
    const amenities = page.getByRole('dialog', { name: 'Lo que ofrece este lugar' });
    await expect(amenities).toBeVisible();
    await expectNoViolations(page, 'cabin, amenities dialog open');
    await amenities.getByRole('button', { name: 'Cerrar amenidades' }).click();
    await expect(amenities).toBeHidden();

    const widget = page.getByRole('region', { name: 'Reserva' });
    await widget.getByRole('button', { name: /SALIDA/ }).click();
    await expect(page.getByRole('dialog', { name: 'Elige la fecha de salida' })).toBeVisible();
    await expect(page.locator('.rdp-day_button').first()).toBeVisible();
    await expectNoViolations(page, 'cabin, departure calendar open');
  });

  test('checkout with its validation errors, then the confirmation', async ({ page, request }) => {
    const stay = { checkIn: '2027-03-01', checkOut: '2027-03-03', guests: 2 };
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
    // The success overlay redirects after 2.5 s: too short a window to audit it deterministically.
    await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoViolations(page, '/confirmation');
  });
});
