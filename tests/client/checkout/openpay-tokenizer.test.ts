import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCardToken,
  createSandboxOpenPay,
  deviceDataScriptUrl,
  loadOpenPay,
  tokenizationErrorMessage,
  type OpenPayLike,
} from '../../../src/features/checkout/lib/openpay-tokenizer.ts';
import {
  PAYMENT_ERROR_MESSAGES,
  PROVIDER_SCRIPT_NOT_LOADED,
  PROVIDER_UNREACHABLE,
} from '../../../src/shared/payment-errors.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CARD = {
  card_number: '4111111111111111',
  holder_name: 'ANA RUIZ',
  expiration_year: '29',
  expiration_month: '12',
  cvv2: '123',
};

afterEach(() => {
  delete window.OpenPay;
  document.body.innerHTML = '';
});

describe('the sandbox Openpay.js', () => {
  it('checks the merchant id and key first, like Openpay.js', () => {
    const openpay = createSandboxOpenPay({ fetchImpl: vi.fn() });
    const error = vi.fn();
    openpay.token.create(CARD, vi.fn(), error);
    expect(error).toHaveBeenCalledWith({
      message: 'Empty or invalid Openpay ID',
      status: 0,
      data: {},
    });
    openpay.setId('mrefugiosandbox01');
    openpay.setApiKey('sk_private');
    openpay.token.create(CARD, vi.fn(), error);
    expect(error).toHaveBeenLastCalledWith({
      message: 'Empty or invalid Openpay API Key',
      status: 0,
      data: {},
    });
    expect(() => openpay.token.create(null as never, vi.fn(), vi.fn())).toThrow();
  });

  it('posts the card to the sandbox with Basic auth and answers {data, status: 200}', async () => {
    const fetchImpl = vi.fn(async () => json({ id: 'ktok', card: { brand: 'visa' } }, 201));
    const openpay = createSandboxOpenPay({ fetchImpl: fetchImpl as unknown as typeof fetch });
    openpay.setId('mrefugiosandbox01');
    openpay.setApiKey('pk_refugio_sandbox');
    const token = await createCardToken(openpay, CARD);
    expect(token.id).toBe('ktok');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/sandbox/openpay/v1/mrefugiosandbox01/tokens');
    expect(new Headers(init.headers).get('Authorization')).toBe(
      `Basic ${btoa('pk_refugio_sandbox:')}`,
    );
    expect(JSON.parse(String(init.body))).toEqual(CARD);
  });

  it("turns Openpay's error object into the Spanish message of its code", async () => {
    const fetchImpl = vi.fn(async () =>
      json(
        {
          category: 'request',
          description: 'x',
          http_code: 400,
          error_code: 2005,
          request_id: 'r',
        },
        400,
      ),
    );
    const openpay = createSandboxOpenPay({ fetchImpl: fetchImpl as unknown as typeof fetch });
    openpay.setId('m1');
    openpay.setApiKey('pk_1');
    await expect(createCardToken(openpay, CARD)).rejects.toThrow(PAYMENT_ERROR_MESSAGES[2005]);
  });

  it('reports an unreachable provider in Spanish', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const openpay = createSandboxOpenPay({ fetchImpl: fetchImpl as unknown as typeof fetch });
    openpay.setId('m1');
    openpay.setApiKey('pk_1');
    await expect(createCardToken(openpay, CARD)).rejects.toThrow(PROVIDER_UNREACHABLE);
    expect(tokenizationErrorMessage({ message: 'Request error', status: 500, data: {} })).toBe(
      'Error inesperado en el procesamiento del pago',
    );
  });

  it('fills a hidden device session field in the payment form, once per page', () => {
    document.body.innerHTML = '<form id="payment-form"></form>';
    const openpay = createSandboxOpenPay();
    const id = openpay.deviceData.setup('payment-form', 'deviceIdHiddenFieldName');
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const input = document.querySelector<HTMLInputElement>('input[name="deviceIdHiddenFieldName"]');
    expect(input).toMatchObject({ type: 'hidden', value: id });
    expect(openpay.deviceData.setup('payment-form', 'deviceIdHiddenFieldName')).toBe(id);
    expect(document.querySelectorAll('input[type="hidden"]')).toHaveLength(1);
  });
});

describe('loading the provider', () => {
  it('uses the sandbox by default, configured from the settings', async () => {
    const openpay = await loadOpenPay({
      provider: 'sandbox',
      merchantId: 'mrefugiosandbox01',
      publicKey: 'pk_refugio_sandbox',
      sandboxMode: true,
    });
    expect(typeof openpay.token.create).toBe('function');
  });

  it('uses window.OpenPay for real Openpay keys, configured with id, key and mode', async () => {
    const calls: string[] = [];
    const real: OpenPayLike = {
      setId: (id) => calls.push(`id:${id}`),
      setApiKey: (key) => calls.push(`key:${key}`),
      setSandboxMode: (on) => calls.push(`sandbox:${on}`),
      token: { create: vi.fn() },
      deviceData: { setup: () => 'x'.repeat(32) },
    };
    window.OpenPay = real;
    const openpay = await loadOpenPay({
      provider: 'openpay',
      merchantId: 'm123',
      publicKey: 'pk_abc',
      sandboxMode: true,
      scriptUrl: 'https://js.openpay.mx/openpay.v1.min.js',
    });
    expect(openpay).toBe(real);
    expect(calls).toEqual(['id:m123', 'key:pk_abc', 'sandbox:true']);
  });

  it("says the provider's script is not loaded when Openpay.js is missing", async () => {
    await expect(
      loadOpenPay({ provider: 'openpay', merchantId: 'm', publicKey: 'pk_a', sandboxMode: false }),
    ).rejects.toThrow(PROVIDER_SCRIPT_NOT_LOADED);
  });

  it('finds the device-data script next to the main one', () => {
    expect(deviceDataScriptUrl('https://js.openpay.mx/openpay.v1.min.js')).toBe(
      'https://js.openpay.mx/openpay-data.v1.min.js',
    );
    expect(
      deviceDataScriptUrl('https://resources.openpay.mx/lib/openpay-js/1.2.38/openpay.v1.min.js'),
    ).toBe('https://resources.openpay.mx/lib/openpay-data-js/1.2.38/openpay-data.v1.min.js');
  });
});
