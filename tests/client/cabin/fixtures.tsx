import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { CabinRoute } from '../../../src/app/routes/cabin.tsx';
import type {
  Cabin,
  CabinReview,
  OccupiedRange,
  QuoteResponse,
} from '../../../src/shared/types.ts';

export const TODAY = '2026-11-22';

export function createCabin(overrides: Partial<Cabin> = {}): Cabin {
  const base: Cabin = {
    _id: 'cab-1',
    propertyDetails: {
      name: 'Cabaña Los Pinos',
      accomodationType: 'Cabaña entera',
      minOccupancy: 1,
      maxOccupancy: 4,
      bedrooms: 2,
      minNights: 1,
    },
    location: {
      population: 'Mazamitla',
      state: 'Jalisco',
      latitude: 19.915,
      longitude: -103.02,
      address: 'Camino al Tigre 12',
    },
    additionalInfo: { nBeds: 3, nRestrooms: 1, nBedrooms: 2 },
    accomodationDescription: 'Entre pinos, con chimenea y terraza.',
    others: { basePrice2nights: 4000, baseCost: 2000, weekendPrice: null },
    precioCalculado: { precioBaseFinal: 2240, comisionServicio: 240 },
    seasonalRates: [],
    restrictions: [],
    images: ['scenes/forest-1', 'scenes/forest-2', 'scenes/forest-3'],
    files: [],
    accommodationFeatures: {
      generalFeatures: { wifi: true, fireplace: true, tv: false },
      views: { forestView: true },
      activities: {},
      parking: { freeParking: true },
      restroomFeatures: { privateBathroom: true },
      kitchen: { kitchen: true },
      sport: {},
      livingRoom: {},
    },
    rating: { average: 4.8, count: 12 },
  };
  return {
    ...base,
    ...overrides,
    propertyDetails: { ...base.propertyDetails, ...overrides.propertyDetails },
  };
}

export function quoteOk(nights: number, basePrice: number, comision: number): QuoteResponse {
  return {
    success: true,
    available: true,
    pricing: {
      nights,
      basePrice,
      totalPrice: basePrice + comision,
      pricePerNight: Math.round((basePrice + comision) / nights),
    },
    precioCalculado: { comisionServicio: comision },
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type QuoteHandler = (body: {
  habitacionId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}) => Response | Promise<Response>;

export interface ApiStub {
  cabin?: Cabin | null;
  reviews?: CabinReview[];
  occupied?: OccupiedRange[];
  quote?: QuoteHandler;
  healthy?: boolean;
}

/** Stubs fetch with the API the cabin page calls; anything else fails the test. */
export function stubApi(stub: ApiStub = {}) {
  const cabin = stub.cabin === undefined ? createCabin() : stub.cabin;
  const quoteBodies: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/health') {
      if (stub.healthy === false) throw new TypeError('Failed to fetch');
      return json({ ok: true });
    }
    if (method === 'GET' && cabin && path === `/api/habitaciones/${cabin._id}`) {
      return json({ success: true, data: cabin });
    }
    if (method === 'GET' && cabin && path === `/api/habitaciones/${cabin._id}/reviews`) {
      return json({ success: true, data: stub.reviews ?? [] });
    }
    if (method === 'GET' && path.startsWith('/api/habitaciones/')) {
      return json(
        { success: false, message: 'La cabaña no fue encontrada', errorType: 'CABIN_NOT_FOUND' },
        404,
      );
    }
    if (method === 'GET' && cabin && path === `/api/availability/cabin/${cabin._id}`) {
      return json({
        success: true,
        data: {
          occupied: stub.occupied ?? [],
          minNights: cabin.propertyDetails.minNights,
          today: TODAY,
        },
      });
    }
    if (method === 'POST' && path === '/api/reservas/cotizar') {
      const body = JSON.parse(String(init?.body));
      quoteBodies.push(body);
      if (!stub.quote) throw new Error('unexpected quote');
      return stub.quote(body);
    }
    throw new Error(`Unhandled request ${method} ${url.pathname}${url.search}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, quoteBodies };
}

function CheckoutProbe() {
  const location = useLocation();
  return (
    <main>
      <h1>Confirmar y pagar</h1>
      <pre data-testid="checkout-state">{JSON.stringify(location.state)}</pre>
    </main>
  );
}

export function renderCabinPage(entry = '/cabin/cab-1') {
  const router = createMemoryRouter(
    [
      { path: '/cabin/:id', element: <CabinRoute /> },
      { path: '/checkout', element: <CheckoutProbe /> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
