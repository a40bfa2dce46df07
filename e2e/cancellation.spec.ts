import { expect, test } from '@playwright/test';
import { formatMXN } from '../src/shared/format.ts';
import {
  NOW,
  fillCheckoutForm,
  findBookableCabin,
  openCheckoutWithState,
  summaryFor,
  type Stay,
} from './support/a11y.ts';
import { registerGuest } from './support/accounts.ts';
import { signInAs } from './support/trip.ts';

/**
 * Cancellation policies (issue 16): a new guest books a 'Moderada' cabin 3 days before its
 * check-in (the server's "today" is TODAY, 2026-11-22; the browser's clock is set to it), sees the
 * policy at checkout, then cancels from Mis reservas: the refund (50 %) is shown before confirming,
 * and the reservation then shows 'Cancelada' with 'Reembolso: $X'.
 */
const STAY: Stay = { checkIn: '2026-11-25', checkOut: '2026-11-27', guests: 2 };

test('a guest cancels under Moderada 3 days before check-in and gets 50 % back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(NOW);
  const guest = await registerGuest(request, 'cancela');
  const { cabin, quote } = await findBookableCabin(
    request,
    STAY,
    (c) => c.cancellationPolicy === 'moderate',
  );
  const name = cabin.propertyDetails.name;
  const total = quote.pricing!.totalPrice;
  const half = Math.round(total * 50) / 100;

  await page.goto('/');
  await signInAs(page, guest);
  await openCheckoutWithState(page, summaryFor(cabin, STAY, quote));
  // The terms before paying: the policy with the stay's dates.
  await expect(page.getByText('Política de cancelación: Moderada')).toBeVisible();
  await expect(page.getByText('Reembolso del 50 % antes del 25 de noviembre')).toBeVisible();
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
  await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/my-reservations');
  const card = page.getByRole('article', { name: name });
  await card.getByRole('button', { name: `Cancelar reservación en ${name}` }).click();
  const confirm = card.getByRole('group', { name: '¿Cancelar esta reservación?' });
  await expect(confirm).toContainText(`Si cancelas ahora se te reembolsará ${formatMXN(half)} MXN`);
  await expect(confirm).toContainText(
    'Política Moderada: reembolso del 50 % si cancelas a más tardar el 24 de noviembre.',
  );
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();

  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(card.getByText(`Reembolso: ${formatMXN(half)}`, { exact: true })).toBeVisible();
  await expect(card.getByText('Reembolso parcial', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancelar reservación/ })).toHaveCount(0);
});
