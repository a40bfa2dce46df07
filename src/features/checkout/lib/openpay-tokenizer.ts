/**
 * Card tokenization in the browser through Openpay.js's interface (reference/openpay.md §1). With
 * real Openpay keys it loads Openpay.js; by default it uses an emulator of the same interface that
 * talks to the built-in sandbox. Card data goes only to the provider, never to our API.
 */
import {
  PAYMENT_UNEXPECTED_ERROR,
  PROVIDER_SCRIPT_NOT_LOADED,
  PROVIDER_UNREACHABLE,
  paymentErrorMessage,
} from '../../../shared/payment-errors.ts';

export interface PaymentSettings {
  provider: 'openpay' | 'sandbox';
  merchantId: string;
  publicKey: string;
  sandboxMode: boolean;
  scriptUrl?: string;
}

export interface CardTokenData {
  card_number: string;
  holder_name: string;
  expiration_year: string;
  expiration_month: string;
  cvv2: string;
}

export interface CardToken {
  id: string;
  card: { card_number: string; brand: string; holder_name?: string };
}

export interface OpenPaySuccess {
  data: CardToken;
  status: number;
}

export interface OpenPayFailure {
  message: string;
  status: number;
  data: {
    category?: string;
    description?: string;
    http_code?: number;
    error_code?: number;
    request_id?: string | null;
  };
}

/** The part of Openpay.js (openpay.v1 + openpay-data.v1) the checkout uses. */
export interface OpenPayLike {
  setId(id: string): void;
  setApiKey(key: string): void;
  setSandboxMode(enabled: boolean): void;
  token: {
    create(
      data: CardTokenData,
      success: (response: OpenPaySuccess) => void,
      error: (response: OpenPayFailure) => void,
    ): void;
  };
  deviceData: { setup(formId?: string, hiddenFieldName?: string): string };
}

declare global {
  interface Window {
    OpenPay?: OpenPayLike;
  }
}

export const SANDBOX_API_BASE = '/sandbox/openpay/v1';
const TIMEOUT_MS = 40_000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

let sandboxSessionId: string | null = null;

/** Openpay's device session id: 32 [A-Za-z0-9] characters, created once per page. */
function deviceSessionId(): string {
  if (!sandboxSessionId) {
    const bytes = new Uint8Array(32);
    crypto.getRandomValues(bytes);
    sandboxSessionId = Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
  }
  return sandboxSessionId;
}

/** Like openpay-data.v1: puts the session id in a hidden input of the form (created if needed). */
function fillDeviceField(id: string, formId?: string, hiddenFieldName = 'deviceDataId'): void {
  if (!formId || typeof document === 'undefined') return;
  const form = document.getElementById(formId);
  if (!form) return;
  let input = form.querySelector<HTMLInputElement>(`input[name="${hiddenFieldName}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = hiddenFieldName;
    input.id = hiddenFieldName;
    form.appendChild(input);
  }
  input.value = id;
}

/**
 * Openpay.js for the built-in sandbox: the same calls, request, answers and error objects, sent to
 * /sandbox/openpay/v1/{merchantId}/tokens with the public key as Basic auth.
 */
export function createSandboxOpenPay(
  options: { baseUrl?: string; fetchImpl?: typeof fetch } = {},
): OpenPayLike {
  const baseUrl = options.baseUrl ?? SANDBOX_API_BASE;
  let merchantId = '';
  let apiKey = '';
  return {
    setId: (id) => {
      merchantId = id;
    },
    setApiKey: (key) => {
      apiKey = key;
    },
    setSandboxMode: () => {},
    deviceData: {
      setup(formId, hiddenFieldName) {
        const id = deviceSessionId();
        fillDeviceField(id, formId, hiddenFieldName);
        return id;
      },
    },
    token: {
      create(data, success, error) {
        if (!data) throw 'tarjeta required';
        if (typeof data !== 'object') throw 'tarjeta invalid';
        if (!/^[a-z0-9]+$/i.test(merchantId)) {
          error({ message: 'Empty or invalid Openpay ID', status: 0, data: {} });
          return;
        }
        if (!/^pk_[a-z0-9_]+$/i.test(apiKey)) {
          error({ message: 'Empty or invalid Openpay API Key', status: 0, data: {} });
          return;
        }
        const { card_number, holder_name, cvv2, expiration_month, expiration_year } = data;
        const fetchImpl = options.fetchImpl ?? fetch;
        fetchImpl(`${baseUrl}/${merchantId}/tokens`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Basic ${btoa(`${apiKey}:`)}`,
          },
          body: JSON.stringify({
            card_number,
            holder_name,
            cvv2,
            expiration_month,
            expiration_year,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }).then(
          async (response) => {
            let body: unknown;
            try {
              body = await response.json();
            } catch {
              error({ message: 'Response error', status: response.status, data: {} });
              return;
            }
            if (response.ok) success({ data: body as CardToken, status: 200 });
            else
              error({
                message: 'Request error',
                status: response.status,
                data: body as OpenPayFailure['data'],
              });
          },
          (cause: unknown) => {
            const timedOut = (cause as { name?: string })?.name === 'TimeoutError';
            error({
              message: timedOut ? `Timeout after ${TIMEOUT_MS} milliseconds` : 'Unknown error',
              status: 0,
              data: {},
            });
          },
        );
      },
    },
  };
}

/** Openpay's data script sits next to its main script (both URL styles of reference §1). */
export function deviceDataScriptUrl(scriptUrl: string): string {
  return scriptUrl
    .replace('/openpay-js/', '/openpay-data-js/')
    .replace('openpay.v1', 'openpay-data.v1');
}

const SCRIPT_TIMEOUT_MS = 15_000;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (existing?.dataset.loaded === 'true') return resolve();
    const script = existing ?? document.createElement('script');
    // A script the network or the CSP blocks may never fire an event: give up after a while.
    const timer = setTimeout(
      () => reject(new Error(PROVIDER_SCRIPT_NOT_LOADED)),
      SCRIPT_TIMEOUT_MS,
    );
    script.addEventListener('load', () => {
      clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(PROVIDER_SCRIPT_NOT_LOADED));
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

/** The configured Openpay (real or sandbox), ready to tokenize. */
export async function loadOpenPay(settings: PaymentSettings): Promise<OpenPayLike> {
  let openpay: OpenPayLike | undefined;
  if (settings.provider === 'openpay') {
    if (!window.OpenPay?.deviceData && settings.scriptUrl) {
      await loadScript(settings.scriptUrl).catch(() => undefined);
      if (window.OpenPay && !window.OpenPay.deviceData) {
        await loadScript(deviceDataScriptUrl(settings.scriptUrl)).catch(() => undefined);
      }
    }
    openpay = window.OpenPay;
    if (!openpay?.token?.create || !openpay.deviceData?.setup) {
      throw new Error(PROVIDER_SCRIPT_NOT_LOADED);
    }
  } else {
    openpay = createSandboxOpenPay();
  }
  openpay.setId(settings.merchantId);
  openpay.setApiKey(settings.publicKey);
  openpay.setSandboxMode(settings.sandboxMode);
  return openpay;
}

/** The Spanish message for a failed tokenization (Openpay's error callback). */
export function tokenizationErrorMessage(failure: OpenPayFailure): string {
  const code = failure.data?.error_code;
  if (code !== undefined && code !== null) return paymentErrorMessage({ error_code: code });
  if (failure.status === 0) return PROVIDER_UNREACHABLE;
  return paymentErrorMessage({ description: failure.data?.description });
}

/** token.create as a promise; rejects with an Error holding the Spanish message. */
export function createCardToken(openpay: OpenPayLike, data: CardTokenData): Promise<CardToken> {
  return new Promise((resolve, reject) => {
    try {
      openpay.token.create(
        data,
        (response) => resolve(response.data),
        (failure) => reject(new Error(tokenizationErrorMessage(failure))),
      );
    } catch {
      reject(new Error(PAYMENT_UNEXPECTED_ERROR));
    }
  });
}
