import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../src/lib/session.ts';
import {
  createClient,
  fakeToken,
  json,
  renderApp,
  resetBrowserState,
  signIn,
  stubFetch,
} from './harness.tsx';

afterEach(resetBrowserState);

const form = () => screen.getByRole('form', { name: 'Iniciar sesión con correo electrónico' });
const submit = () => screen.getByRole('button', { name: 'Iniciar Sesión' });

describe('/login', () => {
  it('shows the page with every control labelled', async () => {
    stubFetch({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión', level: 1 })).toBeVisible();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  it('only says Google sign-in is not available yet', async () => {
    const api = stubFetch({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect(screen.getByText('Autenticación con google no disponible aún')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('shows the required-field messages on an empty submit and sends nothing', async () => {
    const api = stubFetch({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeVisible();
    expect(screen.getByText('La contraseña es obligatoria')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('shows the SPEC §5 messages for a bad e-mail and a short password', async () => {
    stubFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@');
    await user.type(screen.getByLabelText(/^Contraseña/), '12345');
    await user.click(submit());
    expect(await screen.findByText('Correo electrónico inválido')).toBeVisible();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password', async () => {
    stubFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Contraseña/);
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, stores the session and goes back to the page the guest came from', async () => {
    const client = createClient();
    const token = fakeToken(30 * 86400);
    const api = stubFetch({
      'POST /api/auth/login': () => json({ success: true, data: { token, client } }),
      'GET /api/auth/my-reservations': () => json({ success: true, data: { reservations: [] } }),
    });
    const { router } = renderApp({
      pathname: '/login',
      state: { from: { pathname: '/my-reservations', search: '', hash: '' } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), ' Ana@Example.MX ');
    await user.type(screen.getByLabelText(/^Contraseña/), 'montaña-2026');
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Mis reservas' })).toBeVisible();
    expect(api.calls('POST /api/auth/login')[0].body).toEqual({
      email: 'ana@example.mx',
      password: 'montaña-2026',
      rememberMe: true,
    });
    expect(getSession()).toEqual({ token, client });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('No tienes reservas aún')).toBeVisible();
    api.assertNoUnhandled();
  });

  it('goes home after signing in when the guest came from nowhere', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        json({ success: true, data: { token: fakeToken(), client: createClient() } }),
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.mx');
    await user.type(screen.getByLabelText(/^Contraseña/), 'montaña-2026');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
  });

  it.each([
    [
      'the server text',
      () => json({ success: false, message: 'Correo electrónico o contraseña incorrectos' }, 401),
      'Correo electrónico o contraseña incorrectos',
    ],
    ['a failure without text', () => new Response('', { status: 500 }), 'Error al iniciar sesión'],
    ['an answer without a session', () => json({ success: false }), 'Error al iniciar sesión'],
    [
      'an unexpected exception',
      () =>
        ({
          ok: true,
          status: 200,
          text: () => Promise.reject(new Error('boom')),
        }) as unknown as Response,
      'Error inesperado al iniciar sesión',
    ],
  ])('shows %s when sign-in fails', async (_name, answer, message) => {
    stubFetch({ 'POST /api/auth/login': answer });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.mx');
    await user.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    await user.click(submit());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(getSession()).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('sends a signed-in guest on at once, after the stored session is confirmed', async () => {
    const { token } = signIn();
    const api = stubFetch({
      'GET /api/auth/check': () =>
        json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
    });
    renderApp({ pathname: '/login', state: { from: { pathname: '/profile' } } });
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    expect(api.calls('GET /api/auth/check')[0].authorization).toBe(`Bearer ${token}`);
  });

  it('keeps the form when the stored session turns out to be refused', async () => {
    signIn();
    stubFetch({
      'GET /api/auth/check': () => json({ success: false, message: 'No hay sesión activa' }, 401),
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
    await waitFor(() => expect(getSession()).toBeNull());
  });
});
