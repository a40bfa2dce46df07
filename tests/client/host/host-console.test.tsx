import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { HostDashboardRoute } from '../../../src/app/routes/host/dashboard.tsx';
import { HostOnboardRoute } from '../../../src/app/routes/host/onboard.tsx';
import { LoginRoute } from '../../../src/app/routes/login.tsx';
import { UserMenu } from '../../../src/features/auth/components/user-menu.tsx';
import type { HostCabinSummary } from '../../../src/shared/host.ts';
import { getSession } from '../../../src/lib/session.ts';
import { createClient, json, resetBrowserState, signIn, stubFetch } from '../auth/harness.tsx';
import { checkAs, host } from './harness.tsx';

afterEach(resetBrowserState);

const guest = () => createClient({ roles: ['guest'] });

function Probe({ title }: { title: string }) {
  const location = useLocation();
  return (
    <main>
      <UserMenu />
      <h1>{title}</h1>
      <p data-testid="location">{location.pathname}</p>
    </main>
  );
}

function renderHost(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe title="Inicio" /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/host', element: <HostDashboardRoute /> },
      { path: '/host/onboard', element: <HostOnboardRoute /> },
      { path: '/terms', element: <Probe title="Términos" /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function cabin(overrides: Partial<HostCabinSummary> = {}): HostCabinSummary {
  return {
    _id: 'cab-1',
    name: 'Cabaña del Bosque',
    status: 'published',
    cover: { path: 'scenes/forest-1', alt: 'Cabaña de madera entre pinos' },
    location: { population: 'Mazamitla', state: 'Jalisco' },
    nextArrivals: [
      {
        reservationId: 'res-1',
        checkIn: '2026-12-04',
        checkOut: '2026-12-07',
        guests: 2,
        guestName: 'Luis Pérez',
        status: 'active',
      },
    ],
    occupancyThisMonth: 40,
    ...overrides,
  };
}

const listOf = (cabins: HostCabinSummary[]) => () =>
  json({ success: true, data: { total: cabins.length, page: 1, pageSize: 50, cabins } });

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /menú de usuario/i }));
  return { user, menu: await screen.findByRole('menu') };
}

/** 'Solicitudes' (docs/decisions/130): no booking request waits. */
const noRequests = () =>
  json({ success: true, data: { total: 0, page: 1, pageSize: 50, reservations: [] } });

describe('the user menu entry', () => {
  it("offers 'Publica tu cabaña' to a signed-in guest, leading to the onboarding page", async () => {
    signIn(guest());
    stubFetch({ 'GET /api/auth/check': checkAs(guest()) });
    renderHost('/');
    const { user, menu } = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Panel de anfitrión' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Publica tu cabaña' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publica tu cabaña' }),
    ).toBeVisible();
  });

  it("is 'Panel de anfitrión' for a host", async () => {
    signIn(host());
    stubFetch({ 'GET /api/auth/check': checkAs(host()) });
    renderHost('/');
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Panel de anfitrión' })).toHaveAttribute(
      'href',
      '/host',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Publica tu cabaña' })).toBeNull();
  });
});

describe('/host/onboard', () => {
  it('sends a signed-out visitor to /login', async () => {
    stubFetch({});
    renderHost('/host/onboard');
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
  });

  it('requires the host terms, then makes the account a host and lands on /host', async () => {
    signIn(guest());
    const api = stubFetch({
      'GET /api/auth/check': checkAs(guest()),
      'POST /api/host/onboard': () =>
        json({ success: true, message: 'Ahora eres anfitrión', data: { client: host() } }),
      'GET /api/host/cabins': listOf([]),
      'GET /api/host/reservations': noRequests,
    });
    const router = renderHost('/host/onboard');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Convertirme en anfitrión' });
    expect(screen.getByRole('link', { name: 'términos para anfitriones' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await user.click(submit);
    expect(await screen.findByText('Debes aceptar los términos para anfitriones')).toBeVisible();
    expect(api.calls('POST /api/host/onboard')).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', { name: /Acepto los términos para anfitriones/ }),
    );
    await user.click(submit);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de anfitrión' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/host');
    expect(api.calls('POST /api/host/onboard')[0].body).toEqual({ acceptHostTerms: true });
    expect(getSession()?.client.roles).toEqual(['guest', 'host']);
    expect(await screen.findByText('Aún no tienes cabañas')).toBeVisible();
    api.assertNoUnhandled();
  });

  it("shows the server's refusal and stays", async () => {
    signIn(guest());
    stubFetch({
      'GET /api/auth/check': checkAs(guest()),
      'POST /api/host/onboard': () =>
        json(
          { success: false, message: 'Demasiadas solicitudes. Intenta de nuevo en 5 minutos.' },
          429,
        ),
    });
    const router = renderHost('/host/onboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Convertirme en anfitrión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Intenta de nuevo en 5 minutos.',
    );
    expect(router.state.location.pathname).toBe('/host/onboard');
    expect(getSession()?.client.roles).toEqual(['guest']);
  });
});

describe('/host', () => {
  it('offers a guest to become a host instead of the console', async () => {
    signIn(guest());
    const api = stubFetch({ 'GET /api/auth/check': checkAs(guest()) });
    renderHost('/host');
    expect(await screen.findByRole('heading', { name: 'Publica tu cabaña' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Convertirme en anfitrión' })).toHaveAttribute(
      'href',
      '/host/onboard',
    );
    expect(screen.queryByRole('heading', { name: 'Mis cabañas' })).toBeNull();
    expect(api.calls('GET /api/host/cabins')).toHaveLength(0);
  });

  it('lists the cabins with cover, Spanish status, next arrivals and occupancy', async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/reservations': noRequests,
      'GET /api/host/cabins': listOf([
        cabin(),
        cabin({
          _id: 'cab-2',
          name: 'Refugio del Lago',
          status: 'draft',
          cover: null,
          nextArrivals: [],
          occupancyThisMonth: 0,
        }),
        cabin({ _id: 'cab-3', name: 'Casa Vieja', status: 'archived' }),
      ]),
    });
    renderHost('/host');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis cabañas' })).toBeVisible();
    const bosque = await screen.findByRole('article', { name: 'Cabaña del Bosque' });
    expect(within(bosque).getByText('Publicada')).toBeVisible();
    expect(
      within(bosque).getByRole('img', { name: 'Cabaña de madera entre pinos' }),
    ).toHaveAttribute('src', '/media/scenes/forest-1-480.webp');
    expect(within(bosque).getByText(/4 dic.* – 7 dic.*: Luis Pérez \(2 huéspedes\)/)).toBeVisible();
    expect(within(bosque).getByText('Ocupación este mes: 40%')).toBeVisible();
    const lago = screen.getByRole('article', { name: 'Refugio del Lago' });
    expect(within(lago).getByText('Borrador')).toBeVisible();
    expect(within(lago).getByText('Sin llegadas próximas')).toBeVisible();
    expect(
      within(lago).getByRole('img', { name: 'Refugio del Lago: sin fotos todavía' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Casa Vieja' })).getByText('Archivada'),
    ).toBeVisible();
  });

  it('shows the empty state', async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins': listOf([]),
      'GET /api/host/reservations': noRequests,
    });
    renderHost('/host');
    expect(await screen.findByText('Aún no tienes cabañas')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins': () => json({ success: false, message: 'Solicitud inválida' }, 400),
      'GET /api/host/reservations': noRequests,
    });
    renderHost('/host');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar tus cabañas');
    expect(alert).toHaveTextContent('Solicitud inválida');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it("'Agregar cabaña' checks the name in Spanish, creates a draft and lists it", async () => {
    signIn(host());
    const cabins: HostCabinSummary[] = [];
    const api = stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins': () => listOf(cabins)(),
      'GET /api/host/reservations': noRequests,
      'POST /api/host/cabins': (request) => {
        const { propertyDetails } = request.body as { propertyDetails: { name: string } };
        cabins.unshift(
          cabin({
            _id: 'cab-new',
            name: propertyDetails.name,
            status: 'draft',
            cover: null,
            nextArrivals: [],
            occupancyThisMonth: 0,
          }),
        );
        return json(
          {
            success: true,
            message: 'Cabaña creada como borrador',
            data: { cabin: { _id: 'cab-new' } },
          },
          201,
        );
      },
    });
    renderHost('/host');
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Agregar cabaña' });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await user.click(add);
    const form = screen.getByRole('form', { name: 'Agregar cabaña' });
    await user.click(within(form).getByRole('button', { name: 'Crear borrador' }));
    expect(await within(form).findByText('El nombre de la cabaña es obligatorio')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Nombre de la cabaña/ }), 'Ab');
    await user.click(within(form).getByRole('button', { name: 'Crear borrador' }));
    expect(
      await within(form).findByText('El nombre debe tener entre 3 y 80 caracteres'),
    ).toBeVisible();
    expect(api.calls('POST /api/host/cabins')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Nombre de la cabaña/ }), 'eto Azul');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Tipo de alojamiento/ }),
      'Bungalow',
    );
    const guests = within(form).getByRole('spinbutton', { name: /Huéspedes como máximo/ });
    await user.clear(guests);
    await user.type(guests, '4');
    await user.click(within(form).getByRole('button', { name: 'Crear borrador' }));

    const card = await screen.findByRole('article', { name: 'Abeto Azul' });
    expect(within(card).getByText('Borrador')).toBeVisible();
    expect(api.calls('POST /api/host/cabins')[0].body).toEqual({
      propertyDetails: { name: 'Abeto Azul', accomodationType: 'Bungalow', maxOccupancy: 4 },
    });
    expect(await screen.findByText('Cabaña creada como borrador')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Agregar cabaña' })).toBeNull());
    api.assertNoUnhandled();
  });

  it("shows the server's refusal of a new cabin and keeps the form", async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins': listOf([cabin()]),
      'GET /api/host/reservations': noRequests,
      'POST /api/host/cabins': () =>
        json(
          { success: false, message: 'Demasiadas cabañas creadas. Intenta de nuevo en 1 hora.' },
          429,
        ),
    });
    renderHost('/host');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar cabaña' }));
    const form = screen.getByRole('form', { name: 'Agregar cabaña' });
    await user.type(
      within(form).getByRole('textbox', { name: /Nombre de la cabaña/ }),
      'Pino Alto',
    );
    await user.click(within(form).getByRole('button', { name: 'Crear borrador' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Demasiadas cabañas creadas. Intenta de nuevo en 1 hora.',
    );
    expect(screen.queryByRole('article', { name: 'Pino Alto' })).toBeNull();
  });
});
