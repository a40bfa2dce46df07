import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstPage } from '../../../src/app/prefetch.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(
        new URL(String(input instanceof Request ? input.url : input), location.href).pathname,
      );
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return urls;
}

describe('prefetchFirstPage', () => {
  it("starts the home page's destinations and cabins while its code loads", async () => {
    const urls = stubFetch();
    const queryClient = new QueryClient();
    prefetchFirstPage(queryClient, '/');
    await vi.waitFor(() => expect(urls.sort()).toEqual(['/api/destinos', '/api/habitaciones']));
    await vi.waitFor(() => expect(queryClient.getQueryData(['destinations'])).toEqual([]));
  });

  it('fetches nothing for other pages', () => {
    const urls = stubFetch();
    prefetchFirstPage(new QueryClient(), '/login');
    expect(urls).toEqual([]);
  });
});
