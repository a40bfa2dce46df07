import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCharge,
  newIdempotencyKey,
} from '../../../src/features/checkout/api/create-charge.ts';
import { ApiError } from '../../../src/lib/api-client.ts';
import type { ChargeRequest } from '../../../src/shared/types.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const body = { method: 'card', token_id: 'ktok' } as unknown as ChargeRequest;
const fast = { networkRetries: 2, inProgressRetries: 3, delayMs: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('createCharge', () => {
  it('sends the Idempotency-Key and retries a dropped connection with the same key', async () => {
    const keys: Array<string | null> = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      if (keys.length === 2)
        return json(
          { success: false, message: 'La solicitud ya se está procesando', retryable: true },
          409,
        );
      return json({ success: true, data: { ok: true } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(createCharge(body, 'key-1', fast)).resolves.toMatchObject({ success: true });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('does not retry a decline', async () => {
    const fetchMock = vi.fn(async () =>
      json({ success: false, message: 'Declinada', error_code: 3001 }, 402),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await createCharge(body, 'key-2', fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, message: 'Declinada', error_code: 3001 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the network retries', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(createCharge(body, 'key-3', fast)).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('makes a fresh key per attempt', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
