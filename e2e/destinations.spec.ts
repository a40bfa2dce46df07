import { expect, test } from '@playwright/test';

/**
 * Issue 18, destination pages: '/destinos/:slug' ('Cabañas en Mazamitla, Jalisco'), linked from the
 * home's destinations, with the destination's cabins and map; the server writes its head.
 */

interface Destination {
  population: string;
  state: string;
  count: number;
}

test.describe('destination pages', () => {
  test.skip(({ isMobile }) => isMobile, 'one layout is enough here');

  test("the home links to a destination's page, which lists its cabins under its title", async ({
    page,
    request,
  }) => {
    const { data } = (await (await request.get('/api/destinos')).json()) as {
      data: Destination[];
    };
    await page.goto('/');
    const link = page.getByRole('link', { name: /^Ver cabañas en / }).first();
    const name = (await link.getAttribute('aria-label'))!.replace('Ver cabañas en ', '');
    const destination = data.find((d) => `${d.population}, ${d.state}` === name)!;
    expect(destination).toBeDefined();
    await link.click();

    // The population's words (ARCHITECTURE "Discovery"): 'Valle de Bravo' → /destinos/valle-de-bravo.
    const words = destination.population
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    await expect(page).toHaveURL(new RegExp(`/destinos/${words}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cabañas en ${name}`);
    await expect(page).toHaveTitle(`Cabañas en ${name} · Refugio`);
    const cards = page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');
    await expect(cards).toHaveCount(destination.count);
    for (const text of await cards.allTextContents()) expect(text).toContain(name);
    await expect(page.getByRole('region', { name: 'Mapa', exact: true })).toBeVisible();
    await expect(
      page.locator('.refugio-price-marker, .refugio-cluster-marker').first(),
    ).toBeVisible();

    // Drawn by the server for whoever lands on it (a search engine, a chat app).
    const html = await (await request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain(`<title>Cabañas en ${name} · Refugio</title>`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/destinos\/[a-z0-9-]+">/);
    expect(html).toContain(`<meta property="og:title" content="Cabañas en ${name} · Refugio">`);
  });

  test('the address a page had before (population and state) takes the guest to it for good', async ({
    page,
  }) => {
    const answer = await page.goto('/destinos/mazamitla-jalisco');
    expect(answer?.status()).toBe(200);
    expect((await answer!.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(/\/destinos\/mazamitla$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cabañas en Mazamitla, Jalisco',
    );
  });

  test('an unknown destination is the not-found page with a 404', async ({ page }) => {
    const answer = await page.goto('/destinos/atlantida');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});
