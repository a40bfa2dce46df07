import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { cabinsQueryOptions } from '../features/cabins/api/get-cabins.ts';
import { destinationsQueryOptions } from '../features/search/api/get-destinations.ts';

/**
 * In the browser, the home's data starts downloading with the app's code rather than after it
 * (each page is a lazy chunk). Data the server already sent is fresh and is not fetched again.
 */
export function prefetchHomeData(queryClient: QueryClient, pathname: string): void {
  if (pathname !== paths.home.path) return;
  void queryClient.prefetchQuery(destinationsQueryOptions());
  void queryClient.prefetchQuery(cabinsQueryOptions());
}
