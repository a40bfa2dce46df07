import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OWNER_STORAGE_KEY,
  PENDING_STORAGE_KEY,
  planSync,
  startFavoritesAccount,
  syncFavorites,
} from '../../../src/lib/favorites-account.ts';
import { FAVORITES_STORAGE_KEY, getFavoriteIds, setFavorite } from '../../../src/lib/favorites.ts';
import { clearSession } from '../../../src/lib/session.ts';
import { createClient, json, signIn, stubFetch } from '../auth/harness.tsx';

const ids = (list: string[]) => json({ success: true, data: { cabinIds: list } });
const local = (list: string[]) => localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
const hearts = () => [...getFavoriteIds()].sort();
const start = () => startFavoritesAccount();
// As the account menu does on every page (once: later calls change nothing).
start();

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('planSync: what a sync sends', () => {
  it("sends the browser's own hearts at sign-in, but none the account has", () => {
    expect(
      planSync({
        local: ['a', 'b', 'c'],
        owner: null,
        clientId: 'ana',
        account: ['b'],
        pending: {},
      }),
    ).toEqual([
      { id: 'a', save: true },
      { id: 'c', save: true },
    ]);
  });

  it("sends nothing of a copy of the account's list (a heart removed elsewhere stays removed)", () => {
    expect(
      planSync({ local: ['a', 'old'], owner: 'ana', clientId: 'ana', account: ['a'], pending: {} }),
    ).toEqual([]);
    // Another account's copy is not this guest's either.
    expect(
      planSync({ local: ['x'], owner: 'beto', clientId: 'ana', account: [], pending: {} }),
    ).toEqual([]);
  });

  it('sends the toggles that wait, when the account does not have them yet', () => {
    expect(
      planSync({
        local: [],
        owner: 'ana',
        clientId: 'ana',
        account: ['kept', 'gone'],
        pending: { new: true, gone: false, kept: true },
      }),
    ).toEqual([
      { id: 'new', save: true },
      { id: 'gone', save: false },
    ]);
  });
});

describe('favourites on the account', () => {
  it('merges the local hearts into the account at sign-in and takes the account list', async () => {
    local(['a', 'b']);
    const { client } = signIn(createClient({ id: 'ana' }));
    const server = new Set(['c']);
    const http = stubFetch({
      'GET /api/auth/favorites': () => ids([...server]),
      'PUT /api/auth/favorites/a': () => (server.add('a'), ids([...server])),
      // b left the catalogue: dropped, the rest goes on.
      'PUT /api/auth/favorites/b': () =>
        json(
          { success: false, errorType: 'CABIN_NOT_FOUND', message: 'Cabaña no encontrada' },
          404,
        ),
    });
    await syncFavorites();
    http.assertNoUnhandled();
    expect(http.calls('PUT /api/auth/favorites/a')).toHaveLength(1);
    expect(hearts()).toEqual(['a', 'c']);
    expect(localStorage.getItem(OWNER_STORAGE_KEY)).toBe(client.id);

    // The next start reads the account only: no merge again.
    server.delete('a');
    await syncFavorites();
    expect(http.calls('PUT /api/auth/favorites/a')).toHaveLength(1);
    expect(hearts()).toEqual(['c']);
  });

  it("on another device shows the account's hearts, whatever that browser had copied", async () => {
    local(['stale']);
    localStorage.setItem(OWNER_STORAGE_KEY, 'ana');
    signIn(createClient({ id: 'ana' }));
    const http = stubFetch({ 'GET /api/auth/favorites': () => ids(['from-phone']) });
    await syncFavorites();
    http.assertNoUnhandled();
    expect(hearts()).toEqual(['from-phone']);
  });

  it('sends each toggle when signed in, keeps one made offline for the next sync, and clears at sign-out', async () => {
    signIn(createClient({ id: 'ana' }));
    const server = new Set<string>();
    let offline = false;
    const http = stubFetch({
      'GET /api/auth/favorites': () => ids([...server]),
      'PUT /api/auth/favorites/a': () => (server.add('a'), ids([...server])),
      'PUT /api/auth/favorites/b': () => {
        if (offline) throw new TypeError('Failed to fetch');
        server.add('b');
        return ids([...server]);
      },
      'DELETE /api/auth/favorites/a': () => (server.delete('a'), ids([...server])),
    });
    start();
    await syncFavorites();

    setFavorite('a', true);
    await vi.waitFor(() => expect(server.has('a')).toBe(true));
    setFavorite('a', false);
    await vi.waitFor(() => expect(server.has('a')).toBe(false));

    offline = true;
    setFavorite('b', true);
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(PENDING_STORAGE_KEY) ?? '{}')).toEqual({ b: true }),
    );
    expect(hearts()).toEqual(['b']);
    offline = false;
    await syncFavorites();
    expect(server.has('b')).toBe(true);
    expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
    http.assertNoUnhandled();

    clearSession();
    expect(hearts()).toEqual([]);
    expect(localStorage.getItem(OWNER_STORAGE_KEY)).toBeNull();
  });

  it('leaves the hearts local while signed out', async () => {
    const http = stubFetch({});
    start();
    setFavorite('solo', true);
    await syncFavorites();
    expect(http.requests).toEqual([]);
    expect(hearts()).toEqual(['solo']);
  });
});
