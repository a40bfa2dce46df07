import { ApiError } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import type { AuthResponse } from '../../../shared/types.ts';

/** The session an Auth response carries; an answer without one is a failure with its message. */
export function sessionFrom(body: AuthResponse): Session {
  if (!body?.success || !body.data?.token || !body.data.client) {
    throw new ApiError(body?.message || body?.error || 'HTTP Error: 200', 200, body);
  }
  return { token: body.data.token, client: body.data.client };
}
