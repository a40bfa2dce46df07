import type {
  OpenpayCharge,
  OpenpayChargeRequest,
  OpenpayErrorBody,
  OpenpayToken,
  OpenpayTokenRequest,
} from './openpay-types.ts';

/**
 * The card provider the booking flow talks to: the built-in sandbox or Openpay over HTTP. Both speak
 * Openpay's JSON and fail with a ProviderError carrying Openpay's error object.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'openpay';
  /** Charges a card token. A decline rejects with a ProviderError (HTTP 402/412 at Openpay). */
  charge(request: OpenpayChargeRequest): Promise<OpenpayCharge>;
  /** The charge with this id, or the one created for this order id; null when there is none. */
  getCharge(ref: { id: string } | { orderId: string }): Promise<OpenpayCharge | null>;
  /** Refunds a completed charge in full (or `amount` pesos of it). */
  refund(
    chargeId: string,
    request?: { description?: string; amount?: number },
  ): Promise<OpenpayCharge>;
  /**
   * Captures a charge made with `capture: false` (an authorization), in full or `amount` pesos of
   * it: the charge becomes `completed`. Capturing a captured charge answers it again.
   */
  capture(chargeId: string, request?: { amount?: number }): Promise<OpenpayCharge>;
  /**
   * Releases an authorization that was never captured (Openpay: the refund call on it, "Para
   * cancelar el cargo creado se debe hacer una llamada al método Devolver un cargo"): the charge
   * becomes `cancelled`. Releasing a released charge answers it again.
   */
  release(chargeId: string, request?: { description?: string }): Promise<OpenpayCharge>;
  /** Only the sandbox tokenizes on the server (Openpay does it in the browser). */
  tokenize?(request: OpenpayTokenRequest): Promise<OpenpayToken>;
}

/** A provider refusal (Openpay's error object), or a transport failure (`error_code` 0). */
export class ProviderError extends Error {
  readonly httpStatus: number;
  readonly errorCode: number;
  readonly category: OpenpayErrorBody['category'] | 'transport';
  readonly body: OpenpayErrorBody | null;

  constructor(body: OpenpayErrorBody | null, options: { message?: string; cause?: unknown } = {}) {
    super(body?.description ?? options.message ?? 'Payment provider unreachable', {
      cause: options.cause,
    });
    this.name = 'ProviderError';
    this.body = body;
    this.httpStatus = body?.http_code ?? 0;
    this.errorCode = body?.error_code ?? 0;
    this.category = body?.category ?? 'transport';
  }

  /**
   * True when the provider may have charged the card even though the answer was an error: a lost
   * answer, a timeout or an internal error. Declines and request errors are definite.
   */
  get outcomeUnknown(): boolean {
    return this.category === 'transport' || this.errorCode === 1000 || this.errorCode === 1006;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
