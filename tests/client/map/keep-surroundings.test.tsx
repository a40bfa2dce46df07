import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeepSurroundings } from '../../../src/features/map/lib/use-keep-surroundings.ts';

const TEMPLATE = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';

function serve(prefetch: boolean) {
  const tiles: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/config')) {
      return new Response(JSON.stringify({ success: true, tiles: { url: TEMPLATE, prefetch } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    tiles.push(url);
    return new Response('png', { headers: { 'Content-Type': 'image/png' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { tiles, fetchMock };
}

function controlledByWorker(controlled: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? {} : null },
  });
}

function render(latitude: number, enabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useKeepSurroundings(latitude, -103.02, enabled), { wrapper });
  return client;
}

/** The tile source has reached the hook (its effect has run with it). */
const configLoaded = (client: QueryClient) =>
  waitFor(() => expect(client.getQueryData(['config', 'map-tiles'])).toBeDefined());

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keeping a confirmed stay’s surroundings (TILE_PREFETCH)', () => {
  it('asks for at most 80 tiles, zoom 12 to 16, when the server allows it', async () => {
    const { tiles } = serve(true);
    controlledByWorker(true);
    render(19.9152);
    await waitFor(() => expect(tiles.length).toBeGreaterThan(70));
    expect(tiles.length).toBeLessThanOrEqual(80);
    const zooms = new Set(tiles.map((url) => Number(/\/tiles\/(\d+)\//.exec(url)![1])));
    expect(zooms).toEqual(new Set([12, 13, 14, 15, 16]));
  });

  it('downloads nothing with TILE_PREFETCH off (the public OpenStreetMap servers)', async () => {
    const { tiles } = serve(false);
    controlledByWorker(true);
    await configLoaded(render(19.8));
    expect(tiles).toEqual([]);
  });

  it('downloads nothing for a stay that is not confirmed, or without a service worker', async () => {
    const { tiles } = serve(true);
    controlledByWorker(true);
    await configLoaded(render(19.7, false));
    controlledByWorker(false);
    await configLoaded(render(19.6));
    expect(tiles).toEqual([]);
  });
});
