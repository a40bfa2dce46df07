import { expect, test } from '@playwright/test';
import {
  NOW,
  expectNoAxeViolations,
  fillCheckoutForm,
  findBookableCabin,
  openCheckoutWithState,
  summaryFor,
  type Stay,
} from './support/a11y.ts';
import { registerGuest } from './support/accounts.ts';
import { waitForServiceWorker } from './support/pwa.ts';
import {
  banner,
  cutNetwork,
  expectTrip,
  restoreNetwork,
  signInAs,
  storedReservationKeys,
} from './support/trip.ts';

/**
 * The guest's trip (issue 17): a new guest books a stay, opens its trip page from Mis reservas,
 * then loses the network: the page, its photo, its map and its calendar file are still there, with
 * the data's age. Logging out takes the trip off the device.
 *
 * The network is cut twice over (context.setOffline and every /api request aborted, as in
 * lie-fi.spec.ts), so the test holds whether or not Chromium keeps its offline emulation across a
 * reload.
 */

const STAY: Stay = { checkIn: '2027-04-12', checkOut: '2027-04-15', guests: 2 };
const DATES: [string, string] = ['12 de abril, 2027', '15 de abril, 2027'];
test.describe('the guest’s trip', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('book, open the trip page, and have it (photo, map, calendar) with no network', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.clock.setFixedTime(NOW);
    const guest = await registerGuest(request, 'viaje');
    const { cabin, quote } = await findBookableCabin(request, STAY);
    const cabinName = cabin.propertyDetails.name;

    // ── Online: sign in, book, open the trip from Mis reservas ──────────────────────────────
    await page.goto('/');
    await waitForServiceWorker(page);
    await signInAs(page, guest);
    await openCheckoutWithState(page, summaryFor(cabin, STAY, quote));
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
    await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
      timeout: 15_000,
    });

    await page.goto('/my-reservations');
    const tripLink = page.getByRole('link', { name: `Detalles de tu viaje a ${cabinName}` });
    await tripLink.click();
    await expect(page).toHaveURL(/\/my-reservations\/[^/]+$/);
    const tripPath = new URL(page.url()).pathname;
    const ics = await expectTrip(page, cabinName, DATES, '3 noches');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270412');
    expect(ics).toContain('DTEND;VALUE=DATE:20270415');
    await expectNoAxeViolations(page, 'trip page');

    // The worker has kept the trip and its calendar file for this guest.
    await expect
      .poll(() => storedReservationKeys(page))
      .toEqual(
        expect.arrayContaining([expect.stringMatching(/:trip:/), expect.stringMatching(/:ics:/)]),
      );

    // ── Offline: reload, and come back to the trip through Mis reservas ────────────────────
    await cutNetwork(context);
    await page.reload();
    await expectTrip(page, cabinName, DATES, '3 noches');
    await expect(banner(page)).toContainText('Sin conexión');
    await expect(banner(page)).toContainText(/Datos guardados hace/);
    await expectNoAxeViolations(page, 'trip page offline');

    await page.getByRole('link', { name: 'Volver a Mis reservas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis reservas' })).toBeVisible();
    await page.getByRole('link', { name: `Detalles de tu viaje a ${cabinName}` }).click();
    await expect(page).toHaveURL(tripPath);
    await expectTrip(page, cabinName, DATES, '3 noches');

    // ── Back online: logging out takes the trip off the device ─────────────────────────────
    await restoreNetwork(context);
    await page.goto('/');
    await page.getByRole('button', { name: /menú de usuario/i }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect.poll(() => storedReservationKeys(page)).toEqual([]);
  });

  test('another account’s trip is not found', async ({ page, request }) => {
    // The browser's clock at the server's (ADR 195): the session's expiry is counted on it.
    await page.clock.setFixedTime(NOW);
    const guest = await registerGuest(request, 'ajeno');
    await signInAs(page, guest);
    await page.goto('/my-reservations/rsv00000000000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reservación no encontrada' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'trip not found');
  });
});
