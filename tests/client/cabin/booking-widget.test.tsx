import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingSummary } from '../../../src/shared/types.ts';
import { createCabin, json, quoteOk, renderCabinPage, stubApi } from './fixtures.tsx';

const widget = () => within(screen.getByRole('region', { name: 'Reserva' }));
/** The page is lazy and the machine is shared: allow a slow first render. */
const widgetReady = () => screen.findByRole('region', { name: 'Reserva' }, { timeout: 5000 });
const actionButton = async (name: string | RegExp) =>
  within(await widgetReady()).findByRole('button', { name }, { timeout: 3000 });

const day = (text: string) => screen.getByRole('button', { name: new RegExp(`, ${text}`) });
/** DayPicker keeps the focused day focusable, marking it aria-disabled instead of disabled. */
const isUnavailable = (text: string) => {
  const button = day(text) as HTMLButtonElement;
  return button.disabled || button.getAttribute('aria-disabled') === 'true';
};

// The calendar is a lazy chunk: load it once up front so its first opening is not a slow transform.
beforeAll(async () => {
  await import('../../../src/features/quote/components/stay-calendar.tsx');
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00-06:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking widget: the action button and the live quote', () => {
  it('asks for dates, checks, then offers Reservar with the total and the breakdown', async () => {
    const api = stubApi({ quote: () => json(quoteOk(3, 6000, 720)) });
    const user = userEvent.setup();
    const { router } = renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&guests=2');

    expect(await actionButton('Selecciona fechas')).toBeEnabled();
    expect(widget().getByText('$2,240')).toBeInTheDocument();

    await user.click(widget().getByRole('button', { name: /SALIDA/ }));
    await user.click(await screen.findByRole('button', { name: /, 4 de diciembre de 2026/ }));

    expect(await actionButton('Verificando...')).toBeDisabled();
    expect(await actionButton('Reservar')).toBeEnabled();
    expect(api.quoteBodies).toEqual([
      { habitacionId: 'cab-1', checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 2 },
    ]);
    expect(widget().getByText('Total por 3 noches')).toBeInTheDocument();
    expect(widget().getAllByText('$6,720')).toHaveLength(2);
    expect(widget().getByText('3 noches × $2,000')).toBeInTheDocument();
    expect(widget().getByText('$6,000')).toBeInTheDocument();
    expect(widget().getByText('Comisión de servicio')).toBeInTheDocument();
    expect(widget().getByText('$720')).toBeInTheDocument();
    expect(widget().getByText('IVA incluido')).toBeInTheDocument();
    expect(widget().getByText('Esta reserva no es reembolsable')).toBeInTheDocument();

    // The address follows about a second later, replacing the entry.
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          '?checkIn=2026-12-01&guests=2&checkOut=2026-12-04',
        ),
      { timeout: 2500 },
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the cabin's cleaning fee on its own line, the nightly rate without it", async () => {
    // 3 nights of 2,000 + 600 cleaning = 6,600; 12 % = 792; total 7,392.
    stubApi({
      quote: () =>
        json({
          success: true,
          available: true,
          pricing: {
            nights: 3,
            basePrice: 6000,
            cleaningFee: 600,
            totalPrice: 7392,
            pricePerNight: 2464,
          },
          precioCalculado: { comisionServicio: 792 },
        }),
    });
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-04&guests=2');
    expect(await actionButton('Reservar')).toBeEnabled();
    expect(widget().getByText('3 noches × $2,000')).toBeInTheDocument();
    expect(widget().getByText('Tarifa de limpieza')).toBeInTheDocument();
    expect(widget().getByText('$600')).toBeInTheDocument();
    expect(widget().getByText('$792')).toBeInTheDocument();
    expect(widget().getAllByText('$7,392').length).toBeGreaterThan(0);
  });

  it('starts from valid dates in the address and ignores invalid ones', async () => {
    stubApi({ quote: () => json(quoteOk(2, 4000, 480)) });
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-03&guests=3');
    expect(await actionButton('Reservar')).toBeEnabled();
    expect(widget().getByText('Total por 2 noches')).toBeInTheDocument();
    expect(widget().getByText('3 huéspedes')).toBeInTheDocument();
  });

  it('drops a past arrival and an impossible guest count from the address', async () => {
    const api = stubApi({ quote: () => json(quoteOk(2, 4000, 480)) });
    renderCabinPage('/cabin/cab-1?checkIn=2026-11-01&checkOut=2026-11-03&guests=99');
    expect(await actionButton('Selecciona fechas')).toBeEnabled();
    expect(widget().getAllByText('Agregar fecha')).toHaveLength(2);
    expect(widget().getByText('1 huésped')).toBeInTheDocument();
    expect(api.quoteBodies).toEqual([]);
  });

  it('shows the server text of NOCHES_MINIMAS and reads No disponible', async () => {
    stubApi({
      cabin: createCabin({ propertyDetails: { minNights: 3 } as never }),
      quote: () =>
        json({
          success: false,
          available: false,
          errorType: 'NOCHES_MINIMAS',
          error: 'No cumple con la estancia mínima requerida de 3 noches',
        }),
    });
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-02');
    expect(await actionButton('No disponible')).toBeDisabled();
    expect(
      widget().getByText('No cumple con la estancia mínima requerida de 3 noches'),
    ).toBeInTheDocument();
    expect(screen.getByText('Estancia mínima: 3 noches')).toBeInTheDocument();
    expect(widget().queryByText(/Total por/)).not.toBeInTheDocument();
  });

  it('uses the catalogue text for CAPACITY_EXCEEDED without server text', async () => {
    stubApi({
      quote: () => json({ success: false, available: false, errorType: 'CAPACITY_EXCEEDED' }),
    });
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-03');
    expect(await actionButton('No disponible')).toBeDisabled();
    expect(widget().getByText('Excede la capacidad máxima')).toBeInTheDocument();
  });

  it('reads errorType from a 4xx answer body as an answer', async () => {
    stubApi({
      quote: () =>
        json(
          {
            success: false,
            available: false,
            errorType: 'NOT_AVAILABLE',
            message: 'No disponible para las fechas seleccionadas',
            error: 'No disponible para las fechas seleccionadas',
          },
          409,
        ),
    });
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-03');
    expect(await actionButton('No disponible')).toBeDisabled();
    expect(widget().getByText('No disponible para las fechas seleccionadas')).toBeInTheDocument();
  });

  it('says Error al verificar disponibilidad when the server fails', async () => {
    let calls = 0;
    stubApi({
      quote: () => {
        calls += 1;
        return calls === 1
          ? json(
              {
                success: false,
                available: false,
                errorType: 'SERVER_ERROR',
                error: 'Error del servidor. Intenta nuevamente.',
              },
              500,
            )
          : json(quoteOk(2, 4000, 480));
      },
    });
    const user = userEvent.setup();
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-03');
    await widgetReady();
    expect(await widget().findByText('Error al verificar disponibilidad')).toBeInTheDocument();
    expect(widget().getByText('Error del servidor. Intenta nuevamente.')).toBeInTheDocument();
    expect(widget().getByRole('button', { name: 'Reservar' })).toBeDisabled();

    await user.click(widget().getByRole('button', { name: 'Reintentar' }));
    expect(await widget().findByText('Total por 2 noches')).toBeInTheDocument();
    expect(widget().queryByText('Error al verificar disponibilidad')).not.toBeInTheDocument();
  });

  it('explains a lost connection during the quote', async () => {
    stubApi({
      quote: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-03');
    await widgetReady();
    expect(await widget().findByText('Error al verificar disponibilidad')).toBeInTheDocument();
    expect(
      widget().getByText('Error de conexión. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
  });

  it('sends nothing offline and says why', async () => {
    const api = stubApi({ healthy: false, quote: () => json(quoteOk(2, 4000, 480)) });
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-03');
    await widgetReady();
    expect(
      await widget().findByText('Sin conexión: necesitas internet para cotizar y reservar.'),
    ).toBeInTheDocument();
    expect(widget().getByRole('button', { name: 'Reservar' })).toBeDisabled();
    expect(api.quoteBodies).toEqual([]);
  });

  it('clears the quote when the guests change and asks again', async () => {
    const api = stubApi({
      quote: (body) => json(quoteOk(2, 4000, 480 + body.guests)),
    });
    const user = userEvent.setup();
    renderCabinPage('/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-03');
    await widgetReady();
    expect(await widget().findByText('Total por 2 noches')).toBeInTheDocument();

    await user.click(widget().getByRole('button', { name: 'Agregar un huésped' }));
    expect(widget().queryByText('Total por 2 noches')).not.toBeInTheDocument();
    expect(widget().getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    expect(await widget().findAllByText('$4,482', {}, { timeout: 2000 })).toHaveLength(2);
    expect(api.quoteBodies.map((b) => (b as { guests: number }).guests)).toEqual([1, 2]);
  });

  it('goes to /checkout with the booking summary as navigation state', async () => {
    stubApi({ quote: () => json(quoteOk(3, 6000, 720)) });
    const user = userEvent.setup();
    const { router } = renderCabinPage(
      '/cabin/cab-1?checkIn=2026-12-01&checkOut=2026-12-04&guests=2',
    );
    await user.click(await actionButton('Reservar'));

    expect(await screen.findByRole('heading', { name: 'Confirmar y pagar' })).toBeInTheDocument();
    const summary: BookingSummary = {
      cabinId: 'cab-1',
      cabinName: 'Cabaña Los Pinos',
      cabinImage: 'scenes/forest-1',
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      guests: 2,
      nights: 3,
      pricing: {
        basePrice: 6000,
        totalPrice: 6720,
        cleaningFee: 0,
        serviceFee: 0,
        comisionServicio: 720,
        taxes: 0,
      },
      location: 'Mazamitla, Jalisco',
      maxOccupancy: 4,
      amenities: [],
      cancellationPolicy: 'non_refundable',
    };
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.state).toEqual(summary);
  });
});

describe('booking widget: guests stepper', () => {
  it('clamps guests to [max(minOccupancy, 1), maxOccupancy]', async () => {
    stubApi({
      cabin: createCabin({ propertyDetails: { minOccupancy: 2, maxOccupancy: 3 } as never }),
    });
    const user = userEvent.setup();
    renderCabinPage();
    const minus = await actionButton('Quitar un huésped');
    const plus = widget().getByRole('button', { name: 'Agregar un huésped' });

    expect(widget().getByText('2 huéspedes')).toBeInTheDocument();
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(widget().getByText('3 huéspedes')).toBeInTheDocument();
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(widget().getByText('2 huéspedes')).toBeInTheDocument();
  });
});

describe('booking widget: calendars', () => {
  const occupied = [
    { checkIn: '2026-11-25', checkOut: '2026-11-28', kind: 'reservation' as const },
  ];

  it('disables past days and occupied nights, then departures that would span them', async () => {
    stubApi({ occupied, quote: () => json(quoteOk(2, 4000, 480)) });
    const user = userEvent.setup();
    renderCabinPage();
    await user.click(await actionButton(/LLEGADA/));

    expect(await screen.findByText('Noviembre 2026')).toBeInTheDocument();
    expect([...document.querySelectorAll('.rdp-weekday')].map((th) => th.textContent)).toEqual([
      'D',
      'L',
      'M',
      'M',
      'J',
      'V',
      'S',
    ]);
    expect(isUnavailable('21 de noviembre de 2026')).toBe(true);
    expect(
      screen.getByRole('button', { name: /^Hoy, domingo, 22 de noviembre de 2026/ }),
    ).toBeEnabled();
    expect(isUnavailable('25 de noviembre de 2026, ocupado')).toBe(true);
    expect(isUnavailable('27 de noviembre de 2026')).toBe(true);
    expect(isUnavailable('28 de noviembre de 2026')).toBe(false);

    await user.click(day('23 de noviembre de 2026'));
    expect(await screen.findByText('Elige la fecha de salida')).toBeInTheDocument();
    expect(isUnavailable('23 de noviembre de 2026')).toBe(true);
    expect(isUnavailable('24 de noviembre de 2026')).toBe(false);
    // Checking out on the first occupied day is fine; one day later would span a taken night.
    expect(isUnavailable('25 de noviembre de 2026')).toBe(false);
    expect(isUnavailable('26 de noviembre de 2026')).toBe(true);

    await user.click(day('25 de noviembre de 2026'));
    await waitFor(() =>
      expect(screen.queryByText('Elige la fecha de salida')).not.toBeInTheDocument(),
    );
    expect(widget().getByRole('button', { name: /LLEGADA 23 nov 2026/ })).toBeInTheDocument();
    expect(widget().getByRole('button', { name: /SALIDA 25 nov 2026/ })).toBeInTheDocument();
    expect(await actionButton('Reservar')).toBeEnabled();
  });

  it('keeps a departure that still fits when the arrival moves, and drops one that does not', async () => {
    stubApi({ occupied, quote: () => json(quoteOk(2, 4000, 480)) });
    const user = userEvent.setup();
    renderCabinPage('/cabin/cab-1?checkIn=2026-11-29&checkOut=2026-12-02');
    await user.click(await actionButton(/LLEGADA/));
    await screen.findByText('Elige la fecha de llegada');
    await user.click(day('30 de noviembre de 2026'));
    expect(widget().getByRole('button', { name: /SALIDA 2 dic 2026/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(widget().getByRole('button', { name: /LLEGADA/ }));
    await screen.findByText('Elige la fecha de llegada');
    await user.click(day('24 de noviembre de 2026'));
    expect(widget().getByRole('button', { name: /SALIDA Agregar fecha/ })).toBeInTheDocument();
  });
});
