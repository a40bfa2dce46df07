import { api } from '../../../lib/api-client.ts';
import { clearSession, getToken } from '../../../lib/session.ts';

let signingOut = false;

/** True while a deliberate sign-out is leaving a signed-in page (its guard must not send to /login). */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Ends the session here at once and revokes the token on the server. Offline, the revocation is
 * skipped: the local session is gone all the same and the token expires on its own.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  clearSession();
  if (!token) return;
  try {
    await api.post('/api/auth/logout', undefined, {
      anonymous: true,
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    // already revoked, expired or unreachable: nothing left to undo
  }
}

/** 'Cerrar sesión': logs out, then goes to `leave` (home) without a detour through /login. */
export async function signOutAndLeave(leave: () => Promise<void> | void): Promise<void> {
  signingOut = true;
  try {
    const revoking = logout();
    await leave();
    await revoking;
  } finally {
    signingOut = false;
  }
}
