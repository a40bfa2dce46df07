import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, resetBrowserState, signIn, stubFetch } from '../auth/harness.tsx';
import { answer, cabin, checkAs, host, renderHost } from './harness.tsx';

/** The cabin editor's tabs, 'Precios' and the console's 'Reservas' (issue 15). */

afterEach(resetBrowserState);

describe('the cabin editor tabs', () => {
  it('moves by arrows, Home and End with one tab in the Tab order, and keeps it in the address', async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
      'GET /api/host/cabins/cab-1/ical-feeds': () => json({ success: true, data: { feeds: [] } }),
      'GET /api/host/cabins/cab-1/calendar': () =>
        json({
          success: true,
          data: { from: '2026-11-01', to: '2027-01-01', bookings: [], blocks: [] },
        }),
    });
    const router = renderHost('/host/cabins/cab-1?tab=precios');
    const precios = await screen.findByRole('tab', { name: 'Precios' });
    expect(precios).toHaveAttribute('aria-selected', 'true');
    expect(precios).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Precios' })).toBeVisible();
    const user = userEvent.setup();
    precios.focus();
    await user.keyboard('{ArrowRight}');
    const calendario = screen.getByRole('tab', { name: 'Calendario' });
    expect(calendario).toHaveFocus();
    expect(calendario).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=calendario');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sincronización' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Detalles' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sincronización' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Detalles de la cabaña' })).toBeVisible();
  }, 40_000);

  it("an unknown ?tab opens 'Detalles'", async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
    });
    renderHost('/host/cabins/cab-1?tab=nada');
    expect(await screen.findByRole('tab', { name: 'Detalles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe("'Precios'", () => {
  it('refuses overlapping seasons in Spanish and sends nothing', async () => {
    signIn(host());
    const api = stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
    });
    renderHost('/host/cabins/cab-1?tab=precios');
    const form = await screen.findByRole('form', { name: 'Precios de la cabaña' });
    const f = within(form);
    const user = userEvent.setup();
    await user.type(f.getByRole('spinbutton', { name: /^Precio por noche \(MXN\)/ }), '1500');
    for (const [index, name, start, end] of [
      [1, 'Navidad', '2026-12-20', '2027-01-03'],
      [2, 'Año nuevo', '2026-12-30', '2027-01-02'],
    ] as const) {
      await user.click(f.getByRole('button', { name: 'Agregar temporada' }));
      const season = f.getByRole('group', { name: `Temporada ${index}` });
      await user.type(
        within(season).getByRole('textbox', { name: /Nombre de la temporada/ }),
        name,
      );
      fireEvent.change(within(season).getByLabelText(/^Inicio/), { target: { value: start } });
      fireEvent.change(within(season).getByLabelText(/^Fin/), { target: { value: end } });
      await user.type(
        within(season).getByRole('spinbutton', { name: /^Precio por noche en temporada/ }),
        '2500',
      );
    }
    await user.click(f.getByRole('button', { name: 'Guardar precios' }));
    expect(await f.findByText('Las temporadas «Navidad» y «Año nuevo» se traslapan')).toBeVisible();
    expect(api.calls('PUT /api/host/cabins/cab-1/pricing')).toHaveLength(0);
  }, 40_000);

  it('saves with a PUT of numbers (an empty weekend price is none) and previews the stay', async () => {
    signIn(host());
    const priced = cabin({
      pricing: {
        basePrice: 1500,
        weekendPrice: null,
        cleaningFee: 250,
        minNights: 2,
        seasonalRates: [],
      },
      updatedAt: '2026-11-26T11:00:00.000Z',
    });
    const api = stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
      'PUT /api/host/cabins/cab-1/pricing': () => answer(priced, 'Precios guardados'),
      'GET /api/host/cabins': () =>
        json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
      'GET /api/host/cabins/cab-1/quote': () =>
        json({
          success: true,
          data: {
            pricing: {
              nights: 2,
              basePrice: 3000,
              cleaningFee: 250,
              comisionServicio: 390,
              totalPrice: 3640,
              pricePerNight: 1820,
            },
            minNights: 2,
          },
        }),
    });
    renderHost('/host/cabins/cab-1?tab=precios');
    expect(
      await screen.findByText('Guarda un precio por noche para ver cuánto pagaría un huésped.'),
    ).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Precios de la cabaña' });
    const f = within(form);
    const user = userEvent.setup();
    await user.type(f.getByRole('spinbutton', { name: /^Precio por noche \(MXN\)/ }), '1500');
    await user.type(f.getByRole('spinbutton', { name: /^Tarifa de limpieza/ }), '250');
    const min = f.getByRole('spinbutton', { name: /^Noches mínimas/ });
    await user.clear(min);
    await user.type(min, '2');
    await user.click(f.getByRole('button', { name: 'Guardar precios' }));
    // A loaded machine can take more than findBy's second to answer and draw the toast.
    expect(
      await screen.findByText('Precios guardados', undefined, { timeout: 5000 }),
    ).toBeVisible();
    const [sent] = api.calls('PUT /api/host/cabins/cab-1/pricing');
    expect(sent.body).toEqual({
      basePrice: 1500,
      weekendPrice: null,
      cleaningFee: 250,
      minNights: 2,
      seasonalRates: [],
    });
    expect(await screen.findByText('$3,640.00')).toBeVisible();
    expect(screen.getByText('2 noches')).toBeVisible();
    await waitFor(() => expect(api.calls('GET /api/host/cabins/cab-1/quote')).toHaveLength(1));
  });
});

describe("'Reservas'", () => {
  it('lists the stays with their states and filters them by the address', async () => {
    signIn(host());
    const api = stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins': () =>
        json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
      'GET /api/host/reservations': () =>
        json({
          success: true,
          data: {
            total: 1,
            page: 1,
            pageSize: 50,
            reservations: [
              {
                _id: 'r-1',
                cabin: { _id: 'cab-1', name: 'Cabaña Los Encinos' },
                checkIn: '2026-12-10',
                checkOut: '2026-12-13',
                nights: 3,
                guests: 2,
                status: 'pending_host',
                paymentStatus: 'AUTHORIZED',
                total: 5250.5,
                guestName: 'Lucía Herrera',
                specialRequests: '',
              },
            ],
          },
        }),
    });
    const router = renderHost('/host/reservations?when=past');
    const stay = await screen.findByRole('article', { name: 'Reserva de Lucía Herrera' });
    const s = within(stay);
    expect(s.getByText('Pendiente de confirmación')).toBeVisible();
    expect(s.getByText('Cabaña Los Encinos')).toBeVisible();
    expect(s.getByText('10 dic 2026')).toBeVisible();
    expect(s.getByText('3 noches, 2 huéspedes')).toBeVisible();
    expect(s.getByText('$5,250.50')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('past');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'cancelled');
    expect(router.state.location.search).toBe('?when=past&status=cancelled');
    await waitFor(() => expect(api.calls('GET /api/host/reservations').length).toBe(2));
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes('/api/host/reservations?when=past&status=cancelled'))).toBe(
      true,
    );
  });
});
