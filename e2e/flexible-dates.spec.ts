import { expect, test } from '@playwright/test';

/**
 * Issue 18, "Flexible dates": 'Un fin de semana' in a chosen month finds each cabin its first free
 * weekend; the cards say which dates and open the cabin with them; a price range and an order
 * apply to those stays' prices.
 */

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');

test.describe('flexible dates', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop search bar');

  test("'Un fin de semana' in March shows dated cards that open the cabin with those dates", async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-06:00'));
    await page.goto('/');
    await page.getByRole('button', { name: /^Llegada/ }).click();
    const arrival = page.getByRole('dialog', { name: 'Fecha de llegada' });
    await arrival.getByRole('button', { name: 'Fechas flexibles' }).click();
    await arrival
      .getByRole('group', { name: '¿Cuánto tiempo?' })
      .getByRole('button', { name: 'Un fin de semana' })
      .click();
    await arrival
      .getByRole('group', { name: '¿En qué meses?' })
      .getByRole('button', { name: 'marzo 2027' })
      .click();
    await expect(page.getByRole('button', { name: /^Llegada/ })).toContainText(
      'Un fin de semana en marzo',
    );
    await page.getByRole('button', { name: /^Huéspedes/ }).click();
    await page.getByRole('button', { name: 'Agregar un huésped' }).click();
    await page.getByRole('button', { name: 'Agregar un huésped' }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(
      /\/results\?location=any&flexible=weekend&months=2027-03&guests=2$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    await expect(
      page.getByText(/Cualquier lugar · Un fin de semana en marzo · 2 huéspedes/),
    ).toBeVisible();

    // March 2027's weekends arrive on Fridays 5, 12, 19 and 26.
    const first = cards(page).first();
    await expect(first).toContainText(/\b(5 – 7|12 – 14|19 – 21|26 – 28) mar\b/);
    await expect(first).toContainText(/por 2 noches/);
    const text = (await first.textContent()) ?? '';
    const day = Number(text.match(/\b(5|12|19|26) – \d+ mar\b/)![1]);
    const checkIn = `2027-03-${String(day).padStart(2, '0')}`;
    const checkOut = `2027-03-${String(day + 2).padStart(2, '0')}`;
    const link = first.getByRole('link').first();
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`/cabin/.+\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`),
    );

    const opened = context.waitForEvent('page');
    await link.click();
    const cabin = await opened;
    await expect(cabin).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&guests=2`));
    await expect(
      cabin.getByRole('region', { name: 'Reserva' }).getByText('Total por 2 noches'),
    ).toBeVisible();
  });
  test('a price range and an order apply to the dated cards, by their price per night', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-06:00'));
    const base = '/results?location=any&flexible=weekend&months=2027-03&guests=2';
    /** Each dated card's price per night: its weekend's total ÷ 2. */
    const perNight = async () =>
      (await cards(page).allInnerTexts())
        .filter((text) => / mar\b/.test(text) && /por 2 noches/.test(text))
        .map(
          (text) =>
            Number(text.match(/\$([\d,]+(?:\.\d+)?)\s+por 2 noches/)![1].replace(/,/g, '')) / 2,
        );

    await page.goto(`${base}&sort=price_asc`);
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_asc');
    await expect(cards(page).first()).toContainText(/por 2 noches/);
    const ascending = await perNight();
    expect(ascending.length).toBeGreaterThan(2);
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);

    // A range around the middle price keeps only the cards within it.
    const min = Math.floor(ascending[Math.floor(ascending.length / 3)]);
    const max = Math.ceil(ascending[Math.floor((2 * ascending.length) / 3)]);
    await page.goto(`${base}&minPrice=${min}&maxPrice=${max}&sort=price_desc`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    await expect(async () => {
      const narrowed = await perNight();
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.length).toBeLessThan(ascending.length);
      expect(narrowed.every((price) => price >= min - 0.01 && price <= max + 0.01)).toBe(true);
      expect([...narrowed].sort((a, b) => b - a)).toEqual(narrowed);
    }).toPass();
  });
});
