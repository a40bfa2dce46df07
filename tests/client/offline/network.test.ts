import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNetworkReachable } from '../../../src/lib/network.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('isNetworkReachable', () => {
  it('asks /api/health past every cache and says yes when it answers', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await isNetworkReachable()).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/health\?ts=\d+$/);
    expect(init.cache).toBe('no-store');
  });

  it('sends nothing when the browser knows it is offline', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await isNetworkReachable()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not trust an answer that came from the device, an error or silence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{}', { headers: { 'X-Refugio-Offline': '2026-11-22T10:00:00Z' } }),
      ),
    );
    expect(await isNetworkReachable()).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await isNetworkReachable()).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            ),
          ),
      ),
    );
    expect(await isNetworkReachable(50)).toBe(false);
  });
});
