import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setSession, type Session } from '../../../lib/session.ts';
import type { AuthResponse } from '../../../shared/types.ts';
import type { RegisterPayload } from '../../../shared/validation/auth.ts';
import { sessionFrom } from '../lib/session-from.ts';

export async function register(payload: RegisterPayload): Promise<Session> {
  const body = await api.post<AuthResponse>('/api/auth/register', payload, { anonymous: true });
  return sessionFrom(body);
}

/** Creates the account and signs in with it. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => setSession(session),
  });
}
