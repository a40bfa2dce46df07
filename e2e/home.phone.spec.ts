import { expect, test } from '@playwright/test';
import type { DestinationSummary } from '../src/shared/destinations.ts';
import { listingsLabel } from '../src/shared/format.ts';

const NOW = new Date('2026-11-22T12:00:00-06:00');

// A phone journey: it runs in the Pixel 7 project only.
test.skip(({ isMobile }) => !isMobile, 'Phone only');

test('on a phone a destination card opens the search sheet and leads to the results', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  await page.goto('/');
  const answer = await page.request.get('/api/destinos');
  const top = ((await answer.json()) as { data: DestinationSummary[] }).data;
  const chosen = top[0];
  const label = `${chosen.population}, ${chosen.state}`;

  const section = page.getByRole('region', { name: 'Quédate cerca de un destino popular' });
  const card = section.getByRole('button').first();
  await expect(card).toContainText(label, { timeout: 30_000 });
  await expect(card).toContainText(listingsLabel(chosen.count));
  await expect(page.getByRole('button', { name: /Empieza tu búsqueda/ })).toBeVisible();

  // The home is drawn by the server: a tap before it has hydrated can be lost, so tap again.
  const sheet = page.getByRole('dialog', { name: 'Tu búsqueda' });
  await expect(async () => {
    if (!(await sheet.isVisible())) await card.click({ timeout: 2_000 });
    await expect(sheet).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(sheet.getByRole('button', { name: /^Destino/ })).toContainText(label);

  // One month at a time on a phone.
  const arrival = sheet.getByRole('region', { name: 'Llegada' });
  await expect(arrival.getByRole('grid')).toHaveCount(1);
  await expect(arrival.getByRole('grid')).toHaveAccessibleName('noviembre 2026');
  await arrival.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  await arrival.getByRole('button', { name: /, 11 de diciembre de 2026/ }).click();

  const departure = sheet.getByRole('region', { name: 'Salida' });
  await expect(departure.getByRole('grid')).toHaveAccessibleName('diciembre 2026');
  await departure.getByRole('button', { name: /, 13 de diciembre de 2026/ }).click();

  const guests = sheet.getByRole('region', { name: 'Huéspedes' });
  await guests.getByRole('button', { name: 'Agregar un huésped' }).click();
  await guests.getByRole('button', { name: 'Agregar un huésped' }).click();
  await guests.getByRole('button', { name: 'Agregar un huésped' }).click();

  await sheet.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(
    `/results?${new URLSearchParams({ location: label, checkIn: '2026-12-11', checkOut: '2026-12-13', guests: '3' })}`,
  );
  await expect(sheet).toHaveCount(0);
});

test('on a phone the sheet says what is missing', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await page.goto('/');
  await page.getByRole('button', { name: /Empieza tu búsqueda/ }).click({ timeout: 30_000 });
  const sheet = page.getByRole('dialog', { name: 'Tu búsqueda' });
  await expect(sheet.getByRole('heading', { name: 'Por la zona' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Buscar' }).click();
  await expect(sheet.getByRole('alert')).toContainText(
    'Por favor selecciona las fechas de llegada y salida',
  );
  await sheet.getByRole('button', { name: 'Cerrar' }).click();
  await expect(sheet).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Empieza tu búsqueda/ })).toBeFocused();
});
