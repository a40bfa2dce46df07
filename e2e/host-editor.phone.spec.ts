import { expect, test } from '@playwright/test';
import { registerGuest } from './support/accounts.ts';
import { expectNoAxeViolations, NOW } from './support/a11y.ts';
import { signInAs } from './support/trip.ts';

/**
 * The cabin editor and 'Reservas' on a phone (the Pixel 7 project): the tab row scrolls sideways
 * and every tab stays reachable by touch, each panel fits the screen, axe finds nothing.
 */
test.skip(({ isMobile }) => !isMobile, 'Phone only');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test("a host's cabin editor tabs and 'Reservas' on a phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const guest = await registerGuest(request, 'anfitrion-telefono');
  const headers = { Authorization: `Bearer ${guest.token}` };
  await request.post('/api/host/onboard', { headers, data: { acceptHostTerms: true } });
  const created = await request.post('/api/host/cabins', {
    headers,
    data: {
      propertyDetails: { name: 'Cabaña La Niebla', accomodationType: 'Cabaña', maxOccupancy: 2 },
    },
  });
  const cabinId = ((await created.json()) as { data: { cabin: { _id: string } } }).data.cabin._id;
  await signInAs(page, guest);
  await page.goto(`/host/cabins/${cabinId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cabaña La Niebla' })).toBeVisible();

  const noSideScroll = async () =>
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
      true,
    );

  for (const [name, check] of [
    ['Precios', 'Guardar precios'],
    ['Calendario', 'Bloquear fechas'],
    ['Sincronización', 'Agregar calendario'],
  ] as const) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.tap();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport();
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel.getByRole('button', { name: check, exact: true })).toBeVisible();
    await noSideScroll();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `'${name}' on a phone`);
  }

  await page.goto('/host');
  await page
    .getByRole('navigation', { name: 'Panel de anfitrión' })
    .getByRole('link', { name: 'Reservas' })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
  await expect(page.getByText('No hay reservas con estos filtros')).toBeVisible();
  await noSideScroll();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "'Reservas' on a phone");
});
