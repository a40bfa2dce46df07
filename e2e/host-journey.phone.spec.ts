import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatMXN } from '../src/shared/format.ts';
import type { QuoteResponse, SearchResponse } from '../src/shared/types.ts';
import { registerGuest } from './support/accounts.ts';
import { expectNoAxeViolations, fillCheckoutForm, NOW, userMenuTrigger } from './support/a11y.ts';
import { signInAs } from './support/trip.ts';

/**
 * The whole host-to-guest journey of issue 15, once on a desktop and once on a phone (this file
 * runs in both projects): a new account registers, becomes a host through 'Publica tu cabaña',
 * creates a cabin and fills 'Detalles' and 'Ubicación', uploads 5 real photos with their alt
 * texts, sets prices and a season and publishes it. A guest (another new account, in a browser of
 * their own) finds it by destination and dates, sees its photos (with the host's alt texts) and
 * price, and asks to book it with the sandbox card; the host accepts under 'Solicitudes' and sees
 * the stay in 'Reservas' and in 'Calendario'; nights the host blocks leave the search for those
 * dates. axe runs on every console screen and on every confirmation the console asks.
 *
 * "Today" is the server's TODAY (2026-11-22, playwright.config.ts) and the browsers' fixed clock.
 */

const DESTINATION = { population: 'Real de Catorce', state: 'San Luis Potosí' };
/**
 * The next nights after "today": the server's clock starts at 12:00 of its TODAY whatever the real
 * date (docs/decisions/195-anchored-clock.md), so the request's answer deadline is a day away.
 */
const STAY = { checkIn: '2026-11-23', checkOut: '2026-11-25', guests: 2 };
/** The nights the host blocks (27 and 28 November). */
const BLOCKED = { checkIn: '2026-11-27', checkOut: '2026-11-29' };
const ALTS = [
  'La fachada de adobe con la puerta de mezquite',
  'La sala con chimenea de piedra',
  'La recámara con vista al cerro',
  'La terraza al atardecer sobre el desierto',
  'El baño con regadera de talavera',
];

const searchUrl = (dates: { checkIn: string; checkOut: string }) =>
  `/results?location=${encodeURIComponent(DESTINATION.population)}&checkIn=${dates.checkIn}&checkOut=${dates.checkOut}&guests=${STAY.guests}`;

const results = (page: Page) =>
  page.getByRole('list', { name: 'Cabañas encontradas' }).locator(':scope > li');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** A real photo of the given colour, as a phone camera would hand it over (JPEG or PNG). */
async function photo(index: number) {
  const background = { r: 60 + index * 35, g: 110, b: 200 - index * 30 };
  const base = sharp({ create: { width: 1400, height: 1050, channels: 3, background } });
  return index % 2 ? base.png().toBuffer() : base.jpeg({ quality: 80 }).toBuffer();
}

/** A second person in a browser of their own, with the same locale, time zone, device and clock. */
async function newPerson(browser: Browser) {
  const {
    baseURL,
    locale,
    timezoneId,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  return { context, page };
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('a new host publishes a cabin, a guest finds and books it, the host manages it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // One long journey (five uploads decoded by the server, a payment, about twenty axe runs).
  test.setTimeout(300_000);
  const device = testInfo.project.name === 'phone' ? 'teléfono' : 'escritorio';
  const cabinName = `Cabaña Los Mezquites (${device})`;
  const guestName = { first: 'Rocío', last: device === 'teléfono' ? 'Andrade' : 'Villaseñor' };
  const guestFullName = `${guestName.first} ${guestName.last}`;

  // ── The host registers on the site and becomes a host from the user menu. ──
  const email = `anfitriona.${testInfo.project.name}.${Date.now()}@example.mx`;
  const password = 'desierto-2026';
  await page.goto('/register');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Itzel');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Mendoza');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByRole('textbox', { name: /^Teléfono/ }).pressSequentially('4441234567');
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel(/^Confirmar contraseña/).fill(password);
  await page.getByText('Acepto los').click();
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);

  await (await userMenuTrigger(page)).click();
  await page.getByRole('menuitem', { name: 'Publica tu cabaña' }).click();
  await expect(page).toHaveURL('/host/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Publica tu cabaña' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'onboarding');
  await page.getByText('Acepto los').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('checkbox', { name: /Acepto los términos/ })).toBeChecked();
  await page.getByRole('button', { name: 'Convertirme en anfitrión' }).click();
  await expect(page).toHaveURL('/host');
  await expect(page.getByText('Aún no tienes cabañas')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "'Mis cabañas' and 'Solicitudes', empty");

  // ── A new cabin: 'Agregar cabaña', then its editor. ──
  await page.getByRole('button', { name: 'Agregar cabaña' }).click();
  const add = page.getByRole('form', { name: 'Agregar cabaña' });
  await add.getByRole('textbox', { name: /Nombre de la cabaña/ }).fill(cabinName);
  await add.getByRole('combobox', { name: /Tipo de alojamiento/ }).selectOption('Cabaña');
  await add.getByRole('spinbutton', { name: /Huéspedes como máximo/ }).fill('4');
  await expectNoAxeViolations(page, "'Agregar cabaña'");
  await add.getByRole('button', { name: 'Crear borrador' }).click();
  const card = page.getByRole('article', { name: cabinName });
  await expect(card.getByText('Borrador')).toBeVisible();
  await card.getByRole('link', { name: cabinName }).click();
  await expect(page).toHaveURL(/\/host\/cabins\/[^/?]+$/);
  const cabinId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: cabinName })).toBeVisible();

  // 'Detalles': description, capacity, amenities; booked by request, so 'Solicitudes' answers.
  const details = page.getByRole('form', { name: 'Detalles de la cabaña' });
  await details
    .getByRole('textbox', { name: /Descripción/ })
    .fill(
      'Casa de adobe y piedra en el pueblo minero, con chimenea, terraza y vista al desierto de Wirikuta.',
    );
  await details.getByRole('spinbutton', { name: /Huéspedes como mínimo/ }).fill('1');
  await details.getByRole('spinbutton', { name: /Huéspedes como máximo/ }).fill('4');
  await details.getByText('Chimenea', { exact: true }).click();
  await details.getByRole('combobox', { name: /Modo de reserva/ }).selectOption('request');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "the editor's 'Detalles'");
  await details.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados').first()).toBeVisible();

  // 'Ubicación': the pin in the middle of the map, then the address and the destination.
  await tab(page, 'Ubicación').click();
  const location = page.getByRole('form', { name: 'Ubicación de la cabaña' });
  await location.getByRole('button', { name: 'Colocar el punto en el centro del mapa' }).click();
  await expect(location.getByRole('textbox', { name: /Latitud/ })).not.toHaveValue('');
  await location.getByRole('textbox', { name: /Dirección/ }).fill('Calle Lanzagorta 12');
  await location.getByRole('textbox', { name: /Población/ }).fill(DESTINATION.population);
  await location.getByRole('textbox', { name: /Estado/ }).fill(DESTINATION.state);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "the editor's 'Ubicación'");
  await location.getByRole('button', { name: 'Guardar ubicación' }).click();
  await expect(page.getByText('Cambios guardados').first()).toBeVisible();

  // 'Fotos': five real files at once, each with its alt text.
  await tab(page, 'Fotos').click();
  const photos = page.getByRole('tabpanel', { name: 'Fotos' });
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Elegir fotos' }).click();
  await (
    await chooser
  ).setFiles(
    await Promise.all(
      ALTS.map(async (_, index) => ({
        name: `foto-${index + 1}.${index % 2 ? 'png' : 'jpg'}`,
        mimeType: index % 2 ? 'image/png' : 'image/jpeg',
        buffer: await photo(index),
      })),
    ),
  );
  const pending = photos.getByRole('list', { name: 'Fotos por subir' });
  await expect(pending.getByRole('listitem')).toHaveCount(5);
  for (const [index, alt] of ALTS.entries()) {
    await pending
      .getByLabel(
        new RegExp(`Texto alternativo de foto-${index + 1}\\.${index % 2 ? 'png' : 'jpg'}`),
      )
      .fill(alt);
  }
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "the editor's 'Fotos' with files waiting");
  await photos.getByRole('button', { name: 'Subir 5 fotos' }).click();
  const stored = photos.getByRole('list', { name: 'Fotos de la cabaña' });
  await expect(stored.getByRole('listitem')).toHaveCount(5, { timeout: 60_000 });
  await expect(photos.getByRole('status')).toHaveText('5 fotos subidas');
  await expectNoAxeViolations(page, "the editor's 'Fotos' with five photos");
  // Deleting asks first; the host keeps the photo.
  await stored.getByRole('button', { name: 'Eliminar la foto 5' }).click();
  const deletePhoto = page.getByRole('alertdialog', { name: '¿Eliminar la foto 5?' });
  await expect(deletePhoto.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page, "the dialog '¿Eliminar la foto?'");
  await deletePhoto.getByRole('button', { name: 'Cancelar' }).click();
  await expect(deletePhoto).toHaveCount(0);
  await expect(stored.getByRole('listitem')).toHaveCount(5);

  // 'Precios': nightly, weekend and cleaning prices, a minimum stay and a Christmas season.
  await tab(page, 'Precios').click();
  const prices = page.getByRole('form', { name: 'Precios de la cabaña' });
  await prices.getByRole('spinbutton', { name: /^Precio por noche \(MXN\)/ }).fill('1500');
  await prices.getByRole('spinbutton', { name: /^Precio de fin de semana/ }).fill('1800');
  await prices.getByRole('spinbutton', { name: /^Tarifa de limpieza/ }).fill('300');
  await prices
    .getByRole('spinbutton', { name: /^Noches mínimas/ })
    .first()
    .fill('2');
  await prices.getByRole('button', { name: 'Agregar temporada' }).click();
  const season = prices.getByRole('group', { name: 'Temporada 1' });
  await season.getByRole('textbox', { name: /Nombre de la temporada/ }).fill('Navidad');
  await season.getByLabel(/^Inicio/).fill('2026-12-20');
  await season.getByLabel(/^Fin/).fill('2027-01-03');
  await season.getByRole('spinbutton', { name: /^Precio por noche en temporada/ }).fill('2500');
  await season.getByRole('spinbutton', { name: /^Noches mínimas en temporada/ }).fill('3');
  await prices.getByRole('button', { name: 'Guardar precios' }).click();
  await expect(page.getByText('Precios guardados', { exact: true })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Vista previa: lo que paga un huésped' });
  await expect(preview.getByText('Total')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "the editor's 'Precios' with its preview");

  // 'Sincronización': renewing the export address asks first; an import feed, then removed.
  await tab(page, 'Sincronización').click();
  const sync = page.getByRole('tabpanel', { name: 'Sincronización' });
  await expect(sync.getByRole('textbox', { name: 'Dirección de exportación (iCal)' })).toHaveValue(
    /\/ical\/[^/]+\.ics$/,
  );
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "the editor's 'Sincronización'");
  await sync.getByRole('button', { name: 'Generar nueva dirección' }).click();
  await expectNoAxeViolations(page, "'Sincronización' asking to renew the export address");
  await sync.getByRole('button', { name: 'Sí, generar nueva dirección' }).click();
  await expect(page.getByText(/Nueva dirección del calendario generada/)).toBeVisible();
  const addFeed = sync.getByRole('form', { name: 'Importar un calendario' });
  await addFeed.getByRole('textbox', { name: /^Nombre/ }).fill('Booking.com');
  await addFeed
    .getByRole('textbox', { name: /Dirección del calendario/ })
    .fill('https://ical.booking.com/v1/export?t=real-de-catorce-e2e');
  await addFeed.getByRole('button', { name: 'Agregar calendario' }).click();
  const feed = sync.getByRole('article', { name: 'Booking.com' });
  await expect(feed).toBeVisible();
  await expectNoAxeViolations(page, "'Sincronización' with an import feed");
  await feed.getByRole('button', { name: 'Eliminar Booking.com' }).click();
  await expect(sync.getByText('Aún no importas ningún calendario.')).toBeVisible();

  // Published: the cabin is on 'Mis cabañas' as 'Publicada'.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Cabaña publicada', { exact: true })).toBeVisible();
  await page.goto('/host');
  await expect(page.getByRole('article', { name: cabinName }).getByText('Publicada')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "'Mis cabañas' with a published cabin");

  // ── The guest, in a browser of their own, finds it by destination and dates. ──
  const guestAccount = await registerGuest(request, 'huesped-catorce');
  const guest = await newPerson(browser);
  try {
    await signInAs(guest.page, guestAccount);
    await guest.page.goto(searchUrl(STAY));
    const found = results(guest.page).filter({ hasText: cabinName });
    await expect(found).toHaveCount(1);
    const quote = (await (
      await request.post('/api/reservas/cotizar', {
        data: { habitacionId: cabinId, ...STAY },
      })
    ).json()) as QuoteResponse;
    expect(quote.success && quote.available).toBe(true);
    const total = quote.pricing!.totalPrice;
    // The card opens the cabin (in a new tab) with the dates and guests of the search.
    const link = found.getByRole('link').first();
    await expect(link).toHaveAttribute('href', new RegExp(`checkIn=${STAY.checkIn}`));
    await guest.page.goto((await link.getAttribute('href'))!);
    await expect(guest.page).toHaveURL(new RegExp(`/cabin/${cabinId}`));
    await expect(guest.page.getByRole('heading', { level: 1, name: cabinName })).toBeVisible();

    // Its photos, described by the host's own alt texts (the cover first), and its price.
    const cover = guest.page.getByRole('img', { name: ALTS[0] });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}-1200\.webp$/);
    const gallery = guest.page.getByRole('dialog', { name: `Fotos de ${cabinName}` });
    // The page is drawn by the server: a click before it has hydrated is lost, so click again.
    await expect(async () => {
      if (!(await gallery.isVisible())) {
        await guest.page
          .getByRole('button', { name: 'Mostrar todas las fotos' })
          .click({ timeout: 2_000 });
      }
      await expect(gallery).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const galleryPhotos = gallery.getByRole('region', { name: `Todas las fotos de ${cabinName}` });
    await expect(galleryPhotos.getByRole('img')).toHaveCount(5);
    expect(
      await galleryPhotos
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    ).toEqual(ALTS);
    await gallery.getByRole('button', { name: 'Cerrar fotos' }).click();
    await expect(gallery).toHaveCount(0);
    const widget = guest.page.getByRole('region', { name: 'Reserva' });
    await expect(widget).toContainText(formatMXN(total));

    // The request, paid with the sandbox's approved Visa (pre-authorized until the host answers).
    await widget.getByRole('button', { name: 'Solicitar reserva' }).click();
    await expect(guest.page).toHaveURL(/\/checkout$/);
    await fillCheckoutForm(guest.page);
    await guest.page.getByRole('textbox', { name: /^Nombre\s*\*?$/ }).fill(guestName.first);
    await guest.page.getByRole('textbox', { name: /^Apellido/ }).fill(guestName.last);
    await guest.page
      .getByRole('button', { name: `Solicitar reserva - ${formatMXN(total)} MXN` })
      .click();
    await expect(
      guest.page.getByRole('heading', { name: '¡Solicitud enviada!' }).last(),
    ).toBeVisible({ timeout: 15_000 });

    // ── The host answers under 'Solicitudes': the refusal form is checked, then accepted. ──
    await page.goto('/host');
    const pendingRequest = page
      .getByRole('list', { name: 'Solicitudes pendientes' })
      .getByRole('article')
      .filter({ hasText: cabinName });
    await expect(pendingRequest).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, "'Solicitudes' with a request");
    await pendingRequest
      .getByRole('button', { name: `Rechazar la solicitud de ${guestFullName}` })
      .click();
    await pendingRequest.getByRole('button', { name: 'Confirmar rechazo' }).click();
    await expect(pendingRequest.getByText('Escribe el motivo del rechazo')).toBeVisible();
    await expectNoAxeViolations(page, "'Solicitudes' asking the refusal's reason");
    await page.reload();
    await pendingRequest
      .getByRole('button', { name: `Aceptar la solicitud de ${guestFullName}` })
      .click();
    await expect(page.getByText('Solicitud aceptada').first()).toBeVisible();
    await expect(pendingRequest).toHaveCount(0);

    // 'Reservas': the stay with its guest, dates and total; cancelling asks first (kept here).
    await page
      .getByRole('navigation', { name: 'Panel de anfitrión' })
      .getByRole('link', { name: 'Reservas' })
      .click();
    await expect(page).toHaveURL('/host/reservations');
    const row = page.getByRole('article', { name: `Reserva de ${guestFullName}` });
    await expect(row.getByText(cabinName)).toBeVisible();
    await expect(row.getByText('Activa', { exact: true })).toBeVisible();
    await expect(row.getByText(formatMXN(total))).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, "'Reservas' with the guest's stay");
    await row.getByRole('button', { name: `Cancelar reservación de ${guestFullName}` }).click();
    const confirmCancel = row.getByRole('group', { name: '¿Cancelar esta reservación?' });
    await expect(confirmCancel).toBeVisible();
    await expectNoAxeViolations(page, "'Reservas' asking to cancel a stay");
    await confirmCancel.getByRole('button', { name: 'Conservar reservación' }).click();
    await expect(confirmCancel).toHaveCount(0);

    // 'Calendario': the booked nights carry the guest's name and lead to the reservation.
    await page.goto(`/host/cabins/${cabinId}?tab=calendario`);
    const calendar = page.getByRole('tabpanel', { name: 'Calendario' });
    await expect(
      calendar.getByRole('button', {
        name: new RegExp(`^Lunes, 23 de noviembre de 2026, .* por ${guestFullName}$`),
      }),
    ).toBeVisible();
    const entries = calendar.getByRole('region', { name: 'Reservas y bloqueos de estos meses' });
    await expect(
      entries.getByRole('link', { name: `Ver la reserva de ${guestFullName}` }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, "the editor's 'Calendario' with the stay");

    // The host blocks the nights of 27 and 28 November.
    await calendar
      .getByRole('button', { name: /^Viernes, 27 de noviembre de 2026, libre$/ })
      .click();
    await calendar
      .getByRole('button', { name: /^Sábado, 28 de noviembre de 2026, libre$/ })
      .click();
    await expect(
      calendar.getByText(
        'Las noches del 27 de noviembre de 2026 al 28 de noviembre de 2026 (2 noches)',
      ),
    ).toBeVisible();
    await calendar.getByRole('textbox', { name: /Motivo del bloqueo/ }).fill('Fiesta del pueblo');
    await expectNoAxeViolations(page, "'Calendario' about to block nights");
    await calendar.getByRole('button', { name: 'Bloquear fechas', exact: true }).click();
    await expect(page.getByText('Fechas bloqueadas', { exact: true })).toBeVisible();
    await expect(entries.getByText('Fiesta del pueblo')).toBeVisible();
    await expectNoAxeViolations(page, "'Calendario' with a block");

    // The guest's search for those nights no longer offers it (the search keeps a cabin that
    // cannot host the stay after the others, greyed and without a link, 'no disponible'); other
    // nights still do.
    const blockedSearch = guest.page.waitForResponse(
      (r) =>
        r.url().includes('/api/cotizar/search') && r.url().includes(`checkIn=${BLOCKED.checkIn}`),
    );
    await guest.page.goto(searchUrl(BLOCKED));
    const answer = (await (await blockedSearch).json()) as SearchResponse;
    const listed = answer.habitaciones.find((c) => c._id === cabinId);
    expect(listed === undefined || listed.restrictions.length > 0).toBe(true);
    await expect(guest.page.getByRole('heading', { level: 1 })).toBeVisible();
    const blockedCard = results(guest.page).filter({ hasText: cabinName });
    await expect(blockedCard.getByRole('link')).toHaveCount(0);
    await guest.page.goto(searchUrl({ checkIn: '2026-11-30', checkOut: '2026-12-02' }));
    await expect(
      results(guest.page).filter({ hasText: cabinName }).getByRole('link').first(),
    ).toHaveAttribute('href', new RegExp(`/cabin/${cabinId}`));
  } finally {
    await guest.context.close();
  }
});
