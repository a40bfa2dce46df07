import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18, "The map": on desktop, moving the map searches the area it shows (`bbox` in the
 * address) with the count; with 'Buscar mientras muevo el mapa' off, 'Buscar en esta zona' does it;
 * markers that would overlap are grouped into a count that zooms in.
 */

const STAY = { checkIn: '2026-12-07', checkOut: '2026-12-10' };

function resultsUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    location: 'any',
    checkIn: STAY.checkIn,
    checkOut: STAY.checkOut,
    guests: '2',
    ...params,
  });
  return `/results?${query}`;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');

/** The count the results heading shows, read once it shows one (a new search may be loading). */
async function resultCount(page: Page): Promise<number> {
  let count = NaN;
  await expect
    .poll(async () => {
      const text = ((await heading(page).textContent()) ?? '').trim();
      count = Number(/^(\d+) resultados?$/.exec(text)?.[1] ?? NaN);
      return Number.isNaN(count);
    })
    .toBe(false);
  return count;
}

/** Cabins the map accounts for: lone markers plus the counts of the groups. */
async function cabinsOnMap(page: Page): Promise<number> {
  const singles = await page.locator('.refugio-price-marker').count();
  const counts = await page.locator('.refugio-cluster-marker__count').allTextContents();
  return singles + counts.reduce((sum, text) => sum + Number(text), 0);
}

const theMap = (page: Page) => page.locator('.leaflet-container');

/**
 * Waits until the map is at rest with its markers grouped for its zoom: while it moves (or a
 * group's zoom is under way) it says `aria-busy="true"`, and the groups on screen are about to change.
 */
async function mapAtRest(page: Page) {
  await expect(theMap(page)).toHaveAttribute('aria-busy', 'false');
}

async function openResults(page: Page, url: string) {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-06:00'));
  await page.goto(url);
  await resultCount(page);
  await expect(theMap(page)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.locator('.refugio-price-marker, .refugio-cluster-marker').first(),
  ).toBeVisible();
  await mapAtRest(page);
}

/** Drags the map by (dx, dy) pixels with the mouse, as a guest would. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  // Start on an empty spot of the map: the lower left, away from the controls at the top.
  const x = box.x + 40;
  const y = box.y + box.height - 60;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test.describe('searching as the map moves (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('zooming into a place narrows the list to the cabins the map shows, with the count', async ({
    page,
  }) => {
    await openResults(page, resultsUrl());
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(20);
    await expect(page).not.toHaveURL(/bbox=/);
    const searchAsMoves = page.getByRole('checkbox', { name: 'Buscar mientras muevo el mapa' });
    await expect(searchAsMoves).toBeChecked();

    // The whole country is framed: markers overlap, so groups stand for them.
    const groups = page.locator('.refugio-cluster-marker');
    await expect(groups.first()).toBeVisible();
    await expect.poll(() => cabinsOnMap(page)).toBe(Math.min(all, 100));

    // A group is a button: Enter zooms in on its cabins, and the list follows the map.
    const group = groups.first();
    await expect(group).toHaveAttribute(
      'aria-label',
      /^\d+ cabañas en esta zona: acercar el mapa$/,
    );
    await expect(group).toHaveAttribute('tabindex', '0');
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/bbox=-?\d+(\.\d+)?%2C/);
    await mapAtRest(page);
    // The address moves first; the heading keeps the last count until the area's answer arrives.
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const inArea = await resultCount(page);
    await expect(cards(page)).toHaveCount(inArea);
    await expect(page.getByText(/^Zona del mapa · /)).toBeVisible();
    await expect.poll(() => cabinsOnMap(page)).toBe(inArea);

    // The area stays in the address: a reload shows the same cabins.
    const area = new URL(page.url()).searchParams.get('bbox');
    await page.reload();
    expect(await resultCount(page)).toBe(inArea);
    expect(new URL(page.url()).searchParams.get('bbox')).toBe(area);
  });

  test('a click on a group zooms in on its cabins and searches there', async ({ page }) => {
    await openResults(page, resultsUrl());
    const all = await resultCount(page);
    const group = page.locator('.refugio-cluster-marker').first();
    const size = Number(await group.locator('.refugio-cluster-marker__count').textContent());
    await group.click();
    await expect(page).toHaveURL(/bbox=/);
    await mapAtRest(page);
    // Its cabins are all in the zoomed area (and maybe some neighbours), and the list is the
    // area's: the map draws exactly the cabins listed.
    const inArea = await resultCount(page);
    expect(inArea).toBeGreaterThanOrEqual(size);
    expect(inArea).toBeLessThan(all);
    await expect(cards(page)).toHaveCount(inArea);
    await expect.poll(() => cabinsOnMap(page)).toBe(inArea);
  });

  test('the keyboard reaches every marker and group of the map, and doing so searches nothing', async ({
    page,
  }) => {
    await openResults(page, resultsUrl());
    const all = await resultCount(page);
    const markers = page.locator('.refugio-price-marker, .refugio-cluster-marker');
    const drawn = await markers.count();
    expect(drawn).toBeGreaterThan(1);
    await expect(page.locator('.refugio-cluster-marker').first()).toBeVisible();

    // From the map itself, Tab goes through its markers one by one, then on to its zoom buttons.
    await theMap(page).focus();
    const reached: string[] = [];
    for (let step = 0; step <= drawn; step++) {
      await page.keyboard.press('Tab');
      // Which marker has focus: its place among the markers and its name (null: none has).
      const focused = await page.evaluate<string | null>(`(() => {
        const selector = '.refugio-price-marker, .refugio-cluster-marker';
        const element = document.activeElement;
        if (!element || !element.matches(selector)) return null;
        const index = [...document.querySelectorAll(selector)].indexOf(element);
        return index + ':' + element.getAttribute('aria-label');
      })()`);
      if (focused === null) break;
      reached.push(focused);
    }
    expect(new Set(reached).size).toBe(drawn);
    expect(reached.some((label) => /cabañas en esta zona: acercar el mapa$/.test(label))).toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Acercar', exact: true })).toBeFocused();
    // Bringing a focused marker into view is the map's own move: the list stays the whole search.
    await mapAtRest(page);
    await expect(page).not.toHaveURL(/bbox=/);
    expect(await resultCount(page)).toBe(all);
  });

  test('a zoom right after a drag searches the zoomed view, not the view the drag left', async ({
    page,
  }) => {
    await openResults(page, resultsUrl({ location: 'Mazamitla' }));
    const width = () => {
      const [west, , east] = (new URL(page.url()).searchParams.get('bbox') ?? '')
        .split(',')
        .map(Number);
      return east - west;
    };
    await page.getByRole('button', { name: 'Alejar', exact: true }).click();
    await expect(page).toHaveURL(/bbox=/);
    await mapAtRest(page);
    const before = width();

    // A flick leaves the map gliding; 'Acercar' at once stops the glide (Leaflet ends that move
    // first) and then zooms: the area searched is the one the map comes to rest at.
    await dragMap(page, -160, 0);
    await page.getByRole('button', { name: 'Acercar', exact: true }).click();
    await mapAtRest(page);
    await expect.poll(() => width() / before).toBeCloseTo(0.5, 1);
    // Once the zoomed area's answer is in, the list is exactly what the heading counts.
    await expect
      .poll(async () => (await cards(page).count()) === (await resultCount(page)))
      .toBe(true);
  });

  test('dragging the map searches the new area; with the box off, only on request', async ({
    page,
  }) => {
    await openResults(page, resultsUrl({ location: 'Mazamitla' }));
    const mazamitla = await resultCount(page);

    await page.getByRole('button', { name: 'Alejar' }).click();
    await expect(page).toHaveURL(/bbox=/);
    const wider = await resultCount(page);
    expect(wider).toBeGreaterThanOrEqual(mazamitla);

    // Off: a drag changes nothing until 'Buscar en esta zona'.
    await page.getByText('Buscar mientras muevo el mapa').click();
    await expect(
      page.getByRole('checkbox', { name: 'Buscar mientras muevo el mapa' }),
    ).not.toBeChecked();
    const before = page.url();
    await dragMap(page, 400, 0);
    const searchHere = page.getByRole('button', { name: 'Buscar en esta zona' });
    await expect(searchHere).toBeVisible();
    expect(page.url()).toBe(before);
    await searchHere.click();
    await expect(searchHere).toBeHidden();
    await expect(page).not.toHaveURL(before);
    // 400 px west of the town at this zoom there is only forest: the list says so.
    await expect(heading(page)).toHaveText('No se encontraron resultados');
    await expect(cards(page)).toHaveCount(0);

    // On again: dragging back searches at once, and the town's cabins return.
    await page.getByText('Buscar mientras muevo el mapa').click();
    await dragMap(page, -400, 0);
    await expect(searchHere).toBeHidden();
    const back = await resultCount(page);
    expect(back).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(back);
  });
});
