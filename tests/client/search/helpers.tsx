import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import type { DestinationSummary } from '../../../src/shared/destinations.ts';
import type { Cabin } from '../../../src/shared/types.ts';

/** The e2e "today": 22 Nov 2026 at noon in Mexico City. */
export const TODAY = new Date('2026-11-22T12:00:00-06:00');

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = Response | Promise<Response>;

/** Stubs fetch: the cabin list and destinations answer as given; anything else is a 404. */
export function stubApi({
  cabins = [],
  destinations,
  onCabins,
  onDestinations,
}: {
  cabins?: Cabin[];
  destinations?: DestinationSummary[];
  onCabins?: () => Answer;
  onDestinations?: () => Answer;
} = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push(url.pathname);
    if (url.pathname === '/api/habitaciones') {
      return onCabins
        ? onCabins()
        : json({ success: true, total: cabins.length, habitaciones: cabins });
    }
    if (url.pathname === '/api/destinos') {
      return onDestinations ? onDestinations() : json({ success: true, data: destinations ?? [] });
    }
    return json({ success: false, message: 'not stubbed' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Chakra reads breakpoints through matchMedia: 'desktop' is 1280 px wide, 'phone' 390 px.
 * (jsdom has no layout; this only decides which layout the components render.)
 */
export function setViewport(kind: 'desktop' | 'phone') {
  const width = kind === 'desktop' ? 1280 : 390;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
    const px = min ? Number(min[1]) * (min[2] === 'px' ? 1 : 16) : Infinity;
    return {
      matches: min ? width >= px : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `url` with the app's providers and a memory router; /results shows a probe. */
export function renderAt(ui: ReactNode, url = '/', path = '/') {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user };
}

let sequence = 0;

/** A valid wire cabin; override what a test cares about. */
export function makeCabin(
  overrides: {
    id?: string;
    name?: string;
    population?: string;
    state?: string;
    price?: number;
    images?: string[];
    maxOccupancy?: number;
    beds?: number;
    bathrooms?: number;
    rating?: Cabin['rating'];
    restrictions?: Cabin['restrictions'];
    cotizacion?: Cabin['cotizacion'];
  } = {},
): Cabin {
  sequence += 1;
  const price = overrides.price ?? 1850;
  return {
    _id: overrides.id ?? `cabin-${sequence}`,
    propertyDetails: {
      name: overrides.name ?? `Cabaña ${sequence}`,
      accomodationType: 'Cabaña',
      minOccupancy: 1,
      maxOccupancy: overrides.maxOccupancy ?? 4,
      bedrooms: 2,
      minNights: 1,
    },
    location: {
      population: overrides.population ?? 'Mazamitla',
      state: overrides.state ?? 'Jalisco',
      latitude: 19.9,
      longitude: -103.0,
      address: 'Camino al bosque s/n',
    },
    additionalInfo: {
      nBeds: overrides.beds ?? 3,
      nRestrooms: overrides.bathrooms ?? 2,
      nBedrooms: 2,
    },
    accomodationDescription: 'Una cabaña entre pinos.',
    others: { basePrice2nights: price * 2, baseCost: Math.round(price / 1.12), weekendPrice: null },
    precioCalculado: { precioBaseFinal: price, comisionServicio: Math.round(price * 0.107) },
    seasonalRates: [],
    restrictions: overrides.restrictions ?? [],
    images: overrides.images ?? ['scenes/forest-1', 'scenes/forest-2', 'scenes/forest-3'],
    files: [],
    accommodationFeatures: {
      generalFeatures: { wifi: true },
      views: {},
      activities: {},
      parking: {},
      restroomFeatures: {},
      kitchen: {},
      sport: {},
      livingRoom: {},
    },
    rating: overrides.rating ?? { average: 4.7, count: 12 },
    ...(overrides.cotizacion !== undefined ? { cotizacion: overrides.cotizacion } : {}),
  };
}

export const DESTINATIONS: DestinationSummary[] = [
  { population: 'Mazamitla', state: 'Jalisco', count: 4, minPrice: 1500, image: 'scenes/forest-1' },
  { population: 'Tulum', state: 'Quintana Roo', count: 3, minPrice: 3200, image: 'scenes/beach-1' },
  { population: 'Mérida', state: 'Yucatán', count: 2, minPrice: 2100, image: null },
  {
    population: 'Bacalar',
    state: 'Quintana Roo',
    count: 1,
    minPrice: 2750,
    image: 'scenes/lake-1',
  },
];
