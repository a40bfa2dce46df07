import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../src/lib/session.ts';
import { formatDateTimeLong } from '../../../src/shared/format.ts';
import { createClient, json, renderApp, resetBrowserState, signIn, stubFetch } from './harness.tsx';

afterEach(resetBrowserState);

const checkOk =
  (client = createClient()) =>
  () =>
    json({ success: true, data: { isAuthenticated: true, client } });

async function openProfile(
  handlers: Parameters<typeof stubFetch>[0] = {},
  client = createClient(),
) {
  signIn(client);
  const api = stubFetch({ 'GET /api/auth/check': checkOk(client), ...handlers });
  renderApp('/profile');
  await screen.findByRole('heading', { name: 'Mi perfil', level: 1 });
  return { api, user: userEvent.setup() };
}

describe('/profile', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    stubFetch({});
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
  });

  it('shows the account information in Spanish', async () => {
    await openProfile();
    expect(screen.getByText('ana@example.mx')).toBeVisible();
    expect(screen.getByText(formatDateTimeLong('2026-11-21T16:30:00.000Z'))).toBeVisible();
    expect(screen.getByText(/de noviembre de 2026/)).toBeVisible();
    expect(screen.getByText('Correo electrónico', { selector: 'dd, dd *' })).toBeVisible();
    expect(screen.getByText('No verificado')).toBeVisible();
    expect(screen.queryByText('Cuentas vinculadas')).toBeNull();
  });

  it('shows a verified e-mail and a linked Google account', async () => {
    await openProfile(
      {},
      createClient({
        isEmailVerified: true,
        registrationMethod: 'google',
        oauthProviders: { google: true, facebook: false },
      }),
    );
    expect(screen.getByText('Verificado')).toBeVisible();
    expect(screen.getByText('Cuentas vinculadas')).toBeVisible();
    expect(screen.getAllByText('Google').length).toBeGreaterThanOrEqual(2);
  });

  it('prefills the phone without +52, spaces or hyphens', async () => {
    await openProfile({}, createClient({ phone: '+52 55-1234-5678' }));
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('5512345678');
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Apellido/)).toHaveValue('Ruiz');
  });

  it('shows the SPEC §5 messages of the personal form and sends nothing', async () => {
    const { api, user } = await openProfile();
    await user.clear(screen.getByLabelText(/^Nombre/));
    await user.type(screen.getByLabelText(/^Nombre/), 'A');
    await user.clear(screen.getByLabelText(/^Apellido/));
    await user.type(screen.getByLabelText(/^Apellido/), 'R');
    await user.clear(screen.getByLabelText(/^Teléfono/));
    await user.type(screen.getByLabelText(/^Teléfono/), '12345');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
    expect(screen.getByText('El apellido debe tener al menos 2 caracteres')).toBeVisible();
    expect(screen.getByText('El teléfono debe tener exactamente 10 dígitos')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Nombre/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeVisible();
    expect(api.calls('PUT /api/auth/profile')).toEqual([]);
  });

  it('saves the personal data with the phone as +52 and 10 digits, and says so', async () => {
    const updated = createClient({ firstName: 'Lucía', phone: '+523398765432' });
    const { api, user } = await openProfile({
      'PUT /api/auth/profile': () =>
        json({
          success: true,
          message: 'Perfil actualizado correctamente',
          data: { client: updated },
        }),
    });
    await user.clear(screen.getByLabelText(/^Nombre/));
    await user.type(screen.getByLabelText(/^Nombre/), ' Lucía ');
    await user.clear(screen.getByLabelText(/^Teléfono/));
    await user.type(screen.getByLabelText(/^Teléfono/), '3398765432');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Perfil actualizado')).toBeVisible();
    expect(screen.getByText('Tu información ha sido actualizada correctamente')).toBeVisible();
    const [request] = api.calls('PUT /api/auth/profile');
    expect(request.body).toEqual({ firstName: 'Lucía', lastName: 'Ruiz', phone: '+523398765432' });
    expect(request.authorization).toMatch(/^Bearer /);
    expect(getSession()?.client.firstName).toBe('Lucía');
  });

  it('sends an empty phone to remove it', async () => {
    const { api, user } = await openProfile({
      'PUT /api/auth/profile': () =>
        json({ success: true, data: { client: createClient({ phone: null }) } }),
    });
    await user.clear(screen.getByLabelText(/^Teléfono/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Perfil actualizado');
    expect(api.calls('PUT /api/auth/profile')[0].body).toMatchObject({ phone: '' });
  });

  it.each([
    [
      'the server text',
      () => json({ success: false, message: 'El nombre es obligatorio' }, 400),
      'El nombre es obligatorio',
    ],
    ['the fallback', () => new Response(null, { status: 500 }), 'No se pudo actualizar el perfil'],
    [
      'the unexpected-error text',
      () =>
        ({
          ok: true,
          status: 200,
          text: () => Promise.reject(new Error('boom')),
        }) as unknown as Response,
      'Ocurrió un error al actualizar el perfil',
    ],
  ])('shows an error toast with %s when saving fails', async (_name, answer, message) => {
    const { user } = await openProfile({ 'PUT /api/auth/profile': answer });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByText(message, { selector: '[data-part="description"]' })).toBeVisible();
  });

  it('saves the three preferences and says so', async () => {
    const { api, user } = await openProfile({
      'PUT /api/auth/preferences': (request) =>
        json({
          success: true,
          data: { client: createClient({ preferences: request.body as never }) },
        }),
    });
    const email = screen.getByRole('checkbox', { name: /Notificaciones por correo/ });
    const sms = screen.getByRole('checkbox', { name: /Notificaciones por SMS/ });
    const newsletter = screen.getByRole('checkbox', { name: /Boletín de novedades/ });
    expect(email).toBeChecked();
    expect(sms).not.toBeChecked();
    expect(newsletter).not.toBeChecked();
    await user.click(email);
    await user.click(newsletter);
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));

    expect(await screen.findByText('Preferencias actualizadas')).toBeVisible();
    expect(screen.getByText('Tus preferencias han sido actualizadas correctamente')).toBeVisible();
    expect(api.calls('PUT /api/auth/preferences')[0].body).toEqual({
      notifications: { email: false, sms: false },
      newsletter: true,
    });
    await waitFor(() => expect(getSession()?.client.preferences.newsletter).toBe(true));
  });

  it.each([
    [
      'the fallback',
      () => new Response(null, { status: 503 }),
      'No se pudieron actualizar las preferencias',
    ],
    [
      'the unexpected-error text',
      () =>
        ({
          ok: true,
          status: 200,
          text: () => Promise.reject(new Error('boom')),
        }) as unknown as Response,
      'Ocurrió un error al actualizar las preferencias',
    ],
  ])('shows an error toast with %s when preferences fail', async (_name, answer, message) => {
    const { user } = await openProfile({ 'PUT /api/auth/preferences': answer });
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
  });
});
