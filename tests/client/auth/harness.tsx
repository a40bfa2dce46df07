import { act, render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
} from 'react-router-dom';
import { expect, vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { LoginRoute } from '../../../src/app/routes/login.tsx';
import { MyReservationsRoute } from '../../../src/app/routes/my-reservations.tsx';
import { TripRoute } from '../../../src/app/routes/trip.tsx';
import {
  ForgotPasswordRoute,
  ResetPasswordRoute,
} from '../../../src/app/routes/password-reset.tsx';
import { ProfileRoute } from '../../../src/app/routes/profile.tsx';
import { RegisterRoute } from '../../../src/app/routes/register.tsx';
import { toaster } from '../../../src/components/toaster.tsx';
import { UserMenu } from '../../../src/features/auth/components/user-menu.tsx';
import { clearSession, setSession } from '../../../src/lib/session.ts';
import type { Client, ReservationListItem } from '../../../src/shared/types.ts';

export function createClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 'client-1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.mx',
    phone: '+525512345678',
    lastLogin: '2026-11-21T16:30:00.000Z',
    registrationMethod: 'email',
    isEmailVerified: false,
    oauthProviders: { google: false, facebook: false },
    preferences: { notifications: { email: true, sms: false }, newsletter: false },
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function createReservation(
  overrides: Partial<ReservationListItem> = {},
): ReservationListItem {
  return {
    _id: 'res-0000-abcd1234',
    status: 'active',
    paymentStatus: 'PAID',
    resourceId: 'cab-bosque',
    resourceName: 'Cabaña del Bosque',
    chaletImage: 'scenes/forest-1',
    arrivalDate: '2025-03-05',
    departureDate: '2025-03-07',
    pax: 2,
    nNights: 2,
    maxOccupation: 6,
    total: 4850.5,
    currency: 'MXN',
    balanceDue: 0,
    location: {
      population: 'Mazamitla',
      state: 'Jalisco',
      address: 'Camino al Tigre 12',
      latitude: 19.91512,
      longitude: -103.01987,
    },
    ...overrides,
  };
}

/** A JWT-shaped token the browser can read `exp` from (the signature is never checked here). */
export function fakeToken(expSecondsFromNow = 3600): string {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expSecondsFromNow;
  return `${b64({ alg: 'HS256' })}.${b64({ sub: 'client-1', exp })}.firma`;
}

export function signIn(client: Client = createClient(), token = fakeToken()) {
  setSession({ token, client });
  return { token, client };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * What every signed-in page asks without a test asking for it: the account menu keeps the hearts
 * in step with the account's favourites (src/lib/favorites-account.ts). None saved, unless a test
 * says otherwise.
 */
const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /api/auth/favorites': () => json({ success: true, data: { cabinIds: [] } }),
};

/**
 * Stubs fetch at the HTTP layer with handlers keyed 'METHOD /path'. An unhandled request is
 * recorded and fails the test in `assertNoUnhandled` (the api client would hide a throw).
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const handler =
      handlers[`${method} ${url.pathname}`] ?? DEFAULT_HANDLERS[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}`);
      return json({ success: false, message: 'no stub' }, 599);
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    assertNoUnhandled: () => expect(unhandled).toEqual([]),
  };
}

function Probe({ title, menu = false }: { title: string; menu?: boolean }) {
  const location = useLocation();
  return (
    <main>
      {menu && <UserMenu />}
      <h1>{title}</h1>
      <p data-testid="location">{location.pathname}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state)}</pre>
    </main>
  );
}

export function renderApp(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe title="Inicio" menu /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/register', element: <RegisterRoute /> },
      { path: '/profile', element: <ProfileRoute /> },
      { path: '/my-reservations', element: <MyReservationsRoute /> },
      { path: '/my-reservations/:id', element: <TripRoute /> },
      { path: '/cabin/:id', element: <Probe title="Cabaña" /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/terms', element: <Probe title="Términos" /> },
      { path: '/privacy', element: <Probe title="Privacidad" /> },
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

/** Resets what outlives a test: the session, stored data, toasts and the fetch stub. */
export function resetBrowserState() {
  act(() => {
    clearSession();
    toaster.remove();
  });
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
}
