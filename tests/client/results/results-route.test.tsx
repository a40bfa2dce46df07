import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { ResultsRoute } from '../../../src/app/routes/results.tsx';
import { MISSING_PARAMS_REDIRECT_MS } from '../../../src/features/results/components/missing-search-params.tsx';
import { createCabin, searchAnswer } from './cabin-factory.ts';

const SEARCH = '/results?location=Mazamitla&checkIn=2026-12-04&checkOut=2026-12-07&guests=2';

type Responder = (url: URL) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Network stub: the search endpoint answers with `onSearch`; anything else the page asks is empty. */
function stubNetwork(onSearch: Responder) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/cotizar/search') {
      calls.push(url);
      return onSearch(url);
    }
    if (url.pathname === '/api/destinos') return json({ success: true, destinos: [] });
    if (url.pathname === '/api/config') {
      return json({ success: true, tiles: { url: '/tiles/{z}/{x}/{y}.png', attribution: 'x' } });
    }
    return json({ success: false, message: 'not stubbed' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderResults(url = SEARCH) {
  const router = createMemoryRouter(
    [
      {
        path: '/results',
        element: (
          <>
            <ResultsRoute />
            <LocationProbe />
          </>
        ),
      },
      { path: '/', element: <LocationProbe /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('results page', () => {
  it("shows 'Buscando...' with six skeleton cards, then '{n} resultados' and the cards", async () => {
    let release: (r: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const calls = stubNetwork(() => pending);
    renderResults();

    expect(await screen.findByRole('heading', { name: 'Buscando...' })).toBeInTheDocument();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);

    await act(async () =>
      release(
        json(
          searchAnswer([
            createCabin({ name: 'Cabaña El Pinar' }),
            createCabin({ name: 'Cabaña Los Robles' }),
          ]),
        ),
      ),
    );
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
    expect(screen.getByText('Cabaña El Pinar')).toBeInTheDocument();
    expect(screen.getByText('Cabaña Los Robles')).toBeInTheDocument();

    // 'any' never reaches the API and every parameter is sent.
    const sent = Object.fromEntries(calls[0].searchParams);
    expect(sent).toEqual({
      location: 'Mazamitla',
      guests: '2',
      checkIn: '2026-12-04',
      checkOut: '2026-12-07',
      page: '1',
      pageSize: '100',
    });
  });

  it('searches flexible dates: the summary names them and each card its own stay, linked', async () => {
    const calls = stubNetwork(() =>
      json(
        searchAnswer([
          {
            ...createCabin({ id: 'pinar', name: 'Cabaña El Pinar' }),
            fechas: { checkIn: '2027-03-12', checkOut: '2027-03-14' },
          },
          {
            ...createCabin({ id: 'robles', name: 'Cabaña Los Robles' }),
            fechas: { checkIn: '2027-04-02', checkOut: '2027-04-04' },
          },
        ]),
      ),
    );
    renderResults('/results?location=Mazamitla&flexible=weekend&months=2027-03%2C2027-04&guests=2');
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(
      screen.getByText('Mazamitla · Un fin de semana en marzo o abril · 2 huéspedes'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({
      location: 'Mazamitla',
      guests: '2',
      flexible: 'weekend',
      months: '2027-03,2027-04',
      page: '1',
      pageSize: '100',
    });
    const cards = within(screen.getByRole('list', { name: 'Cabañas encontradas' }));
    const pinar = cards.getByText('Cabaña El Pinar').closest('article')!;
    expect(pinar).toHaveTextContent('12 – 14 mar');
    expect(
      within(pinar as HTMLElement).getByRole('link', { name: /Cabaña El Pinar/ }),
    ).toHaveAttribute('href', '/cabin/pinar?checkIn=2027-03-12&checkOut=2027-03-14&guests=2');
    const robles = cards.getByText('Cabaña Los Robles').closest('article')!;
    expect(robles).toHaveTextContent('2 – 4 abr');
  });

  it("sends an empty location for 'any'", async () => {
    const calls = stubNetwork(() => json(searchAnswer([createCabin()])));
    renderResults(SEARCH.replace('Mazamitla', 'any'));
    expect(await screen.findByRole('heading', { name: '1 resultado' })).toBeInTheDocument();
    expect(calls[0].searchParams.get('location')).toBe('');
  });

  it("shows 'Error en la búsqueda' with the SPEC message, and retries", async () => {
    let fail = true;
    stubNetwork(() =>
      fail ? json({ success: false, message: 'boom' }, 400) : json(searchAnswer([createCabin()])),
    );
    const { user } = renderResults();
    expect(
      await screen.findByRole('heading', { name: 'Error en la búsqueda' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Error al realizar la búsqueda. Intenta nuevamente.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: '1 resultado' })).toBeInTheDocument();
  });

  it("says 'No se encontraron cabañas' when the search itself finds nothing", async () => {
    stubNetwork(() => json(searchAnswer([])));
    renderResults();
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron resultados' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No se encontraron cabañas')).toBeInTheDocument();
    expect(
      screen.getByText('No hay cabañas disponibles para los criterios de búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar filtros' })).not.toBeInTheDocument();
  });

  it("says 'No hay resultados' when the filters removed everything, and clears them", async () => {
    stubNetwork((url) =>
      url.searchParams.has('beds')
        ? json(searchAnswer([], { totalUnfiltered: 5 }))
        : json(searchAnswer([createCabin(), createCabin()])),
    );
    const { user } = renderResults(`${SEARCH}&beds=9`);
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(screen.getByText('Intenta ajustar tus filtros de búsqueda.')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('No se encontraron resultados');

    await user.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(SEARCH);
  });

  it("'Mostrar lugares' writes the filters into the URL and searches with them", async () => {
    const calls = stubNetwork(() => json(searchAnswer([createCabin()])));
    const { user } = renderResults();
    await screen.findByRole('heading', { name: '1 resultado' });

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar Recámaras' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar Baños' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar Baños' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wifi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar lugares' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('bedrooms'));
    const location = screen.getByTestId('location').textContent ?? '';
    const params = new URL(location, 'http://localhost').searchParams;
    expect(params.get('bedrooms')).toBe('1');
    expect(params.get('bathrooms')).toBe('2');
    expect(params.get('beds')).toBeNull();
    expect(JSON.parse(params.get('amenities') ?? '')).toEqual(['wifi']);
    expect(params.get('location')).toBe('Mazamitla');

    await vi.waitFor(() => expect(calls.length).toBe(2));
    expect(calls[1].searchParams.get('bedrooms')).toBe('1');
    expect(calls[1].searchParams.get('amenities')).toBe('["wifi"]');
    expect(await screen.findByRole('button', { name: 'Filtros (3 activos)' })).toBeInTheDocument();
  });

  it("'Ordenar por' and a price range in the address reach the search and stay in the address", async () => {
    const calls = stubNetwork(() => json(searchAnswer([createCabin()])));
    const { user } = renderResults(`${SEARCH}&minPrice=1500&maxPrice=4000`);
    await screen.findByRole('heading', { name: '1 resultado' });
    expect(calls[0].searchParams.get('minPrice')).toBe('1500');
    expect(calls[0].searchParams.get('maxPrice')).toBe('4000');
    expect(calls[0].searchParams.has('sort')).toBe(false);
    expect(screen.getByRole('button', { name: 'Filtros (1 activo)' })).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('recommended');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Recomendados',
      'Precio: menor a mayor',
      'Precio: mayor a menor',
      'Mejor calificados',
    ]);
    await user.selectOptions(select, 'Precio: mayor a menor');
    await vi.waitFor(() => expect(calls.length).toBe(2));
    expect(calls[1].searchParams.get('sort')).toBe('price_desc');
    expect(calls[1].searchParams.get('minPrice')).toBe('1500');
    const params = new URL(screen.getByTestId('location').textContent ?? '', 'http://x')
      .searchParams;
    expect(params.get('sort')).toBe('price_desc');
    expect(params.get('maxPrice')).toBe('4000');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_desc');
  });

  it("offers 'Mostrar más' while the total is above what is loaded", async () => {
    const first = Array.from({ length: 3 }, (_, i) => createCabin({ name: `Primera ${i}` }));
    const second = [createCabin({ name: 'Última' })];
    stubNetwork((url) =>
      url.searchParams.get('page') === '2'
        ? json(searchAnswer(second, { total: 4, totalUnfiltered: 4, page: 2 }))
        : json(searchAnswer(first, { total: 4, totalUnfiltered: 4 })),
    );
    const { user } = renderResults();
    expect(await screen.findByRole('heading', { name: '4 resultados' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(await screen.findByText('Última')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
  });

  it('on a phone, a floating button switches between the list and the map', async () => {
    stubNetwork(() => json(searchAnswer([createCabin({ name: 'Cabaña El Pinar' })])));
    const { user } = renderResults();
    await screen.findByRole('heading', { name: '1 resultado' });
    expect(screen.queryByRole('region', { name: 'Mapa' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    expect(screen.getByRole('region', { name: 'Mapa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lista' })).toBeInTheDocument();
    expect(screen.getByText('Cabaña El Pinar')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByText('Cabaña El Pinar')).toBeVisible();
  });
});

describe('results page without a complete search', () => {
  it.each([
    ['no location', '/results?checkIn=2026-12-04&checkOut=2026-12-07&guests=2'],
    ['no dates', '/results?location=Mazamitla&guests=2'],
    ['no guests', '/results?location=Mazamitla&checkIn=2026-12-04&checkOut=2026-12-07&guests=0'],
  ])('%s: says what is missing, never searches, and goes home', async (_label, url) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubNetwork(() => json(searchAnswer([])));
    const { router } = renderResults(url);
    expect(await screen.findByText('Faltan parámetros de búsqueda requeridos')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(MISSING_PARAMS_REDIRECT_MS + 10);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({
      notice: 'Faltan parámetros de búsqueda requeridos',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
