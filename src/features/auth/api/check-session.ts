import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { api, ApiError } from '../../../lib/api-client.ts';
import { clearSession, getToken, updateSessionClient } from '../../../lib/session.ts';
import type { Client } from '../../../shared/types.ts';

interface CheckResponse {
  success: boolean;
  message?: string;
  data?: { isAuthenticated: boolean; client?: Client };
}

export type SessionCheck = 'valid' | 'refused' | 'unknown';

/**
 * Verifies the stored token with the server (SPEC §4): a refusal logs out, a valid answer
 * refreshes the stored client, and no answer (offline, server down) keeps the session as it is.
 */
export async function checkSession(token: string): Promise<SessionCheck> {
  try {
    const body = await api.get<CheckResponse>('/api/auth/check', {
      headers: { Authorization: `Bearer ${token}` },
      anonymous: true,
    });
    // The guest may have signed out or in again meanwhile: only this token's session is touched.
    const stillCurrent = getToken() === token;
    if (body?.success && body.data?.isAuthenticated && body.data.client) {
      if (stillCurrent) updateSessionClient(body.data.client);
      return 'valid';
    }
    if (stillCurrent) clearSession();
    return 'refused';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      if (getToken() === token) clearSession();
      return 'refused';
    }
    return 'unknown';
  }
}

/** The start-up token whose check has not answered yet (the login page waits for it). */
let pendingToken: string | null = null;
const pendingListeners = new Set<() => void>();

function settle(token: string) {
  if (pendingToken !== token) return;
  pendingToken = null;
  for (const listener of pendingListeners) listener();
}

export const sessionCheckKey = ['auth', 'check'] as const;

export const sessionCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...sessionCheckKey, token],
    queryFn: () => checkSession(token).finally(() => settle(token)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/**
 * Mounted once by the app shell: checks the token found at start-up (a fresh login needs no
 * check). Reconnecting re-runs it, so a session that was refused while offline ends then.
 */
export function useSessionCheck() {
  const [token] = useState(() => {
    const stored = getToken() ?? '';
    // Set while rendering, before the pages below read it, so none of them acts on a stale session.
    pendingToken = stored || null;
    return stored;
  });
  return useQuery({ ...sessionCheckQueryOptions(token), enabled: token !== '' });
}

const subscribePending = (listener: () => void) => {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
};

/** True while the stored session of the start-up is being verified (the login page waits). */
export function useIsCheckingSession(): boolean {
  return useSyncExternalStore(
    subscribePending,
    () => pendingToken !== null && getToken() === pendingToken,
    () => false,
  );
}
