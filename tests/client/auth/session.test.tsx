import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/lib/api-client.ts';
import { getSession, getToken, onSessionCleared, setSession } from '../../../src/lib/session.ts';
import {
  createClient,
  fakeToken,
  json,
  renderApp,
  resetBrowserState,
  signIn,
  stubFetch,
} from './harness.tsx';

afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

describe('session', () => {
  it('sends the token as a bearer and logs out on a 401 from any call', async () => {
    const { token } = signIn();
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    const fetchApi = stubFetch({
      'GET /api/bookings': () => json({ success: false, message: 'No hay sesión activa' }, 401),
    });
    await expect(api.get('/api/bookings')).rejects.toMatchObject({ status: 401 });
    expect(fetchApi.requests[0].authorization).toBe(`Bearer ${token}`);
    expect(getSession()).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('verifies the stored session at start-up and refreshes the stored client', async () => {
    signIn(createClient({ firstName: 'Ana' }));
    const fetchApi = stubFetch({
      'GET /api/auth/check': () =>
        json({
          success: true,
          data: { isAuthenticated: true, client: createClient({ firstName: 'Anita' }) },
        }),
    });
    renderApp('/');
    await waitFor(() => expect(getSession()?.client.firstName).toBe('Anita'));
    expect(fetchApi.calls('GET /api/auth/check')).toHaveLength(1);
  });

  it('logs out when the start-up check is refused', async () => {
    signIn();
    stubFetch({
      'GET /api/auth/check': () =>
        json({ success: false, message: 'Tu sesión fue cerrada. Inicia sesión de nuevo.' }, 401),
    });
    renderApp('/');
    await waitFor(() => expect(getSession()).toBeNull());
  });

  it('keeps the session when the check cannot reach the server (offline)', async () => {
    const { token } = signIn();
    const fetchApi = stubFetch({
      'GET /api/auth/check': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/');
    await waitFor(() => expect(fetchApi.calls('GET /api/auth/check')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(getToken()).toBe(token);
  });

  it('shows only a spinner on /login while the stored session is verified', async () => {
    signIn();
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'GET /api/auth/check': () => new Promise<Response>((r) => (answer = r)) });
    renderApp('/login');
    expect(await screen.findByLabelText('Verificando tu sesión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar Sesión' })).toBeNull();
    await waitFor(() => expect(answer).not.toBe(undefined));
    act(() => answer(json({ success: false, message: 'No hay sesión activa' }, 401)));
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  });

  it("logs out by itself when the token's exp passes", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    setSession({ token: fakeToken(5), client: createClient() });
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(4000);
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(1500);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('refugio.session')).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('re-arms the timer for 30-day tokens beyond what setTimeout can wait', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setSession({ token: fakeToken(30 * 86400), client: createClient() });
    vi.advanceTimersByTime(25 * 86400 * 1000);
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(5 * 86400 * 1000 + 1000);
    expect(getSession()).toBeNull();
  });

  it('follows a logout in another tab', () => {
    signIn();
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    localStorage.removeItem('refugio.session');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'refugio.session', newValue: null }));
    });
    expect(getSession()).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops a session that expired while the app was closed, and says so to late listeners', async () => {
    localStorage.setItem(
      'refugio.session',
      JSON.stringify({ token: fakeToken(-60), client: createClient() }),
    );
    vi.resetModules();
    const fresh = await import('../../../src/lib/session.ts');
    expect(fresh.getSession()).toBeNull();
    expect(localStorage.getItem('refugio.session')).toBeNull();
    const cleared = vi.fn();
    const stop = fresh.onSessionCleared(cleared);
    await Promise.resolve();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });
});
