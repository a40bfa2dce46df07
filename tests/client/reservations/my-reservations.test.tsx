import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

afterEach(resetBrowserState);

const checkOk = () =>
  json({ success: true, data: { isAuthenticated: true, client: createClient() } });

function openWith(answer: () => Response | Promise<Response>) {
  signIn();
  const api = stubFetch({
    'GET /api/auth/check': checkOk,
    'GET /api/auth/my-reservations': answer,
  });
  renderApp('/my-reservations');
  return api;
}

describe('/my-reservations', () => {
  it('sends a signed-out visitor to /login', async () => {
    stubFetch({});
    renderApp('/my-reservations');
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
  });

  it('shows three skeleton cards while loading', async () => {
    let release: (r: Response) => void = () => {};
    const api = openWith(() => new Promise<Response>((resolve) => (release = resolve)));
    expect(await screen.findByText('Cargando reservas...')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/auth/my-reservations')).toHaveLength(1));
    const busy = screen.getByText('Cargando reservas...').closest('[aria-busy="true"]')!;
    expect(busy.querySelectorAll('.chakra-card__root')).toHaveLength(3);
    release(json({ success: true, data: { reservations: [] } }));
    expect(await screen.findByText('No tienes reservas aún')).toBeVisible();
  });

  it('shows the empty state with a way to explore cabins', async () => {
    openWith(() => json({ success: true, data: { reservations: [] } }));
    expect(await screen.findByText('No tienes reservas aún')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explorar Cabañas' })).toHaveAttribute('href', '/');
  });

  it('reads a bare `reservations` list too', async () => {
    openWith(() => json({ reservations: [createReservation()] }));
    expect(await screen.findByRole('heading', { name: 'Cabaña del Bosque' })).toBeVisible();
  });

  it.each([
    [
      'the thrown message',
      () => json({ success: false, message: 'Solicitud inválida' }, 400),
      'Solicitud inválida',
    ],
    ['HTTP Error: {status}', () => new Response(null, { status: 404 }), 'HTTP Error: 404'],
  ])('shows an error alert with %s', async (_name, answer, detail) => {
    openWith(answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las reservas');
    expect(alert).toHaveTextContent(detail);
  });

  it('shows one card per reservation with badges, dates, amounts and the way there', async () => {
    openWith(() =>
      json({
        success: true,
        data: {
          reservations: [
            createReservation({
              _id: 'res-0000-abcd1234',
              url: 'https://refugio.mx/llegada/abcd1234',
              balanceDue: 1200,
              installments: 6,
            }),
            createReservation({
              _id: 'res-0000-cancel99',
              status: 'cancelled',
              paymentStatus: 'REFUNDED',
              resourceId: 'cab-lago',
              resourceName: 'Refugio del Lago',
              pax: 1,
              nNights: 1,
              maxOccupation: 1,
            }),
            createReservation({
              _id: 'c3',
              status: 'completed',
              paymentStatus: 'FAILED',
              resourceName: 'Casa 3',
            }),
            createReservation({
              _id: 'c4',
              status: 'pending',
              paymentStatus: 'PENDING',
              resourceName: 'Casa 4',
            }),
            createReservation({
              _id: 'c5',
              status: 'on-hold',
              paymentStatus: 'CHARGEBACK',
              resourceName: 'Casa 5',
            }),
          ],
        },
      }),
    );
    const first = (await screen.findByRole('article', {
      name: 'Cabaña del Bosque',
    })) as HTMLElement;
    const card = within(first);
    expect(card.getByText('Activa')).toBeVisible();
    expect(card.getByText('Pagado')).toBeVisible();
    expect(card.getByText('Reserva #abcd1234')).toBeVisible();
    expect(card.getByText('Mazamitla, Jalisco')).toBeVisible();
    expect(card.getByText('05 de marzo, 2025')).toBeVisible();
    expect(card.getByText('07 de marzo, 2025')).toBeVisible();
    expect(card.getByText('2 personas')).toBeVisible();
    expect(card.getByText('2 noches')).toBeVisible();
    expect(card.getByText('Capacidad máxima: 6 personas')).toBeVisible();
    expect(card.getByText('$4,850.50 MXN')).toBeVisible();
    // Meses sin intereses: the plan of its charge.
    expect(card.getByText('6 pagos de $808.42')).toBeVisible();
    expect(card.getByText('Saldo pendiente')).toBeVisible();
    expect(card.getByText('$1,200 MXN')).toBeVisible();
    expect(card.getByText('Camino al Tigre 12')).toBeVisible();
    expect(card.getByText('Coordenadas: 19.91512, -103.01987')).toBeVisible();
    const directions = card.getByRole('link', { name: /Cómo llegar a Cabaña del Bosque/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=19.91512,-103.01987',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(card.getByRole('link', { name: 'Ver Alojamiento' })).toHaveAttribute(
      'href',
      '/cabin/cab-bosque',
    );
    const details = card.getByRole('link', { name: 'Ver Detalles' });
    expect(details).toHaveAttribute('href', 'https://refugio.mx/llegada/abcd1234');
    expect(details).toHaveAttribute('target', '_blank');
    expect(details.getAttribute('rel')).toContain('noopener');

    const image = card.getByRole('img', { name: 'Foto de Cabaña del Bosque' });
    expect(image).toHaveAttribute('src', '/media/scenes/forest-1-480.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/fallback-cabin.svg');

    const second = within(screen.getByRole('article', { name: 'Refugio del Lago' }));
    expect(second.getByText('Cancelada')).toBeVisible();
    expect(second.getByText('Reembolsado')).toBeVisible();
    expect(second.getByText('1 persona')).toBeVisible();
    expect(second.getByText('1 noche')).toBeVisible();
    expect(second.queryByText('Saldo pendiente')).toBeNull();
    expect(second.queryByRole('link', { name: 'Ver Detalles' })).toBeNull();

    const third = within(screen.getByRole('article', { name: 'Casa 3' }));
    expect(third.getByText('Completada')).toBeVisible();
    expect(third.getByText('Fallido')).toBeVisible();
    const fourth = within(screen.getByRole('article', { name: 'Casa 4' }));
    expect(fourth.getAllByText('Pendiente')).toHaveLength(2);
    const fifth = within(screen.getByRole('article', { name: 'Casa 5' }));
    expect(fifth.getByText('on-hold')).toBeVisible();
    expect(fifth.getByText('CHARGEBACK')).toBeVisible();
  });
});
