import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { formatMXN } from '../src/shared/format.ts';
import type { Cabin } from '../src/shared/types.ts';
import { registerGuest, type RegisteredGuest } from './support/accounts.ts';
import { fillCheckoutForm, listCabins, NOW, quoteStay } from './support/a11y.ts';
import { startOwnServer } from './support/own-server.ts';

/**
 * Request-to-book (issue 16, docs/decisions/130-request-to-book.md): a guest's request is
 * pre-authorized, not charged; the demo host answers it under 'Solicitudes' in /host: 'Aceptar'
 * makes it 'Activa', 'Rechazar' (with a reason) releases it; one left unanswered expires and is
 * released by the request-expiry job. The guests see each state in Mis reservas.
 *
 * Time: the e2e server's clock starts at 12:00 of its TODAY (2026-11-22, playwright.config.ts) and
 * runs on from there, whatever the real date (docs/decisions/195-anchored-clock.md), like the
 * browsers' fixed clock. The expiry journey needs the next day: it runs on a server of its own,
 * started twice on one data folder — first at that TODAY, where the guest asks, then with NOW the
 * next day past the request's deadline, where the request-expiry job (run at start) expires it.
 */

const DEMO_HOST = { email: 'anfitrion@refugio.mx', password: 'refugio123' };
const GUESTS = 2;

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/');
}

/** A seeded request-to-book cabin free for the stay. */
async function requestCabin(
  request: APIRequestContext,
  stay: { checkIn: string; checkOut: string },
) {
  const cabins = (await listCabins(request)).filter(
    (c: Cabin) =>
      c.bookingMode === 'request' &&
      c.propertyDetails.minNights <= 2 &&
      c.propertyDetails.minOccupancy <= GUESTS &&
      c.propertyDetails.maxOccupancy >= GUESTS,
  );
  for (const cabin of cabins) {
    const quote = await quoteStay(request, cabin._id, { ...stay, guests: GUESTS });
    if (quote.success && quote.available) return { cabin, quote };
  }
  throw new Error('No request-to-book demo cabin is free for these nights');
}

/** The guest, signed in, requests the stay through the cabin page and the checkout. */
async function requestStay(
  page: Page,
  guest: RegisteredGuest,
  stay: { checkIn: string; checkOut: string },
) {
  const { cabin, quote } = await requestCabin(page.request, stay);
  await signInAs(page, guest.email, guest.password);
  await page.goto(
    `/cabin/${cabin._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=${GUESTS}`,
  );
  const widget = page.getByRole('region', { name: 'Reserva' });
  await widget.getByRole('button', { name: 'Solicitar reserva' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('request-notice')).toContainText(
    'Tu reserva no se confirmará hasta que el anfitrión la acepte.',
  );
  await fillCheckoutForm(page);
  const pay = page.getByRole('button', {
    name: `Solicitar reserva - ${formatMXN(quote.pricing!.totalPrice)} MXN`,
  });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' }).last()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByTestId('request-pending')).toContainText(
    'Tu reserva está pendiente de confirmación',
  );
  const id = (await page.getByTestId('reservation-id').textContent())!.trim();
  return { cabin, id };
}

async function myReservationCard(page: Page, cabinName: string, id: string) {
  await page.goto('/my-reservations');
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: cabinName }) })
    .filter({ hasText: `#${id.slice(-8)}` });
}

/** The demo host, in a browser of their own, answers the request of this reservation. */
async function asHost(browser: Browser, act: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  try {
    await page.clock.setFixedTime(NOW);
    await signInAs(page, DEMO_HOST.email, DEMO_HOST.password);
    await page.goto('/host');
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes' })).toBeVisible();
    await act(page);
  } finally {
    await context.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('a request is pre-authorized, the host accepts it, and the guest sees it Activa', async ({
  page,
  browser,
}) => {
  const guest = await registerGuest(page.request, 'solicitud-aceptada');
  const { cabin, id } = await requestStay(page, guest, {
    checkIn: '2027-03-08',
    checkOut: '2027-03-10',
  });

  let card = await myReservationCard(page, cabin.propertyDetails.name, id);
  await expect(card.getByText('Pendiente de confirmación')).toBeVisible();
  await expect(card.getByTestId('request-money')).toContainText('Preautorizado');

  await asHost(browser, async (host) => {
    const request = host
      .getByRole('list', { name: 'Solicitudes pendientes' })
      .getByRole('article')
      .filter({ hasText: cabin.propertyDetails.name })
      .filter({ hasText: '8 de marzo, 2027' });
    await expect(request.getByTestId('time-left')).toContainText(/Quedan \d+ h/);
    await request.getByRole('button', { name: /^Aceptar la solicitud/ }).click();
    await expect(host.getByText('Solicitud aceptada', { exact: false }).first()).toBeVisible();
    await expect(request).toHaveCount(0);
  });

  card = await myReservationCard(page, cabin.propertyDetails.name, id);
  await expect(card.getByText('Activa')).toBeVisible();
  await expect(card.getByText('Pagado')).toBeVisible();
});

test('a declined request is released and the guest sees it Rechazada', async ({
  page,
  browser,
}) => {
  const guest = await registerGuest(page.request, 'solicitud-rechazada');
  const { cabin, id } = await requestStay(page, guest, {
    checkIn: '2027-03-15',
    checkOut: '2027-03-17',
  });

  await asHost(browser, async (host) => {
    const request = host
      .getByRole('list', { name: 'Solicitudes pendientes' })
      .getByRole('article')
      .filter({ hasText: cabin.propertyDetails.name })
      .filter({ hasText: '15 de marzo, 2027' });
    await request.getByRole('button', { name: /^Rechazar la solicitud/ }).click();
    // The reason is required.
    await request.getByRole('button', { name: 'Confirmar rechazo' }).click();
    await expect(request.getByText('Escribe el motivo del rechazo')).toBeVisible();
    await request.getByRole('textbox', { name: /Motivo del rechazo/ }).fill('Mantenimiento');
    await request.getByRole('button', { name: 'Confirmar rechazo' }).click();
    await expect(host.getByText('Solicitud rechazada', { exact: false }).first()).toBeVisible();
    await expect(request).toHaveCount(0);
  });

  const card = await myReservationCard(page, cabin.propertyDetails.name, id);
  await expect(card.getByText('Rechazada')).toBeVisible();
  await expect(card.getByTestId('request-money')).toContainText('Preautorización liberada');
});

test.describe('a server of its own, one day later', () => {
  /** PORT + 2 is host-editor.spec.ts's iCal feed, PORT + 3 tile-prefetch.spec.ts's server. */
  const ownPort = Number(process.env.E2E_PORT ?? 4173) + 4;
  /** The next day, half an hour past the deadline of a request made at 12:00 on TODAY. */
  const NEXT_DAY = '2026-11-23T12:30:00-06:00';
  let dataDir = '';

  test.use({ baseURL: `http://localhost:${ownPort}` });

  test.afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('an unanswered request expires and is released; the guest sees it Expirada', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(join(tmpdir(), 'refugio-e2e-expiry-'));
    // Today at 12:00: the guest asks for tomorrow; the host has REQUEST_HOURS (24 h) to answer.
    let server = await startOwnServer({ port: ownPort, dataDir, env: { TODAY: E2E_TODAY } });
    try {
      const guest = await registerGuest(page.request, 'solicitud-expirada');
      const { cabin, id } = await requestStay(page, guest, {
        checkIn: '2026-11-23',
        checkOut: '2026-11-25',
      });
      const card = await myReservationCard(page, cabin.propertyDetails.name, id);
      await expect(card.getByText('Pendiente de confirmación')).toBeVisible();

      // The next day, past the deadline, nobody has answered: the same data, a later clock.
      await server.stop();
      server = await startOwnServer({ port: ownPort, dataDir, env: { NOW: NEXT_DAY } });
      await page.clock.setFixedTime(new Date(NEXT_DAY));
      // Yesterday's session (24 h) has ended too: the guest signs in again.
      await signInAs(page, guest.email, guest.password);
      // The request-expiry job runs once at start, then every minute.
      await expect(async () => {
        const expired = await myReservationCard(page, cabin.propertyDetails.name, id);
        await expect(expired.getByText('Expirada')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      const expired = await myReservationCard(page, cabin.propertyDetails.name, id);
      await expect(expired.getByTestId('request-money')).toContainText('Preautorización liberada');
    } finally {
      await server.stop();
    }
  });
});

test('the guest cancels a request the host has not answered: released, nothing charged, Cancelada', async ({
  page,
}) => {
  const guest = await registerGuest(page.request, 'solicitud-cancelada');
  const { cabin, id } = await requestStay(page, guest, {
    checkIn: '2027-03-22',
    checkOut: '2027-03-24',
  });
  const name = cabin.propertyDetails.name;

  let card = await myReservationCard(page, name, id);
  await expect(card.getByText('Pendiente de confirmación')).toBeVisible();
  await card.getByRole('button', { name: `Cancelar solicitud en ${name}` }).click();
  const dialog = card.getByRole('group', { name: '¿Cancelar esta solicitud?' });
  await expect(dialog).toContainText('Se liberará la preautorización de');
  await expect(dialog).toContainText('no se cobra nada');
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();

  card = await myReservationCard(page, name, id);
  await expect(card.getByText('Cancelada')).toBeVisible();
  await expect(card.getByTestId('request-money')).toContainText('Preautorización liberada');
  await expect(card.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);

  // The trip page says the same, and the nights are free again.
  await page.goto(`/my-reservations/${id}`);
  await expect(page.getByText('Cancelada').first()).toBeVisible();
  await expect(page.getByTestId('request-money')).toContainText('no se cobró nada');
  const quote = await quoteStay(page.request, cabin._id, {
    checkIn: '2027-03-22',
    checkOut: '2027-03-24',
    guests: GUESTS,
  });
  expect(quote.available).toBe(true);
});

test("the guest withdraws a request the host is looking at: 'Aceptar' then says so, not a vanished request", async ({
  page,
  browser,
}) => {
  const guest = await registerGuest(page.request, 'solicitud-retirada');
  const { cabin, id } = await requestStay(page, guest, {
    checkIn: '2027-03-29',
    checkOut: '2027-03-31',
  });
  const name = cabin.propertyDetails.name;

  await asHost(browser, async (host) => {
    const request = host
      .getByRole('list', { name: 'Solicitudes pendientes' })
      .getByRole('article')
      .filter({ hasText: name })
      .filter({ hasText: '29 de marzo, 2027' });
    await expect(request.getByTestId('time-left')).toContainText(/Quedan \d+ h/);

    // Meanwhile the guest withdraws it from Mis reservas; the host's page still shows it.
    const card = await myReservationCard(page, name, id);
    await card.getByRole('button', { name: `Cancelar solicitud en ${name}` }).click();
    await card
      .getByRole('group', { name: '¿Cancelar esta solicitud?' })
      .getByRole('button', { name: 'Sí, cancelar' })
      .click();
    await expect(card.getByText('Cancelada')).toBeVisible();

    await request.getByRole('button', { name: /^Aceptar la solicitud/ }).click();
    // The list read again has no request: the refusal is a toast, with whose request it was.
    const toast = host.getByRole('status').filter({ hasText: 'El huésped canceló esta solicitud' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Solicitud de ');
    await expect(toast).toContainText(` en ${name}`);
    await expect(request).toHaveCount(0);
  });
});
