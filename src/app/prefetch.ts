import type { QueryClient } from '@tanstack/react-query';
import { cabinsQueryOptions } from '../features/cabins/api/get-cabins.ts';
import { destinationsQueryOptions } from '../features/search/api/get-destinations.ts';

/**
 * Starts the data of the page being opened while its code is still downloading, instead of after
 * it (each page module is a lazy chunk). Only for the home page, the usual first page.
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string): void {
  if (pathname !== '/') return;
  void queryClient.prefetchQuery(destinationsQueryOptions());
  void queryClient.prefetchQuery(cabinsQueryOptions());
}
