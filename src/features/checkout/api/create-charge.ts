import { ApiError, api } from '../../../lib/api-client.ts';
import type { ChargeRequest, ChargeResponse } from '../../../shared/types.ts';

export const CHARGE_PATH = '/api/payments/charge';

/** One Idempotency-Key per checkout attempt: a random UUID (with a fallback off secure contexts). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChargeRetryPolicy {
  /** Re-sends after a dropped connection (same key: the server replays, never charges twice). */
  networkRetries: number;
  /** Re-sends while the server says the same key is still being processed (409). */
  inProgressRetries: number;
  delayMs: number;
}

const DEFAULT_POLICY: ChargeRetryPolicy = {
  networkRetries: 2,
  inProgressRetries: 10,
  delayMs: 1000,
};

/**
 * POST /api/payments/charge with the attempt's Idempotency-Key. Network failures and "still
 * processing" answers are retried with the same key and body; anything else is the caller's.
 */
export async function createCharge(
  body: ChargeRequest,
  idempotencyKey: string,
  policy: ChargeRetryPolicy = DEFAULT_POLICY,
): Promise<ChargeResponse> {
  let networkRetries = policy.networkRetries;
  let inProgressRetries = policy.inProgressRetries;
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.post<ChargeResponse>(CHARGE_PATH, body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const inProgress =
        error.status === 409 && (error.body as { retryable?: unknown } | null)?.retryable === true;
      if (error.status === 0 && networkRetries-- > 0) {
        await wait(policy.delayMs * 2 ** Math.min(attempt, 4));
        continue;
      }
      if (inProgress && inProgressRetries-- > 0) {
        await wait(policy.delayMs);
        continue;
      }
      throw error;
    }
  }
}
