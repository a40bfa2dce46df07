import { api } from '../../../lib/api-client.ts';
import { clearSession, getToken } from '../../../lib/session.ts';

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
