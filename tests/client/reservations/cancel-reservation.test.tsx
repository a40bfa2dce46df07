import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createClient,
  createReservation,
  json,
  renderApp,
  resetBrowserState,
  signIn,
  stubFetch,
} from '../auth/harness.tsx';
import { CANCELLATION_MESSAGES } from '../../../src/shared/cancellation.ts';

afterEach(resetBrowserState);

const ID = 'res-0000-abcd1234';

describe("'Cancelar reservación' in Mis reservas", () => {
  it('shows the refund first, then cancels and shows Cancelada with the refund', async () => {
    let cancelled = false;
    signIn();
    const api = stubFetch({
      'GET /api/auth/check': () =>
        json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
      'GET /api/auth/my-reservations': () =>
        json({
          success: true,
          data: {
            reservations: [
              cancelled
                ? createReservation({
                    _id: ID,
                    status: 'cancelled',
                    paymentStatus: 'PARTIALLY_REFUNDED',
                    refundAmount: 1680,
                  })
                : createReservation({ _id: ID }),
            ],
          },
        }),
      [`GET /api/bookings/${ID}/cancellation`]: () =>
        json({
          success: true,
          data: {
            refundAmount: 1680,
            reason:
              'Política Moderada: reembolso del 50 % si cancelas a más tardar el 24 de noviembre.',
            deadline: '2026-11-24',
          },
        }),
      [`POST /api/bookings/${ID}/cancel`]: () => {
        cancelled = true;
        return json({ success: true, message: 'Reserva cancelada', data: {} });
      },
    });
    renderApp('/my-reservations');
    const card = (await screen.findByRole('heading', { name: 'Cabaña del Bosque' })).closest(
      'article',
    )!;
    fireEvent.click(
      within(card).getByRole('button', { name: 'Cancelar reservación en Cabaña del Bosque' }),
    );
    const confirm = await within(card).findByRole('group', { name: '¿Cancelar esta reservación?' });
    expect(confirm).toHaveTextContent('Si cancelas ahora se te reembolsará $1,680 MXN.');
    expect(confirm).toHaveTextContent('reembolso del 50 %');
    expect(confirm).toHaveTextContent('Aplica si cancelas a más tardar el 24 de noviembre.');
    // Nothing is cancelled before the guest confirms.
    expect(api.calls(`POST /api/bookings/${ID}/cancel`)).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await within(card).findByText('Reembolso: $1,680')).toBeVisible();
    expect(within(card).getByText('Cancelada')).toBeVisible();
    expect(within(card).getByText('Reembolso parcial')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Cancelar reservación/ })).toBeNull();
    expect(api.calls(`POST /api/bookings/${ID}/cancel`)).toHaveLength(1);
  });

  it('keeps the reservation when the guest changes their mind', async () => {
    signIn();
    const api = stubFetch({
      'GET /api/auth/check': () =>
        json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
      'GET /api/auth/my-reservations': () =>
        json({ success: true, data: { reservations: [createReservation({ _id: ID })] } }),
      [`GET /api/bookings/${ID}/cancellation`]: () =>
        json({
          success: true,
          data: {
            refundAmount: 0,
            reason: 'Política No reembolsable: esta reservación no tiene reembolso.',
            deadline: null,
          },
        }),
    });
    renderApp('/my-reservations');
    fireEvent.click(await screen.findByRole('button', { name: /^Cancelar reservación en/ }));
    const confirm = await screen.findByRole('group', { name: '¿Cancelar esta reservación?' });
    expect(confirm).toHaveTextContent('Si cancelas ahora se te reembolsará $0 MXN.');
    expect(confirm).not.toHaveTextContent('Aplica si cancelas');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Conservar reservación' }));
    expect(await screen.findByRole('button', { name: /^Cancelar reservación en/ })).toBeVisible();
    expect(api.calls(`POST /api/bookings/${ID}/cancel`)).toHaveLength(0);
  });

  it("a request not yet answered: 'Cancelar solicitud' releases the pre-authorization, nothing charged", async () => {
    let withdrawn = false;
    signIn();
    const api = stubFetch({
      'GET /api/auth/check': () =>
        json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
      'GET /api/auth/my-reservations': () =>
        json({
          success: true,
          data: {
            reservations: [
              createReservation({
                _id: ID,
                status: withdrawn ? 'cancelled' : 'pending_host',
                paymentStatus: withdrawn ? 'RELEASED' : 'AUTHORIZED',
                total: 3360,
                ...(withdrawn ? { refundAmount: 0 } : {}),
              }),
            ],
          },
        }),
      [`GET /api/bookings/${ID}/cancellation`]: () =>
        json({
          success: true,
          data: {
            refundAmount: 0,
            reason: CANCELLATION_MESSAGES.requestRelease,
            deadline: null,
            releaseAmount: 3360,
          },
        }),
      [`POST /api/bookings/${ID}/cancel`]: () => {
        withdrawn = true;
        return json({ success: true, message: 'Reserva cancelada', data: {} });
      },
    });
    renderApp('/my-reservations');
    const card = (await screen.findByRole('heading', { name: 'Cabaña del Bosque' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Pendiente de confirmación')).toBeVisible();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Cancelar solicitud en Cabaña del Bosque' }),
    );
    const confirm = await within(card).findByRole('group', { name: '¿Cancelar esta solicitud?' });
    expect(confirm).toHaveTextContent('Se liberará la preautorización de $3,360 MXN.');
    expect(confirm).toHaveTextContent(CANCELLATION_MESSAGES.requestRelease);
    expect(confirm).not.toHaveTextContent('reembolsará');
    expect(within(confirm).getByRole('button', { name: 'Conservar solicitud' })).toBeVisible();

    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await within(card).findByText('Cancelada')).toBeVisible();
    expect(within(card).getByTestId('request-money')).toHaveTextContent(
      'Preautorización liberada: $3,360 MXN (no se cobró nada)',
    );
    expect(within(card).queryByText(/^Reembolso:/)).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Cancelar/ })).toBeNull();
    // The cancellation says what the guest saw: a request.
    expect(api.calls(`POST /api/bookings/${ID}/cancel`).map((c) => c.body)).toEqual([
      { expectedStatus: 'pending_host' },
    ]);
  });

  /**
   * Mis reservas with one request the host answers (to `now`) while the guest confirms its
   * cancellation: the cancel is refused with 409 RESERVATION_CHANGED and the list read again shows
   * the stay as the host left it. Returns once the guest has clicked 'Sí, cancelar'.
   */
  async function cancelWhileTheHostAnswers(now: { status: string; paymentStatus: string }) {
    let answered = false;
    signIn();
    stubFetch({
      'GET /api/auth/check': () =>
        json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
      'GET /api/auth/my-reservations': () =>
        json({
          success: true,
          data: {
            reservations: [
              createReservation({
                _id: ID,
                ...(answered ? now : { status: 'pending_host', paymentStatus: 'AUTHORIZED' }),
              }),
            ],
          },
        }),
      [`GET /api/bookings/${ID}/cancellation`]: () =>
        json({
          success: true,
          data: {
            refundAmount: 0,
            reason: CANCELLATION_MESSAGES.requestRelease,
            deadline: null,
            releaseAmount: 3360,
          },
        }),
      [`POST /api/bookings/${ID}/cancel`]: () => {
        answered = true;
        return json(
          {
            success: false,
            message: CANCELLATION_MESSAGES.changed,
            errorType: 'RESERVATION_CHANGED',
            status: now.status,
          },
          409,
        );
      },
    });
    renderApp('/my-reservations');
    fireEvent.click(await screen.findByRole('button', { name: /^Cancelar solicitud en/ }));
    const confirm = await screen.findByRole('group', { name: '¿Cancelar esta solicitud?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));
  }

  it('a request the host accepted meanwhile: says so and shows the stay as it is now', async () => {
    await cancelWhileTheHostAnswers({ status: 'active', paymentStatus: 'PAID' });
    expect(await screen.findByRole('alert')).toHaveTextContent(CANCELLATION_MESSAGES.changed);
    expect(await screen.findByText('Activa')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Cancelar reservación en/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: /^¿Cancelar/ })).toBeNull();
    // Its error stays beside 'Cancelar reservación': no toast repeats it.
    expect(screen.queryByRole('status', { name: CANCELLATION_MESSAGES.changed })).toBeNull();
  });

  it('a request the host declined meanwhile: the refusal outlives the button that is gone', async () => {
    await cancelWhileTheHostAnswers({ status: 'declined', paymentStatus: 'RELEASED' });
    // The stay as it is now has no 'Cancelar …' (nor its error): the toaster says why.
    const toast = await screen.findByRole('status', { name: CANCELLATION_MESSAGES.changed });
    expect(toast).toHaveTextContent('Cabaña del Bosque');
    expect(await screen.findByText('Rechazada')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Cancelar/ })).toBeNull();
  });
});
