import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { HostReservationsRoute } from '../../../src/app/routes/host/reservations.tsx';
import type { HostReservation } from '../../../src/features/host/api/host-reservations.ts';
import { json, resetBrowserState, signIn, stubFetch } from '../auth/harness.tsx';
import { host } from './harness.tsx';

/** The host's 'Cancelar reservación' in the console's 'Reservas' (issue 16, ADR 131). */

afterEach(resetBrowserState);

const stay = (overrides: Partial<HostReservation> = {}): HostReservation => ({
  _id: 'r-1',
  cabin: { _id: 'cab-1', name: 'Cabaña Los Encinos' },
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  nights: 3,
  guests: 2,
  status: 'active',
  paymentStatus: 'PAID',
  total: 5250.5,
  guestName: 'Lucía Herrera',
  specialRequests: '',
  ...overrides,
});

function renderReservations() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <main>Inicio</main> },
      { path: '/login', element: <main>Iniciar sesión</main> },
      { path: '/host', element: <main>Mis cabañas</main> },
      { path: '/host/reservations', element: <HostReservationsRoute /> },
    ],
    { initialEntries: ['/host/reservations?when=all'] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

function stubConsole(
  reservations: () => HostReservation[],
  cancel = () => json({ success: true }),
) {
  signIn(host());
  return stubFetch({
    'GET /api/auth/check': () =>
      json({ success: true, data: { isAuthenticated: true, client: host() } }),
    'GET /api/host/cabins': () =>
      json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
    'GET /api/host/reservations': () =>
      json({
        success: true,
        data: { total: 1, page: 1, pageSize: 50, reservations: reservations() },
      }),
    'POST /api/host/reservations/r-1/cancel': cancel,
  });
}

describe("the host's 'Cancelar reservación'", () => {
  it('says the guest gets everything back, then cancels and the row says Cancelada', async () => {
    let cancelled = false;
    const api = stubConsole(
      () => [stay(cancelled ? { status: 'cancelled', paymentStatus: 'REFUNDED' } : {})],
      () => {
        cancelled = true;
        return json({
          success: true,
          message: 'Reservación cancelada; se reembolsa el total al huésped',
          data: { reservationId: 'r-1', refund: null },
        });
      },
    );
    const user = userEvent.setup();
    renderReservations();
    const row = within(await screen.findByRole('article', { name: 'Reserva de Lucía Herrera' }));
    await user.click(row.getByRole('button', { name: 'Cancelar reservación de Lucía Herrera' }));
    const confirm = row.getByRole('group', { name: '¿Cancelar esta reservación?' });
    expect(confirm).toHaveTextContent(
      'El huésped recibirá el reembolso completo de lo que pagó: $5,250.50 MXN. Las noches quedarán libres.',
    );
    expect(api.calls('POST /api/host/reservations/r-1/cancel')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await row.findByText('Cancelada')).toBeVisible();
    expect(api.calls('POST /api/host/reservations/r-1/cancel')).toHaveLength(1);
    expect(row.queryByRole('button', { name: /^Cancelar reservación/ })).not.toBeInTheDocument();
  });

  it('keeps the stay when the host thinks better of it, and shows a refusal in Spanish', async () => {
    const api = stubConsole(
      () => [stay()],
      () =>
        json(
          {
            success: false,
            message: 'Esta reservación ya no se puede cancelar',
            errorType: 'NOT_CANCELLABLE',
          },
          409,
        ),
    );
    const user = userEvent.setup();
    renderReservations();
    const row = within(await screen.findByRole('article', { name: 'Reserva de Lucía Herrera' }));
    await user.click(row.getByRole('button', { name: 'Cancelar reservación de Lucía Herrera' }));
    await user.click(row.getByRole('button', { name: 'Conservar reservación' }));
    expect(
      row.queryByRole('group', { name: '¿Cancelar esta reservación?' }),
    ).not.toBeInTheDocument();
    expect(api.calls('POST /api/host/reservations/r-1/cancel')).toHaveLength(0);

    await user.click(row.getByRole('button', { name: 'Cancelar reservación de Lucía Herrera' }));
    await user.click(row.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await row.findByRole('alert')).toHaveTextContent(
      'Esta reservación ya no se puede cancelar',
    );
    await waitFor(() => expect(row.getByText('Activa')).toBeVisible());
  });

  it('offers no cancellation for a stay that is over or already cancelled', async () => {
    stubConsole(() => [stay({ status: 'completed' })]);
    renderReservations();
    const row = within(await screen.findByRole('article', { name: 'Reserva de Lucía Herrera' }));
    expect(row.getByText('Completada')).toBeVisible();
    expect(row.queryByRole('button', { name: /^Cancelar reservación/ })).not.toBeInTheDocument();
  });
});
