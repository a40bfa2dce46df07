import type { OpenpayCharge, OpenpayChargeRequest, OpenpayErrorBody } from './openpay-types.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';

export interface OpenpayAdapterOptions {
  /** e.g. https://sandbox-api.openpay.mx/v1 (no trailing merchant id). */
  baseUrl: string;
  merchantId: string;
  privateKey: string;
  /** Per-call time limit; Openpay's own SDKs wait 80–90 s. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

function isErrorBody(body: unknown): body is OpenpayErrorBody {
  return (
    !!body &&
    typeof body === 'object' &&
    typeof (body as OpenpayErrorBody).error_code === 'number' &&
    typeof (body as OpenpayErrorBody).description === 'string'
  );
}

/**
 * Openpay's charge API over HTTP (reference/openpay.md §2): Basic auth with the private key as the
 * user and an empty password. Failures become ProviderErrors with Openpay's error object; a timeout,
 * a dropped connection or an unreadable answer is a transport error (outcome unknown).
 */
export function createOpenpayAdapter(options: OpenpayAdapterOptions): PaymentProvider {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.merchantId)}`;
  const auth = `Basic ${Buffer.from(`${options.privateKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const fetchImpl = options.fetchImpl ?? fetch;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: auth,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new ProviderError(null, { message: 'Openpay unreachable', cause });
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.ok) {
      if (parsed === null && text) {
        throw new ProviderError(null, {
          message: `Openpay answered ${response.status} without JSON`,
        });
      }
      return parsed as T;
    }
    if (isErrorBody(parsed)) throw new ProviderError(parsed);
    throw new ProviderError({
      category: 'internal',
      description: `Unexpected answer from Openpay (HTTP ${response.status})`,
      http_code: response.status,
      error_code: 1000,
      request_id: null,
    });
  }

  /**
   * A capture or release that Openpay refused because it was already done (a retry after a lost
   * answer, or another process): the charge as it is now, so both calls are idempotent. Any other
   * refusal, and every transport failure, is passed on.
   */
  async function alreadyThere(
    error: unknown,
    chargeId: string,
    status: 'completed' | 'cancelled',
  ): Promise<OpenpayCharge> {
    if (!(error instanceof ProviderError) || error.category === 'transport') throw error;
    if (error.errorCode !== 1003 && error.errorCode !== 1013) throw error;
    let now: OpenpayCharge | null;
    try {
      now = await call<OpenpayCharge>('GET', `/charges/${encodeURIComponent(chargeId)}`);
    } catch {
      throw error;
    }
    if (now?.status === status) return now;
    throw error;
  }

  return {
    name: 'openpay',

    charge(request: OpenpayChargeRequest) {
      return call<OpenpayCharge>('POST', '/charges', request);
    },

    async getCharge(ref) {
      try {
        if ('id' in ref) {
          return await call<OpenpayCharge>('GET', `/charges/${encodeURIComponent(ref.id)}`);
        }
        const list = await call<OpenpayCharge[]>(
          'GET',
          `/charges?order_id=${encodeURIComponent(ref.orderId)}&limit=1`,
        );
        return Array.isArray(list) && list.length ? list[0] : null;
      } catch (error) {
        if (error instanceof ProviderError && error.httpStatus === 404) return null;
        throw error;
      }
    },

    async capture(chargeId, request = {}) {
      try {
        return await call<OpenpayCharge>(
          'POST',
          `/charges/${encodeURIComponent(chargeId)}/capture`,
          request.amount === undefined ? {} : { amount: request.amount },
        );
      } catch (error) {
        return alreadyThere(error, chargeId, 'completed');
      }
    },

    // Openpay releases an authorization through the refund call ("Devolver un cargo"), which
    // would refund a captured charge: so only a charge still in progress is sent there.
    async release(chargeId, request = {}) {
      const current = await call<OpenpayCharge>('GET', `/charges/${encodeURIComponent(chargeId)}`);
      if (current?.status === 'cancelled') return current;
      if (current?.status !== 'in_progress') {
        throw new ProviderError({
          category: 'request',
          description: `Only authorized charges can be released (status ${current?.status})`,
          http_code: 422,
          error_code: 1003,
          request_id: null,
        });
      }
      try {
        return await call<OpenpayCharge>(
          'POST',
          `/charges/${encodeURIComponent(chargeId)}/refund`,
          { description: request.description ?? 'Autorización liberada' },
        );
      } catch (error) {
        return alreadyThere(error, chargeId, 'cancelled');
      }
    },

    refund(chargeId, request = {}) {
      return call<OpenpayCharge>(
        'POST',
        `/charges/${encodeURIComponent(chargeId)}/refund`,
        request,
      );
    },
  };
}
