import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { cabinReviewsQueryOptions } from '../features/cabin-detail/api/get-cabin-reviews.ts';
import { cabinQueryOptions } from '../features/cabin-detail/api/get-cabin.ts';
import { createQuote, quoteQueryOptions } from '../features/quote/api/create-quote.ts';
import { availabilityQueryOptions } from '../features/quote/api/get-availability.ts';
import {
  guestLimits,
  quoteRequestFor,
  stayFromAddress,
} from '../features/quote/lib/stay-request.ts';
import { destinationCabinsQueryOptions } from '../features/results/api/destination-cabins.ts';
import { searchCabinsQueryOptions } from '../features/results/api/search-cabins.ts';
import { destinationsQueryOptions } from '../features/search/api/get-destinations.ts';
import { parseBbox } from '../shared/bbox.ts';
import { destinationSlugs } from '../shared/destination-summary.ts';
import { parseResultsPage } from '../shared/search-filters.ts';

/** The pages the server renders for a first visit; every other page is drawn by the browser. */
export type ServerRenderedPage = 'home' | 'results' | 'cabin' | 'login' | 'destination';

export function serverRenderedPage(pathname: string): ServerRenderedPage | null {
  if (pathname === paths.home.path) return 'home';
  if (pathname === paths.results.path) return 'results';
  if (matchPath(paths.cabin.path, pathname)) return 'cabin';
  if (pathname === paths.login.path) return 'login';
  if (matchPath(paths.destination.path, pathname)) return 'destination';
  return null;
}

/**
 * Loads what a page shows on its first paint, with the page's own query options (same keys, same
 * fetchers), for the server to draw it from. Resolves to false when the page cannot be drawn from
 * data (bad address, unknown cabin, an error). The home's cabin list only feeds the carousels
 * below the fold: the browser fetches it itself. `today` is the server's: a stay in a cabin's
 * address is read against it, as the browser's widget reads it against its own.
 */
export async function loadFirstPaintData(
  queryClient: QueryClient,
  url: URL,
  today: string,
): Promise<boolean> {
  const page = serverRenderedPage(url.pathname);
  if (!page) return false;
  // The header's search bar suggests destinations on every page.
  const loads: Promise<unknown>[] = [queryClient.prefetchQuery(destinationsQueryOptions())];
  if (page === 'destination') {
    // A destination's page: its cabins, once the destinations say which one the slug names.
    await Promise.all(loads);
    const slug = matchPath(paths.destination.path, url.pathname)?.params.slug ?? '';
    const list = queryClient.getQueryData(destinationsQueryOptions().queryKey) ?? [];
    if (!destinationSlugs(list).includes(slug)) return false;
    loads.push(queryClient.prefetchInfiniteQuery(destinationCabinsQueryOptions(slug)));
  }
  if (page === 'results') {
    const parsed = parseResultsPage(url.searchParams);
    if (!parsed.ok) return false;
    const area = parseBbox(url.searchParams.get('bbox'));
    loads.push(queryClient.prefetchInfiniteQuery(searchCabinsQueryOptions(parsed.search, area)));
  } else if (page === 'cabin') {
    const id = matchPath(paths.cabin.path, url.pathname)?.params.id ?? '';
    loads.push(
      queryClient.prefetchQuery(cabinQueryOptions(id)),
      queryClient.prefetchQuery(availabilityQueryOptions(id)),
      queryClient.prefetchQuery(cabinReviewsQueryOptions(id)),
    );
    await Promise.all(loads);
    await loadStayQuote(queryClient, id, url.searchParams, today);
  }
  await Promise.all(loads);
  return queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');
}

/**
 * A cabin asked for with a stay in its address is drawn with that stay's quote, as the booking
 * widget would ask for it (same stay, same key): the total shows at once instead of
 * 'Verificando...'. A quote that did not come through is left for the browser to ask again.
 */
async function loadStayQuote(
  queryClient: QueryClient,
  cabinId: string,
  params: URLSearchParams,
  today: string,
): Promise<void> {
  if (!params.get('checkIn') || !params.get('checkOut')) return;
  const cabin = queryClient.getQueryData(cabinQueryOptions(cabinId).queryKey);
  const availability = queryClient.getQueryData(availabilityQueryOptions(cabinId).queryKey);
  if (!cabin || !availability) return;
  const stay = stayFromAddress(params, guestLimits(cabin), today);
  const request = quoteRequestFor(cabinId, stay, availability.today);
  if (!request) return;
  const options = quoteQueryOptions(request);
  await queryClient.prefetchQuery({
    ...options,
    queryFn: ({ signal }) => createQuote(request, signal),
  });
  const quote = queryClient.getQueryData(options.queryKey);
  if (!quote || quote.errorType === 'SERVER_ERROR') {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
