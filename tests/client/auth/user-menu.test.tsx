import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../src/lib/session.ts';
import { createClient, json, renderApp, resetBrowserState, signIn, stubFetch } from './harness.tsx';

afterEach(resetBrowserState);

/** Keyboard only: wait for the open menu to take focus, jump to the last item, choose it. */
async function chooseLastItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  const item = screen.getByRole('menuitem', { name });
  await user.keyboard('{End}');
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

const checkOk = () =>
  json({ success: true, data: { isAuthenticated: true, client: createClient() } });

describe('UserMenu', () => {
  it('offers sign-in, sign-up and a hint to a visitor, by keyboard', async () => {
    stubFetch({});
    renderApp('/');
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /menú de usuario/i });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Registrarse' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(
      within(menu).getByText('Inicia sesión para ver tus reservas y preferencias'),
    ).toBeVisible();
    await waitFor(() => expect(menu).toHaveFocus());
    await user.click(within(menu).getByRole('menuitem', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
  });

  it('shows the name and e-mail, the account links and signs out to /', async () => {
    const { token } = signIn();
    const api = stubFetch({
      'GET /api/auth/check': checkOk,
      'GET /api/auth/my-reservations': () => json({ success: true, data: { reservations: [] } }),
      'POST /api/auth/logout': () =>
        json({ success: true, message: 'Sesión cerrada correctamente' }),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /menú de usuario/i });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    expect(within(menu).getByText('Ana Ruiz')).toBeVisible();
    expect(within(menu).getByText('ana@example.mx')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Mi perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Favoritos' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Mis reservas' }));
    expect(await screen.findByRole('heading', { name: 'Mis reservas' })).toBeVisible();

    // Keyboard only: open, jump to the last item, choose it.
    screen.getByRole('button', { name: /menú de usuario/i }).focus();
    await user.keyboard('{Enter}');
    await chooseLastItem(user, 'Cerrar sesión');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(getSession()).toBeNull();
    await waitFor(() => expect(api.calls('POST /api/auth/logout')).toHaveLength(1));
    expect(api.calls('POST /api/auth/logout')[0].authorization).toBe(`Bearer ${token}`);
    api.assertNoUnhandled();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signIn();
    stubFetch({
      'GET /api/auth/check': checkOk,
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /menú de usuario/i }));
    await chooseLastItem(user, 'Cerrar sesión');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(getSession()).toBeNull();
  });
});
