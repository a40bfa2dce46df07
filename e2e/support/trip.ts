import { readFile } from 'node:fs/promises';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { RegisteredGuest } from './accounts.ts';

/** The trip page's journeys (e2e/trip.spec.ts, e2e/trip.phone.spec.ts). */

export const banner = (page: Page) => page.getByTestId('offline-banner');
const calendarLink = (page: Page) => page.getByRole('link', { name: 'Agregar al calendario' });

export async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

export async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** Keys of the app's IndexedDB reservations store (what the worker keeps for the guest). */
export function storedReservationKeys(page: Page): Promise<string[]> {
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

export async function signInAs(page: Page, guest: RegisteredGuest) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(guest.email);
  await page.getByLabel(/^Contraseña/).fill(guest.password);
  // A click before the form has hydrated is lost: try until the box stays checked.
  const remember = page.getByRole('checkbox', { name: 'Recordarme' });
  await expect(async () => {
    await remember.check({ force: true, timeout: 2_000 });
    await expect(remember).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** What the trip page shows of the booked stay. */
export async function expectTrip(
  page: Page,
  cabinName: string,
  dates: [string, string],
  nights: string,
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles de tu viaje' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(cabinName, { exact: true })).toBeVisible();
  await expect(main.getByText(dates[0], { exact: true })).toBeVisible();
  await expect(main.getByText('A partir de las 15:00', { exact: true })).toBeVisible();
  await expect(main.getByText(dates[1], { exact: true })).toBeVisible();
  await expect(main.getByText('Antes de las 12:00', { exact: true })).toBeVisible();
  await expect(main.getByText('2 personas', { exact: true })).toBeVisible();
  await expect(main.getByText(nights, { exact: true })).toBeVisible();
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

  expect(ics).toContain(`SUMMARY:Estancia en ${cabinName}`);
  return ics;
}
