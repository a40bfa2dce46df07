import { expect, test } from '@playwright/test';
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
import { waitForServiceWorker } from './support/pwa.ts';
import { banner, cutNetwork, expectTrip, signInAs } from './support/trip.ts';

/**
 * The trip page on a phone (the design card's guest at the cabin): it fits the screen, axe finds
 * nothing, and it is there after an offline reload. The desktop journey is e2e/trip.spec.ts.
 */

const STAY: Stay = { checkIn: '2027-05-10', checkOut: '2027-05-12', guests: 2 };
const DATES: [string, string] = ['10 de mayo, 2027', '12 de mayo, 2027'];

test('the trip page on a phone, online and offline', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project runs it');
  test.setTimeout(180_000);
  await page.clock.setFixedTime(NOW);
  const guest = await registerGuest(request, 'viaje-movil');
  const { cabin, quote } = await findBookableCabin(request, STAY);
  const cabinName = cabin.propertyDetails.name;

  await page.goto('/');
  await waitForServiceWorker(page);
  await signInAs(page, guest);
  await openCheckoutWithState(page, summaryFor(cabin, STAY, quote));
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
  await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/my-reservations');
  await page.getByRole('link', { name: `Detalles de tu viaje a ${cabinName}` }).click();
  await expectTrip(page, cabinName, DATES, '2 noches');
  // Nothing wider than the screen.
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )) as number;
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'trip page (phone)');

  await cutNetwork(context);
  await page.reload();
  await expectTrip(page, cabinName, DATES, '2 noches');
  await expect(banner(page)).toContainText(/Datos guardados hace/);
  await expectNoAxeViolations(page, 'trip page offline (phone)');
});
