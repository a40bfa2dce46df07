import { useSyncExternalStore } from 'react';
import type { Client } from '../shared/types.ts';
import { configureApiClient } from './api-client.ts';

/** The browser session (SPEC §3 "Session data"): the auth token and the client, in localStorage. */

export interface Session {
  token: string;
  client: Client;
}

const STORAGE_KEY = 'refugio.session';
/** setTimeout takes at most a signed 32-bit delay (about 24.8 days); 30-day tokens re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const listeners = new Set<() => void>();
const clearedListeners = new Set<() => void>();
let current: Session | null = read();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
/** A stored session that had expired before this page loaded: announced to late subscribers. */
let expiredBeforeLoad = false;

function read(): Session | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Session;
    return parsed?.token && parsed.client ? parsed : null;
  } catch {
    return null;
  }
}

function write(session: Session | null): void {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable (private mode, quota): the in-memory session still works for this tab
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function notifyCleared() {
  for (const listener of [...clearedListeners]) listener();
}

/** Seconds-since-epoch `exp` of a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
}

/** Logs out by itself when the token's `exp` passes, even if the app stays open. */
function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!current) return;
  const exp = tokenExpiry(current.token);
  if (exp === null) return;
  const delay = exp * 1000 - Date.now();
  expiryTimer = setTimeout(
    () => {
      if (current && isTokenExpired(current.token)) clearSession();
      else scheduleExpiry();
    },
    Math.max(0, Math.min(delay, MAX_TIMER_MS)),
  );
}

/** The session, or null; an expired one reads as null (the timer clears it right after). */
export function getSession(): Session | null {
  return current && !isTokenExpired(current.token) ? current : null;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function setSession(session: Session): void {
  current = session;
  expiredBeforeLoad = false;
  write(session);
  scheduleExpiry();
  emit();
}

export function updateSessionClient(client: Client): void {
  if (!current) return;
  setSession({ ...current, client });
}

/** Logs out locally and tells subscribers (e.g. the offline store clears the guest's reservations). */
export function clearSession(): void {
  const had = current !== null;
  current = null;
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  write(null);
  emit();
  if (had) notifyCleared();
}

/**
 * Called after any logout: explicit, a refused token, an expired one, or another tab's. A listener
 * added after a page load that found an expired session is told once, asynchronously.
 */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  if (expiredBeforeLoad) {
    queueMicrotask(() => {
      if (expiredBeforeLoad && clearedListeners.has(listener)) listener();
    });
  }
  return () => clearedListeners.delete(listener);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

if (current && isTokenExpired(current.token)) {
  current = null;
  expiredBeforeLoad = true;
  write(null);
} else {
  scheduleExpiry();
}

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    const had = current !== null;
    current = read();
    scheduleExpiry();
    emit();
    if (had && !current) notifyCleared();
  });
}

// Every request carries the token; a 401 to a request that carried one logs out (SPEC §4, §8).
configureApiClient({ getToken, onUnauthorized: clearSession });
