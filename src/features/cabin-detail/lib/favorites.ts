import { useCallback, useSyncExternalStore } from 'react';

/** Saved cabins, local to this browser (SPEC §2: the heart only toggles locally). */
export const FAVORITES_KEY = 'refugio.favorites';

const listeners = new Set<() => void>();

function readIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function isFavorite(id: string): boolean {
  return readIds().includes(id);
}

export function setFavorite(id: string, saved: boolean): void {
  const ids = readIds().filter((other) => other !== id);
  if (saved) ids.push(id);
  try {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify(ids));
  } catch {
    // storage full or blocked: the heart simply does not persist
  }
  for (const listener of listeners) listener();
}

export function useFavorite(id: string): [boolean, () => void] {
  const saved = useSyncExternalStore(
    subscribe,
    () => isFavorite(id),
    () => false,
  );
  const toggle = useCallback(() => setFavorite(id, !isFavorite(id)), [id]);
  return [saved, toggle];
}
