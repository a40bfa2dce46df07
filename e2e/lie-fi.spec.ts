import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForServiceWorker } from './support/pwa.ts';

/**
 * "Lie-fi": the browser says it is online (navigator.onLine true, no 'offline' event) while nothing
 * reaches the server — a captive portal, or Chromium's own emulation after an offline reload.
 * Whatever is on screen that came from the device must be announced ('Sin conexión' and the
 * data's age), and the banner goes away once a request reaches the server again.
 *
 * The network is cut twice over (context.setOffline and every /api request aborted), so the test
 * holds whether or not the browser keeps its offline emulation across a reload.
 */

const HOUR = 60 * 60 * 1000;
const cabinLinks = (page: Page) => page.locator('main a[href^="/cabin/"]');
const banner = (page: Page) => page.getByTestId('offline-banner');
const results = (location: string) =>
  `/results?location=${location}&checkIn=2026-12-07&checkOut=2026-12-10&guests=2`;
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A navigation inside the app (the router's own, no page load), as a link in the app does. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)});
     dispatchEvent(new PopStateEvent('popstate'));`,
  );
}

/** Every page of the context believes it is online, and never hears otherwise. */
async function lieAboutTheNetwork(context: BrowserContext) {
  await context.addInitScript(`
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
    for (const type of ['online', 'offline']) {
      window.addEventListener(type, (event) => event.stopImmediatePropagation(), true);
    }
  `);
}

async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** Records in the app's IndexedDB store of cabin lists (what the worker answers offline from). */
function storedCabinLists(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('refugio-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('cabinLists')) { db.close(); resolve(0); return; }
      const request = db.transaction('cabinLists').objectStore('cabinLists').count();
      request.onsuccess = () => { db.close(); resolve(request.result); };
      request.onerror = () => reject(request.error);
    };
  })`) as Promise<number>;
}

test.describe('the network lies', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('after a reload answered from the device, the banner shows the age and leaves when the server answers', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await lieAboutTheNetwork(context);
    const visitedAt = Date.now();
    await page.clock.setFixedTime(visitedAt);

    // Online: one visit, kept by the worker in IndexedDB and by the app in localStorage.
    await page.goto('/');
    await expect(cabinLinks(page).first()).toBeVisible({ timeout: 45_000 });
    await waitForServiceWorker(page);
    await expect.poll(() => storedCabinLists(page), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(banner(page)).toHaveCount(0);

    // No network; the browser still says it is online. Half a minute later: what the app kept is
    // younger than its queries' staleTime, and what is drawn still came from the device.
    await cutNetwork(context);
    await page.clock.setFixedTime(visitedAt + 30_000);
    await page.reload();
    await expect(cabinLinks(page).first()).toBeVisible();
    expect(await page.evaluate('navigator.onLine')).toBe(true);
    await expect(banner(page)).toContainText('Sin conexión');
    await expect(banner(page)).toContainText('Datos guardados hace unos segundos');

    // Two hours later, still no network: the age says so.
    await page.clock.setFixedTime(visitedAt + 2 * HOUR + 5 * 60_000);
    await page.reload();
    await expect(cabinLinks(page).first()).toBeVisible();
    await expect(banner(page)).toContainText('Sin conexión');
    await expect(banner(page)).toContainText('Datos guardados hace 2 horas');

    // The network is back: the next request that reaches the server (a search) takes the
    // banner away.
    await restoreNetwork(context);
    const fromServer = page.waitForResponse(
      (r) => r.url().includes('/api/') && r.ok() && !r.headers()['x-refugio-offline'],
    );
    await navigateInApp(page, results('Mazamitla'));
    await fromServer;
    await expect(resultsHeading(page)).toHaveText(/^\d+ resultados?$/);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('the network lies before the service worker controls the page', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

  test('a search that gets no answer shows the banner, with no code to fetch for it', async ({
    page,
    context,
  }) => {
    await lieAboutTheNetwork(context);
    // Online: a search, drawn by the server; its page's code is loaded.
    await page.goto(results('Mazamitla'));
    await expect(resultsHeading(page)).toHaveText(/^\d+ resultados?$/);
    // The map's markers come once the drawn page's app has started.
    await expect(page.locator('.refugio-price-marker').first()).toBeVisible({ timeout: 30_000 });
    await expect(banner(page)).toHaveCount(0);

    // No network at all (no worker to answer either), and the browser does not know it.
    await cutNetwork(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await navigateInApp(page, results('Tulum'));
    await expect(banner(page)).toContainText('Sin conexión');
    await expect(
      page.getByText('No hay datos guardados de esta página. Conéctate a internet para verla.'),
    ).toBeVisible();
    expect(await page.evaluate('navigator.onLine')).toBe(true);
    expect(scripts).toEqual([]);
    await restoreNetwork(context);
  });
});
