import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PasswordResetRequestPayload } from '../../../shared/validation/auth.ts';

export interface PasswordResetRequestAnswer {
  success: true;
  message: string;
}

export function requestPasswordReset(payload: PasswordResetRequestPayload) {
  return api.post<PasswordResetRequestAnswer>('/api/auth/password-reset', payload, {
    anonymous: true,
  });
}

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
