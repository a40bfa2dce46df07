import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingSummary, Cabin, QuoteResponse } from '../../src/shared/types.ts';

/** The e2e server's "today" is 2026-11-22 (playwright.config.ts); the browser's clock matches it. */
export const NOW = new Date('2026-11-22T12:00:00-06:00');

export const DEMO_USER = { email: 'demo@refugio.mx', password: 'refugio123' };

export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** Every route a visitor reaches without a booking in hand (signed out). */
export const PUBLIC_ROUTES = [
  '/',
  '/results?location=Mazamitla&checkIn=2027-01-15&checkOut=2027-01-18&guests=2',
  '/results?location=any&flexible=weekend&months=2027-01,2027-02&guests=2',
  '/destinos/mazamitla',
  '/login',
  '/register',
  '/terms',
  '/privacy',
  '/forgot-password',
  // A well-formed link (the form) and a broken one (the explanation and a new-link link).
  `/reset-password?token=${'A'.repeat(43)}`,
  '/reset-password',
  '/no-existe',
];

/**
 * Waits for the finite CSS/Web animations of the page (a dialog fading in, a popover sliding) so
 * that axe measures colours at full opacity. Endless ones (spinners, skeletons) are left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((a) => { const t = a.effect && a.effect.getComputedTiming(); return t && t.endTime !== Infinity; })
      .map((a) => a.finished.catch(() => undefined))
  )`);
}

/** axe on the page as it is now; zero violations is the gate. `what` names the state in failures. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`,
  );
  expect(summary, `axe violations: ${what}`).toEqual([]);
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(DEMO_USER.email);
  await page.getByLabel(/^Contraseña/).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/');
}

/**
 * The header's user menu trigger once its code has loaded (until then a stand-in button is drawn):
 * waiting for it keeps a click from landing on the stand-in while it is being swapped.
 */
export async function userMenuTrigger(page: Page) {
  const trigger = page.locator('[data-scope="menu"][data-part="trigger"]');
  await expect(trigger).toBeVisible();
  return trigger;
}

export async function listCabins(request: APIRequestContext): Promise<Cabin[]> {
  const response = await request.get('/api/habitaciones?limit=200');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { habitaciones?: Cabin[]; data?: Cabin[] } | Cabin[];
  return Array.isArray(body) ? body : (body.habitaciones ?? body.data ?? []);
}

export async function quoteStay(
  request: APIRequestContext,
  cabinId: string,
  stay: Stay,
): Promise<QuoteResponse> {
  const response = await request.post('/api/reservas/cotizar', {
    data: { habitacionId: cabinId, ...stay },
  });
  return (await response.json()) as QuoteResponse;
}

/** A seeded cabin (optionally of one destination) that can be booked for the stay right now. */
export async function findBookableCabin(
  request: APIRequestContext,
  stay: Stay,
  matches: (cabin: Cabin) => boolean = () => true,
): Promise<{ cabin: Cabin; quote: QuoteResponse }> {
  const nights = Math.round(
    (Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / (24 * 60 * 60 * 1000),
  );
  const candidates = (await listCabins(request)).filter(
    (c) =>
      matches(c) &&
      // Request-to-book cabins are paid as a request, not a booking (e2e/host-requests.spec.ts).
      c.bookingMode !== 'request' &&
      !(c.restrictions?.length ?? 0) &&
      c.propertyDetails.minNights <= nights &&
      c.propertyDetails.minOccupancy <= stay.guests &&
      c.propertyDetails.maxOccupancy >= stay.guests,
  );
  for (const cabin of candidates) {
    const quote = await quoteStay(request, cabin._id, stay);
    if (quote.success && quote.available) return { cabin, quote };
  }
  throw new Error(`No seeded cabin can be booked for ${JSON.stringify(stay)}`);
}

export function summaryFor(cabin: Cabin, stay: Stay, quote: QuoteResponse): BookingSummary {
  return {
    cabinId: cabin._id,
    cabinName: cabin.propertyDetails.name,
    cabinImage: cabin.images[0] ?? '',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    nights: quote.pricing!.nights,
    pricing: {
      basePrice: quote.pricing!.basePrice,
      totalPrice: quote.pricing!.totalPrice,
      cleaningFee: 0,
      serviceFee: 0,
      comisionServicio: quote.precioCalculado?.comisionServicio ?? 0,
      taxes: 0,
    },
    location: `${cabin.location.population}, ${cabin.location.state}`,
    maxOccupancy: cabin.propertyDetails.maxOccupancy,
    amenities: [],
    cancellationPolicy: cabin.cancellationPolicy ?? 'non_refundable',
  };
}

/** Opens /checkout the way the cabin page does: the summary as react-router navigation state. */
export async function openCheckoutWithState(page: Page, summary: BookingSummary): Promise<void> {
  await page.goto('/');
  await page.evaluate((usr) => {
    // e2e/ is type-checked without the DOM library.
    const { history } = globalThis as unknown as {
      history: { replaceState(state: unknown, title: string, url: string): void };
    };
    history.replaceState({ usr, key: 'e2e', idx: 0 }, '', '/checkout');
  }, summary);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Confirmar y pagar' })).toBeVisible();
}

/** The checkout form filled with a guest and the sandbox's approved Visa. */
export async function fillCheckoutForm(page: Page): Promise<void> {
  const textbox = (name: RegExp) => page.getByRole('textbox', { name });
  await textbox(/^Nombre\s*\*?$/).fill('Ana');
  await textbox(/^Apellido/).fill('Ruiz');
  await textbox(/^Correo electrónico/).fill('ana.ruiz@example.mx');
  await textbox(/^Teléfono\s*\*?$/).fill('5512345678');
  await textbox(/^Número de tarjeta/).fill('4111111111111111');
  await textbox(/^Mes/).fill('12');
  await textbox(/^Año/).fill('29');
  await page.getByLabel(/^CVV/).fill('123');
  await textbox(/^Nombre del titular/).fill('ana ruiz');
  await textbox(/^Correo de facturación/).fill('ana.ruiz@example.mx');
  await textbox(/^Teléfono de facturación/).fill('5512345678');
}

export interface FocusInfo {
  /** A short description of the focused element, for failure messages. */
  element: string;
  /** Where the visible indicator was found, or null when there is none. */
  indicator: string | null;
  /** The indicator's colour and the background around it (rgb()/rgba() strings), when known. */
  ringColor: string | null;
  background: string | null;
}

/**
 * Describes document.activeElement and whether it shows a focus indicator: an outline or a box
 * shadow on the element or on its ::before/::after (a link overlay draws its ring there). A widget
 * that keeps the focus and points at its active item with aria-activedescendant (a combobox, a
 * menu) shows the indicator on that item: an outline, a box shadow or a background. A visually
 * hidden input (Chakra's checkbox and switch) shows it on its control.
 */
const FOCUS_PROBE = `(() => {
  const el = document.activeElement;
  const none = (element) => ({ element, indicator: null, ringColor: null, background: null });
  if (!el || el === document.body || el === document.documentElement) {
    return none(String(el && el.tagName));
  }
  const describe = (e) => {
    const name = e.getAttribute('aria-label') || (e.textContent || '').trim().slice(0, 60);
    return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('role') ? '[role=' + e.getAttribute('role') + ']' : '') + ' "' + name + '"';
  };
  const transparent = (c) => !c || c === 'transparent' || /rgba\\([^)]*,\\s*0\\)$/.test(c);
  // The first opaque background at or above e: what an outline is seen against.
  const backdrop = (e) => {
    for (let n = e; n && n.nodeType === 1; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor;
      if (!transparent(bg)) return bg;
    }
    return 'rgb(255, 255, 255)';
  };
  const ring = (e, pseudo) => {
    const s = getComputedStyle(e, pseudo);
    if (pseudo && (s.content === 'none' || s.content === 'normal')) return null;
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !transparent(s.outlineColor)) {
      return {
        indicator: (pseudo || '') + 'outline ' + s.outlineWidth + ' ' + s.outlineStyle + ' ' + s.outlineColor,
        ringColor: s.outlineColor,
        background: parseFloat(s.outlineOffset) < 0 ? backdrop(e) : backdrop(e.parentElement || e),
      };
    }
    if (s.boxShadow && s.boxShadow !== 'none') {
      const color = (s.boxShadow.match(/rgba?\\([^)]*\\)/) || [null])[0];
      return {
        indicator: (pseudo || '') + 'box-shadow ' + s.boxShadow,
        ringColor: color,
        background: / inset/.test(s.boxShadow) ? backdrop(e) : backdrop(e.parentElement || e),
      };
    }
    return null;
  };
  const result = (element, found) => ({
    element,
    indicator: found ? found.indicator : null,
    ringColor: found ? found.ringColor : null,
    background: found ? found.background : null,
  });
  const rect = el.getBoundingClientRect();
  if (rect.width <= 2 && rect.height <= 2) {
    const host = el.closest('label') || el.parentElement;
    const control = host && host.querySelector('[data-focus-visible]:not(input)');
    return result(describe(el) + (control ? ' → ' + describe(control) : ''), control && ring(control, null));
  }
  const own = ring(el, null) || ring(el, '::before') || ring(el, '::after');
  const activeId = el.getAttribute('aria-activedescendant');
  const active = activeId ? document.getElementById(activeId) : null;
  if (active) {
    const bg = getComputedStyle(active).backgroundColor;
    const found = ring(active, null) || (!transparent(bg)
      ? { indicator: 'active item background ' + bg, ringColor: bg, background: backdrop(active.parentElement || active) }
      : own);
    return result(describe(el) + ' → ' + describe(active), found);
  }
  return result(describe(el), own);
})()`;

export function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate<FocusInfo>(FOCUS_PROBE);
}

/** The focused element shows a visible focus indicator (WCAG 2.4.7). */
export async function expectFocusVisible(page: Page): Promise<FocusInfo> {
  const info = await focusInfo(page);
  expect(info.indicator, `no visible focus indicator on ${info.element}`).not.toBeNull();
  return info;
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of the focus indicator against the background around it. */
export function focusContrast(info: FocusInfo): number | null {
  if (!info.ringColor || !info.background) return null;
  const [a, b] = [luminance(info.ringColor), luminance(info.background)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}
