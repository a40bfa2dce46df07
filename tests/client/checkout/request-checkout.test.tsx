import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/lib/session.ts';
import { REQUEST_MESSAGES, REQUEST_NOTICE } from '../../../src/shared/booking-requests.ts';
import type { ChargeRequest } from '../../../src/shared/types.ts';
import { CHARGE, baseHandlers, json, renderCheckout, stubFetch, summary } from './harness.tsx';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

function fillForm() {
  fill(field(/^Nombre\s*\*?$/), 'Ana');
  fill(field(/^Apellido/), 'Ruiz');
  fill(field(/^Correo electrónico/), 'ana@example.mx');
  fill(field(/^Teléfono\b(?! de)/), '5512345678');
  fill(field(/^Número de tarjeta/), '4111111111111111');
  fill(field(/^Mes/), '12');
  fill(field(/^Año/), '29');
  fill(screen.getByLabelText(/^CVV/), '123');
  fill(field(/^Nombre del titular/), 'ana ruiz');
  fill(field(/^Correo de facturación/), 'ana@example.mx');
  fill(field(/^Teléfono de facturación/), '5512345678');
}

/** The server's answer to a request-to-book: the card pre-authorized, the host to answer. */
const authorized = () =>
  json({
    success: true,
    message: REQUEST_MESSAGES.requested,
    data: {
      reservationId: 'rsv8f3k2m9q1x7c4v6b0',
      paymentId: 'trq1w2e3r4t5y6u7i8o9',
      status: 'authorized',
      charge: { status: 'in_progress', error_message: null, authorization: '801585' },
      ok: true,
      message: REQUEST_MESSAGES.requested,
      totalAmount: 3360,
      confirmedAt: '2026-11-22T18:00:00.000Z',
      cardBrand: 'visa',
      last4: '1111',
      reservationStatus: 'pending_host',
      respondBy: '2026-11-23T18:00:00.000Z',
    },
  });

beforeEach(() => {
  localStorage.clear();
  clearSession();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00-06:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('checkout of a request-to-book cabin', { timeout: 60_000 }, () => {
  it('warns before paying, says what the button does, and confirms a pending request', async () => {
    const api = stubFetch(baseHandlers({ [CHARGE]: authorized }));
    const { router } = renderCheckout({ ...summary, bookingMode: 'request' });
    const pay = await screen.findByRole('button', { name: 'Solicitar reserva - $3,360 MXN' });
    expect(screen.getByTestId('request-notice')).toHaveTextContent(REQUEST_NOTICE);
    expect(screen.queryByRole('button', { name: /^Confirmar y pagar/ })).not.toBeInTheDocument();

    fillForm();
    fireEvent.click(pay);
    expect(
      await screen.findByRole('heading', { name: '¡Solicitud enviada!' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    const body = api.calls(CHARGE)[0].body as ChargeRequest;
    expect(body.reservationData.cabinId).toBe(summary.cabinId);

    await screen.findByTestId('request-pending', {}, { timeout: 6000 });
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(screen.getByTestId('request-pending')).toHaveTextContent(
      /Tu reserva está pendiente de confirmación: el anfitrión tiene hasta el 23 de noviembre.*preautorizada por \$3,360 MXN/,
    );
    expect(screen.getByText('Preautorizado')).toBeInTheDocument();
  });

  it('keeps the instant booking button for other cabins', async () => {
    stubFetch(baseHandlers());
    renderCheckout(summary);
    expect(
      await screen.findByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('request-notice')).not.toBeInTheDocument();
  });
});
