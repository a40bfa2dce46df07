import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/lib/session.ts';
import {
  PAYMENT_ERROR_MESSAGES,
  PAYMENT_OFFLINE_ERROR,
  PAYMENT_OUTCOME_UNKNOWN,
  PAYMENT_TEST_MODE_NOTICE,
} from '../../../src/shared/payment-errors.ts';
import type { ChargeRequest } from '../../../src/shared/types.ts';
import {
  CARD_PLANS,
  CHARGE,
  TOKENS,
  chargeOk,
  baseHandlers,
  json,
  renderCheckout,
  signIn,
  stubFetch,
  summary,
} from './harness.tsx';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Fills a field the way a paste does: one change event, shaped like typing. */
function fill(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

async function fillForm(_user: UserEvent, card = '4111111111111111') {
  fill(field(/^Nombre\s*\*?$/), 'Ana');
  fill(field(/^Apellido/), 'Ruiz');
  fill(field(/^Correo electrónico/), 'ana@example.mx');
  fill(field(/^Teléfono\b(?! de)/), '5512345678');
  fill(field(/^Número de tarjeta/), card);
  fill(field(/^Mes/), '12');
  fill(field(/^Año/), '29');
  fill(screen.getByLabelText(/^CVV/), '123');
  fill(field(/^Nombre del titular/), 'ana ruiz');
  fill(field(/^Correo de facturación/), 'ana@example.mx');
  fill(field(/^Teléfono de facturación/), '5512345678');
}

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

// Whole pages with Chakra in jsdom are slow on a busy machine; the default 20 s is tight.
describe('checkout page', { timeout: 60_000 }, () => {
  it('sends a visit without a booking summary home', async () => {
    stubFetch(baseHandlers());
    renderCheckout(null);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('shows the stay and the price breakdown', async () => {
    stubFetch(baseHandlers());
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Confirmar y pagar' })).toBeInTheDocument();
    const aside = within(screen.getByRole('complementary'));
    expect(aside.getByRole('heading', { name: 'Cabaña del Bosque' })).toBeInTheDocument();
    expect(aside.getByText('Mazamitla, Jalisco')).toBeInTheDocument();
    expect(aside.getByText('10 de diciembre, 2026 – 12 de diciembre, 2026')).toBeInTheDocument();
    expect(aside.getByText('2 huéspedes · 2 noches')).toBeInTheDocument();
    expect(aside.getByText('$1,500 × 2 noches')).toBeInTheDocument();
    expect(aside.getByText('$3,000')).toBeInTheDocument();
    expect(aside.getByText('Comisión de servicio')).toBeInTheDocument();
    expect(aside.getByText('$360')).toBeInTheDocument();
    expect(aside.getByText('IVA (16%)')).toBeInTheDocument();
    expect(aside.getByText('$463.45 incluido')).toBeInTheDocument();
    expect(aside.getByText('$3,360')).toBeInTheDocument();
    expect(aside.queryByText('Tarifa de limpieza')).not.toBeInTheDocument();
    expect(aside.queryByText('Impuestos')).not.toBeInTheDocument();
    expect(aside.getByRole('img', { name: 'Foto de Cabaña del Bosque' })).toHaveAttribute(
      'src',
      '/media/scenes/forest-1-480.webp',
    );
    expect(screen.getByText('Reserva no reembolsable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' })).toBeEnabled();
    expect(field(/^Número de tarjeta/)).toBeRequired();
    expect(field(/^Solicitudes especiales/)).not.toBeRequired();
  });

  it('says plainly that nothing is charged when the card sandbox takes the payment', async () => {
    stubFetch(baseHandlers());
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    expect(await screen.findByText(PAYMENT_TEST_MODE_NOTICE)).toBeInTheDocument();
    expect(PAYMENT_TEST_MODE_NOTICE).toBe('Modo de prueba: no se hace ningún cargo real');
  });

  it('shows no test-mode notice when real Openpay takes the payment', async () => {
    const api = stubFetch(
      baseHandlers({
        'GET /api/config': () =>
          json({
            success: true,
            payments: {
              provider: 'openpay',
              merchantId: 'mzdtln0bmtms6o3kck8f',
              publicKey: 'pk_f0660ad5a39f4912872e24a7a660370c',
              sandboxMode: false,
              scriptUrl: 'https://js.openpay.mx/openpay.v1.min.js',
            },
          }),
      }),
    );
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await waitFor(() => expect(api.calls('GET /api/config')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Información de pago' })).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_TEST_MODE_NOTICE)).not.toBeInTheDocument();
  });

  it('lists every validation message, disables the button, and editing clears them', async () => {
    const api = stubFetch(baseHandlers());
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));

    const alert = await screen.findByTestId('validation-alert');
    expect(
      within(alert).getByText('Por favor corrige los siguientes errores:'),
    ).toBeInTheDocument();
    for (const message of [
      'El email del huésped es obligatorio',
      'El teléfono del huésped es obligatorio',
      'Número de tarjeta inválido',
      'El año de expiración debe tener 2 dígitos (ej: 25)',
      'CVV inválido',
      'Nombre del titular requerido',
      'El email de facturación es obligatorio',
      'El teléfono de facturación es obligatorio',
    ]) {
      expect(within(alert).getByText(message)).toBeInTheDocument();
    }
    expect(alert).toHaveFocus();
    const button = screen.getByRole('button', { name: 'Corrige los errores para continuar' });
    expect(button).toBeDisabled();
    expect(field(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/^Correo electrónico/), 'a');
    expect(screen.queryByTestId('validation-alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' })).toBeEnabled();

    await fillForm(user);
    fill(field(/^Correo electrónico/), 'ana@');
    fill(field(/^Año/), '2');
    await user.click(screen.getByRole('button', { name: /Confirmar y pagar/ }));
    const second = await screen.findByTestId('validation-alert');
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'El email del huésped no es válido',
      'El año de expiración debe tener 2 dígitos (ej: 25)',
    ]);
    expect(api.calls(TOKENS)).toHaveLength(0);
    expect(api.calls(CHARGE)).toHaveLength(0);
  });

  it('shapes what is typed and shows the card brand', async () => {
    stubFetch(baseHandlers());
    const user = userEvent.setup();
    renderCheckout();
    const number = await screen.findByRole('textbox', { name: /^Número de tarjeta/ });
    await user.type(number, '4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/cards/visa.svg');
    fill(number, '5555 5555 5555 4444 1234 999');
    expect(number).toHaveValue('5555 5555 5555 4444 123');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    fill(number, '3456');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    fill(number, '6011');
    expect(screen.queryByTestId('card-brand-logo')).not.toBeInTheDocument();

    await user.type(field(/^Nombre del titular/), 'ana ruiz');
    expect(field(/^Nombre del titular/)).toHaveValue('ANA RUIZ');
    fill(field(/^Teléfono de facturación/), '(55) 12-34-56-78-99');
    expect(field(/^Teléfono de facturación/)).toHaveValue('5512345678');
    await user.type(field(/^Mes/), '1a23');
    expect(field(/^Mes/)).toHaveValue('12');
    await user.type(screen.getByLabelText(/^CVV/), '12x345');
    expect(screen.getByLabelText(/^CVV/)).toHaveValue('1234');
  });

  it('tokenizes in the browser, charges with a token and an Idempotency-Key, then confirms', async () => {
    const api = stubFetch(baseHandlers());
    const user = userEvent.setup();
    const { router } = renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user);
    fill(field(/^Solicitudes especiales/), 'Llegamos tarde');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));

    expect(await screen.findByRole('alertdialog', { name: '¡Pago exitoso!' })).toHaveTextContent(
      'Tu reserva ha sido confirmada. Redirigiendo...',
    );
    expect(screen.getByRole('button', { name: '¡Pago exitoso!' })).toBeDisabled();

    const [tokenCall] = api.calls(TOKENS);
    expect(tokenCall.headers.get('Authorization')).toBe(`Basic ${btoa('pk_refugio_sandbox:')}`);
    expect(tokenCall.body).toEqual({
      card_number: '4111111111111111',
      holder_name: 'ANA RUIZ',
      cvv2: '123',
      expiration_month: '12',
      expiration_year: '29',
    });
    const [chargeCall] = api.calls(CHARGE);
    expect(chargeCall.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    const body = chargeCall.body as ChargeRequest;
    expect(JSON.stringify(body)).not.toContain('4111111111111111');
    expect(JSON.stringify(body)).not.toMatch(/cvv|"123"/);
    expect(body).toMatchObject({
      reservationId: 'cab-bosque',
      method: 'card',
      token_id: expect.stringMatching(/^ktoken/),
      device_session_id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      customerData: {
        name: 'Ana',
        last_name: 'Ruiz',
        phone_number: '5512345678',
        email: 'ana@example.mx',
      },
      reservationData: {
        cabinId: 'cab-bosque',
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        guests: 2,
        nights: 2,
        pricing: summary.pricing,
        guestInfo: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@example.mx',
          phone: '5512345678',
          specialRequests: 'Llegamos tarde',
        },
      },
    });
    expect(body).not.toHaveProperty('clienteWebId');
    const hidden = document.querySelector<HTMLInputElement>(
      '#payment-form input[name="deviceIdHiddenFieldName"]',
    );
    expect(hidden?.value).toBe(body.device_session_id);

    expect(
      await screen.findByRole('heading', { name: '¡Reserva confirmada!' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      screen.getByText('Gracias, Ana Ruiz. Tu pago se procesó y tu estancia está reservada.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('reservation-id')).toHaveTextContent('rsv8f3k2m9q1x7c4v6b0');
    expect(screen.getByText('trq1w2e3r4t5y6u7i8o9')).toBeInTheDocument();
    expect(screen.getByText('Completado')).toBeInTheDocument();
    expect(screen.getByText('10 de diciembre, 2026')).toBeInTheDocument();
    expect(screen.getByText('12 de diciembre, 2026')).toBeInTheDocument();
    expect(screen.getByText('2 noches')).toBeInTheDocument();
    expect(screen.getByText('$3,360 MXN')).toBeInTheDocument();
    expect(screen.getByText(/ana@example\.mx/)).toBeInTheDocument();
    expect(screen.getByText('Visa terminada en 1111')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver mis reservas' })).toHaveAttribute(
      'href',
      '/my-reservations',
    );
  });

  it('offers meses sin intereses to a credit card and sends the plan chosen', async () => {
    const api = stubFetch(
      baseHandlers({
        [CHARGE]: async () => {
          const answer = await chargeOk().json();
          return json({ ...answer, data: { ...answer.data, installments: 6 } });
        },
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await fillForm(user);

    const group = await screen.findByRole('group', { name: 'Forma de pago' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'Pago de contado',
      '3 meses sin intereses de $1,120',
      '6 meses sin intereses de $560',
      '9 meses sin intereses de $373.33',
      '12 meses sin intereses de $280',
    ]);
    expect(within(group).getByRole('radio', { name: 'Pago de contado' })).toBeChecked();
    const [asked] = api.calls(CARD_PLANS);
    expect(asked.query.get('bin')).toBe('411111');
    expect(asked.query.get('amount')).toBe('3360.00');

    await user.click(within(group).getByRole('radio', { name: '6 meses sin intereses de $560' }));
    expect(
      within(group).getByRole('radio', { name: '6 meses sin intereses de $560' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));

    await waitFor(() => expect(api.calls(CHARGE)).toHaveLength(1));
    expect(api.calls(CHARGE)[0].body).toMatchObject({ payment_plan: { payments: 6 } });
    expect(
      await screen.findByRole('heading', { name: '¡Reserva confirmada!' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('6 pagos de $560')).toBeInTheDocument();
  });

  it('offers no plan to a debit card, and sends a one-payment charge', async () => {
    const api = stubFetch(baseHandlers());
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user, '4242424242424242');
    await waitFor(() => expect(api.calls(CARD_PLANS)).toHaveLength(1));
    expect(api.calls(CARD_PLANS)[0].query.get('bin')).toBe('424242');
    expect(screen.queryByRole('group', { name: 'Forma de pago' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));
    await waitFor(() => expect(api.calls(CHARGE)).toHaveLength(1));
    expect(api.calls(CHARGE)[0].body).not.toHaveProperty('payment_plan');
  });

  it('offers no plan for a total under the minimum', async () => {
    const api = stubFetch(baseHandlers());
    const user = userEvent.setup();
    renderCheckout({ ...summary, pricing: { ...summary.pricing, totalPrice: 1680 } });
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user);
    await waitFor(() => expect(api.calls(CARD_PLANS)).toHaveLength(1));
    expect(api.calls(CARD_PLANS)[0].query.get('amount')).toBe('1680.00');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists a decline under "Error en el procesamiento:" and retries with a new key and token', async () => {
    const api = stubFetch(
      baseHandlers({
        [CHARGE]: (_request, index) =>
          index === 0
            ? json(
                {
                  success: false,
                  message: PAYMENT_ERROR_MESSAGES[3001],
                  error: PAYMENT_ERROR_MESSAGES[3001],
                  error_code: 3001,
                },
                402,
              )
            : json({
                success: true,
                data: {
                  reservationId: 'rsv2',
                  paymentId: 'tr2',
                  status: 'pending',
                  charge: { status: 'COMPLETED', error_message: null },
                  ok: true,
                  message: 'ok',
                  totalAmount: 3360,
                  confirmedAt: '2026-11-22T18:00:00.000Z',
                },
              }),
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user, '4222222222222220');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));

    const alert = await screen.findByTestId('payment-error-alert');
    expect(within(alert).getByText('Error en el procesamiento:')).toBeInTheDocument();
    expect(within(alert).getByText(PAYMENT_ERROR_MESSAGES[3001])).toBeInTheDocument();
    expect(
      within(alert).getByText('Puedes intentar procesar el pago nuevamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveFocus());
    const retry = screen.getByRole('button', { name: 'Intentar pago nuevamente - $3,360 MXN' });
    expect(retry).toBeEnabled();

    await user.click(retry);
    expect(await screen.findByRole('alertdialog', { name: '¡Pago exitoso!' })).toBeInTheDocument();
    const [first, second] = api.calls(CHARGE);
    expect(second.headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
    expect((second.body as ChargeRequest).token_id).not.toBe(
      (first.body as ChargeRequest).token_id,
    );
    expect(api.calls(TOKENS)).toHaveLength(2);
  });

  it('clears a payment error as soon as a field is edited', async () => {
    stubFetch(
      baseHandlers({
        [CHARGE]: () =>
          json(
            {
              success: false,
              message: 'No disponible para las fechas seleccionadas',
              errorType: 'NOT_AVAILABLE',
            },
            409,
          ),
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));
    const alert = await screen.findByTestId('payment-error-alert');
    expect(
      within(alert).getByText('No disponible para las fechas seleccionadas'),
    ).toBeInTheDocument();
    await user.type(field(/^Nombre del titular/), 'X');
    expect(screen.queryByTestId('payment-error-alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' })).toBeEnabled();
  });

  it('shows a tokenization error in Spanish and never calls the charge', async () => {
    const api = stubFetch(baseHandlers());
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user, '4111111111111112');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));
    const alert = await screen.findByTestId('payment-error-alert');
    expect(within(alert).getByText(PAYMENT_ERROR_MESSAGES[2004])).toBeInTheDocument();
    expect(api.calls(CHARGE)).toHaveLength(0);
  });

  it('explains that paying needs a connection, and sends nothing offline', async () => {
    const api = stubFetch(
      baseHandlers({
        'GET /api/health': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));
    expect(await screen.findByText(PAYMENT_OFFLINE_ERROR)).toBeInTheDocument();
    expect(api.calls(TOKENS)).toHaveLength(0);
    expect(api.calls(CHARGE)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' })).toBeEnabled();
  });

  it('re-sends the same attempt with the same key after a dropped connection', async () => {
    const api = stubFetch(
      baseHandlers({
        [CHARGE]: (request, index) => {
          if (index === 0) throw new TypeError('Failed to fetch');
          return baseHandlers()[CHARGE](request, index);
        },
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));
    expect(
      await screen.findByRole('alertdialog', { name: '¡Pago exitoso!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const [first, second] = api.calls(CHARGE);
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(second.body).toEqual(first.body);
    expect(api.calls(TOKENS)).toHaveLength(1);
  });

  it('asks again with the same attempt when the server could not learn whether the card was charged', async () => {
    const api = stubFetch(
      baseHandlers({
        [CHARGE]: (request, index) =>
          index === 0
            ? json(
                {
                  success: false,
                  message: PAYMENT_OUTCOME_UNKNOWN,
                  error: PAYMENT_OUTCOME_UNKNOWN,
                  reservationId: 'rsv8f3k2m9q1x7c4v6b0',
                  retryable: true,
                },
                502,
              )
            : baseHandlers()[CHARGE](request, index),
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Confirmar y pagar' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));
    const alert = await screen.findByTestId('payment-error-alert');
    expect(within(alert).getByText(PAYMENT_OUTCOME_UNKNOWN)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Intentar pago nuevamente - $3,360 MXN' }));
    expect(await screen.findByRole('alertdialog', { name: '¡Pago exitoso!' })).toBeInTheDocument();
    // The same attempt, so the server answers what became of the first one: never a second charge.
    const [first, second] = api.calls(CHARGE);
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(second.body).toEqual(first.body);
    expect(api.calls(TOKENS)).toHaveLength(1);
  });

  it('prefills a signed-in guest from the profile and sends the client id', async () => {
    const { client } = signIn();
    const api = stubFetch(
      baseHandlers({
        'GET /api/auth/check': () =>
          json({ success: true, data: { isAuthenticated: true, client } }),
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    expect(
      await screen.findByText('Datos cargados automáticamente desde tu perfil'),
    ).toBeInTheDocument();
    expect(field(/^Nombre$|^Nombre\s*\*?$/)).toHaveValue('Lucía');
    expect(field(/^Apellido/)).toHaveValue('Mendoza');
    expect(field(/^Correo electrónico/)).toHaveValue('lucia@example.mx');
    expect(field(/^Teléfono\b(?! de)/)).toHaveValue('5598765432');
    expect(field(/^Correo de facturación/)).toHaveValue('lucia@example.mx');
    expect(field(/^Teléfono de facturación/)).toHaveValue('5598765432');

    fill(field(/^Número de tarjeta/), '5555555555554444');
    fill(field(/^Mes/), '07');
    fill(field(/^Año/), '28');
    fill(screen.getByLabelText(/^CVV/), '321');
    fill(field(/^Nombre del titular/), 'Lucía Mendoza');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar $3,360 MXN' }));
    await screen.findByRole('alertdialog', { name: '¡Pago exitoso!' });
    expect((api.calls(CHARGE)[0].body as ChargeRequest).clienteWebId).toBe('client-7');
  });
});
