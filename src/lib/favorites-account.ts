import { ApiError, api } from './api-client.ts';
import { getFavoriteIds, replaceFavorites, setFavoriteToggleListener } from './favorites.ts';
import { getSession, onSessionCleared, subscribeSession } from './session.ts';

/**
 * The hearts of a signed-in guest are the account's (issue 18, ARCHITECTURE "Discovery"): this
 * module, started by the account menu (a chunk loaded after start-up on every page with the
 * header) and by /favorites, keeps ./favorites.ts in step with /api/auth/favorites.
 *
 * - Signing in: the hearts the browser had before (kept while signed out) are saved to the account,
 *   then the store holds the account's list. The store notes whose list it holds
 *   (OWNER_STORAGE_KEY), so a later start only reads the account's list: a heart removed on another
 *   device is not brought back from this one's copy.
 * - Signed in: each toggle is sent (PUT or DELETE, one at a time, in order) and the store takes the
 *   list the server answers. A toggle that could not be sent (offline) waits in
 *   PENDING_STORAGE_KEY and is sent at the next sync.
 * - Signing out: the hearts go (another person may use this browser next).
 */
export const OWNER_STORAGE_KEY = 'refugio.favorites.owner';
export const PENDING_STORAGE_KEY = 'refugio.favorites.pending';

const FAVORITES_URL = '/api/auth/favorites';
const cabinUrl = (id: string) => `${FAVORITES_URL}/${encodeURIComponent(id)}`;

interface IdsAnswer {
  data?: { cabinIds?: string[] };
}

/** Saves and removals not yet sent, by cabin id (true = save). */
type Pending = Record<string, boolean>;

/**
 * What signing in (or starting signed in) must send: the browser's own hearts when the store is
 * nobody's (kept while signed out), else the toggles still waiting. Pure, for the tests.
 */
export function planSync(input: {
  local: readonly string[];
  owner: string | null;
  clientId: string;
  account: readonly string[];
  pending: Pending;
}): Array<{ id: string; save: boolean }> {
  const saved = new Set(input.account);
  if (input.owner === null) {
    return input.local.filter((id) => !saved.has(id)).map((id) => ({ id, save: true }));
  }
  if (input.owner !== input.clientId) return [];
  return Object.entries(input.pending)
    .filter(([id, save]) => saved.has(id) !== save)
    .map(([id, save]) => ({ id, save }));
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: this page view still syncs.
  }
}

function readPending(): Pending {
  try {
    const parsed: unknown = JSON.parse(read(PENDING_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, save]) => typeof save === 'boolean'),
    ) as Pending;
  } catch {
    return {};
  }
}

function setPending(id: string, save: boolean | null): void {
  const pending = readPending();
  if (save === null) delete pending[id];
  else pending[id] = save;
  write(PENDING_STORAGE_KEY, Object.keys(pending).length ? JSON.stringify(pending) : null);
}

/** The account's changes, one at a time, in the order they were made. */
let queue: Promise<unknown> = Promise.resolve();
const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

/**
 * Announced on window whenever the account's list changed (the /favorites page refetches its
 * cards): an event, so that page need not import this module (one chunk less to list at start-up).
 */
export const FAVORITES_CHANGED_EVENT = 'refugio:favorites-changed';

/** Takes the account's list, unless the guest signed out or changed meanwhile. */
function adopt(clientId: string, ids: readonly string[] | undefined): void {
  if (!ids || getSession()?.client.id !== clientId) return;
  write(OWNER_STORAGE_KEY, clientId);
  replaceFavorites(ids);
  window.dispatchEvent(new Event(FAVORITES_CHANGED_EVENT));
}

/** A 404 (the cabin left the catalogue) or 409 (the account is full) will not change by retrying. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

async function send(id: string, save: boolean): Promise<string[] | undefined> {
  const answer = save
    ? await api.put<IdsAnswer>(cabinUrl(id))
    : await api.delete<IdsAnswer>(cabinUrl(id));
  return answer.data?.cabinIds;
}

/** Reads the account's list, sends what waits (or the browser's hearts at sign-in), takes the result. */
export function syncFavorites(): Promise<void> {
  return enqueue(async () => {
    const session = getSession();
    if (!session) return;
    const clientId = session.client.id;
    const answer = await api.get<IdsAnswer>(FAVORITES_URL);
    let ids = answer.data?.cabinIds ?? [];
    const owner = read(OWNER_STORAGE_KEY);
    const plan = planSync({
      local: [...getFavoriteIds()],
      owner,
      clientId,
      account: ids,
      pending: owner === clientId ? readPending() : {},
    });
    for (const { id, save } of plan) {
      try {
        ids = (await send(id, save)) ?? ids;
        setPending(id, null);
      } catch (error) {
        if (!isFinal(error)) throw error;
        setPending(id, null);
      }
    }
    if (owner !== clientId) write(PENDING_STORAGE_KEY, null);
    adopt(clientId, ids);
  });
}

function onToggle(id: string, save: boolean): void {
  const session = getSession();
  if (!session) return;
  const clientId = session.client.id;
  // The store may hold another list until the first sync has run: that sync sends this too.
  if (read(OWNER_STORAGE_KEY) !== clientId) return;
  setPending(id, save);
  void enqueue(async () => {
    try {
      const ids = await send(id, save);
      setPending(id, null);
      adopt(clientId, ids);
    } catch (error) {
      if (!isFinal(error)) return; // offline or a failure: sent at the next sync
      setPending(id, null);
      // Refused for good: show the account's list again.
      adopt(clientId, (await api.get<IdsAnswer>(FAVORITES_URL)).data?.cabinIds);
    }
  });
}

let started = false;

/** Once per page load (the account menu and /favorites call it). */
export function startFavoritesAccount(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  setFavoriteToggleListener(onToggle);
  let signedIn = getSession()?.client.id ?? null;
  subscribeSession(() => {
    const now = getSession()?.client.id ?? null;
    if (now && now !== signedIn) void syncFavorites().catch(() => undefined);
    signedIn = now;
  });
  onSessionCleared(() => {
    write(OWNER_STORAGE_KEY, null);
    write(PENDING_STORAGE_KEY, null);
    replaceFavorites([]);
  });
  if (signedIn) void syncFavorites().catch(() => undefined);
  // Back online: what waited is sent.
  window.addEventListener('online', () => {
    if (getSession()) void syncFavorites().catch(() => undefined);
  });
}
