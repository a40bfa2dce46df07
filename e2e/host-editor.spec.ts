import { createServer, type Server } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ICAL_FEED_PORT } from '../playwright.config.ts';
import { registerGuest, type RegisteredGuest } from './support/accounts.ts';
import { expectNoAxeViolations, NOW } from './support/a11y.ts';
import { signInAs } from './support/trip.ts';

/**
 * The cabin editor's 'Precios', 'Calendario' and 'Sincronización' tabs and the console's 'Reservas'
 * (issue 15): a new host prices a cabin and sees what a guest pays, blocks nights (which the public
 * availability then refuses) and frees them, imports an Airbnb-shaped feed served by this test, and
 * renews the export address; the demo host reads 'Reservas'. axe on every tab and on 'Reservas'.
 */

const DEMO_HOST = { email: 'anfitrion@refugio.mx', password: 'refugio123' };

/** An Airbnb export (its PRODID, all-day events with DTEND exclusive), as the feed server gives it. */
const AIRBNB_FEED = [
  'BEGIN:VCALENDAR',
  'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20261206',
  'DTSTART;VALUE=DATE:20261203',
  'UID:1418fb94e984-e2e-host-editor@airbnb.com',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let feedServer: Server;

test.beforeAll(async () => {
  feedServer = createServer((req, res) => {
    if (req.url === '/airbnb.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(AIRBNB_FEED);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(ICAL_FEED_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

const auth = (guest: RegisteredGuest) => ({ Authorization: `Bearer ${guest.token}` });

/**
 * A new host with a draft that has everything publishing needs but a price: location, description
 * and 5 photos with alt text, all through the host API.
 */
async function hostWithDraft(request: APIRequestContext) {
  const guest = await registerGuest(request, 'anfitrion-editor');
  const headers = auth(guest);
  expect(
    (await request.post('/api/host/onboard', { headers, data: { acceptHostTerms: true } })).ok(),
  ).toBe(true);
  const created = await request.post('/api/host/cabins', {
    headers,
    data: {
      propertyDetails: { name: 'Cabaña El Ocotal', accomodationType: 'Cabaña', maxOccupancy: 4 },
    },
  });
  expect(created.status()).toBe(201);
  const cabinId = ((await created.json()) as { data: { cabin: { _id: string } } }).data.cabin._id;
  const patched = await request.patch(`/api/host/cabins/${cabinId}`, {
    headers,
    data: {
      accomodationDescription:
        'Cabaña de piedra y madera entre ocotes, con chimenea y terraza con vista al valle.',
      location: {
        address: 'Camino al Ocotal 12',
        population: 'Mazamitla',
        state: 'Jalisco',
        latitude: 19.915,
        longitude: -103.02,
      },
    },
  });
  expect(patched.ok()).toBe(true);
  for (let i = 0; i < 5; i++) {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 40 * i, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await request.post(`/api/host/cabins/${cabinId}/photos`, {
      headers,
      multipart: {
        photo: { name: `foto-${i}.jpg`, mimeType: 'image/jpeg', buffer: photo },
        alt: `Vista ${i + 1} de la Cabaña El Ocotal`,
      },
    });
    expect(uploaded.status()).toBe(201);
  }
  return { guest, cabinId };
}

async function isAvailable(
  request: APIRequestContext,
  cabinId: string,
  checkIn: string,
  checkOut: string,
) {
  const res = await request.post('/api/availability/check', {
    data: { cabinId, checkIn, checkOut },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { available: boolean }).available;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a host prices a cabin, blocks nights and syncs its calendars', async ({
  page,
  request,
  context,
}) => {
  // A long journey through four tabs on a shared machine.
  test.setTimeout(180_000);
  const { guest, cabinId } = await hostWithDraft(request);
  await signInAs(page, guest);
  await page.goto(`/host/cabins/${cabinId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cabaña El Ocotal' })).toBeVisible();

  // The tabs, by keyboard: the selected tab is the only one in the Tab order; arrows move.
  await expect(page.getByRole('tablist', { name: 'Partes de la cabaña' })).toBeVisible();
  const details = tab(page, 'Detalles');
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Precios')).toHaveAttribute('tabindex', '-1');
  await details.focus();
  await page.keyboard.press('End');
  await expect(tab(page, 'Sincronización')).toBeFocused();
  await expect(tab(page, 'Sincronización')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(details).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Ubicación')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=ubicacion$/);
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Fotos')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Precios')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=precios$/);
  const pricesPanel = page.getByRole('tabpanel', { name: 'Precios' });
  await expect(
    pricesPanel.getByText('Guarda un precio por noche para ver cuánto pagaría un huésped.'),
  ).toBeVisible();

  // 'Precios': two overlapping seasons are refused in Spanish before anything is sent.
  const form = page.getByRole('form', { name: 'Precios de la cabaña' });
  await form.getByRole('spinbutton', { name: /^Precio por noche \(MXN\)/ }).fill('1500');
  await form.getByRole('spinbutton', { name: /^Precio de fin de semana/ }).fill('1800');
  await form.getByRole('spinbutton', { name: /^Tarifa de limpieza/ }).fill('300');
  await form
    .getByRole('spinbutton', { name: /^Noches mínimas/ })
    .first()
    .fill('2');
  await form.getByRole('button', { name: 'Agregar temporada' }).click();
  const first = form.getByRole('group', { name: 'Temporada 1' });
  await first.getByRole('textbox', { name: /Nombre de la temporada/ }).fill('Navidad');
  await first.getByLabel(/^Inicio/).fill('2026-12-20');
  await first.getByLabel(/^Fin/).fill('2027-01-03');
  await first.getByRole('spinbutton', { name: /^Precio por noche en temporada/ }).fill('2500');
  await first.getByRole('spinbutton', { name: /^Noches mínimas en temporada/ }).fill('3');
  await form.getByRole('button', { name: 'Agregar temporada' }).click();
  const second = form.getByRole('group', { name: 'Temporada 2' });
  await second.getByRole('textbox', { name: /Nombre de la temporada/ }).fill('Año nuevo');
  await second.getByLabel(/^Inicio/).fill('2026-12-30');
  await second.getByLabel(/^Fin/).fill('2027-01-02');
  await second.getByRole('spinbutton', { name: /^Precio por noche en temporada/ }).fill('3000');
  await form.getByRole('button', { name: 'Guardar precios' }).click();
  await expect(form.getByText('Las temporadas «Navidad» y «Año nuevo» se traslapan')).toBeVisible();
  await expectNoAxeViolations(page, "'Precios' with its errors");
  await form.getByRole('button', { name: 'Quitar temporada 2' }).click();
  await form.getByRole('button', { name: 'Guardar precios' }).click();
  await expect(page.getByText('Precios guardados', { exact: true })).toBeVisible();

  // The preview: the first weekend after today (Friday and Saturday nights at the weekend price).
  const preview = page.getByRole('region', { name: 'Vista previa: lo que paga un huésped' });
  await expect(preview.getByLabel('Llegada de ejemplo')).toHaveValue('2026-11-27');
  const breakdown = preview;
  await expect(breakdown.getByText('2 noches')).toBeVisible();
  await expect(breakdown.getByText('$3,600.00')).toBeVisible();
  await expect(breakdown.getByText('$300.00')).toBeVisible();
  // In the season: its price, and its minimum stay said when the sample is shorter.
  await preview.getByLabel('Llegada de ejemplo').fill('2026-12-21');
  await preview.getByLabel('Salida de ejemplo').fill('2026-12-23');
  await expect(breakdown.getByText('$5,000.00')).toBeVisible();
  await expect(preview.getByText(/se piden al menos 3 noches/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "'Precios' with its preview");

  // Saved: a reload comes back to the same tab with the stored values.
  await page.reload();
  await expect(tab(page, 'Precios')).toHaveAttribute('aria-selected', 'true');
  const reloaded = page.getByRole('form', { name: 'Precios de la cabaña' });
  await expect(reloaded.getByRole('spinbutton', { name: /^Precio por noche \(MXN\)/ })).toHaveValue(
    '1500',
  );
  await expect(
    reloaded.getByRole('group', { name: 'Temporada 1' }).getByRole('textbox', { name: /Nombre/ }),
  ).toHaveValue('Navidad');
  await expect(reloaded.getByRole('group', { name: 'Temporada 2' })).toHaveCount(0);

  // With a price it can be published: guests can now ask for its nights.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Cabaña publicada', { exact: true })).toBeVisible();
  expect(await isAvailable(request, cabinId, '2026-12-10', '2026-12-13')).toBe(true);

  // 'Calendario': choose the nights of 10 to 12 December (a click, then the keyboard), block them.
  await tab(page, 'Calendario').click();
  await expect(page).toHaveURL(/\?tab=calendario$/);
  const calendar = page.getByRole('tabpanel', { name: 'Calendario' });
  await calendar.getByRole('button', { name: /^Jueves, 10 de diciembre de 2026, libre$/ }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(
    calendar.getByText(
      'Las noches del 10 de diciembre de 2026 al 12 de diciembre de 2026 (3 noches)',
    ),
  ).toBeVisible();
  await calendar.getByRole('textbox', { name: /Motivo del bloqueo/ }).fill('Mantenimiento');
  await calendar.getByRole('button', { name: 'Bloquear fechas', exact: true }).click();
  await expect(page.getByText('Fechas bloqueadas', { exact: true })).toBeVisible();
  await expect(
    calendar.getByRole('button', {
      name: /^Viernes, 11 de diciembre de 2026, bloqueada: Mantenimiento/,
    }),
  ).toBeVisible();
  const entries = calendar.getByRole('region', { name: 'Reservas y bloqueos de estos meses' });
  await expect(entries.getByText('Mantenimiento')).toBeVisible();
  // The public availability refuses the blocked nights, and keeps the nights around them.
  expect(await isAvailable(request, cabinId, '2026-12-11', '2026-12-13')).toBe(false);
  expect(await isAvailable(request, cabinId, '2026-12-14', '2026-12-16')).toBe(true);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "'Calendario' with a block");

  // A block over another one is refused in Spanish.
  await calendar.getByRole('button', { name: /^Sábado, 12 de diciembre de 2026/ }).click();
  await calendar.getByRole('button', { name: 'Bloquear fechas', exact: true }).click();
  await expect(
    calendar.getByText('Esas fechas se traslapan con una reserva o con otro bloqueo'),
  ).toBeVisible();
  await calendar.getByRole('button', { name: 'Quitar selección' }).click();

  // Freed again from the list.
  await entries
    .getByRole('button', { name: /^Desbloquear las noches del 10 de diciembre/ })
    .click();
  await expect(page.getByText('Fechas desbloqueadas', { exact: true })).toBeVisible();
  await expect(entries.getByText('Mantenimiento')).toHaveCount(0);
  expect(await isAvailable(request, cabinId, '2026-12-11', '2026-12-13')).toBe(true);

  // 'Sincronización': the export address, copied, then renewed (the old one stops working).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await tab(page, 'Sincronización').click();
  const sync = page.getByRole('tabpanel', { name: 'Sincronización' });
  const address = sync.getByRole('textbox', { name: 'Dirección de exportación (iCal)' });
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/ical\/[^/]+\.ics$/);
  const oldAddress = await address.inputValue();
  await sync.getByRole('button', { name: 'Copiar dirección' }).click();
  await expect(page.getByText('Dirección copiada', { exact: true })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(oldAddress);
  expect((await request.get(oldAddress)).status()).toBe(200);
  await sync.getByRole('button', { name: 'Generar nueva dirección' }).click();
  await expectNoAxeViolations(page, "'Sincronización' asking to renew the address");
  await sync.getByRole('button', { name: 'Sí, generar nueva dirección' }).click();
  await expect(page.getByText(/Nueva dirección del calendario generada/)).toBeVisible();
  await expect(address).not.toHaveValue(oldAddress);
  expect((await request.get(oldAddress)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);

  // An import feed: refused in Spanish without its name, then added and synced now.
  const addFeed = sync.getByRole('form', { name: 'Importar un calendario' });
  await addFeed
    .getByRole('textbox', { name: /Dirección del calendario/ })
    .fill(`http://127.0.0.1:${ICAL_FEED_PORT}/airbnb.ics`);
  await addFeed.getByRole('button', { name: 'Agregar calendario' }).click();
  await expect(addFeed.getByText('Ponle nombre al calendario (por ejemplo, Airbnb)')).toBeVisible();
  await addFeed.getByRole('textbox', { name: /^Nombre/ }).fill('Airbnb');
  await addFeed.getByRole('button', { name: 'Agregar calendario' }).click();
  await expect(
    page.getByText('Calendario agregado; se sincroniza en unos momentos', { exact: true }),
  ).toBeVisible();
  const feed = sync.getByRole('article', { name: 'Airbnb' });
  await feed.getByRole('button', { name: 'Sincronizar ahora Airbnb' }).click();
  await expect(page.getByText('Calendario sincronizado', { exact: true })).toBeVisible();
  await expect(feed.getByText(/Eventos importados: 1\./)).toBeVisible();
  await expect(feed.getByText(/^Última sincronización: /)).toBeVisible();
  expect(await isAvailable(request, cabinId, '2026-12-04', '2026-12-06')).toBe(false);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "'Sincronización' with a feed");

  // The imported nights show in 'Calendario', named by their feed.
  await tab(page, 'Calendario').click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Calendario' })
      .getByRole('button', { name: /^Viernes, 4 de diciembre de 2026, importada de Airbnb$/ }),
  ).toBeVisible();

  // Removing the feed frees its nights.
  await tab(page, 'Sincronización').click();
  await feed.getByRole('button', { name: 'Eliminar Airbnb' }).click();
  await expect(
    page.getByText('Calendario eliminado; sus fechas quedaron libres', { exact: true }),
  ).toBeVisible();
  await expect(sync.getByText('Aún no importas ningún calendario.')).toBeVisible();
  expect(await isAvailable(request, cabinId, '2026-12-04', '2026-12-06')).toBe(true);
});

test("the demo host's 'Reservas', from the console's navigation", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(DEMO_HOST.email);
  await page.getByLabel(/^Contraseña/).fill(DEMO_HOST.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/host');
  await page
    .getByRole('navigation', { name: 'Panel de anfitrión' })
    .getByRole('link', { name: 'Reservas' })
    .click();
  await expect(page).toHaveURL('/host/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();

  // Upcoming first: each stay with its guest, dates, total and state.
  const filters = page.getByRole('search', { name: 'Filtrar reservas' });
  await expect(filters.getByRole('combobox', { name: 'Periodo' })).toHaveValue('upcoming');
  const stays = page.getByRole('article');
  await expect(stays.first()).toBeVisible();
  await expect(stays.first().getByText('Llegada')).toBeVisible();
  await expect(stays.first().getByText('Total')).toBeVisible();
  await expect(stays.first().getByText(/^\$[\d,]+(\.\d\d)?$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "'Reservas'");

  // The demo guest's completed trips are among the past ones; the filter stays in the address.
  await filters.getByRole('combobox', { name: 'Periodo' }).selectOption('past');
  await expect(page).toHaveURL(/when=past/);
  await filters.getByRole('combobox', { name: 'Estado' }).selectOption('completed');
  await expect(page.getByRole('article', { name: 'Reserva de Ana García' }).first()).toBeVisible();
  await expect(page.getByRole('article').first().getByText('Completada')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('search', { name: 'Filtrar reservas' })
      .getByRole('combobox', { name: 'Estado' }),
  ).toHaveValue('completed');
});
