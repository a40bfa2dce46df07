import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setSession, type Session } from '../../../lib/session.ts';
import type { AuthResponse } from '../../../shared/types.ts';
import type { PasswordResetConfirmPayload } from '../../../shared/validation/auth.ts';
import { sessionFrom } from '../lib/session-from.ts';

export async function resetPassword(payload: PasswordResetConfirmPayload): Promise<Session> {
  const body = await api.post<AuthResponse>('/api/auth/password-reset/confirm', payload, {
    anonymous: true,
  });
  return sessionFrom(body);
}

/** Sets the new password from an e-mailed link and signs in (every other session has ended). */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (session) => setSession(session),
  });
}
