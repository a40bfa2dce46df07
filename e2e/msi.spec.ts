import { expect, test } from '@playwright/test';
import { installmentsLabel, msiOptionLabel } from '../src/shared/msi.ts';
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
 * Meses sin intereses (issue 16): a new guest pays a stay of at least MSI_MIN_AMOUNT ($3,000 by
 * default) with a credit test card in 6 monthly payments and sees '6 pagos de $X' on the
 * confirmation and in Mis reservas; a debit test card is offered no plan. The sandbox tells credit
 * from debit by the card's first 6 digits (ADR 131).
 */
const STAY: Stay = { checkIn: '2027-02-08', checkOut: '2027-02-12', guests: 2 };
const MSI_MIN_AMOUNT = 3000;

test('a guest pays a stay in 6 meses sin intereses and sees the plan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(NOW);
  const guest = await registerGuest(request, 'msi');
  const { cabin, quote } = await findBookableCabin(request, STAY);
  const name = cabin.propertyDetails.name;
  const total = quote.pricing!.totalPrice;
  expect(total, 'a stay of at least MSI_MIN_AMOUNT').toBeGreaterThanOrEqual(MSI_MIN_AMOUNT);

  await page.goto('/');
  await signInAs(page, guest);
  await openCheckoutWithState(page, summaryFor(cabin, STAY, quote));
  await fillCheckoutForm(page);

  const choice = page.getByRole('group', { name: 'Forma de pago' });
  await expect(choice.getByRole('radio', { name: 'Pago de contado' })).toBeChecked();
  for (const payments of [3, 6, 9, 12]) {
    await expect(
      choice.getByRole('radio', { name: msiOptionLabel(payments, total) }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page, 'checkout with its meses sin intereses');
  await choice.getByRole('radio', { name: msiOptionLabel(6, total) }).check();
  await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();

  await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
    timeout: 15_000,
  });
  const plan = installmentsLabel(6, total);
  await expect(page.getByText(plan, { exact: true })).toBeVisible();

  await page.goto('/my-reservations');
  const card = page.getByRole('article', { name });
  await expect(card.getByText(plan, { exact: true })).toBeVisible();
});

test('a debit card is offered no meses sin intereses', async ({ page, request }) => {
  await page.clock.setFixedTime(NOW);
  const guest = await registerGuest(request, 'msi-debito');
  const { cabin, quote } = await findBookableCabin(request, STAY);
  expect(quote.pricing!.totalPrice).toBeGreaterThanOrEqual(MSI_MIN_AMOUNT);

  await page.goto('/');
  await signInAs(page, guest);
  await openCheckoutWithState(page, summaryFor(cabin, STAY, quote));
  await fillCheckoutForm(page);
  // The credit card is offered the plans; the debit card typed in its place is not.
  await expect(page.getByRole('group', { name: 'Forma de pago' })).toBeVisible();
  const plans = page.waitForResponse((r) => r.url().includes('bin=424242'));
  await page.getByRole('textbox', { name: /^Número de tarjeta/ }).fill('4242424242424242');
  await plans;
  await expect(page.getByRole('group', { name: 'Forma de pago' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});
