import { useSyncExternalStore } from 'react';
import type { Client } from '../shared/types.ts';

/** The browser session (SPEC §3 "Session data"): the auth token and the client, in localStorage. */

export interface Session {
  token: string;
  client: Client;
}

const STORAGE_KEY = 'refugio.session';
const listeners = new Set<() => void>();
const clearedListeners = new Set<() => void>();
let current: Session | null = read();

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

function emit() {
  for (const listener of listeners) listener();
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

export function getSession(): Session | null {
  if (current && isTokenExpired(current.token)) clearSession();
  return current;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function setSession(session: Session): void {
  current = session;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
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
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the in-memory session is gone all the same
  }
  emit();
  if (had) for (const listener of clearedListeners) listener();
}

export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
