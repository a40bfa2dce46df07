import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { HostDashboardRoute } from '../../../src/app/routes/host/dashboard.tsx';
import { REQUESTS_FAILED } from '../../../src/features/host/components/host-requests.tsx';
import { REQUEST_MESSAGES } from '../../../src/shared/booking-requests.ts';
import { json, resetBrowserState, signIn, stubFetch } from '../auth/harness.tsx';
import { checkAs, host, renderHost } from './harness.tsx';

afterEach(resetBrowserState);

const waiting = {
  _id: 'rsv-1',
  cabin: { _id: 'cab-1', name: 'Cabaña del Bosque' },
  checkIn: '2026-12-04',
  checkOut: '2026-12-07',
  nights: 3,
  guests: 2,
  status: 'pending_host',
  paymentStatus: 'AUTHORIZED',
  total: 5040,
  guestName: 'Luis Pérez',
  specialRequests: '',
  respondBy: new Date(Date.now() + 5 * 3_600_000 + 30 * 60_000).toISOString(),
};

function renderDashboard(requests: unknown[], answers: Record<string, () => Response>) {
  signIn(host());
  const api = stubFetch({
    'GET /api/auth/check': checkAs(host()),
    'GET /api/host/cabins': () =>
      json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
    'GET /api/host/reservations': () =>
      json({ success: true, data: { total: requests.length, reservations: requests } }),
    ...answers,
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Inicio</h1> },
      { path: '/login', element: <h1>Inicia Sesión</h1> },
      { path: '/host', element: <HostDashboardRoute /> },
    ],
    { initialEntries: ['/host'] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return api;
}

describe("/host 'Solicitudes'", { timeout: 30_000 }, () => {
  it('lists a waiting request with its time left and accepts it', async () => {
    const api = renderDashboard([waiting], {
      'POST /api/host/reservations/rsv-1/accept': () =>
        json({
          success: true,
          message: REQUEST_MESSAGES.accepted,
          data: { reservation: { _id: 'rsv-1', status: 'active', paymentStatus: 'PAID' } },
        }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitudes' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Solicitudes pendientes' });
    const card = within(list).getByRole('article', { name: 'Luis Pérez' });
    expect(within(card).getByText('Cabaña del Bosque')).toBeVisible();
    expect(within(card).getByTestId('time-left')).toHaveTextContent(
      /^Quedan 5 h (29|30) min para responder/,
    );
    expect(within(card).getByText(/\$5,040 MXN/)).toBeVisible();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Aceptar la solicitud de Luis Pérez' }),
    );
    await waitFor(() =>
      expect(api.calls('POST /api/host/reservations/rsv-1/accept')).toHaveLength(1),
    );
  });

  it('requires a reason to decline, sends it, and shows a refusal in Spanish', async () => {
    const api = renderDashboard([waiting], {
      'POST /api/host/reservations/rsv-1/decline': () =>
        json({ success: false, message: REQUEST_MESSAGES.expired }, 409),
    });
    const list = await screen.findByRole('list', { name: 'Solicitudes pendientes' });
    const card = within(list).getByRole('article', { name: 'Luis Pérez' });
    const user = userEvent.setup();
    await user.click(
      within(card).getByRole('button', { name: 'Rechazar la solicitud de Luis Pérez' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(within(card).getByText(REQUEST_MESSAGES.reasonRequired)).toBeVisible();
    expect(api.calls('POST /api/host/reservations/rsv-1/decline')).toHaveLength(0);
    await user.type(within(card).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Lleno');
    await user.click(within(card).getByRole('button', { name: 'Confirmar rechazo' }));
    // The request is still in the list read after: its card shows the refusal, not a toast.
    expect(await within(card).findByText(REQUEST_MESSAGES.expired)).toBeVisible();
    expect(screen.queryByRole('status', { name: new RegExp(REQUEST_MESSAGES.expired) })).toBeNull();
    expect(api.calls('POST /api/host/reservations/rsv-1/decline')[0].body).toEqual({
      reason: 'Lleno',
    });
  });

  it.each([
    ['Aceptar', 'accept', REQUEST_MESSAGES.withdrawn],
    ['Rechazar', 'decline', REQUEST_MESSAGES.alreadyAccepted],
  ] as const)(
    "shows the refusal of '%s' when the request has left the list meanwhile",
    async (_button, action, message) => {
      const requests: unknown[] = [waiting];
      renderDashboard(requests, {
        // The guest withdrew it (or another operator answered): the list read after has no request.
        [`POST /api/host/reservations/rsv-1/${action}`]: () => {
          requests.length = 0;
          return json(
            { success: false, message, errorType: 'REQUEST_NOT_PENDING', status: 'cancelled' },
            409,
          );
        },
      });
      const list = await screen.findByRole('list', { name: 'Solicitudes pendientes' });
      const card = within(list).getByRole('article', { name: 'Luis Pérez' });
      const user = userEvent.setup();
      if (action === 'accept') {
        await user.click(
          within(card).getByRole('button', { name: 'Aceptar la solicitud de Luis Pérez' }),
        );
      } else {
        await user.click(
          within(card).getByRole('button', { name: 'Rechazar la solicitud de Luis Pérez' }),
        );
        await user.type(within(card).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Lleno');
        await user.click(within(card).getByRole('button', { name: 'Confirmar rechazo' }));
      }
      const toast = await screen.findByRole('status', { name: new RegExp(message) });
      expect(toast).toHaveTextContent('Solicitud de Luis Pérez en Cabaña del Bosque');
      expect(screen.getByText('No tienes solicitudes pendientes.')).toBeVisible();
      expect(screen.queryByRole('article', { name: 'Luis Pérez' })).toBeNull();
    },
  );

  it('shows the refusal as a toast when the list read after it fails (the card is gone)', async () => {
    let listFails = false;
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins': () =>
        json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
      'GET /api/host/reservations': () =>
        listFails
          ? json({ success: false, message: 'Acceso denegado' }, 403)
          : json({ success: true, data: { total: 1, reservations: [waiting] } }),
      'POST /api/host/reservations/rsv-1/accept': () => {
        listFails = true;
        return json({ success: false, message: REQUEST_MESSAGES.inProgress }, 409);
      },
    });
    renderHost('/host');
    const list = await screen.findByRole('list', { name: 'Solicitudes pendientes' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Aceptar la solicitud de Luis Pérez' }),
    );
    expect(
      await screen.findByRole('status', { name: new RegExp(REQUEST_MESSAGES.inProgress) }),
    ).toBeVisible();
    expect(screen.getByText(REQUESTS_FAILED)).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Luis Pérez' })).toBeNull();
  });

  it('says so when no request waits', async () => {
    renderDashboard([], {});
    expect(await screen.findByText('No tienes solicitudes pendientes.')).toBeVisible();
  });
});
