import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { updateSessionClient } from '../../../lib/session.ts';
import type { Client } from '../../../shared/types.ts';
import type { PreferencesPayload } from '../../../shared/validation/auth.ts';

interface PreferencesResponse {
  success: boolean;
  message?: string;
  data: { client: Client };
}

export async function updatePreferences(payload: PreferencesPayload): Promise<PreferencesResponse> {
  return api.put<PreferencesResponse>('/api/auth/preferences', payload);
}

export function useUpdatePreferences() {
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (body) => updateSessionClient(body.data.client),
  });
}
