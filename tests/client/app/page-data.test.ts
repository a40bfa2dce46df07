import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFirstPaintData, serverRenderedPage } from '../../../src/app/page-data.ts';
import { prefetchHomeData } from '../../../src/app/prefetch.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers every API call with `body` (or a 404 for the paths in `missing`), recording the paths. */
function stubFetch(body: unknown | ((path: string) => unknown) = [], missing: string[] = []) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      urls.push(url.pathname + url.search);
      if (missing.some((path) => url.pathname.startsWith(path))) {
        return new Response(JSON.stringify({ success: false, message: 'No encontrada' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const answer = typeof body === 'function' ? body(url.pathname) : body;
      return new Response(JSON.stringify(answer), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return urls;
}

const TODAY = '2028-06-01';
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchHomeData', () => {
  it("starts the home page's destinations and cabins while its code loads", async () => {
    const urls = stubFetch();
    const queryClient = client();
    prefetchHomeData(queryClient, '/');
    await vi.waitFor(() => expect(urls.sort()).toEqual(['/api/destinos', '/api/habitaciones']));
    await vi.waitFor(() => expect(queryClient.getQueryData(['destinations'])).toEqual([]));
  });

  it('fetches nothing for other pages', () => {
    const urls = stubFetch();
    prefetchHomeData(client(), '/login');
    expect(urls).toEqual([]);
  });
});

describe('loadFirstPaintData (what the server draws a first visit from)', () => {
  it('knows which pages the server draws', () => {
    expect(serverRenderedPage('/')).toBe('home');
    expect(serverRenderedPage('/results')).toBe('results');
    expect(serverRenderedPage('/cabin/abc123')).toBe('cabin');
    expect(serverRenderedPage('/login')).toBe('login');
    expect(serverRenderedPage('/destinos/mazamitla')).toBe('destination');
    expect(serverRenderedPage('/register')).toBeNull();
    expect(serverRenderedPage('/my-reservations')).toBeNull();
  });

  it('draws the sign-in page from the destinations alone (for the header)', async () => {
    const urls = stubFetch();
    const ok = await loadFirstPaintData(client(), new URL('http://x/login'), TODAY);
    expect(ok).toBe(true);
    expect(urls).toEqual(['/api/destinos']);
  });

  it('loads the destinations for the home, leaving its carousels to the browser', async () => {
    const urls = stubFetch();
    const ok = await loadFirstPaintData(client(), new URL('http://x/'), TODAY);
    expect(ok).toBe(true);
    expect(urls).toEqual(['/api/destinos']);
  });

  it("loads a search's first page with the results page's own query", async () => {
    const urls = stubFetch({ success: true, total: 0, habitaciones: [] });
    const queryClient = client();
    const ok = await loadFirstPaintData(
      queryClient,
      new URL(
        'http://x/results?location=Mazamitla&checkIn=2028-06-15&checkOut=2028-06-18&guests=2',
      ),
      TODAY,
    );
    expect(ok).toBe(true);
    expect(urls).toContain(
      '/api/cotizar/search?location=Mazamitla&guests=2&checkIn=2028-06-15&checkOut=2028-06-18&page=1&pageSize=100',
    );
    expect(queryClient.getQueryCache().findAll({ queryKey: ['cabins', 'search'] })).toHaveLength(1);
  });

  it('leaves a results address without its search to the browser', async () => {
    const urls = stubFetch();
    const ok = await loadFirstPaintData(
      client(),
      new URL('http://x/results?location=Tulum'),
      TODAY,
    );
    expect(ok).toBe(false);
    expect(urls).toEqual(['/api/destinos']);
  });

  it("loads a cabin, its taken nights and its reviews; an unknown cabin is the browser's", async () => {
    const cabinApi = (path: string) =>
      path === '/api/destinos' ? [] : { success: true, data: {} };
    const urls = stubFetch(cabinApi);
    expect(await loadFirstPaintData(client(), new URL('http://x/cabin/abc'), TODAY)).toBe(true);
    expect(urls.sort()).toEqual([
      '/api/availability/cabin/abc',
      '/api/destinos',
      '/api/habitaciones/abc',
      '/api/habitaciones/abc/reviews',
    ]);

    stubFetch(cabinApi, ['/api/habitaciones/zzz']);
    expect(await loadFirstPaintData(client(), new URL('http://x/cabin/zzz'), TODAY)).toBe(false);
  });

  it("loads the quote of a stay in a cabin's address, under the booking widget's key", async () => {
    const quote = { success: true, available: true, pricing: { totalPrice: 9000 } };
    const cabin = { _id: 'abc', propertyDetails: { minOccupancy: 1, maxOccupancy: 4 } };
    const urls = stubFetch((path: string) => {
      if (path === '/api/destinos') return [];
      if (path === '/api/reservas/cotizar') return quote;
      if (path === '/api/availability/cabin/abc') {
        return { success: true, data: { today: '2028-06-01', occupied: [], minNights: 1 } };
      }
      return { success: true, data: cabin };
    });
    const queryClient = client();
    const url = 'http://x/cabin/abc?checkIn=2028-06-15&checkOut=2028-06-18&guests=2';
    expect(await loadFirstPaintData(queryClient, new URL(url), TODAY)).toBe(true);
    expect(urls).toContain('/api/reservas/cotizar');
    expect(queryClient.getQueryData(['quote', 'abc', '2028-06-15', '2028-06-18', 2])).toEqual(
      quote,
    );
    // Without both dates there is nothing to quote.
    const noStay = stubFetch((path: string) => (path === '/api/destinos' ? [] : { data: cabin }));
    await loadFirstPaintData(client(), new URL('http://x/cabin/abc?checkIn=2028-06-15'), TODAY);
    expect(noStay).not.toContain('/api/reservas/cotizar');
  });
  it("loads a destination's cabins with its page's own query; an unknown slug is the browser's", async () => {
    const place = (population: string, count: number) => ({
      population,
      state: 'Jalisco',
      count,
      minPrice: 1000,
      image: null,
    });
    const cabin = (id: string, population: string) => ({
      _id: id,
      location: { population, state: 'Jalisco' },
    });
    const urls = stubFetch((path: string) =>
      path === '/api/destinos'
        ? [place('San Juan', 1), place('San Juan de los Lagos', 1)]
        : {
            success: true,
            total: 1,
            page: 1,
            pageSize: 100,
            habitaciones: [cabin('a', 'San Juan')],
          },
    );
    const queryClient = client();
    const ok = await loadFirstPaintData(queryClient, new URL('http://x/destinos/san-juan'), TODAY);
    expect(ok).toBe(true);
    // The destination by its page's slug (exactly), the first page of its cabins.
    expect(urls).toEqual([
      '/api/destinos',
      '/api/cotizar/search?destination=san-juan&page=1&pageSize=100',
    ]);
    // Under the page's own key, as the browser's infinite query reads it when it hydrates.
    const data = queryClient.getQueryData(['cabins', 'destination', 'san-juan']) as {
      pages: Array<{ habitaciones: Array<{ _id: string }> }>;
      pageParams: unknown[];
    };
    expect(data.pages.map((page) => page.habitaciones.map((c) => c._id))).toEqual([['a']]);
    expect(data.pageParams).toEqual([1]);

    // The page of an address from before is the browser's (the server answers it with a 301).
    const old = stubFetch((path: string) =>
      path === '/api/destinos' ? [place('San Juan', 1)] : {},
    );
    expect(
      await loadFirstPaintData(client(), new URL('http://x/destinos/san-juan-jalisco'), TODAY),
    ).toBe(false);
    expect(old).toEqual(['/api/destinos']);

    const unknown = stubFetch((path: string) => (path === '/api/destinos' ? [] : {}));
    expect(await loadFirstPaintData(client(), new URL('http://x/destinos/atlantida'), TODAY)).toBe(
      false,
    );
    expect(unknown).toEqual(['/api/destinos']);
  });
});
