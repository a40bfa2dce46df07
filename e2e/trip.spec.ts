import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  NOW,
  expectNoAxeViolations,
  fillCheckoutForm,
  findBookableCabin,
  openCheckoutWithState,
  summaryFor,
  type Stay,
} from './support/a11y.ts';
import { registerGuest, type RegisteredGuest } from './support/accounts.ts';
import { waitForServiceWorker } from './support/pwa.ts';

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
const banner = (page: Page) => page.getByTestId('offline-banner');
const calendarLink = (page: Page) => page.getByRole('link', { name: 'Agregar al calendario' });

async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** Keys of the app's IndexedDB reservations store (what the worker keeps for the guest). */
function storedReservationKeys(page: Page): Promise<string[]> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('refugio-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('reservations')) { db.close(); resolve([]); return; }
      const request = db.transaction('reservations').objectStore('reservations').getAllKeys();
      request.onsuccess = () => { db.close(); resolve(request.result); };
      request.onerror = () => reject(request.error);
    };
  })`) as Promise<string[]>;
}

/** What 'Agregar al calendario' downloads (a blob: address made from the stored .ics). */
async function calendarDownload(page: Page): Promise<{ name: string; text: string }> {
  await expect(calendarLink(page)).toHaveAttribute('href', /^blob:/);
  const [download] = await Promise.all([page.waitForEvent('download'), calendarLink(page).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

async function imagesLoaded(page: Page, selector: string): Promise<number> {
  return (await page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(selector)})]
      .filter((img) => img.complete && img.naturalWidth > 0).length`,
  )) as number;
}

async function signInAs(page: Page, guest: RegisteredGuest) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(guest.email);
  await page.getByLabel(/^Contraseña/).fill(guest.password);
  await page.getByRole('checkbox', { name: 'Recordarme' }).check({ force: true });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** What the trip page shows of the booked stay. */
async function expectTrip(page: Page, cabinName: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles de tu viaje' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(cabinName, { exact: true })).toBeVisible();
  await expect(main.getByText('12 de abril, 2027', { exact: true })).toBeVisible();
  await expect(main.getByText('A partir de las 15:00', { exact: true })).toBeVisible();
  await expect(main.getByText('15 de abril, 2027', { exact: true })).toBeVisible();
  await expect(main.getByText('Antes de las 12:00', { exact: true })).toBeVisible();
  await expect(main.getByText('2 personas', { exact: true })).toBeVisible();
  await expect(main.getByText('3 noches', { exact: true })).toBeVisible();
  await expect(main.getByText(/^Coordenadas: -?\d+\.\d+, -?\d+\.\d+$/)).toBeVisible();
  await expect(
    main.getByRole('link', { name: `Cómo llegar a ${cabinName} (se abre en otra pestaña)` }),
  ).toHaveAttribute('href', /google\.com\/maps\/dir\/\?api=1&destination=-?\d/);
  await expect(main.getByText(/^Pagado con tarjeta terminada en 1111$/)).toBeVisible();
  await expect(
    main.getByRole('region', { name: `Mapa de los alrededores de ${cabinName}` }),
  ).toBeVisible();
  await expect.poll(() => imagesLoaded(page, 'main img[src*="/media/"]')).toBeGreaterThan(0);
  await expect.poll(() => imagesLoaded(page, 'img.leaflet-tile')).toBeGreaterThan(0);
  const { name, text: ics } = await calendarDownload(page);
  expect(name).toMatch(/^reserva-\w{8}\.ics$/);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270412');
  expect(ics).toContain('DTEND;VALUE=DATE:20270415');
  expect(ics).toContain(`SUMMARY:Estancia en ${cabinName}`);
}

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
    await expectTrip(page, cabinName);
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
    await expectTrip(page, cabinName);
    await expect(banner(page)).toContainText('Sin conexión');
    await expect(banner(page)).toContainText(/Datos guardados hace/);
    await expectNoAxeViolations(page, 'trip page offline');

    await page.getByRole('link', { name: 'Volver a Mis reservas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis reservas' })).toBeVisible();
    await page.getByRole('link', { name: `Detalles de tu viaje a ${cabinName}` }).click();
    await expect(page).toHaveURL(tripPath);
    await expectTrip(page, cabinName);

    // ── Back online: logging out takes the trip off the device ─────────────────────────────
    await restoreNetwork(context);
    await page.goto('/');
    await page.getByRole('button', { name: /menú de usuario/i }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect.poll(() => storedReservationKeys(page)).toEqual([]);
  });

  test('another account’s trip is not found', async ({ page, request }) => {
    const guest = await registerGuest(request, 'ajeno');
    await signInAs(page, guest);
    await page.goto('/my-reservations/rsv00000000000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reservación no encontrada' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'trip not found');
  });
});
