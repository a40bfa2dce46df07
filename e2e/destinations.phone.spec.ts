import { expect, test } from '@playwright/test';
import { NOW } from './support/a11y.ts';

/**
 * Issue 18, a destination's page landed on from a phone: drawn by the server in the phone layout,
 * hydrated without errors; the map below the cabins loads when the guest scrolls to it.
 */

test.skip(({ isMobile }) => !isMobile, 'Phone only');

test("on a phone a destination's page comes alive, and its map loads once scrolled to", async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const answer = await page.goto('/destinos/mazamitla');
  expect(answer?.status()).toBe(200);
  const drawn = await answer!.text();
  expect(drawn).toMatch(/<h1[^>]*>Cabañas en (<!-- -->)?Mazamitla, Jalisco<\/h1>/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabañas en Mazamitla, Jalisco');
  const cards = page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');
  await expect(cards.first()).toContainText('Mazamitla, Jalisco');

  const map = page.getByRole('region', { name: 'Mapa', exact: true });
  const markers = page.locator('.refugio-price-marker, .refugio-cluster-marker');
  // Far below the first screen, the map waits.
  await expect(map.getByRole('status', { name: 'Cargando mapa' })).toBeAttached();
  await expect(markers).toHaveCount(0);
  await map.scrollIntoViewIfNeeded();
  await expect(markers.first()).toBeVisible();
  expect(errors).toEqual([]);
});
