import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../src/lib/session.ts';
import { PASSWORD_RESET_MESSAGES } from '../../../src/shared/validation/auth.ts';
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

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';

describe('/forgot-password', () => {
  const form = () =>
    screen.getByRole('form', { name: 'Pedir un enlace para restablecer la contraseña' });

  it('is reached from the login page', async () => {
    stubFetch({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(
      await screen.findByRole('heading', { name: '¿Olvidaste tu contraseña?', level: 1 }),
    ).toBeVisible();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('checks the e-mail before sending anything', async () => {
    const api = stubFetch({});
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeVisible();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Correo electrónico inválido')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('sends the e-mail and says the same thing whether the account exists or not', async () => {
    const api = stubFetch({
      'POST /api/auth/password-reset': () =>
        json({ success: true, message: PASSWORD_RESET_MESSAGES.requested }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), ' Ana@Example.MX ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Si existe una cuenta con ese correo, te enviamos un enlace');
    expect(status).toHaveTextContent('El enlace vence en 1 hora.');
    expect(api.calls('POST /api/auth/password-reset')[0]).toMatchObject({
      body: { email: 'ana@example.mx' },
      authorization: null,
    });

    await user.click(screen.getByRole('button', { name: 'Enviar otro enlace' }));
    expect(await screen.findByRole('button', { name: 'Enviar enlace' })).toBeVisible();
    api.assertNoUnhandled();
  });

  it.each([
    [
      'the rate limit',
      () =>
        json(
          {
            success: false,
            message:
              'Demasiadas solicitudes para restablecer la contraseña. Intenta de nuevo en 60 minutos.',
          },
          429,
        ),
      'Demasiadas solicitudes para restablecer la contraseña. Intenta de nuevo en 60 minutos.',
    ],
    [
      'a failure without text',
      () => new Response('', { status: 502 }),
      'No se pudo enviar el enlace',
    ],
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Sin conexión. Revisa tu conexión a internet e intenta de nuevo.',
    ],
  ])('shows %s', async (_name, answer, message) => {
    stubFetch({ 'POST /api/auth/password-reset': answer });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('/reset-password', () => {
  const form = () => screen.getByRole('form', { name: 'Elegir una contraseña nueva' });
  const submit = () => screen.getByRole('button', { name: 'Guardar contraseña' });

  it('explains a link without a usable token and offers a new one', async () => {
    const api = stubFetch({});
    for (const entry of ['/reset-password', '/reset-password?token=corto']) {
      const view = renderApp(entry);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'El enlace para restablecer tu contraseña no es válido. Pide uno nuevo.',
      );
      expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.queryByRole('form')).toBeNull();
      view.unmount();
    }
    expect(api.requests).toEqual([]);
  });

  it('checks both passwords with the sign-up rules before sending', async () => {
    const api = stubFetch({});
    renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Contraseña nueva/), '12345');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), '123456');
    await user.click(submit());
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña nueva' }));
    expect(screen.getByLabelText(/^Contraseña nueva/)).toHaveAttribute('type', 'text');
    expect(api.requests).toEqual([]);
  });

  it('sets the new password, signs the guest in and goes home', async () => {
    const client = createClient({ isEmailVerified: true });
    const token = fakeToken(86400);
    const api = stubFetch({
      'POST /api/auth/password-reset/confirm': () =>
        json({ success: true, message: PASSWORD_RESET_MESSAGES.done, data: { token, client } }),
    });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Contraseña nueva/), 'cabaña-nueva-2027');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'cabaña-nueva-2027');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSession()).toEqual({ token, client });
    expect(await screen.findByText('Contraseña actualizada')).toBeVisible();
    expect(screen.getByText('Ya iniciaste sesión con tu contraseña nueva.')).toBeVisible();
    expect(api.calls('POST /api/auth/password-reset/confirm')[0]).toMatchObject({
      body: { token: TOKEN, password: 'cabaña-nueva-2027', confirmPassword: 'cabaña-nueva-2027' },
      authorization: null,
    });
  });

  it('replaces an old session on this device', async () => {
    signIn(createClient({ id: 'otra', email: 'otra@example.mx' }));
    const client = createClient();
    const token = fakeToken(86400);
    stubFetch({
      'GET /api/auth/check': () =>
        json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
      'POST /api/auth/password-reset/confirm': () =>
        json({ success: true, message: PASSWORD_RESET_MESSAGES.done, data: { token, client } }),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Contraseña nueva/), 'cabaña-nueva-2027');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'cabaña-nueva-2027');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(getSession()?.client.email).toBe('ana@example.mx');
  });

  it.each([PASSWORD_RESET_MESSAGES.used, PASSWORD_RESET_MESSAGES.expired])(
    'shows the server’s reason when the link cannot be used: %s',
    async (message) => {
      stubFetch({
        'POST /api/auth/password-reset/confirm': () =>
          json({ success: false, message, error: message }, 400),
      });
      renderApp(`/reset-password?token=${TOKEN}`);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Contraseña nueva/), 'cabaña-nueva-2027');
      await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'cabaña-nueva-2027');
      await user.click(submit());
      expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
      expect(getSession()).toBeNull();
      expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
    },
  );

  it('puts the server’s field messages on the fields', async () => {
    const message = 'Las contraseñas no coinciden';
    stubFetch({
      'POST /api/auth/password-reset/confirm': () =>
        json({ success: false, message, fields: { confirmPassword: message } }, 400),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Contraseña nueva/), 'cabaña-nueva-2027');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'cabaña-nueva-2027');
    await user.click(submit());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toHaveAttribute('aria-invalid', 'true');
  });
});
