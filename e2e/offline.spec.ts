import { expect, test, type Page, type Request } from '@playwright/test';
import { waitForServiceWorker } from './support/pwa.ts';

/**
 * The offline story of docs/architecture.md: one online visit (home, a search, two cabins, Mis reservas
 * signed in), then no network at all: the pages seen still render from the service worker's
 * precache and IndexedDB, with photos and map tiles; quoting and paying are refused in Spanish
 * with nothing sent; back online everything refreshes.
 */

const NOW = new Date('2026-11-22T12:00:00-06:00');
const STAY = { checkIn: '2026-12-07', checkOut: '2026-12-10' };
const RESULTS = `/results?location=Mazamitla&checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&guests=2`;
const DEMO = { email: 'demo@refugio.mx', password: 'refugio123' };

const cabinLinks = (page: Page) => page.locator('main a[href^="/cabin/"]');
const resultCards = (page: Page) =>
  page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');
const banner = (page: Page) => page.getByTestId('offline-banner');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

interface OfflineCounts {
  cabinLists: number;
  cabins: number;
  searches: number;
  reservations: number;
  answers: number;
  tiles: number;
}

/** Record counts of the app's IndexedDB, read in the page. */
function offlineCounts(page: Page): Promise<OfflineCounts> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('refugio-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const names = [...db.objectStoreNames];
      const tx = db.transaction(names);
      const counts = {};
      for (const name of names) {
        const request = tx.objectStore(name).count();
        request.onsuccess = () => (counts[name] = request.result);
      }
      tx.oncomplete = () => { db.close(); resolve(counts); };
    };
  })`) as Promise<OfflineCounts>;
}

/** Every <img> matching the selector that is on screen has loaded real pixels. */
async function imagesLoaded(page: Page, selector: string, atLeast = 1): Promise<number> {
  const loaded = await page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(selector)})]
      .filter((img) => img.complete && img.naturalWidth > 0).length`,
  );
  expect(loaded as number).toBeGreaterThanOrEqual(atLeast);
  return loaded as number;
}

async function expectImagesLoaded(page: Page, selector: string, atLeast = 1) {
  await expect
    .poll(() => imagesLoaded(page, selector, 0), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(atLeast);
}

function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') posts.push(request);
  });
  return posts;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(DEMO.password);
  await page.getByRole('checkbox', { name: 'Recordarme' }).check({ force: true });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('offline after one online visit', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home, a search with its map, two cabins and Mis reservas work without network', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.clock.setFixedTime(NOW);

    // ── Online: the one visit ────────────────────────────────────────────────────────────────
    await page.goto('/');
    // The first visit downloads everything (and the machine may be busy): allow it time.
    await expect(cabinLinks(page).first()).toBeVisible({ timeout: 45_000 });
    await waitForServiceWorker(page);
    const firstCabinHref = await cabinLinks(page).first().getAttribute('href');

    await page.goto(RESULTS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    const resultCount = await resultCards(page).count();
    expect(resultCount).toBeGreaterThan(1);
    await expectImagesLoaded(page, 'img.leaflet-tile', 4);
    const tilesSeen = await page.locator('img.leaflet-tile-loaded').count();
    const cabinHrefs = await Promise.all(
      [0, 1].map((i) =>
        resultCards(page).nth(i).locator('a[href^="/cabin/"]').first().getAttribute('href'),
      ),
    );
    const cabinNames: string[] = [];
    for (const href of cabinHrefs) {
      await page.goto(href!);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).not.toBeEmpty();
      cabinNames.push((await heading.textContent())!.trim());
      await expectImagesLoaded(page, 'main img[src^="/media/"]', 1);
      await expect(
        page.getByRole('region', { name: 'Reserva' }).getByText(/Total por 3 noches/),
      ).toBeVisible();
    }

    await signIn(page);
    await page.goto('/my-reservations');
    const reservations = page.locator('main article');
    await expect(reservations.first()).toBeVisible();
    const reservationCount = await reservations.count();
    expect(reservationCount).toBeGreaterThan(0);
    const firstReservation = await reservations.first().innerText();

    await page.goto('/');
    await expect(cabinLinks(page).first()).toBeVisible();
    await expect
      .poll(() => offlineCounts(page), { timeout: 15_000 })
      .toMatchObject({
        cabinLists: 1,
        reservations: 1,
        cabins: expect.any(Number),
        tiles: expect.any(Number),
      });
    const stored = await offlineCounts(page);
    expect(stored.cabins).toBeGreaterThanOrEqual(2);
    expect(stored.searches).toBeGreaterThanOrEqual(1);
    expect(stored.tiles).toBeGreaterThanOrEqual(tilesSeen);

    // ── Offline ─────────────────────────────────────────────────────────────────────────────
    const posts = recordPosts(page);
    await context.setOffline(true);

    // Repeat start without network, measured from the reload to the first cabin on screen (wall
    // clock on the test side: the page's fixed clock fakes performance.now()).
    const reloadAt = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await expect(cabinLinks(page).first()).toBeVisible();
    const repeatStartMs = Date.now() - reloadAt;
    await expect(cabinLinks(page).first()).toHaveAttribute('href', firstCabinHref!);
    await expect(banner(page)).toContainText('Sin conexión');
    await expect(banner(page)).toContainText(/Datos guardados hace/);

    await page.goto(RESULTS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${resultCount} resultados`);
    await expect(resultCards(page)).toHaveCount(resultCount);
    await expectImagesLoaded(page, 'main ul img[src^="/media/"]', 1);
    await expectImagesLoaded(page, 'img.leaflet-tile', tilesSeen);
    await expect(banner(page)).toContainText('Sin conexión');

    for (const [i, href] of cabinHrefs.entries()) {
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cabinNames[i]);
      await expectImagesLoaded(page, 'main img[src^="/media/"]', 1);
    }
    // Quoting needs the server: refused in Spanish, nothing sent.
    await expect(
      page.getByText('Sin conexión: necesitas internet para cotizar y reservar.'),
    ).toBeVisible();

    // A page never seen online says so instead of spinning.
    await page.goto('/cabin/nunca-vista');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(
      page.getByText('No hay datos guardados de esta página. Conéctate a internet para verla.'),
    ).toBeVisible();

    await page.goto(RESULTS.replace('Mazamitla', 'Tulum'));
    await expect(
      page.getByText('No hay datos guardados de esta página. Conéctate a internet para verla.'),
    ).toBeVisible();

    await page.goto('/my-reservations');
    await expect(reservations).toHaveCount(reservationCount);
    const card = reservations.first();
    expect(await card.innerText()).toBe(firstReservation);
    await expect(card.getByText(/^Reserva #\w{8}$/)).toBeVisible();
    await expect(card.getByText(/^Coordenadas: -?\d+\.\d+, -?\d+\.\d+$/)).toBeVisible();
    await expect(card.getByRole('link', { name: /^Cómo llegar a / })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/.*destination=-?\d/,
    );
    await expect(card.getByText(/\d{2} de [a-z]+, \d{4}/).first()).toBeVisible();
    await expectImagesLoaded(page, 'main article img[src*="/media/"]', 1);
    await expect(banner(page)).toContainText(/Datos guardados hace/);

    expect(posts.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);

    const storage = (await page.evaluate('navigator.storage.estimate()')) as {
      usage: number;
      usageDetails?: Record<string, number>;
    };
    console.log(
      JSON.stringify({
        offlineRepeatStartToCabinsMs: repeatStartMs,
        stored: await offlineCounts(page),
        storage,
      }),
    );

    // ── Back online: what is shown refreshes from the network by itself ───────────────────
    const fresh = page.waitForResponse(
      (r) =>
        r.url().includes('/api/auth/my-reservations') &&
        r.ok() &&
        !r.headers()['x-refugio-offline'],
    );
    await context.setOffline(false);
    await fresh;
    await expect(banner(page)).toHaveCount(0);
    await expect(reservations).toHaveCount(reservationCount);

    // Logging out forgets the guest's reservations on this device; the catalogue stays.
    await page.getByRole('button', { name: /menú de usuario/i }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect.poll(async () => (await offlineCounts(page)).reservations).toBe(0);
    expect((await offlineCounts(page)).cabins).toBeGreaterThanOrEqual(2);
  });
});

test.describe('paying without network', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is refused in Spanish and no request leaves the page', async ({ page, context }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(RESULTS);
    const href = await resultCards(page)
      .first()
      .locator('a[href^="/cabin/"]')
      .first()
      .getAttribute('href');
    await page.goto(href!);
    const widget = page.getByRole('region', { name: 'Reserva' });
    await expect(widget.getByText(/Total por 3 noches/)).toBeVisible();
    await widget.getByRole('button', { name: 'Reservar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await field(page, 'Nombre').fill('Ana');
    await field(page, 'Apellido').fill('García');
    await field(page, 'Correo electrónico').fill('ana@example.com');
    await field(page, 'Teléfono').fill('5512345678');
    await field(page, 'Número de tarjeta').fill('4111111111111111');
    await field(page, 'Mes').fill('12');
    await field(page, 'Año').fill('30');
    await field(page, 'CVV').fill('123');
    await field(page, 'Nombre del titular').fill('ANA GARCIA');
    await field(page, 'Correo de facturación').fill('ana@example.com');
    await field(page, 'Teléfono de facturación').fill('5512345678');

    const posts = recordPosts(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    await expect(
      page.getByText(/No hay conexión a internet\. Para pagar necesitas estar en línea/),
    ).toBeVisible();
    await expect(banner(page)).toContainText('Sin conexión');
    expect(posts.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  });
});
