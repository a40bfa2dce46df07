import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { updateSessionClient } from '../../../lib/session.ts';
import type { Client } from '../../../shared/types.ts';
import type { ProfilePayload } from '../../../shared/validation/auth.ts';

interface ProfileResponse {
  success: boolean;
  message?: string;
  data: { client: Client };
}

export async function updateProfile(payload: ProfilePayload): Promise<ProfileResponse> {
  return api.put<ProfileResponse>('/api/auth/profile', payload);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (body) => updateSessionClient(body.data.client),
  });
}
