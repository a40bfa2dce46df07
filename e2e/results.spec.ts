import { expect, test, type Page } from '@playwright/test';

/** Dates after the fixed "today" of the e2e server (2026-11-22). */
const STAY = { checkIn: '2026-12-07', checkOut: '2026-12-10' };

function resultsUrl(params: Record<string, string | number>): string {
  const query = new URLSearchParams({
    location: 'Mazamitla',
    checkIn: STAY.checkIn,
    checkOut: STAY.checkOut,
    guests: '2',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  return `/results?${query}`;
}

async function openResults(page: Page, url: string) {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-06:00'));
  await page.goto(url);
}

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const resultCards = (page: Page) =>
  page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');

/** Cabins the map accounts for: lone price markers plus the counts of groups of overlapping ones. */
async function cabinsOnMap(page: Page): Promise<number> {
  const singles = await page.locator('.refugio-price-marker').count();
  const counts = await page.locator('.refugio-cluster-marker__count').allTextContents();
  return singles + counts.reduce((sum, text) => sum + Number(text), 0);
}

async function resultCount(page: Page): Promise<number> {
  await expect(resultsHeading(page)).toHaveText(/^\d+ resultados?$/);
  return Number((await resultsHeading(page).textContent())?.match(/\d+/)?.[0]);
}

test.describe('results on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a search shows its count, cards with the stay, and price markers on the map', async ({
    page,
  }) => {
    await openResults(page, resultsUrl({}));
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(1);
    const cards = resultCards(page);
    await expect(cards).toHaveCount(count);
    // Cards open the cabin with the dates and guests of the search.
    const firstLink = cards.first().getByRole('link').first();
    await expect(firstLink).toHaveAttribute('href', new RegExp(`checkIn=${STAY.checkIn}`));
    // Every cabin is on the map: a keyboard-focusable marker named by cabin and price, or in the
    // count of a group of markers that would overlap.
    const markers = page.locator('.refugio-price-marker');
    await expect(markers.first()).toBeVisible();
    await expect.poll(() => cabinsOnMap(page)).toBe(count);
    await expect(markers.first()).toHaveAttribute('aria-label', /^Cabaña .+, \$[\d,]+/);
    await expect(markers.first()).toHaveAttribute('tabindex', '0');
    // Tiles come from the configured (local) tile server.
    await expect(page.locator('img.leaflet-tile').first()).toHaveAttribute(
      'src',
      /localhost:\d+\/tiles\//,
    );
  });

  test('filters narrow the list, live in the URL and survive a reload', async ({ page }) => {
    await openResults(page, resultsUrl({}));
    const before = await resultCount(page);

    await page.getByRole('button', { name: 'Filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog.getByRole('group', { name: 'Recámaras' })).toContainText('Todos');
    await dialog.getByRole('button', { name: 'Aumentar Recámaras' }).click();
    await dialog.getByRole('button', { name: 'Aumentar Recámaras' }).click();
    await dialog.getByRole('button', { name: 'Aumentar Recámaras' }).click();
    await dialog.getByRole('button', { name: 'Mostrar lugares' }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/bedrooms=3/);
    const after = await resultCount(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(resultCards(page)).toHaveCount(after);
    await expect(page.getByRole('button', { name: 'Filtros (1 activo)' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/bedrooms=3/);
    await expect(page.getByRole('button', { name: 'Filtros (1 activo)' })).toBeVisible();
    expect(await resultCount(page)).toBe(after);
  });

  test('hovering a card highlights its marker and opens its popup', async ({ page }) => {
    await openResults(page, resultsUrl({}));
    await resultCount(page);
    // The map comes once the drawn page has started; a hover before that has nothing to open.
    await expect(page.locator('.refugio-price-marker').first()).toBeVisible();
    const card = resultCards(page).first();
    await card.hover();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    // The cabin's cancellation policy in one sentence (dates for the stay when it has them).
    await expect(popup).toContainText(
      /reembolsable|Cancelación gratuita|Reembolso del 50 %|Sin reembolso/,
    );
    await expect(popup).toContainText(/(\d\.\d \(\d+ reseñas?\)|Nuevo)/);
    const directions = popup.getByRole('link', { name: /Cómo llegar/ });
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    await expect(popup.getByRole('link', { name: /Ver cabaña/ })).toHaveAttribute(
      'href',
      new RegExp(`/cabin/.+checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&guests=2`),
    );
    await expect(page.locator('.refugio-price-marker.is-highlighted')).toHaveCount(1);
  });

  test('a marker opens its popup from the keyboard', async ({ page }) => {
    await openResults(page, resultsUrl({}));
    await resultCount(page);
    const marker = page.locator('.refugio-price-marker').first();
    const label = await marker.getAttribute('aria-label');
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    // 'Cabaña El Madroño, $6,888' → the popup names 'El Madroño'.
    const name = (label ?? '').replace(/, \$.*$/, '').replace(/^Cabaña /, '');
    await expect(popup).toContainText(name);
    await expect(popup.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  test('a cabin too small for the group is greyed out with its reason', async ({ page }) => {
    await openResults(page, resultsUrl({ guests: 7 }));
    await expect(resultsHeading(page)).toHaveText(/resultados?$/);
    const unavailable = resultCards(page).filter({ hasText: 'No disponible' });
    await expect(unavailable.first()).toBeVisible();
    await expect(unavailable.first()).toContainText('Excede la capacidad máxima');
    // Its marker is greyed too and says so.
    const greyMarker = page.locator('.refugio-price-marker.is-unavailable').first();
    await expect(greyMarker).toHaveAttribute('aria-label', /, no disponible/);
  });

  test('an incomplete search says so and goes home', async ({ page }) => {
    await openResults(page, '/results?location=Mazamitla&guests=2');
    await expect(page.getByText('Faltan parámetros de búsqueda requeridos')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });
});

test.describe('results on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a floating button switches between the list and the map', async ({ page }) => {
    await openResults(page, resultsUrl({}));
    const count = await resultCount(page);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await page.getByRole('button', { name: 'Mapa' }).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.refugio-price-marker').first()).toBeVisible();
    await expect.poll(() => cabinsOnMap(page)).toBe(count);
    await expect(page.getByRole('list', { name: 'Cabañas encontradas' })).toBeHidden();
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page.getByRole('list', { name: 'Cabañas encontradas' })).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });
});
