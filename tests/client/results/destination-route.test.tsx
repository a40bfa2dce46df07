import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { DestinationRoute } from '../../../src/app/routes/destination.tsx';
import type { DestinationSummary } from '../../../src/shared/destinations.ts';
import { createCabin, searchAnswer } from './cabin-factory.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const place = (population: string, state: string, count: number): DestinationSummary => ({
  population,
  state,
  count,
  minPrice: 1500,
  image: null,
});

/** San Juan is in two states: Coahuila's keeps 'san-juan', Jalisco's page is 'san-juan-jalisco'. */
const DESTINATIONS = [
  place('San Juan', 'Jalisco', 4),
  place('San Juan', 'Coahuila', 1),
  place('Mazamitla', 'Jalisco', 2),
];

/** The destinations and a search that answers `onSearch`; records the searches asked. */
function stubNetwork(onSearch: (url: URL) => Response) {
  const searches: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/destinos') return json({ success: true, data: DESTINATIONS });
      if (url.pathname === '/api/cotizar/search') {
        searches.push(url);
        return onSearch(url);
      }
      return json({ success: false, message: 'not stubbed' }, 404);
    }),
  );
  return searches;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/destinos/:slug',
        element: (
          <>
            <DestinationRoute />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('destination page', () => {
  it("asks for its own destination's cabins and offers the next page until all are shown", async () => {
    const first = Array.from({ length: 3 }, (_, i) =>
      createCabin({ name: `Cabaña ${i + 1}`, population: 'San Juan' }),
    );
    const last = createCabin({ name: 'Cabaña 4', population: 'San Juan' });
    const searches = stubNetwork((url) =>
      url.searchParams.get('page') === '2'
        ? json(searchAnswer([last], { total: 4, totalUnfiltered: 4, page: 2 }))
        : json(searchAnswer(first, { total: 4, totalUnfiltered: 4 })),
    );
    const user = renderAt('/destinos/san-juan-jalisco');

    expect(
      await screen.findByRole('heading', { name: 'Cabañas en San Juan, Jalisco' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Cabañas encontradas' });
    await within(list).findByText('Cabaña 3');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // The destination by its slug, exactly: no location text that also matches longer names.
    expect(searches[0].searchParams.get('destination')).toBe('san-juan-jalisco');
    expect(searches[0].searchParams.get('location')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(await within(list).findByText('Cabaña 4')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(searches.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(searches[1].searchParams.get('destination')).toBe('san-juan-jalisco');
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
  });

  it("offers no next page when the first holds all the destination's cabins", async () => {
    stubNetwork(() =>
      json(searchAnswer([createCabin({ name: 'Cabaña Única', population: 'San Juan' })])),
    );
    renderAt('/destinos/san-juan');
    expect(
      await screen.findByRole('heading', { name: 'Cabañas en San Juan, Coahuila' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cabaña Única')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).not.toBeInTheDocument();
  });

  it('takes an address from before (population and state) to the page it is now', async () => {
    stubNetwork(() => json(searchAnswer([createCabin({ name: 'Cabaña Pino' })])));
    renderAt('/destinos/mazamitla-jalisco?ref=x');
    expect(
      await screen.findByRole('heading', { name: 'Cabañas en Mazamitla, Jalisco' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/destinos/mazamitla?ref=x');
  });
});
