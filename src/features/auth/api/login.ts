import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setSession, type Session } from '../../../lib/session.ts';
import type { AuthResponse } from '../../../shared/types.ts';
import type { LoginPayload } from '../../../shared/validation/auth.ts';
import { sessionFrom } from '../lib/session-from.ts';

export async function login(payload: LoginPayload): Promise<Session> {
  const body = await api.post<AuthResponse>('/api/auth/login', payload, { anonymous: true });
  return sessionFrom(body);
}

/** Signs in and stores the token and the client (SPEC §4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => setSession(session),
  });
}
