import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatMXN, listingsLabel } from '../src/shared/format.ts';
import type { DestinationSummary } from '../src/shared/destinations.ts';

/** The e2e server's "today" (playwright.config.ts TODAY), in Mexico City. */
const NOW = new Date('2026-11-22T12:00:00-06:00');

async function openHome(page: Page) {
  await page.clock.setFixedTime(NOW);
  await page.goto('/');
  // The first visit also warms the server's catalogue and image cache.
  await expect(
    page.getByRole('heading', { name: 'Quédate cerca de un destino popular' }),
  ).toBeVisible({ timeout: 30_000 });
}

async function popularDestinations(page: Page): Promise<DestinationSummary[]> {
  const answer = await page.request.get('/api/destinos');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: DestinationSummary[] };
  return body.data.slice(0, 6);
}

const destinationCards = (page: Page) =>
  page.getByRole('region', { name: 'Quédate cerca de un destino popular' }).getByRole('button');

test.describe('home on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a destination card leads through the search panels to the results', async ({ page }) => {
    await openHome(page);
    const top = await popularDestinations(page);
    expect(top.length).toBeGreaterThan(1);

    // Cards: most cabins first, with the count and the lowest price.
    const cards = destinationCards(page);
    await expect(cards).toHaveCount(top.length);
    for (const [i, destination] of top.entries()) {
      await expect(cards.nth(i)).toContainText(`${destination.population}, ${destination.state}`);
      await expect(cards.nth(i)).toContainText(listingsLabel(destination.count));
      await expect(cards.nth(i)).toContainText(
        `Desde ${formatMXN(destination.minPrice)} por noche`,
      );
    }
    // The first photo is the LCP candidate: eager, high priority, with its size reserved.
    const firstPhoto = cards.first().locator('img');
    await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
    await expect(firstPhoto).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');

    // Choosing the second destination scrolls up, keeps it for the session and opens Llegada.
    const chosen = top[1];
    const label = `${chosen.population}, ${chosen.state}`;
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(100);
    await cards.nth(1).click();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveValue(label);
    expect(
      await page.evaluate<string | null>("sessionStorage.getItem('refugio.destination')"),
    ).toBe(label);

    const arrival = page.getByRole('dialog', { name: 'Fecha de llegada' });
    await expect(arrival).toBeVisible();
    await expect(arrival.getByRole('grid')).toHaveCount(2);
    await expect(arrival.getByRole('grid').first()).toHaveAccessibleName('noviembre 2026');
    await expect(arrival.getByRole('button', { name: /, 21 de noviembre de 2026/ })).toBeDisabled();
    await arrival.getByRole('button', { name: /, 4 de diciembre de 2026/ }).click();

    const departure = page.getByRole('dialog', { name: 'Fecha de salida' });
    await expect(departure).toBeVisible();
    await expect(
      departure.getByRole('button', { name: /, 4 de diciembre de 2026/ }),
    ).toBeDisabled();
    await departure.getByRole('button', { name: /, 7 de diciembre de 2026/ }).click();

    const guests = page.getByRole('dialog', { name: 'Huéspedes' });
    await expect(guests).toBeVisible();
    await expect(guests.getByText('13 años o más')).toBeVisible();
    await guests.getByRole('button', { name: 'Agregar un huésped' }).click();
    await guests.getByRole('button', { name: 'Agregar un huésped' }).click();
    await expect(page.getByRole('button', { name: /^Huéspedes/ })).toContainText('2 huéspedes');

    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(
      `/results?${new URLSearchParams({ location: label, checkIn: '2026-12-04', checkOut: '2026-12-07', guests: '2' })}`,
    );
    // The results page shows the same search in its bar.
    await expect(page.getByRole('button', { name: `Destino: ${chosen.population}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Huéspedes: 2 huéspedes' })).toBeVisible();
  });

  test('the bar explains what is missing, and folds into a pill on scroll', async ({ page }) => {
    await openHome(page);
    const axe = () => new AxeBuilder({ page }).analyze().then((r) => r.violations);
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Por favor' });
    await expect(alert).toContainText('Por favor selecciona las fechas de llegada y salida');
    await expect(alert).toContainText('Por favor indica el número de huéspedes');
    await expect(page).toHaveURL('/');

    await page.mouse.wheel(0, 600);
    const pill = page.getByRole('search', { name: 'Buscar cabañas' });
    await expect(pill.getByRole('button', { name: 'Destino: Cualquier lugar' })).toBeVisible();
    await expect(pill.getByRole('button', { name: 'Fechas: Cualquier fecha' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveCount(0);

    expect(await axe()).toEqual([]);

    await pill.getByRole('button', { name: 'Fechas: Cualquier fecha' }).click();
    await expect(page.getByRole('dialog', { name: 'Fecha de llegada' })).toBeVisible();
    expect(await axe()).toEqual([]);
    await expect(page.getByRole('combobox', { name: 'Destino' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Fecha de llegada' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Llegada/ })).toBeFocused();
  });

  test('a destination carousel pages with its buttons and drags with the mouse', async ({
    page,
  }) => {
    await openHome(page);
    const top = await popularDestinations(page);
    const region = page.getByRole('region', { name: `Explora ${top[0].population}` });
    await region.scrollIntoViewIfNeeded();
    const track = region.getByRole('list');
    const items = track.getByRole('listitem');
    expect(await items.count()).toBe(top[0].count);
    await expect(items.first().getByRole('link')).toHaveAttribute('target', '_blank');

    // framer-motion moves the row with an inline translateX.
    const offset = async () =>
      Number(
        /translateX\((-?[\d.]+)px\)/.exec((await track.getAttribute('style')) ?? '')?.[1] ?? 0,
      );
    const previous = region.getByRole('button', { name: 'Anterior', exact: true });
    const next = region.getByRole('button', { name: 'Siguiente', exact: true });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(offset).toBeLessThan(-200);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(offset).toBeGreaterThan(-2);

    // Drag to the left with the mouse: the row follows, and no card opens.
    const box = (await items.nth(1).boundingBox())!;
    const pages = page.context().pages().length;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width / 2 - step * 30, box.y + box.height / 2);
    }
    await page.mouse.up();
    await expect.poll(offset).toBeLessThan(-100);
    expect(page.context().pages()).toHaveLength(pages);
  });
});
