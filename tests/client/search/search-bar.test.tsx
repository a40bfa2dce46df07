import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from '../../../src/features/search/components/search-bar.tsx';
import {
  DESTINATION_STORAGE_KEY,
  preselectDestination,
} from '../../../src/features/search/destination-preselection.ts';
import { HOME_SEARCH_MESSAGES } from '../../../src/shared/validation/home-search.ts';
import { DESTINATIONS, renderAt, setViewport, stubApi, TODAY } from './helpers.tsx';

const day = (label: RegExp | string) =>
  screen.getByRole('button', { name: typeof label === 'string' ? new RegExp(label) : label });
const location = () => screen.getByTestId('location').textContent;

// Rendering a whole page is slow on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY, shouldAdvanceTime: true });
  sessionStorage.clear();
  setViewport('desktop');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('header search bar (desktop)', () => {
  it('offers one suggestion per destination under "Por la zona", filtered as one types', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);

    await user.click(screen.getByRole('combobox', { name: 'Destino' }));
    expect(screen.getByRole('heading', { name: 'Por la zona' })).toBeVisible();
    const list = await screen.findByRole('listbox', { name: 'Por la zona' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4));
    const tulum = within(list).getByRole('option', { name: /Tulum, Quintana Roo/ });
    expect(tulum).toHaveTextContent('Caribe mexicano, cenotes y selva maya');
    expect(within(list).getByRole('option', { name: /Mérida, Yucatán/ })).toHaveTextContent(
      'Ciudades coloniales, haciendas y cenotes',
    );
    expect(within(list).getByRole('option', { name: /Bacalar/ })).toHaveTextContent(
      'Lagos y lagunas para desconectarte',
    );

    // Accents and case do not matter.
    await user.type(screen.getByRole('combobox', { name: 'Destino' }), 'MERI');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option')).toHaveTextContent('Mérida, Yucatán');
  });

  it("says 'No hay destinos disponibles por el momento' when there are none", async () => {
    stubApi({ destinations: [] });
    const { user } = renderAt(<SearchBar variant="home" />);
    await user.click(screen.getByRole('combobox', { name: 'Destino' }));
    expect(await screen.findByText('No hay destinos disponibles por el momento')).toBeVisible();
  });

  it('opens the panels in sequence: destino → llegada → salida → huéspedes, then searches', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);

    await user.click(screen.getByRole('combobox', { name: 'Destino' }));
    await user.click(await screen.findByRole('option', { name: /Tulum/ }));
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveValue('Tulum, Quintana Roo');

    const arrival = screen.getByRole('dialog', { name: 'Fecha de llegada' });
    expect(screen.getByRole('button', { name: /Llegada/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The calendar is its own chunk: the first one may take a moment.
    await user.click(
      await within(arrival).findByRole('button', { name: /, 4 de diciembre de 2026/ }),
    );

    const departure = screen.getByRole('dialog', { name: 'Fecha de salida' });
    expect(screen.queryByRole('dialog', { name: 'Fecha de llegada' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Llegada/ })).toHaveTextContent('4 dic');
    await user.click(within(departure).getByRole('button', { name: /, 7 de diciembre de 2026/ }));

    const guests = screen.getByRole('dialog', { name: 'Huéspedes' });
    expect(screen.getByRole('button', { name: /Salida/ })).toHaveTextContent('7 dic');
    expect(within(guests).getByText('13 años o más')).toBeVisible();
    await user.click(within(guests).getByRole('button', { name: 'Agregar un huésped' }));
    await user.click(within(guests).getByRole('button', { name: 'Agregar un huésped' }));
    expect(screen.getByRole('button', { name: /^Huéspedes/ })).toHaveTextContent('2 huéspedes');

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(
      '/results?location=Tulum%2C+Quintana+Roo&checkIn=2026-12-04&checkOut=2026-12-07&guests=2',
    );
  });

  it("searches 'Un fin de semana' in chosen months from 'Fechas flexibles'", async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);

    await user.click(screen.getByRole('combobox', { name: 'Destino' }));
    await user.click(await screen.findByRole('option', { name: /Tulum/ }));
    const arrival = screen.getByRole('dialog', { name: 'Fecha de llegada' });
    await user.click(await within(arrival).findByRole('button', { name: 'Fechas flexibles' }));
    const shapes = within(arrival).getByRole('group', { name: '¿Cuánto tiempo?' });
    expect(
      within(shapes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Un fin de semana', 'Una semana', 'Un mes']);
    const months = within(arrival).getByRole('group', { name: '¿En qué meses?' });
    // From the current month (November 2026), twelve months.
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(within(months).getAllByRole('button')[0]).toHaveAccessibleName('noviembre 2026');
    await user.click(within(months).getByRole('button', { name: 'abril 2027' }));
    await user.click(within(months).getByRole('button', { name: 'marzo 2027' }));
    expect(within(months).getByRole('button', { name: 'marzo 2027' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(shapes).getByRole('button', { name: 'Un fin de semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /Llegada/ })).toHaveTextContent(
      'Un fin de semana en marzo o abril',
    );

    await user.click(screen.getByRole('button', { name: /^Huéspedes/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar un huésped' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(
      '/results?location=Tulum%2C+Quintana+Roo&flexible=weekend&months=2027-03%2C2027-04&guests=1',
    );
  });

  it('counts adults from 0 with no maximum and labels the field', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);
    const field = screen.getByRole('button', { name: /^Huéspedes/ });
    expect(field).toHaveTextContent('¿Cuántos?');
    await user.click(field);

    const panel = screen.getByRole('dialog', { name: 'Huéspedes' });
    const minus = within(panel).getByRole('button', { name: 'Quitar un huésped' });
    const plus = within(panel).getByRole('button', { name: 'Agregar un huésped' });
    expect(within(panel).getByRole('group', { name: 'Adultos' })).toHaveAccessibleDescription(
      '13 años o más',
    );
    expect(minus).toBeDisabled();

    await user.click(plus);
    expect(field).toHaveTextContent('1 huésped');
    expect(minus).toBeEnabled();
    for (let i = 0; i < 24; i++) await user.click(plus);
    expect(field).toHaveTextContent('25 huéspedes');
    expect(plus).toBeEnabled();

    for (let i = 0; i < 30; i++)
      if (!(minus as HTMLButtonElement).disabled) await user.click(minus);
    expect(field).toHaveTextContent('¿Cuántos?');
    expect(within(panel).getByRole('status')).toHaveTextContent('0');
  });

  it('shows two Spanish, Sunday-first months of 42 days with past days disabled', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);
    await user.click(screen.getByRole('button', { name: /Llegada/ }));

    const panel = screen.getByRole('dialog', { name: 'Fecha de llegada' });
    const grids = await within(panel).findAllByRole('grid');
    expect(grids).toHaveLength(2);
    expect(grids[0]).toHaveAccessibleName('noviembre 2026');
    expect(grids[1]).toHaveAccessibleName('diciembre 2026');
    for (const grid of grids) {
      const weekdays = [...grid.querySelectorAll('.rdp-weekday')].map((th) => th.textContent);
      expect(weekdays).toEqual(['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá']);
      expect(within(grid).getAllByRole('row')).toHaveLength(6);
      expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    }
    // Days outside the month are not offered: November 2026 starts on a Sunday and has 30 days.
    expect(within(grids[1]).queryByRole('button', { name: /, 30 de noviembre/ })).toBeNull();

    expect(day(/, 21 de noviembre de 2026/)).toBeDisabled();
    expect(day(/, 22 de noviembre de 2026/)).toBeEnabled();
    expect(day(/, 22 de noviembre de 2026/)).toHaveAccessibleName(/^Hoy/);
    expect(day(/, 1 de noviembre de 2026/)).toBeDisabled();
  });

  it('only offers departure days after the arrival, and drops a departure no longer after it', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);
    await user.click(screen.getByRole('button', { name: /Llegada/ }));
    await user.click(await screen.findByRole('button', { name: /, 10 de diciembre de 2026/ }));

    const departure = screen.getByRole('dialog', { name: 'Fecha de salida' });
    // The same months stay in view, with the arrival marked.
    expect(
      within(departure)
        .getAllByRole('grid')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['noviembre 2026', 'diciembre 2026']);
    expect(day(/, 10 de diciembre de 2026/).closest('td')).toHaveClass('rdp-range_start');
    expect(day(/, 9 de diciembre de 2026/)).toBeDisabled();
    expect(day(/, 10 de diciembre de 2026/)).toBeDisabled();
    expect(day(/, 11 de diciembre de 2026/)).toBeEnabled();
    await user.click(day(/, 12 de diciembre de 2026/));
    expect(screen.getByRole('button', { name: /Salida/ })).toHaveTextContent('12 dic');

    // A new arrival after that departure clears it.
    await user.click(screen.getByRole('button', { name: /Llegada/ }));
    await user.click(day(/, 15 de diciembre de 2026/));
    expect(screen.getByRole('button', { name: /Salida/ })).toHaveTextContent('Agregar fecha');
  });

  it('shows the three validation messages as alerts', async () => {
    stubApi({ destinations: DESTINATIONS });
    const first = renderAt(<SearchBar variant="home" />);
    await first.user.click(screen.getByRole('button', { name: 'Buscar' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(HOME_SEARCH_MESSAGES.datesRequired);
    expect(alert).toHaveTextContent(HOME_SEARCH_MESSAGES.guestsRequired);
    expect(HOME_SEARCH_MESSAGES.datesRequired).toBe(
      'Por favor selecciona las fechas de llegada y salida',
    );
    expect(location()).toBe('/');
    first.unmount();

    const second = renderAt(
      <SearchBar
        variant="home"
        initial={{ checkIn: '2026-12-10', checkOut: '2026-12-05', guests: 2 }}
      />,
    );
    await second.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La fecha de salida debe ser posterior a la fecha de llegada',
    );
    second.unmount();

    const third = renderAt(
      <SearchBar variant="home" initial={{ checkIn: '2026-12-04', checkOut: '2026-12-07' }} />,
    );
    await third.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor indica el número de huéspedes');
    expect(screen.getByRole('alert')).not.toHaveTextContent(HOME_SEARCH_MESSAGES.datesRequired);

    // Fixing the search clears the message; a missing destination travels as 'any'.
    await third.user.click(screen.getByRole('button', { name: /^Huéspedes/ }));
    await third.user.click(screen.getByRole('button', { name: 'Agregar un huésped' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await third.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(
      '/results?location=any&checkIn=2026-12-04&checkOut=2026-12-07&guests=1',
    );
  });

  it('is operable with the keyboard: arrows and Enter choose, Escape closes and returns focus', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);
    const input = screen.getByRole('combobox', { name: 'Destino' });

    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Tulum, Quintana Roo');
    expect(location()).toBe('/');

    // The arrival calendar takes the focus, on today.
    const arrival = screen.getByRole('dialog', { name: 'Fecha de llegada' });
    await waitFor(() =>
      expect(within(arrival).getByRole('button', { name: /, 22 de noviembre/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: /Llegada/ })).toHaveTextContent('23 nov');

    const departure = screen.getByRole('dialog', { name: 'Fecha de salida' });
    await waitFor(() => expect(departure).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Fecha de salida' })).toBeNull();
    expect(screen.getByRole('button', { name: /Salida/ })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Fecha de salida' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('button', { name: /^Huéspedes/ })).toHaveFocus();
  });

  it('closes a panel when Tab moves on to the next field', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);
    await user.click(screen.getByRole('combobox', { name: 'Destino' }));
    expect(await screen.findByRole('listbox', { name: 'Por la zona' })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: /Llegada/ })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes a destination preselected from a home card and opens Llegada', async () => {
    stubApi({ destinations: DESTINATIONS });
    renderAt(<SearchBar variant="home" />);
    act(() => preselectDestination('Bacalar, Quintana Roo'));

    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveValue('Bacalar, Quintana Roo');
    expect(screen.getByRole('dialog', { name: 'Fecha de llegada' })).toBeVisible();
    expect(sessionStorage.getItem(DESTINATION_STORAGE_KEY)).toBe('Bacalar, Quintana Roo');
  });

  it('reads the destination kept in session storage', () => {
    stubApi({ destinations: DESTINATIONS });
    sessionStorage.setItem(DESTINATION_STORAGE_KEY, 'Mérida, Yucatán');
    renderAt(<SearchBar variant="home" />);
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveValue('Mérida, Yucatán');
  });
});

describe('header search bar on the results page', () => {
  const url =
    '/results?location=Tulum%2C+Quintana+Roo&checkIn=2026-12-04&checkOut=2026-12-07&guests=2&beds=2';
  const initial = {
    location: 'Tulum, Quintana Roo',
    checkIn: '2026-12-04',
    checkOut: '2026-12-07',
    guests: 2,
  };

  it('starts folded with the search of the address, and opens prefilled', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="results" initial={initial} />, url, '/results');
    expect(screen.getByRole('button', { name: 'Destino: Tulum' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fechas: 4 – 7 dic' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Huéspedes: 2 huéspedes' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fechas: 4 – 7 dic' }));
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveValue('Tulum, Quintana Roo');
    expect(screen.getByRole('dialog', { name: 'Fecha de llegada' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Salida/ })).toHaveTextContent('7 dic');
  });

  it('silently ignores an incomplete search and keeps the filters on a new one', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="results" initial={initial} />, url, '/results');
    await user.click(screen.getByRole('button', { name: 'Huéspedes: 2 huéspedes' }));
    const minus = screen.getByRole('button', { name: 'Quitar un huésped' });
    await user.click(minus);
    await user.click(minus);

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location()).toBe(url);

    await user.click(screen.getByRole('button', { name: /^Huéspedes/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar un huésped' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(
      '/results?location=Tulum%2C+Quintana+Roo&checkIn=2026-12-04&checkOut=2026-12-07&guests=1&beds=2',
    );
  });

  it('ignores a search without dates or with arrival not before departure', async () => {
    stubApi({ destinations: DESTINATIONS });
    const first = renderAt(
      <SearchBar variant="results" initial={{ ...initial, checkIn: '', checkOut: '' }} />,
      url,
      '/results',
    );
    await first.user.click(screen.getByRole('button', { name: /^Destino/ }));
    await first.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(url);
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();

    const second = renderAt(
      <SearchBar variant="results" initial={{ ...initial, checkOut: '2026-12-04' }} />,
      url,
      '/results',
    );
    await second.user.click(screen.getByRole('button', { name: /^Destino/ }));
    await second.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(url);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('header search bar (phone)', () => {
  beforeEach(() => setViewport('phone'));

  it('opens a full-screen sheet that walks through the same steps with one month', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);

    await user.click(screen.getByRole('button', { name: /Empieza tu búsqueda/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Tu búsqueda' });
    expect(within(sheet).getByRole('heading', { name: 'Por la zona' })).toBeVisible();
    await user.click(await within(sheet).findByRole('option', { name: /Mazamitla/ }));

    const arrival = within(sheet).getByRole('region', { name: 'Llegada' });
    expect(await within(arrival).findAllByRole('grid')).toHaveLength(1);
    await user.click(within(arrival).getByRole('button', { name: 'Ir al mes siguiente' }));
    await user.click(within(arrival).getByRole('button', { name: /, 4 de diciembre de 2026/ }));
    const departure = within(sheet).getByRole('region', { name: 'Salida' });
    expect(within(departure).getByRole('grid')).toHaveAccessibleName('diciembre 2026');
    await user.click(within(departure).getByRole('button', { name: /, 6 de diciembre de 2026/ }));
    const guests = within(sheet).getByRole('region', { name: 'Huéspedes' });
    await user.click(within(guests).getByRole('button', { name: 'Agregar un huésped' }));

    await user.click(within(sheet).getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(
      '/results?location=Mazamitla%2C+Jalisco&checkIn=2026-12-04&checkOut=2026-12-06&guests=1',
    );
  });

  it('shows the validation messages in the sheet', async () => {
    stubApi({ destinations: DESTINATIONS });
    const { user } = renderAt(<SearchBar variant="home" />);
    await user.click(screen.getByRole('button', { name: /Empieza tu búsqueda/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Tu búsqueda' });
    await user.click(within(sheet).getByRole('button', { name: 'Buscar' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(HOME_SEARCH_MESSAGES.datesRequired);
  });

  it('opens the sheet on Llegada when a destination card is chosen', async () => {
    stubApi({ destinations: DESTINATIONS });
    renderAt(<SearchBar variant="home" />);
    act(() => preselectDestination('Tulum, Quintana Roo'));
    const sheet = await screen.findByRole('dialog', { name: 'Tu búsqueda' });
    expect(within(sheet).getByRole('region', { name: 'Llegada' })).toContainElement(
      await within(sheet).findByRole('grid'),
    );
    expect(within(sheet).getByRole('button', { name: /Destino/ })).toHaveTextContent(
      'Tulum, Quintana Roo',
    );
  });
});
