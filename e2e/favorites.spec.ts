import { expect, test, type Page } from '@playwright/test';
import { registerGuest } from './support/accounts.ts';
import { signInAs } from './support/trip.ts';

/** Dates after the fixed "today" of the e2e server (2026-11-22). */
const RESULTS = '/results?location=Mazamitla&checkIn=2026-12-07&checkOut=2026-12-10&guests=2';

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');

async function open(page: Page, url: string) {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-06:00'));
  await page.goto(url);
}

/** The name of the n-th result card. */
async function cardName(page: Page, index: number): Promise<string> {
  const link = cards(page).nth(index).getByRole('link').first();
  return ((await link.textContent()) ?? '').replace(' (se abre en una pestaña nueva)', '').trim();
}

test('a heart saved on one browser shows on another once the guest signs in there, and on /favorites', async ({
  browser,
  request,
}) => {
  const guest = await registerGuest(request, 'favoritos');

  // Phone (first context): a heart saved while signed out, then signing in merges it.
  const phone = await browser.newContext();
  const a = await phone.newPage();
  await open(a, RESULTS);
  await expect(cards(a).first()).toBeVisible();
  const first = await cardName(a, 0);
  const second = await cardName(a, 1);
  const heart = (page: Page, index: number) =>
    cards(page).nth(index).getByRole('button', { name: 'Guardar en favoritos' });
  // A click before the server-drawn page has hydrated is lost: click until the heart holds.
  const press = async (page: Page, index: number) => {
    await expect(async () => {
      if ((await heart(page, index).getAttribute('aria-pressed')) !== 'true') {
        await heart(page, index).click({ timeout: 2_000 });
      }
      await expect(heart(page, index)).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass();
  };
  await press(a, 0);
  await a.clock.setFixedTime(new Date('2026-11-22T12:00:00-06:00'));
  await signInAs(a, guest);
  // Signed in: a second heart goes straight to the account.
  await open(a, RESULTS);
  await expect(heart(a, 0)).toHaveAttribute('aria-pressed', 'true');
  await press(a, 1);
  await expect
    .poll(async () => {
      const res = await request.get('/api/auth/favorites', {
        headers: { authorization: `Bearer ${guest.token}` },
      });
      return ((await res.json()) as { data: { cabinIds: string[] } }).data.cabinIds.length;
    })
    .toBe(2);

  // Laptop (another context, nothing in its storage): signing in brings both hearts.
  const laptop = await browser.newContext();
  const b = await laptop.newPage();
  await open(b, RESULTS);
  await expect(cards(b).first()).toBeVisible();
  await expect(heart(b, 0)).toHaveAttribute('aria-pressed', 'false');
  await signInAs(b, guest);
  await open(b, RESULTS);
  await expect(heart(b, 0)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(b, 1)).toHaveAttribute('aria-pressed', 'true');

  // 'Favoritos' from the account menu: both, priced for the dates of the last search.
  await b.getByRole('button', { name: /menú de usuario/i }).click();
  await b.getByRole('menuitem', { name: 'Favoritos' }).click();
  await expect(b).toHaveURL(/\/favorites$/);
  await expect(b.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  await expect(b.getByText('Precios para 7 dic – 10 dic · 2 huéspedes')).toBeVisible();
  const saved = b.getByRole('list', { name: 'Cabañas guardadas' }).locator(':scope > li');
  await expect(saved).toHaveCount(2);
  const savedCard = (name: string) =>
    saved.filter({
      has: b.getByRole('link', { name: `${name} (se abre en una pestaña nueva)`, exact: true }),
    });
  await expect(savedCard(first)).toContainText('por 3 noches');
  await expect(savedCard(second)).toContainText('por 3 noches');

  // Removed on the laptop: gone from the list, and from the phone after its next start.
  await savedCard(first).getByRole('button', { name: 'Guardar en favoritos' }).click();
  await expect(saved).toHaveCount(1);
  await open(a, RESULTS);
  await expect(heart(a, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(a, 1)).toHaveAttribute('aria-pressed', 'true');

  await phone.close();
  await laptop.close();
});
