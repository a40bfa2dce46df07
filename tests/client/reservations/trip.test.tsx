import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_MESSAGES } from '../../../src/shared/cancellation.ts';
import type { TripDetails } from '../../../src/shared/trip.ts';
import {
  createClient,
  createReservation,
  json,
  renderApp,
  resetBrowserState,
  signIn,
  stubFetch,
} from '../auth/harness.tsx';

// Leaflet has nothing to draw on in jsdom: the map is stood in for by a labelled box.
vi.mock('../../../src/features/map/components/lazy-cabin-location-map.tsx', () => ({
  LazyCabinLocationMap: ({ name }: { name: string }) => (
    <div role="region" aria-label={`Mapa de los alrededores de ${name}`} />
  ),
}));

afterEach(resetBrowserState);

const ID = 'res-0000-abcd1234';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

function createTrip(overrides: Partial<TripDetails> = {}): TripDetails {
  return {
    _id: ID,
    status: 'active',
    paymentStatus: 'PAID',
    arrivalDate: '2026-12-18',
    departureDate: '2026-12-21',
    checkInTime: '15:00',
    checkOutTime: '12:00',
    nNights: 3,
    pax: 3,
    cabin: {
      id: 'cab-bosque',
      name: 'Cabaña del Bosque',
      accommodationType: 'Cabaña',
      image: 'scenes/forest-1',
      imageAlt: 'Cabaña del Bosque, foto 1',
      address: 'Camino al Tigre 12',
      population: 'Mazamitla',
      state: 'Jalisco',
      latitude: 19.91512,
      longitude: -103.01987,
    },
    payment: {
      currency: 'MXN',
      total: 5400,
      paid: 5400,
      refunded: 1200,
      balanceDue: 0,
      card: { brand: 'visa', last4: '4242' },
    },
    host: null,
    houseRules: null,
    checkInInstructions: null,
    checkInInstructionsUrl: 'https://instrucciones.example/llegada',
    cancellationPolicy: null,
    ...overrides,
  };
}

const checkOk = () =>
  json({ success: true, data: { isAuthenticated: true, client: createClient() } });

function openTrip(trip: () => Response, calendar: () => Response = () => icsAnswer()) {
  signIn();
  const api = stubFetch({
    'GET /api/auth/check': checkOk,
    [`GET /api/auth/my-reservations/${ID}`]: trip,
    [`GET /api/auth/my-reservations/${ID}/calendar.ics`]: calendar,
  });
  renderApp(`/my-reservations/${ID}`);
  return api;
}

function icsAnswer() {
  return new Response(ICS, { status: 200, headers: { 'Content-Type': 'text/calendar' } });
}

/** jsdom has no blob: addresses: each made one is recorded and named. */
function stubBlobUrls(): Blob[] {
  const created: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return 'blob:http://localhost/calendario';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return created;
}

describe('/my-reservations/:id', () => {
  it('sends a signed-out visitor to /login', async () => {
    stubFetch({});
    renderApp(`/my-reservations/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
  });

  it('shows everything about the stay', async () => {
    const created = stubBlobUrls();
    const api = openTrip(() => json({ success: true, data: { reservation: createTrip() } }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalles de tu viaje' }),
    ).toBeVisible();
    expect(api.calls(`GET /api/auth/my-reservations/${ID}`)[0].authorization).toMatch(/^Bearer /);
    expect(screen.getByText('Cabaña del Bosque')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Cabaña del Bosque, foto 1' })).toHaveAttribute(
      'src',
      '/media/scenes/forest-1-480.webp',
    );
    expect(screen.getByText('18 de diciembre, 2026')).toBeVisible();
    expect(screen.getByText('A partir de las 15:00')).toBeVisible();
    expect(screen.getByText('21 de diciembre, 2026')).toBeVisible();
    expect(screen.getByText('Antes de las 12:00')).toBeVisible();
    expect(screen.getByText('3 personas')).toBeVisible();
    expect(screen.getByText('3 noches')).toBeVisible();
    expect(screen.getByText('Camino al Tigre 12')).toBeVisible();
    expect(screen.getByText('Coordenadas: 19.91512, -103.01987')).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Mapa de los alrededores de Cabaña del Bosque' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Cómo llegar a Cabaña del Bosque (se abre en otra pestaña)',
      }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=19.91512,-103.01987',
    );
    expect(screen.getByRole('link', { name: 'Ver instrucciones de llegada' })).toHaveAttribute(
      'href',
      'https://instrucciones.example/llegada',
    );

    const pago = screen.getByRole('heading', { name: 'Pago' }).closest('section')!;
    // Total and paid.
    expect(within(pago).getAllByText('$5,400 MXN')).toHaveLength(2);
    expect(within(pago).getByText('Total')).toBeVisible();
    expect(within(pago).getByText('Pagado con tarjeta terminada en 4242')).toBeVisible();
    expect(within(pago).getByText('Reembolsado')).toBeVisible();
    expect(within(pago).getByText('$1,200 MXN')).toBeVisible();

    // No host, rules or policy in the data: nothing is made up.
    expect(screen.queryByRole('heading', { name: 'Tu anfitrión' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Política de cancelación' }),
    ).not.toBeInTheDocument();

    const calendar = await screen.findByRole('link', { name: 'Agregar al calendario' });
    expect(calendar).toHaveAttribute('href', 'blob:http://localhost/calendario');
    expect(calendar).toHaveAttribute('download', 'reserva-abcd1234.ics');
    expect(await created[0].text()).toBe(ICS);
  });

  it('says the monthly payments of a stay paid in meses sin intereses', async () => {
    const trip = createTrip();
    openTrip(() =>
      json({
        success: true,
        data: { reservation: { ...trip, payment: { ...trip.payment, installments: 6 } } },
      }),
    );
    expect(await screen.findByText('6 pagos de $900')).toBeVisible();
  });

  it("offers 'Llamar' and WhatsApp with the host's phone, the rules and the policy when there", async () => {
    openTrip(() =>
      json({
        success: true,
        data: {
          reservation: createTrip({
            host: { name: 'Rosa Méndez', phone: '+52 33 1234 5678' },
            houseRules: 'No se permiten fiestas.',
            checkInInstructions: 'La llave está en la caja junto a la puerta; el código es 4821.',
            cancellationPolicy: 'Moderada',
          }),
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Tu anfitrión' })).toBeVisible();
    expect(screen.getByText('Rosa Méndez')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Llamar a Rosa Méndez' })).toHaveAttribute(
      'href',
      'tel:+523312345678',
    );
    expect(
      screen.getByRole('link', {
        name: 'Escribir a Rosa Méndez por WhatsApp (se abre en otra pestaña)',
      }),
    ).toHaveAttribute('href', 'https://wa.me/523312345678');
    expect(screen.getByText('No se permiten fiestas.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Política de cancelación' })).toBeVisible();
    expect(screen.getByText('Moderada')).toBeVisible();
    expect(
      screen.getByText('La llave está en la caja junto a la puerta; el código es 4821.'),
    ).toBeVisible();
  });

  it('says the instructions come once the stay is confirmed', async () => {
    openTrip(() =>
      json({
        success: true,
        data: {
          reservation: createTrip({
            status: 'pending',
            paymentStatus: 'PENDING',
            checkInInstructionsUrl: null,
          }),
        },
      }),
    );
    expect(
      await screen.findByText(
        'Las instrucciones de llegada aparecerán cuando tu reserva esté confirmada.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ver instrucciones de llegada' })).toBeNull();
  });

  it('says what a request holds on the card, and that nothing was paid once it is released', async () => {
    const request = (paymentStatus: 'AUTHORIZED' | 'RELEASED', status: string) =>
      createTrip({
        status,
        paymentStatus,
        checkInInstructionsUrl: null,
        payment: { ...createTrip().payment, paid: 0, refunded: 0 },
      });
    openTrip(() =>
      json({ success: true, data: { reservation: request('AUTHORIZED', 'pending_host') } }),
    );
    const pago = (await screen.findByRole('heading', { name: 'Pago' })).closest('section')!;
    expect(within(pago).getByText('Preautorizado: $5,400 MXN (aún no se cobra)')).toBeVisible();
    // Nothing was charged: no "Pagado $0" next to the hold.
    expect(within(pago).queryByText(/^Pagado/)).toBeNull();
    resetBrowserState();

    openTrip(() =>
      json({ success: true, data: { reservation: request('RELEASED', 'cancelled') } }),
    );
    const released = (await screen.findByRole('heading', { name: 'Pago' })).closest('section')!;
    expect(
      within(released).getByText('Preautorización liberada: $5,400 MXN (no se cobró nada)'),
    ).toBeVisible();
    expect(within(released).queryByText(/^Pagado/)).toBeNull();
  });

  it('a request that expired while the guest decided: the refused cancellation is a toast', async () => {
    let expired = false;
    signIn();
    stubFetch({
      'GET /api/auth/check': checkOk,
      [`GET /api/auth/my-reservations/${ID}`]: () =>
        json({
          success: true,
          data: {
            reservation: createTrip({
              status: expired ? 'expired' : 'pending_host',
              paymentStatus: expired ? 'RELEASED' : 'AUTHORIZED',
              checkInInstructionsUrl: null,
              payment: { ...createTrip().payment, paid: 0, refunded: 0 },
            }),
          },
        }),
      [`GET /api/bookings/${ID}/cancellation`]: () =>
        json({
          success: true,
          data: {
            refundAmount: 0,
            reason: CANCELLATION_MESSAGES.requestRelease,
            deadline: null,
            releaseAmount: 5400,
          },
        }),
      [`POST /api/bookings/${ID}/cancel`]: () => {
        expired = true;
        return json(
          {
            success: false,
            message: CANCELLATION_MESSAGES.changed,
            errorType: 'RESERVATION_CHANGED',
            status: 'expired',
          },
          409,
        );
      },
    });
    renderApp(`/my-reservations/${ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancelar solicitud en Cabaña del Bosque' }),
    );
    const confirm = await screen.findByRole('group', { name: '¿Cancelar esta solicitud?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));
    // The trip read again offers no 'Cancelar …' (nor its error): the toaster says why.
    const toast = await screen.findByRole('status', { name: CANCELLATION_MESSAGES.changed });
    expect(toast).toHaveTextContent('Cabaña del Bosque');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancelar/ })).toBeNull());
  });

  it('offers no calendar for a cancelled stay, and says it is off', async () => {
    stubBlobUrls();
    openTrip(() =>
      json({
        success: true,
        data: {
          reservation: createTrip({
            status: 'cancelled',
            paymentStatus: 'REFUNDED',
            checkInInstructionsUrl: null,
          }),
        },
      }),
    );
    expect(await screen.findByText('Esta reservación ya no está activa.')).toBeVisible();
    expect(screen.getByText('Cancelada')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Agregar al calendario' })).toBeNull();
  });

  it('shows the trip without the calendar button when the .ics cannot be had', async () => {
    stubBlobUrls();
    openTrip(
      () => json({ success: true, data: { reservation: createTrip() } }),
      () => json({ success: false, message: 'Error' }, 503),
    );
    expect(await screen.findByText('Camino al Tigre 12')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Agregar al calendario' })).toBeNull();
  });

  it("says 'Reservación no encontrada' for someone else's or an unknown stay", async () => {
    openTrip(() => json({ success: false, message: 'Reservación no encontrada' }, 404));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservación no encontrada' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver mis reservas' })).toHaveAttribute(
      'href',
      '/my-reservations',
    );
  });
});

describe('Mis reservas cards', () => {
  it('link each stay to its trip page', async () => {
    signIn();
    stubFetch({
      'GET /api/auth/check': checkOk,
      'GET /api/auth/my-reservations': () =>
        json({ success: true, data: { reservations: [createReservation()] } }),
    });
    renderApp('/my-reservations');
    const link = await screen.findByRole('link', {
      name: 'Detalles de tu viaje a Cabaña del Bosque',
    });
    expect(link).toHaveAttribute('href', `/my-reservations/${ID}`);
    await waitFor(() => expect(link).toBeVisible());
  });
});
