import { useCallback, useSyncExternalStore } from 'react';

/**
 * The one store of favourite cabins. Every heart on screen (a result card, a cabin page's
 * "Guardar") reads and writes through here, so they agree after a toggle, and a full or blocked
 * storage is handled one way: the choice holds for this page view. Signed in, the list is the
 * account's (issue 18): ./favorites-account.ts, started by the account menu (a chunk loaded after
 * start-up, so none of it weighs on the first paint), keeps it in step with /api/auth/favorites
 * and merges what the browser had at sign-in.
 */
export const FAVORITES_STORAGE_KEY = 'refugio.favorites';

/** Every hook showing a favourite, whatever screen it is on. */
const listeners = new Set<() => void>();
/** Server-rendered pages know nothing of this browser's favourites. */
const NO_FAVORITES: ReadonlySet<string> = new Set();
// No favourites is the very set a drawn page was hydrated with: nothing to draw again after it.
let cache: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: NO_FAVORITES };

function readRaw(): string | null {
  try {
    return localStorage.getItem(FAVORITES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshot(): ReadonlySet<string> {
  const raw = readRaw();
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    ids = [];
  }
  cache = { raw, ids: new Set(ids) };
  return cache.ids;
}

/** Told of every toggle (the account's writer, once it is loaded). */
let onToggle: ((id: string, favorite: boolean) => void) | null = null;

export function setFavoriteToggleListener(listener: typeof onToggle): void {
  onToggle = listener;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getFavoriteIds(): ReadonlySet<string> {
  return snapshot();
}

/** The whole list at once (the account's, as the server answered it). */
export function replaceFavorites(list: Iterable<string>): void {
  const ids = new Set(list);
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: keep the choice for this page view.
    cache = { raw: cache.raw, ids };
  }
  for (const listener of listeners) listener();
}

export function setFavorite(id: string, favorite: boolean): void {
  const ids = new Set(snapshot());
  if (favorite) ids.add(id);
  else ids.delete(id);
  replaceFavorites(ids);
  onToggle?.(id, favorite);
}

const noFavorites = () => NO_FAVORITES;

/** [isFavorite, toggle] for one cabin, in sync across every heart showing it. */
export function useFavorite(id: string): [boolean, () => void] {
  const ids = useSyncExternalStore(subscribe, snapshot, noFavorites);
  const favorite = ids.has(id);
  const toggle = useCallback(() => setFavorite(id, !getFavoriteIds().has(id)), [id]);
  return [favorite, toggle];
}
