import { QueryObserver } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../../src/components/offline-banner.tsx';
import { api } from '../../../src/lib/api-client.ts';
import { isNetworkReachable } from '../../../src/lib/network.ts';
import {
  isOffline,
  resetConnectivityForTest,
  useConnectivity,
} from '../../../src/lib/pwa/connectivity.ts';
import {
  createPersistOptions,
  createQueryClient,
  startQueryPersistence,
} from '../../../src/lib/query-client.ts';
import { renderHook } from '@testing-library/react';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithShell } from './render.tsx';

/**
 * "Lie-fi": navigator.onLine says true while nothing reaches the server and the service worker
 * answers from IndexedDB (X-Refugio-Offline). The HTTP client tells the connectivity store what
 * each request met, so the banner does not depend on navigator.onLine nor on worker messages.
 */

const HOUR = 60 * 60 * 1000;
const page = () => `${location.pathname}${location.search}`;

function fromDevice(storedAt: number, body: unknown = []) {
  return new Response(JSON.stringify(body), {
    headers: {
      'Content-Type': 'application/json',
      'X-Refugio-Offline': new Date(storedAt).toISOString(),
    },
  });
}

function fromServer(body: unknown = [], status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const connectivity = () => renderHook(() => useConnectivity()).result;

beforeEach(() => {
  // The browser claims to be online throughout.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  act(() => resetConnectivityForTest());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the HTTP client reports where answers came from', () => {
  it('an answer from the device means offline with its age, though navigator.onLine is true', async () => {
    const storedAt = Date.parse('2026-11-22T10:00:00Z');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fromDevice(storedAt)),
    );
    const state = connectivity();
    await act(() => api.get('/api/cabins'));
    expect(isOffline(state.current)).toBe(true);
    expect(state.current.storedAtByPage).toEqual({ [page()]: storedAt });
  });

  it('goes back online once an answer reaches the server, not on a 5xx from a proxy', async () => {
    const fetchMock = vi.fn(async () => fromDevice(Date.now() - HOUR));
    vi.stubGlobal('fetch', fetchMock);
    const state = connectivity();
    await act(() => api.get('/api/cabins'));
    expect(isOffline(state.current)).toBe(true);

    fetchMock.mockImplementationOnce(async () => fromServer({ message: 'Bad gateway' }, 502));
    await act(() => api.get('/api/cabins').catch(() => undefined));
    expect(isOffline(state.current)).toBe(true);

    // A 404 is the server's answer all the same.
    fetchMock.mockImplementationOnce(async () => fromServer({ message: 'No encontrada' }, 404));
    await act(() => api.get('/api/cabins/x').catch(() => undefined));
    expect(isOffline(state.current)).toBe(false);
    expect(state.current.storedAtByPage).toEqual({});
  });

  it('a request that gets no answer at all means offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const state = connectivity();
    await act(() => api.post('/api/quote', {}).catch(() => undefined));
    expect(isOffline(state.current)).toBe(true);
  });

  it('an aborted request says nothing about the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('', 'AbortError');
      }),
    );
    const state = connectivity();
    await act(() => api.get('/api/cabins').catch(() => undefined));
    expect(isOffline(state.current)).toBe(false);
  });

  it('a failed health check means offline; a good one means online again', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const state = connectivity();
    await act(async () => {
      expect(await isNetworkReachable()).toBe(false);
    });
    expect(isOffline(state.current)).toBe(true);

    fetchMock.mockImplementationOnce(async () => fromServer({ status: 'ok' }));
    await act(async () => {
      expect(await isNetworkReachable()).toBe(true);
    });
    expect(isOffline(state.current)).toBe(false);
  });
});

describe('the banner under lie-fi', () => {
  it("shows 'Sin conexión' and the stored data's age, then goes away when the server answers", async () => {
    const fetchMock = vi.fn(async () => fromDevice(Date.now() - 2 * HOUR - 60_000));
    vi.stubGlobal('fetch', fetchMock);
    renderWithShell(<OfflineBanner />, { path: page() });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(() => api.get('/api/cabins'));
    expect(await screen.findByText('Datos guardados hace 2 horas')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión');

    fetchMock.mockImplementationOnce(async () => fromServer());
    await act(() => api.get('/api/cabins'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('data restored from the device', () => {
  const asPersisted = (client: QueryClient) =>
    client as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'];

  it('is stale however young, so a page showing it asks again; newer data is kept as it is', async () => {
    const source = createQueryClient();
    source.setQueryData(['cabins'], [{ _id: 'stored' }], { updatedAt: Date.now() - 10_000 });
    source.setQueryData(['destinations'], ['stored'], { updatedAt: Date.now() - 10_000 });
    await persistQueryClientSave({ ...createPersistOptions(), queryClient: asPersisted(source) });
    // The persister writes at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const target = createQueryClient();
    // A server-drawn page's own data, newer than the stored copy.
    target.setQueryData(['destinations'], ['drawn'], { updatedAt: Date.now() });
    const stop = await startQueryPersistence(target);

    expect(target.getQueryData(['cabins'])).toEqual([{ _id: 'stored' }]);
    expect(target.getQueryState(['cabins'])?.isInvalidated).toBe(true);
    expect(target.getQueryData(['destinations'])).toEqual(['drawn']);
    expect(target.getQueryState(['destinations'])?.isInvalidated).toBe(false);

    // Shown on a page: fetched again although younger than the 60 s staleTime.
    const queryFn = vi.fn(async () => [{ _id: 'fresh' }]);
    const observer = new QueryObserver(target, { queryKey: ['cabins'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(target.getQueryData(['cabins'])).toEqual([{ _id: 'fresh' }]));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    stop();
  });
});
