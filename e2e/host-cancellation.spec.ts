import { expect, test } from '@playwright/test';
import { formatMXN } from '../src/shared/format.ts';
import {
  NOW,
  expectNoAxeViolations,
  fillCheckoutForm,
  findBookableCabin,
  openCheckoutWithState,
  summaryFor,
  type Stay,
} from './support/a11y.ts';
import { registerGuest } from './support/accounts.ts';
import { signInAs } from './support/trip.ts';

/**
 * A host's cancellation (issue 16, ADR 131): a new guest books a cabin of the demo host (every
 * seeded cabin is theirs); the demo host cancels it in the console's 'Reservas', told first that
 * the guest gets everything back; the row then says 'Cancelada', and the guest's Mis reservas shows
 * the whole total as 'Reembolso: $X'.
 */
const STAY: Stay = { checkIn: '2027-03-01', checkOut: '2027-03-03', guests: 2 };
const DEMO_HOST = { email: 'anfitrion@refugio.mx', password: 'refugio123' };
const GUEST_NAME = { first: 'Berenice', last: 'Quiroga' };

test("the host cancels a guest's stay and the guest gets everything back", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(NOW);
  const guest = await registerGuest(request, 'cancela-anfitrion');
  const { cabin, quote } = await findBookableCabin(request, STAY);
  const total = quote.pricing!.totalPrice;

  await page.goto('/');
  await signInAs(page, guest);
  await openCheckoutWithState(page, summaryFor(cabin, STAY, quote));
  await fillCheckoutForm(page);
  await page.getByRole('textbox', { name: /^Nombre\s*\*?$/ }).fill(GUEST_NAME.first);
  await page.getByRole('textbox', { name: /^Apellido/ }).fill(GUEST_NAME.last);
  await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
  await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
    timeout: 15_000,
  });

  // The demo host, in a browser of their own.
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const hostContext = await browser.newContext({ baseURL, locale, timezoneId });
  const host = await hostContext.newPage();
  await host.clock.setFixedTime(NOW);
  await host.goto('/login');
  await host.getByRole('textbox', { name: /^Correo electrónico/ }).fill(DEMO_HOST.email);
  await host.getByLabel(/^Contraseña/).fill(DEMO_HOST.password);
  await host.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(host).not.toHaveURL(/\/login/);
  await host.goto(`/host/reservations?when=all&cabin=${encodeURIComponent(cabin._id)}`);
  const guestName = `${GUEST_NAME.first} ${GUEST_NAME.last}`;
  const row = host.getByRole('article', { name: `Reserva de ${guestName}` });
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Cancelar reservación de ${guestName}` }).click();
  const confirm = row.getByRole('group', { name: '¿Cancelar esta reservación?' });
  await expect(confirm).toContainText(
    `El huésped recibirá el reembolso completo de lo que pagó: ${formatMXN(total)} MXN.`,
  );
  await expectNoAxeViolations(host, "'Reservas' with the host's cancellation to confirm");
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(row.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Cancelar reservación/ })).toHaveCount(0);
  await hostContext.close();

  // The guest sees it cancelled with everything back.
  await page.goto('/my-reservations');
  const card = page.getByRole('article', { name: cabin.propertyDetails.name });
  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(card.getByText(`Reembolso: ${formatMXN(total)}`, { exact: true })).toBeVisible();
});
