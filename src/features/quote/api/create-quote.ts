import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { isNetworkReachable } from '../../../lib/network.ts';
import { QUOTE_CONNECTION_ERROR } from '../../../shared/quote-errors.ts';
import type { QuoteRequest, QuoteResponse } from '../../../shared/types.ts';

/** The answer given when the quote never reached the server (SPEC §7). */
export const CONNECTION_ERROR_QUOTE: QuoteResponse = {
  success: false,
  available: false,
  error: QUOTE_CONNECTION_ERROR,
  errorType: 'SERVER_ERROR',
};

/** Thrown instead of sending anything when the API cannot be reached. */
export class OfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

function hasErrorType(body: unknown): body is QuoteResponse {
  return (
    !!body &&
    typeof body === 'object' &&
    typeof (body as { errorType?: unknown }).errorType === 'string'
  );
}

/**
 * POST /api/reservas/cotizar. Refusals (4xx or 200 with an errorType) are answers, not failures:
 * they come back as the QuoteResponse they are. Only an abort rejects.
 */
export async function createQuote(
  request: QuoteRequest,
  signal?: AbortSignal,
): Promise<QuoteResponse> {
  try {
    return await api.post<QuoteResponse>('/api/reservas/cotizar', request, { signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    if (error instanceof ApiError) {
      if (hasErrorType(error.body)) {
        return { ...error.body, success: false, available: error.body.available ?? false };
      }
      if (error.status === 0) return CONNECTION_ERROR_QUOTE;
      return {
        success: false,
        available: true,
        errorType: 'SERVER_ERROR',
        error: error.status >= 500 ? undefined : error.message,
      };
    }
    return CONNECTION_ERROR_QUOTE;
  }
}

/** Checks the network first: offline, nothing is sent and the query fails with OfflineError. */
export const quoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['quote', request.habitacionId, request.checkIn, request.checkOut, request.guests],
    queryFn: async ({ signal }) => {
      if (!(await isNetworkReachable())) throw new OfflineError();
      return createQuote(request, signal);
    },
    retry: false,
    staleTime: 30_000,
    gcTime: 60_000,
    networkMode: 'always',
    // Never kept for offline use: the service worker has nothing to store from it.
    meta: { offline: false },
  });

export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    ...quoteQueryOptions(request ?? { habitacionId: '', checkIn: '', checkOut: '', guests: 0 }),
    enabled: request !== null,
  });
}
