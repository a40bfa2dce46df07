import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DestinationSummary } from '../src/shared/destinations.ts';
import type { Cabin } from '../src/shared/types.ts';
import {
  NOW,
  expectFocusVisible,
  focusContrast,
  focusInfo,
  listCabins,
  quoteStay,
  userMenuTrigger,
} from './support/a11y.ts';

/**
 * The whole booking with the keyboard alone: search → results → cabin → quote → checkout →
 * confirmation with Tab, Shift+Tab, Enter, Space, arrows and Escape (page.keyboard only; text is
 * typed into fields reached by Tab). After every key the focused element must show a visible focus
 * indicator; modal dialogs must keep the focus inside and give it back to their trigger on Escape.
 */

const STAY = { checkIn: '2027-01-11', checkOut: '2027-01-13', guests: 2 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the element the locator matches has the focus (without waiting for it to exist). */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => els.some((el) => el === el.ownerDocument.activeElement));
}

function containsFocus(box: Locator): Promise<boolean> {
  return box.evaluate((el) => el.contains(el.ownerDocument.activeElement));
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; every stop must show its focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/**
 * A modal dialog keeps the focus: Tab, then Shift+Tab, go all the way round (back to where they
 * started) without the focus ever leaving it.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => containsFocus(dialog)).toBe(true);
  await expectFocusVisible(page);
  await page.evaluate(`document.activeElement.setAttribute('data-e2e-start', '')`);
  const start = dialog.locator('[data-e2e-start]');
  for (const key of ['Tab', 'Shift+Tab']) {
    let wrapped = false;
    for (let i = 0; i < 80 && !wrapped; i++) {
      await page.keyboard.press(key);
      expect(await containsFocus(dialog), `${key} left the dialog`).toBe(true);
      await expectFocusVisible(page);
      wrapped = await isFocused(start);
    }
    expect(wrapped, `${key} did not go round the dialog`).toBe(true);
  }
  await page.evaluate(
    `document.querySelector('[data-e2e-start]').removeAttribute('data-e2e-start')`,
  );
}

/** Escape closes the dialog and the focus is back, visibly, on the control that opened it. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, trigger: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectFocusVisible(page);
}

/** The yyyy-mm-dd of the calendar day that has the focus. */
function focusedDay(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(
    `(document.activeElement && document.activeElement.closest('[data-day]'))
      ? document.activeElement.closest('[data-day]').getAttribute('data-day') : null`,
  );
}

/** Walks the focused calendar day to `iso` with the arrow keys (a week at a time, then days). */
async function arrowToDay(page: Page, iso: string) {
  for (let i = 0; i < 60; i++) {
    const current = await focusedDay(page);
    expect(current, 'the focus is not on a calendar day').not.toBeNull();
    if (current === iso) return;
    const days = Math.round((Date.parse(iso) - Date.parse(current!)) / 86_400_000);
    const key =
      days >= 7 ? 'ArrowDown' : days <= -7 ? 'ArrowUp' : days > 0 ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
    await expectFocusVisible(page);
  }
  throw new Error(`The arrows never reached ${iso}`);
}

/** The first cabin of the search's results that can be booked for the stay. */
async function firstBookableResult(page: Page, location: string): Promise<Cabin> {
  const query = new URLSearchParams({
    location,
    checkIn: STAY.checkIn,
    checkOut: STAY.checkOut,
    guests: String(STAY.guests),
    page: '1',
    pageSize: '100',
  });
  const answer = await page.request.get(`/api/cotizar/search?${query}`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { habitaciones: Cabin[] };
  for (const cabin of body.habitaciones) {
    if (cabin.restrictions?.length) continue;
    if (cabin.propertyDetails.minOccupancy > 1) continue; // the journey steps guests 2 → 1 → 2
    const quote = await quoteStay(page.request, cabin._id, STAY);
    if (quote.success && quote.available) return cabin;
  }
  throw new Error(`No result in ${location} can be booked for ${JSON.stringify(STAY)}`);
}

test.describe('the keyboard alone', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('books a cabin from the search to the confirmation', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.clock.setFixedTime(NOW);
    const destinations = (
      (await (await page.request.get('/api/destinos')).json()) as { data: DestinationSummary[] }
    ).data;
    const destination = destinations[0];
    const label = `${destination.population}, ${destination.state}`;

    // ── Home: the search bar, one panel after the other ─────────────────────────────────────
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Quédate cerca de un destino popular' }),
    ).toBeVisible({ timeout: 30_000 });
    await userMenuTrigger(page);

    const combobox = page.getByRole('combobox', { name: 'Destino' });
    await tabTo(page, combobox);
    await expect(page.getByRole('heading', { name: 'Por la zona' })).toBeVisible();
    await page.keyboard.type(destination.population);
    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', /option/);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveValue(label);

    // Choosing by keyboard puts the focus into the arrival calendar.
    const arrival = page.getByRole('dialog', { name: 'Fecha de llegada' });
    await expect(arrival.getByRole('grid')).toHaveCount(2);
    await expect.poll(() => focusedDay(page)).not.toBeNull();
    await expectFocusVisible(page);
    await arrowToDay(page, STAY.checkIn);
    await page.keyboard.press('Enter');

    const departure = page.getByRole('dialog', { name: 'Fecha de salida' });
    await expect(departure).toBeVisible();
    await expect.poll(() => focusedDay(page)).not.toBeNull();
    await arrowToDay(page, STAY.checkOut);
    await page.keyboard.press('Enter');

    const guests = page.getByRole('dialog', { name: 'Huéspedes' });
    const addGuest = guests.getByRole('button', { name: 'Agregar un huésped' });
    await expect(addGuest).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    const guestsField = page.getByRole('button', { name: /^Huéspedes/ });
    await expect(guestsField).toContainText('2 huéspedes');
    // Escape closes the panel and puts the focus back on its field.
    await expectEscapeReturnsFocus(page, guests, guestsField);

    await tabTo(page, page.getByRole('button', { name: 'Buscar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      `/results?${new URLSearchParams({ location: label, checkIn: STAY.checkIn, checkOut: STAY.checkOut, guests: String(STAY.guests) })}`,
    );

    // ── Results: the filters dialog keeps the focus; then the card of a bookable cabin ──────
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    await userMenuTrigger(page);
    const cabin = await firstBookableResult(page, label);
    const name = cabin.propertyDetails.name;

    const filters = page.getByRole('button', { name: 'Filtros' });
    await tabTo(page, filters);
    await page.keyboard.press('Enter');
    const filtersDialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(filtersDialog).toBeVisible();
    await expectFocusTrapped(page, filtersDialog);
    await expectEscapeReturnsFocus(page, filtersDialog, filters);

    const cardLink = page.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(name)} \\(se abre en una pestaña nueva\\)$`),
    });
    await tabTo(page, cardLink, { max: 200 });
    // The card opens the cabin in a new tab (SPEC §2).
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const cabinPage = await opened;

    // ── Cabin: its dialogs, the calendar, the guests stepper and the quote ──────────────────
    await expect(cabinPage).toHaveURL(
      new RegExp(
        `/cabin/${cabin._id}\\?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&guests=2$`,
      ),
    );
    await expect(cabinPage.getByRole('heading', { level: 1 })).toHaveText(name);
    await userMenuTrigger(cabinPage);
    const widget = cabinPage.getByRole('region', { name: 'Reserva' });
    await expect(widget.getByText('Total por 2 noches')).toBeVisible();

    const allPhotos = cabinPage.getByRole('button', { name: 'Mostrar todas las fotos' });
    await tabTo(cabinPage, allPhotos);
    await cabinPage.keyboard.press('Enter');
    const photos = cabinPage.getByRole('dialog', { name: `Fotos de ${name}` });
    await expect(photos).toBeVisible();
    await expectFocusTrapped(cabinPage, photos);
    await expectEscapeReturnsFocus(cabinPage, photos, allPhotos);

    const allAmenities = cabinPage.getByRole('button', { name: /^Mostrar las \d+ amenidades$/ });
    if (await allAmenities.count()) {
      await tabTo(cabinPage, allAmenities);
      await cabinPage.keyboard.press('Space');
      const amenities = cabinPage.getByRole('dialog', { name: 'Lo que ofrece este lugar' });
      await expect(amenities).toBeVisible();
      await expectFocusTrapped(cabinPage, amenities);
      await expectEscapeReturnsFocus(cabinPage, amenities, allAmenities);
    }

    // The arrival calendar opens on the chosen day; Escape gives the focus back to LLEGADA.
    const arrivalField = widget.getByRole('button', { name: /^LLEGADA/ });
    await tabTo(cabinPage, arrivalField);
    await cabinPage.keyboard.press('Enter');
    const calendar = cabinPage.getByRole('dialog', { name: 'Elige la fecha de llegada' });
    await expect(calendar).toBeVisible();
    await expect.poll(() => focusedDay(cabinPage)).toBe(STAY.checkIn);
    await expectFocusVisible(cabinPage);
    await expectEscapeReturnsFocus(cabinPage, calendar, arrivalField);

    // One guest less, one more: each change is quoted again.
    const fewer = widget.getByRole('button', { name: 'Quitar un huésped' });
    await tabTo(cabinPage, fewer);
    await cabinPage.keyboard.press('Enter');
    await expect(widget.getByTestId('guests-value')).toHaveText('1 huésped');
    await expect(widget.getByText('Total por 2 noches')).toBeVisible();
    const more = widget.getByRole('button', { name: 'Agregar un huésped' });
    await tabTo(cabinPage, more);
    await cabinPage.keyboard.press('Enter');
    await expect(widget.getByTestId('guests-value')).toHaveText('2 huéspedes');
    const reserve = widget.getByRole('button', { name: 'Reservar' });
    await expect(reserve).toBeEnabled();
    await expect(widget.getByText('Total por 2 noches')).toBeVisible();
    await tabTo(cabinPage, reserve);
    await cabinPage.keyboard.press('Enter');

    // ── Checkout: the errors first, then the form typed in field after field ────────────────
    await expect(cabinPage).toHaveURL(/\/checkout$/);
    await expect(cabinPage.getByRole('heading', { name: 'Confirmar y pagar' })).toBeVisible();
    await userMenuTrigger(cabinPage);
    const pay = cabinPage.getByRole('button', { name: /^Confirmar y pagar \$[\d,.]+ MXN$/ });
    await tabTo(cabinPage, pay);
    await cabinPage.keyboard.press('Enter');
    const validation = cabinPage.getByTestId('validation-alert');
    await expect(validation).toContainText('Por favor corrige los siguientes errores:');
    // The list of errors takes the focus (and shows it) so that it is read out.
    await expect(validation).toBeFocused();
    await expectFocusVisible(cabinPage);

    const field = (label: RegExp) => cabinPage.getByRole('textbox', { name: label });
    const entries: Array<[Locator, string]> = [
      [field(/^Nombre\s*\*?$/), 'Ana'],
      [field(/^Apellido/), 'Ruiz'],
      [field(/^Correo electrónico/), 'ana.ruiz@example.mx'],
      [field(/^Teléfono\s*\*?$/), '5512345678'],
      [field(/^Número de tarjeta/), '4111111111111111'],
      [field(/^Mes/), '12'],
      [field(/^Año/), '29'],
      [cabinPage.getByLabel(/^CVV/), '123'],
      [field(/^Nombre del titular/), 'ana ruiz'],
      [field(/^Correo de facturación/), 'ana.ruiz@example.mx'],
      [field(/^Teléfono de facturación/), '5512345678'],
    ];
    // From the alert back up to the first field, then down through the form.
    await tabTo(cabinPage, entries[0][0], { back: true });
    for (const [input, text] of entries) {
      if (!(await isFocused(input))) await tabTo(cabinPage, input);
      await cabinPage.keyboard.type(text);
    }
    await expect(field(/^Número de tarjeta/)).toHaveValue('4111 1111 1111 1111');
    await expect(field(/^Nombre del titular/)).toHaveValue('ANA RUIZ');
    await expect(validation).toBeHidden();
    await tabTo(cabinPage, pay);
    await cabinPage.keyboard.press('Enter');

    // ── Confirmation ───────────────────────────────────────────────────────────────────────
    await expect(cabinPage.getByRole('alertdialog', { name: '¡Pago exitoso!' })).toBeVisible();
    await expect(cabinPage.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(cabinPage).toHaveURL(/\/confirmation$/);
    await expect(cabinPage.getByText('Gracias, Ana Ruiz.')).toBeVisible();
    await expect(cabinPage.getByText('Visa terminada en 1111')).toBeVisible();
    await tabTo(cabinPage, cabinPage.getByRole('link', { name: 'Ver mis reservas' }));
  });

  test('the user menu opens, moves and closes from the keyboard', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/');
    const trigger = await userMenuTrigger(page);
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Iniciar sesión' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Registrarse' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await expectFocusVisible(page);
    await expectEscapeReturnsFocus(page, menu, trigger);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Iniciar sesión' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Registrarse' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/register');
  });

  // WCAG 1.4.11: src/app/theme.ts sets gray.focusRing to gray.600 (Chakra's gray.400 is 2.6:1).
  test('every focus indicator has 3:1 contrast with what surrounds it', async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(NOW);
    const low: string[] = [];
    const walk = async (stops: number, where: string) => {
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        // Past the last control the focus leaves the page: the walk is over.
        if ((await focusInfo(page)).element === 'BODY') return;
        const info = await expectFocusVisible(page);
        const contrast = focusContrast(info);
        if (contrast !== null && contrast < 3) {
          low.push(
            `${where}: ${info.element} ${info.indicator} on ${info.background} (${contrast.toFixed(2)}:1)`,
          );
        }
      }
    };

    await page.goto(
      `/results?location=Mazamitla&checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&guests=2`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ resultados?$/);
    await userMenuTrigger(page);
    await walk(30, 'results');
    await tabTo(page, page.getByRole('button', { name: 'Filtros' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await walk(20, 'filters dialog');
    await page.keyboard.press('Escape');

    const [cabin] = await listCabins(request);
    await page.goto(`/cabin/${cabin._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await userMenuTrigger(page);
    await walk(30, 'cabin');
    await tabTo(page, page.getByRole('button', { name: 'Mostrar todas las fotos' }), {
      back: true,
    });
    await page.keyboard.press('Enter');
    const photos = page.getByRole('dialog', { name: /^Fotos de / });
    await expect(photos).toBeVisible();
    // The dialog has taken the focus (its trap is on): only then does Tab stay inside it.
    await expect(photos.locator(':focus').or(photos.and(page.locator(':focus')))).toHaveCount(1);
    await walk(4, 'photo dialog');

    expect(low).toEqual([]);
  });
});
