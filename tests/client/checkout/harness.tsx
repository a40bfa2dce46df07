import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { CheckoutRoute } from '../../../src/app/routes/checkout.tsx';
import { ConfirmationRoute } from '../../../src/app/routes/confirmation.tsx';
import { setSession } from '../../../src/lib/session.ts';
import type { BookingSummary, Client } from '../../../src/shared/types.ts';

export const summary: BookingSummary = {
  cabinId: 'cab-bosque',
  cabinName: 'Cabaña del Bosque',
  cabinImage: 'scenes/forest-1',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  guests: 2,
  nights: 2,
  pricing: {
    basePrice: 3000,
    totalPrice: 3360,
    cleaningFee: 0,
    serviceFee: 0,
    comisionServicio: 360,
    taxes: 0,
  },
  location: 'Mazamitla, Jalisco',
  maxOccupancy: 4,
  amenities: [],
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (request: Recorded, index: number) => Response | Promise<Response>;

/** The token the sandbox hands out for a card, or its Openpay error for the test cards. */
export function sandboxToken(request: Recorded): Response {
  const card = request.body as { card_number: string };
  if (card.card_number === '4111111111111112') {
    return json(
      {
        category: 'request',
        description: 'The card number verification digit is invalid',
        http_code: 422,
        error_code: 2004,
        request_id: 'r-1',
      },
      422,
    );
  }
  const brand = card.card_number.startsWith('5')
    ? 'mastercard'
    : card.card_number.startsWith('3')
      ? 'american_express'
      : 'visa';
  return json(
    {
      id: `ktoken${Math.random().toString(36).slice(2, 12)}`,
      card: {
        card_number: `${card.card_number.slice(0, 6)}XXXXXX${card.card_number.slice(-4)}`,
        brand,
      },
    },
    201,
  );
}

export const chargeOk = () =>
  json({
    success: true,
    message: 'Pago procesado exitosamente',
    data: {
      reservationId: 'rsv8f3k2m9q1x7c4v6b0',
      paymentId: 'trq1w2e3r4t5y6u7i8o9',
      status: 'succeeded',
      charge: { status: 'completed', error_message: null, authorization: '801585' },
      ok: true,
      message: 'Pago procesado exitosamente',
      totalAmount: 3360,
      confirmedAt: '2026-11-22T18:00:00.000Z',
      cardBrand: 'visa',
      last4: '1111',
    },
  });

export const CARD_PLANS = 'GET /api/payments/card-plans';

/**
 * The server's answer (MSI_MIN_AMOUNT 3000, MSI_PLANS 3,6,9,12): the sandbox's debit BINs 424242
 * and 510510 get no plan, nor totals under $3,000.
 */
export function cardPlans(request: Recorded): Response {
  const bin = request.query.get('bin') ?? '';
  const total = Number(request.query.get('amount'));
  const cardType = ['424242', '510510'].includes(bin) ? 'debit' : 'credit';
  const plans =
    cardType === 'credit' && total >= 3000
      ? [3, 6, 9, 12].map((payments) => ({
          payments,
          monthlyPayment: Math.round((total * 100) / payments) / 100,
        }))
      : [];
  return json({ success: true, data: { cardType, minAmount: 3000, plans } });
}

export const CONFIG = {
  success: true,
  payments: {
    provider: 'sandbox',
    merchantId: 'mrefugiosandbox01',
    publicKey: 'pk_refugio_sandbox',
    sandboxMode: true,
  },
};

/** Stubs fetch with handlers keyed 'METHOD /path'; anything unhandled fails the test. */
export function stubFetch(handlers: Record<string, Handler>) {
  const requests: Recorded[] = [];
  const unhandled: string[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const request: Recorded = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const handler = handlers[key];
    if (!handler) {
      unhandled.push(key);
      return json({ success: false, message: 'no stub' }, 599);
    }
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    return handler(request, index);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    unhandled,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

export const TOKENS = 'POST /sandbox/openpay/v1/mrefugiosandbox01/tokens';
export const CHARGE = 'POST /api/payments/charge';

export function baseHandlers(overrides: Record<string, Handler> = {}) {
  return {
    'GET /api/health': () => json({ success: true, status: 'ok' }),
    'GET /api/config': () => json(CONFIG),
    [TOKENS]: sandboxToken,
    [CHARGE]: chargeOk,
    [CARD_PLANS]: cardPlans,
    ...overrides,
  } as Record<string, Handler>;
}

function Home() {
  const location = useLocation();
  return (
    <main>
      <h1>Inicio</h1>
      <p data-testid="location">{location.pathname}</p>
    </main>
  );
}

export function renderCheckout(state: unknown = summary) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Home /> },
      { path: '/checkout', element: <CheckoutRoute /> },
      { path: '/confirmation', element: <ConfirmationRoute /> },
      { path: '/my-reservations', element: <h1>Mis reservas</h1> },
    ],
    { initialEntries: ['/', { pathname: '/checkout', state }], initialIndex: 1 },
  );
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

export function signIn(client: Partial<Client> = {}) {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'client-7', exp: Math.floor(Date.now() / 1000) + 3600 })}.firma`;
  const full: Client = {
    id: 'client-7',
    firstName: 'Lucía',
    lastName: 'Mendoza',
    email: 'lucia@example.mx',
    phone: '+52 55-9876-5432',
    lastLogin: null,
    registrationMethod: 'email',
    isEmailVerified: true,
    oauthProviders: { google: false, facebook: false },
    preferences: { notifications: { email: true, sms: false }, newsletter: false },
    createdAt: '2026-01-10T12:00:00.000Z',
    ...client,
  };
  setSession({ token, client: full });
  return { token, client: full };
}
