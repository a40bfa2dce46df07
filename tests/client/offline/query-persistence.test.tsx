import { QueryClient, onlineManager } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import {
  PERSIST_MAX_AGE_MS,
  PERSIST_STORAGE_KEY,
  createPersistOptions,
  createQueryClient,
  isPrivateQueryKey,
} from '../../../src/lib/query-client.ts';

/**
 * react-query and the persist client each carry their own copy of query-core (5.108 / 5.104):
 * the same class at run time, two types to the compiler.
 */
const asPersisted = (client: QueryClient) =>
  client as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'];

/** The persister writes at most once a second. */
const settleThrottle = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('query cache persistence', () => {
  it('keeps queries at least as long as the persisted cache lives, offline-first', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
    expect(defaults.queries?.networkMode).toBe('offlineFirst');
    // A mutation (quote, charge, login) is never parked to be sent later.
    expect(defaults.mutations?.networkMode).toBe('always');
    expect(createPersistOptions().maxAge).toBe(PERSIST_MAX_AGE_MS);
  });

  it.each([
    [['auth', 'check', 'token'], true],
    [['reservations', 'mine'], true],
    [['my-reservations'], true],
    [['quote', 'c1', '2026-12-01'], true],
    [['checkout', 'summary'], true],
    [['profile'], true],
    [['cabins'], false],
    [['cabins', 'detail', 'c1'], false],
    [['cabins', 'search', { location: 'Tulum' }], false],
    [['destinations'], false],
    [['config', 'map-tiles'], false],
  ])('%j is private: %s', (key, expected) => {
    expect(isPrivateQueryKey(key)).toBe(expected);
  });

  it('writes only successful public queries to localStorage and restores them', async () => {
    const source = createQueryClient();
    source.setQueryData(['cabins'], [{ _id: 'c1' }]);
    source.setQueryData(['auth', 'check', 'tok'], 'valid');
    source.setQueryData(['reservations', 'mine'], [{ _id: 'r1' }]);
    await source
      .fetchQuery({
        queryKey: ['cabins', 'detail', 'broken'],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
      })
      .catch(() => undefined);

    const options = createPersistOptions();
    await persistQueryClientSave({ ...options, queryClient: asPersisted(source) });
    await settleThrottle();
    const stored = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY)!) as {
      buster: string;
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    expect(stored.clientState.queries.map((q) => q.queryKey)).toEqual([['cabins']]);

    const target = new QueryClient();
    await persistQueryClientRestore({ ...options, queryClient: asPersisted(target) });
    expect(target.getQueryData(['cabins'])).toEqual([{ _id: 'c1' }]);
  });

  it('drops the persisted cache of another build', async () => {
    const source = createQueryClient();
    source.setQueryData(['cabins'], [{ _id: 'c1' }]);
    await persistQueryClientSave({ ...createPersistOptions(), queryClient: asPersisted(source) });
    await settleThrottle();
    expect(localStorage.getItem(PERSIST_STORAGE_KEY)).not.toBeNull();
    const target = new QueryClient();
    await persistQueryClientRestore({
      ...createPersistOptions(),
      buster: 'otra-version',
      queryClient: asPersisted(target),
    });
    expect(target.getQueryData(['cabins'])).toBeUndefined();
  });
});

describe('queries offline', () => {
  it('fail at once with the network error when offline and nothing is stored', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    try {
      let calls = 0;
      const result = client.fetchQuery({
        queryKey: ['cabins', 'detail', 'nunca-vista'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(Object.assign(new Error('Network error occurred'), { status: 0 }));
        },
      });
      await expect(result).rejects.toMatchObject({ status: 0 });
      expect(calls).toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
