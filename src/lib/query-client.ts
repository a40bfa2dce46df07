import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient, onlineManager, type Query, type QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { BUILD_ID } from './pwa/build-id.ts';

export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const PERSIST_STORAGE_KEY = 'refugio.query-cache';

/** Query keys that hold a guest's own data or a checkout step: never written to localStorage. */
const PRIVATE_KEY_PARTS = [
  'auth',
  'session',
  'profile',
  'preferences',
  'reserv',
  'booking',
  'checkout',
  'quote',
  'cotiza',
  'payment',
  'charge',
  'card',
  'user',
];

export function isPrivateQueryKey(queryKey: QueryKey): boolean {
  return queryKey.some((part) => {
    if (typeof part !== 'string') return false;
    const text = part.toLowerCase();
    return text === 'me' || PRIVATE_KEY_PARTS.some((p) => text.includes(p));
  });
}

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && !isPrivateQueryKey(query.queryKey);
}

/**
 * SPEC §9: 3 retries with exponential back-off capped at 30 s. Queries are 'offlineFirst': they
 * run once even offline so the service worker can answer from IndexedDB; offline with nothing
 * stored they fail at once (status 0) instead of pausing. Mutations (quote, charge, login) never
 * wait for the network to come back: they fail at once, so nothing is sent later behind the
 * guest's back.
 */
export function createQueryClient(): QueryClient {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => {
          const status = (error as { status?: number }).status;
          if (status && status >= 400 && status < 500) return false;
          // Offline with nothing stored: fail now so the page says so (no endless spinner);
          // reconnecting refetches what is on screen.
          if (status === 0 && !onlineManager.isOnline()) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 60_000,
        // Must outlive the persisted cache, or restored data would be dropped at once.
        gcTime: PERSIST_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        // Reconnection refreshes every shown query (provider), stale or not.
        refetchOnReconnect: false,
      },
      mutations: {
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The cache survives a cold start (localStorage, 24 h, dropped when the build changes). */
export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: browserStorage(),
      key: PERSIST_STORAGE_KEY,
      throttleTime: 1000,
      retry: removeOldestQuery,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: BUILD_ID,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * Puts the persisted cache back into `queryClient` and keeps writing it. Restoring before the
 * first render draws a cold start from it at once, and nothing changes under a page that is
 * hydrating (a provider that restores on mount would re-render the app in the middle of it).
 * Data already there (a server-drawn page's) is newer and is kept.
 *
 * What came from this device's storage is stale however young it is: a page showing it asks
 * again, so the guest either gets the server's data or learns (the offline banner, with the
 * stored data's age) that what is on screen is the device's.
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<() => void> {
  const options = { ...createPersistOptions(), queryClient };
  const cache = queryClient.getQueryCache();
  const before = new Map(cache.getAll().map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  await persistQueryClientRestore(options);
  for (const query of cache.getAll()) {
    if (before.get(query.queryHash) !== query.state.dataUpdatedAt) query.invalidate();
  }
  return persistQueryClientSubscribe(options);
}
