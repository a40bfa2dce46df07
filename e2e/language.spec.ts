import { expect, test, type Page } from '@playwright/test';
import {
  NOW,
  findBookableCabin,
  listCabins,
  openCheckoutWithState,
  signIn,
  summaryFor,
  userMenuTrigger,
} from './support/a11y.ts';

/**
 * Everything a visitor reads is Spanish (es-MX): the rendered text of every route, plus the
 * aria-labels, titles, alt texts and placeholders, is scanned for common English words. Money
 * reads as es-MX MXN ('$1,234' or '$1,234.00'), dates use Spanish month names and phones carry +52.
 */

/** A comma-separated list: one entry per item, spaces inside an item kept. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Common English UI words, matched as whole words, case-insensitively. Words that are Spanish
 * as well ('error', 'total', 'no', 'email', 'hotel', 'mar') are left out on purpose. */
const ENGLISH_WORDS = list(`
  the, and, of, to, your, you, for, with, from, this, is, are, please, search, book, booking,
  bookings, loading, close, next, previous, prev, sign, signin, login, logout, log in, password,
  submit, cancel, price, prices, night, nights, guest, guests, home, menu, page, not found, show,
  more, less, back, share, save, saved, view, map, list, filter, filters, reserve, checkout,
  review, reviews, rating, photo, photos, all, clear, apply, done, continue, remember, forgot,
  account, profile, settings, success, failed, required, invalid, date, dates, add, remove,
  select, choose, open, zoom, available, unavailable, card, payment, pay, confirm, confirmed,
  thank, thanks, welcome, explore, details, name, phone, address, yes, new, free, cancellation,
  directions, help, retry, offline, online, update, install, january, february, march, april,
  june, july, august, september, october, november, december, monday, tuesday, wednesday,
  thursday, friday, saturday, sunday
`);

/** Brand and proper names that may appear as they are. */
const ALLOWED_NAMES = list(`
  Refugio, Visa, Mastercard, American Express, Amex, Openpay, Leaflet, OpenStreetMap, WiFi,
  Wi-Fi, Wifi, Google, Facebook, JavaScript
`);

/** English texts SPEC.md mandates word for word (§2: the not-found page and the error fallback). */
const SPEC_ENGLISH_TEXTS = ['Oops! Page not found', 'Unexpected Application Error!'];

const MONTHS_ES =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (word: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_])${escapeRegExp(word).replace(' ', '\\s+')}(?![\\p{L}\\p{N}_])`,
    'iu',
  );
const ENGLISH_PATTERNS = ENGLISH_WORDS.map((word) => ({ word, pattern: wordPattern(word) }));

interface Piece {
  source: string;
  text: string;
}

/** The visible text and the texts assistive technology and tooltips show, as the page is now. */
function collectTexts(page: Page): Promise<Piece[]> {
  return page.evaluate<Piece[]>(`(() => {
    const pieces = [{ source: 'title', text: document.title }];
    for (const line of document.body.innerText.split('\\n')) {
      if (line.trim()) pieces.push({ source: 'text', text: line.trim() });
    }
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription', 'aria-valuetext'];
    for (const el of document.querySelectorAll(attributes.map((a) => '[' + a + ']').join(','))) {
      for (const a of attributes) {
        const value = el.getAttribute(a);
        if (value && value.trim()) pieces.push({ source: el.tagName.toLowerCase() + '[' + a + ']', text: value.trim() });
      }
    }
    return pieces;
  })()`);
}

/** What is left of a text once names, mandated texts, e-mails and addresses are taken out. */
function scrub(text: string): string {
  let rest = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const exact of SPEC_ENGLISH_TEXTS) rest = rest.split(exact).join(' ');
  for (const name of ALLOWED_NAMES) rest = rest.replace(wordPattern(name), ' ');
  return rest;
}

/** Every piece of English, money that is not es-MX MXN and phone prefix that is not +52. */
function problems(pieces: Piece[], where: string): string[] {
  const found: string[] = [];
  for (const { source, text } of pieces) {
    const rest = scrub(text);
    const words = ENGLISH_PATTERNS.filter(({ pattern }) => pattern.test(rest)).map((w) => w.word);
    if (words.length) found.push(`${where} ${source}: "${text}" (English: ${words.join(', ')})`);
    for (const amount of text.match(/\$\s?\d[\d.,]*\d|\$\d/g) ?? []) {
      if (!/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/.test(amount)) {
        found.push(`${where} ${source}: "${text}" (money not in es-MX format: ${amount})`);
      }
    }
    if (/\b(US\$|USD|MX\$|EUR|€)/.test(text)) {
      found.push(`${where} ${source}: "${text}" (a currency other than MXN)`);
    }
    for (const phone of text.match(/\+\d+/g) ?? []) {
      if (!phone.startsWith('+52')) found.push(`${where} ${source}: "${text}" (phone ${phone})`);
    }
    if (/\b\d{4}-\d{2}-\d{2}\b/.test(text) && source === 'text') {
      found.push(`${where} ${source}: "${text}" (a raw yyyy-mm-dd date)`);
    }
  }
  return found;
}

async function expectSpanish(page: Page, where: string): Promise<Piece[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^es(-MX)?$/);
  const pieces = await collectTexts(page);
  expect(problems(pieces, where)).toEqual([]);
  return pieces;
}

const allText = (pieces: Piece[]) => pieces.map((p) => p.text).join('\n');

/** At least one amount in MXN on the page. */
function expectMoney(pieces: Piece[]) {
  expect(allText(pieces)).toMatch(/\$\d{1,3}(,\d{3})*(\.\d{2})?/);
}

/** At least one date written with a Spanish month name ('11 de enero, 2027', '5 ene 2027'). */
function expectSpanishDate(pieces: Piece[]) {
  expect(allText(pieces)).toMatch(
    new RegExp(
      `\\b\\d{1,2}( de)? (${MONTHS_ES}|ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\\b`,
      'i',
    ),
  );
}

test.describe('Spanish everywhere', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });

  test('home, its search panels and the user menu', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Quédate cerca de un destino popular' }),
    ).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expectMoney(await expectSpanish(page, '/'));

    await page.getByRole('combobox', { name: 'Destino' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectSpanish(page, '/ (destination panel)');
    await page.getByRole('option').first().click();
    await expect(
      page.getByRole('dialog', { name: 'Fecha de llegada' }).getByRole('grid'),
    ).toHaveCount(2);
    const calendar = await expectSpanish(page, '/ (calendar)');
    expect(allText(calendar)).toMatch(/noviembre 2026/i);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor' })).toBeVisible();
    await expectSpanish(page, '/ (search errors)');

    await (await userMenuTrigger(page)).click();
    await expect(page.getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible();
    await expectSpanish(page, '/ (user menu)');
  });

  test('results, the map and the filters', async ({ page }) => {
    await page.goto('/results?location=Mazamitla&checkIn=2027-01-15&checkOut=2027-01-18&guests=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    await expect(page.locator('.refugio-price-marker').first()).toBeVisible();
    await expect(page.locator('.leaflet-control-attribution')).toBeVisible();
    const pieces = await expectSpanish(page, '/results');
    expectMoney(pieces);
    expectSpanishDate(pieces);

    await page.locator('.refugio-price-marker').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    await expectSpanish(page, '/results (map popup)');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await dialog.getByRole('button', { name: /^Mostrar más/ }).click();
    await expect(dialog.getByRole('button', { name: 'Mostrar menos' })).toBeVisible();
    await expectSpanish(page, '/results (filters)');
  });

  test('a cabin with a stay, its dialogs and its calendar', async ({ page, request }) => {
    const [cabin] = await listCabins(request);
    await page.goto(`/cabin/${cabin._id}?checkIn=2027-01-15&checkOut=2027-01-18&guests=2`);
    await expect(page.getByText(/Total por \d+ noches?/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dónde vas a estar' })).toBeVisible();
    const pieces = await expectSpanish(page, '/cabin');
    expectMoney(pieces);
    expectSpanishDate(pieces);

    await page.getByRole('button', { name: 'Mostrar todas las fotos' }).click();
    await expect(page.getByRole('dialog', { name: /^Fotos de / })).toBeVisible();
    await expectSpanish(page, '/cabin (photos)');
    await page.keyboard.press('Escape');
    const amenities = page.getByRole('button', { name: /^Mostrar las \d+ amenidades$/ });
    if (await amenities.count()) {
      await amenities.click();
      await expect(page.getByRole('dialog', { name: 'Lo que ofrece este lugar' })).toBeVisible();
      await expectSpanish(page, '/cabin (amenities)');
      await page.keyboard.press('Escape');
    }
    await page
      .getByRole('region', { name: 'Reserva' })
      .getByRole('button', { name: /^LLEGADA/ })
      .click();
    await expect(page.locator('.rdp-day_button').first()).toBeVisible();
    expect(allText(await expectSpanish(page, '/cabin (calendar)'))).toMatch(/Enero 2027/);
  });

  test('checkout with a stay, and with its errors', async ({ page, request }) => {
    const stay = { checkIn: '2027-01-20', checkOut: '2027-01-22', guests: 2 };
    const { cabin, quote } = await findBookableCabin(request, stay);
    await openCheckoutWithState(page, summaryFor(cabin, stay, quote));
    const pieces = await expectSpanish(page, '/checkout');
    expectMoney(pieces);
    expectSpanishDate(pieces);
    expect(allText(pieces)).toContain('20 de enero, 2027');
    expect(allText(pieces)).toContain('+52');

    await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
    await expect(page.getByTestId('validation-alert')).toBeVisible();
    await expectSpanish(page, '/checkout (validation errors)');
  });

  for (const route of [
    '/login',
    '/register',
    '/forgot-password',
    `/reset-password?token=${'A'.repeat(43)}`,
    '/terms',
    '/privacy',
  ]) {
    test(`${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const pieces = await expectSpanish(page, route);
      if (route === '/register') expect(allText(pieces)).toContain('+52');

      const submit = page.getByRole('button', {
        name: /^(Iniciar Sesión|Crear Cuenta|Enviar enlace|Guardar contraseña)$/,
      });
      if (await submit.count()) {
        await submit.click();
        await expect(page.locator('[data-part="error-text"]').first()).toBeVisible();
        await expectSpanish(page, `${route} (errors)`);
      }
    });
  }

  test('a path that does not exist', async ({ page }) => {
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectSpanish(page, '/no-existe');
  });

  test('profile and my reservations, signed in', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const profile = await expectSpanish(page, '/profile');
    expect(allText(profile)).toMatch(new RegExp(`\\d{1,2} de (${MONTHS_ES}) de \\d{4}`));
    expect(allText(profile)).toContain('+52');
    await (await userMenuTrigger(page)).click();
    await expect(page.getByRole('menuitem', { name: 'Mis reservas' })).toBeVisible();
    await expectSpanish(page, '/profile (user menu)');

    await page.goto('/my-reservations');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const reservations = await expectSpanish(page, '/my-reservations');
    expectMoney(reservations);
    expect(allText(reservations)).toMatch(new RegExp(`\\d{2} de (${MONTHS_ES}), \\d{4}`));
  });
});
