import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatMXN } from '../src/shared/format.ts';
import { findBookableCabin, listCabins, NOW } from './support/a11y.ts';

/**
 * First visits to the home, a search, a cabin, a destination and the sign-in page come drawn by
 * the server (docs/decisions/050): readable before any JavaScript runs, then hydrated by the app
 * without a mismatch.
 */

const STAY = 'checkIn=2026-12-07&checkOut=2026-12-10&guests=2';

async function cabinPath(page: Page): Promise<{ path: string; name: string }> {
  const [cabin] = await listCabins(page.request);
  return { path: `/cabin/${cabin._id}?${STAY}`, name: cabin.propertyDetails.name };
}

/** Console errors and uncaught errors (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows its heading and popular destinations', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Tu refugio en México te espera', level: 1 }),
    ).toBeVisible();
    const destinations = page
      .getByRole('region', { name: 'Quédate cerca de un destino popular' })
      .getByRole('listitem');
    await expect(destinations.first()).toContainText(/\d+ alojamientos?/);
    await expect(destinations.first()).toContainText(/Desde \$[\d,]+ por noche/);
  });

  test('a search shows its results with their prices for the stay', async ({ page }) => {
    await page.goto(`/results?location=Mazamitla&${STAY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    const cards = page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');
    await expect(cards.first()).toContainText('Mazamitla, Jalisco');
    await expect(cards.first()).toContainText(/\$[\d,]+ por 3 noches/);
  });

  test('a cabin shows its name, description and booking box', async ({ page }) => {
    const cabin = await cabinPath(page);
    await page.goto(cabin.path);
    await expect(page.getByRole('heading', { name: cabin.name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${cabin.name} · Refugio`);
    await expect(page.getByText('Lo que ofrece este lugar')).toBeVisible();
  });

  test("a cabin asked for with a stay shows that stay's total, ready to book", async ({ page }) => {
    const stay = { checkIn: '2026-12-07', checkOut: '2026-12-10', guests: 2 };
    const { cabin, quote } = await findBookableCabin(page.request, stay);
    await page.goto(`/cabin/${cabin._id}?${STAY}`);
    const widget = page.getByRole('region', { name: 'Reserva' });
    await expect(widget.getByText('Total por 3 noches')).toBeVisible();
    await expect(widget.getByText(formatMXN(quote.pricing!.totalPrice)).first()).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Reservar' })).toBeEnabled();
  });

  test("a destination's page shows its title, description and cabins with their map's place", async ({
    page,
  }) => {
    const answer = await page.goto('/destinos/mazamitla');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cabañas en Mazamitla, Jalisco',
    );
    await expect(page).toHaveTitle('Cabañas en Mazamitla, Jalisco · Refugio');
    await expect(page.getByText(/\d+ cabañas? desde \$[\d,]+ por noche\./)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');
    await expect(cards.first()).toContainText('Mazamitla, Jalisco');
    await expect(cards.first()).toContainText(/\$[\d,]+\s*noche/);
    await expect(page.getByRole('region', { name: 'Mapa', exact: true })).toBeVisible();
  });

  test('the sign-in page shows its form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Correo electrónico/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  });

  test('other pages are the app shell', async ({ page }) => {
    await page.goto('/register');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

for (const [name, viewport] of [
  ['phone', { width: 412, height: 823 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`hydrated on a ${name}`, () => {
    test.use({ viewport });

    test('the drawn pages come alive without errors and respond at once', async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      const errors = collectErrors(page);
      const cabin = await cabinPath(page);
      const destination = '/destinos/mazamitla';
      for (const path of ['/', `/results?location=Mazamitla&${STAY}`, cabin.path, destination]) {
        await page.goto(path);
        const menu = page.getByRole('button', { name: /menú de usuario/i });
        await menu.click();
        await expect(page.getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible();
        await page.keyboard.press('Escape');
        // Never the loading spinner in place of what the server drew.
        await expect(page.getByLabel('Cargando', { exact: true })).toHaveCount(0);
      }
      await page.goto('/login');
      await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
      await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

/** The start-up code's file (chunks are named by their hash), from Vite's build manifest. */
function startChunk(): string {
  const dist = process.env.E2E_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest['src/app/startup/start.tsx'].file;
}

/** Holds the app's start-up code back until `release()`: the page stays as the server drew it. */
async function holdAppStart(
  page: Page,
): Promise<{ requested: () => boolean; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(`**/${startChunk()}`, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

test.describe('before the app has started', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a click on a drawn page is not lost: it starts the app and takes effect', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    const errors = collectErrors(page);
    const cabin = await cabinPath(page);
    // The app's start-up code is held back until the guest has clicked.
    const start = await holdAppStart(page);
    await page.goto(cabin.path, { waitUntil: 'domcontentloaded' });
    const widget = page.getByRole('region', { name: 'Reserva' });
    await widget.getByRole('button', { name: /LLEGADA/ }).click();
    await expect.poll(start.requested).toBe(true);
    start.release();
    await expect(page.getByRole('dialog', { name: 'Elige la fecha de llegada' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('what a guest typed into the drawn sign-in form is what the app signs in with', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    const errors = collectErrors(page);
    // A guest of their own: the demo guest's sign-ins are counted (10 per quarter hour) by the
    // journeys that need that guest's reservations.
    const guest = { email: `rocio.${Date.now()}@example.mx`, password: 'cabaña-en-el-bosque' };
    const registered = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Rocío',
        lastName: 'Méndez',
        email: guest.email,
        phone: '+525512345678',
        password: guest.password,
        confirmPassword: guest.password,
        acceptTerms: true,
      },
    });
    expect(registered.status()).toBe(201);
    const start = await holdAppStart(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    // Typed while the app's code is still held back: the fields are the server's.
    await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(guest.email);
    await page.getByLabel(/^Contraseña/).fill(guest.password);
    await expect.poll(start.requested).toBe(true);
    start.release();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /menú de usuario/i })).toContainText('RM');
    expect(errors).toEqual([]);
  });
});
