import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenpayAdapter } from '../../server/payments/openpay-adapter.ts';
import { ProviderError } from '../../server/payments/provider.ts';
import { reconcileCharges } from '../../server/payments/reconciliation.ts';
import {
  SANDBOX_LATE_CHARGE_MS,
  SANDBOX_MERCHANT_ID,
  SANDBOX_PUBLIC_KEY,
  SANDBOX_TIMEOUT_CARD,
} from '../../server/payments/sandbox-cards.ts';
import {
  PAYMENT_ERROR_MESSAGES,
  PAYMENT_OUTCOME_UNKNOWN,
} from '../../src/shared/payment-errors.ts';
import type { ChargeResponse } from '../../src/shared/types.ts';
import { createTestApp, databases, testClock, type TestApp } from './helpers.ts';
import {
  charge,
  chargeBody,
  createCabin,
  paymentOf,
  reservationById,
  sandboxChargeFor,
  tokenFor,
} from './payments-fixtures.ts';

/**
 * The Openpay HTTP adapter (PAYMENT_PROVIDER=openpay) against the sandbox's Openpay-compatible
 * endpoints, served by a second app listening on a local port.
 */
describe.each(databases)('Openpay adapter against the sandbox over HTTP on %s', (kind) => {
  let sandbox: TestApp;
  let shop: TestApp;
  let baseUrl: string;

  /** The sandbox's clock: its timed-out charges complete only when the test moves it. */
  const sandboxClock = testClock(new Date());
  beforeAll(async () => {
    sandbox = await createTestApp(kind, { seed: false, clock: sandboxClock });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const address = sandbox.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    baseUrl = `http://127.0.0.1:${port}/sandbox/openpay/v1`;
    shop = await createTestApp(kind, {
      seed: false,
      config: {
        PAYMENT_PROVIDER: 'openpay',
        OPENPAY_MERCHANT_ID: SANDBOX_MERCHANT_ID,
        OPENPAY_PUBLIC_KEY: SANDBOX_PUBLIC_KEY,
        OPENPAY_PRIVATE_KEY: sandbox.app.deps.sandboxPrivateKey!,
        OPENPAY_API_BASE: baseUrl,
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await sandbox?.close();
  });

  const adapter = () =>
    createOpenpayAdapter({
      baseUrl,
      merchantId: SANDBOX_MERCHANT_ID,
      privateKey: sandbox.app.deps.sandboxPrivateKey!,
    });
  let day = 1;
  const nextStay = () => {
    const start = day;
    day += 2;
    return {
      checkIn: `2027-01-${String(start).padStart(2, '0')}`,
      checkOut: `2027-01-${String(start + 2).padStart(2, '0')}`,
    };
  };

  it('books and pays through Openpay: the charge lives at the provider, the stay at the shop', async () => {
    const cabin = await createCabin(shop.database.db);
    const token = await tokenFor(sandbox.app, '5105105105105100');
    const res = await charge(shop.app, chargeBody(cabin.id, token, nextStay()));
    expect(res.statusCode).toBe(200);
    const data = res.json<ChargeResponse>().data!;
    expect(data).toMatchObject({ status: 'succeeded', cardBrand: 'mastercard', last4: '5100' });
    expect(await reservationById(shop.database.db, data.reservationId)).toMatchObject({
      status: 'active',
      paymentStatus: 'PAID',
    });
    expect(await paymentOf(shop.database.db, data.reservationId)).toMatchObject({
      provider: 'openpay',
      providerChargeId: data.paymentId,
      status: 'PAID',
    });
    expect(await sandboxChargeFor(sandbox.database.db, data.reservationId)).toMatchObject({
      id: data.paymentId,
      amountCents: 336_000,
      status: 'completed',
    });
  });

  it('passes a decline on with its Spanish message', async () => {
    const cabin = await createCabin(shop.database.db);
    const token = await tokenFor(sandbox.app, '4444444444444448');
    const res = await charge(shop.app, chargeBody(cabin.id, token, nextStay()));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error_code: 3003, error: PAYMENT_ERROR_MESSAGES[3003] });
  });

  it('recovers a lost answer by looking the order up', async () => {
    const cabin = await createCabin(shop.database.db);
    const token = await tokenFor(sandbox.app, '4000000000010001');
    const res = await charge(shop.app, chargeBody(cabin.id, token, nextStay()));
    expect(res.statusCode).toBe(200);
  });

  it('keeps the hold through a timeout over HTTP, and the reconciliation books the late charge', async () => {
    const cabin = await createCabin(shop.database.db);
    const token = await tokenFor(sandbox.app, SANDBOX_TIMEOUT_CARD);
    const res = await charge(shop.app, chargeBody(cabin.id, token, nextStay()));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: PAYMENT_OUTCOME_UNKNOWN, retryable: true });
    const id = res.json().reservationId as string;
    expect((await reservationById(shop.database.db, id)).status).toBe('pending');

    sandboxClock.advance(SANDBOX_LATE_CHARGE_MS + 60_000);
    const result = await reconcileCharges({
      db: shop.database.db,
      provider: shop.app.deps.payments,
      now: new Date(Date.now() + 10 * 60_000),
    });
    expect(result.confirmed).toBe(1);
    expect(await reservationById(shop.database.db, id)).toMatchObject({
      status: 'active',
      paymentStatus: 'PAID',
    });
  });

  it('does not mount the sandbox when Openpay is the provider', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: `/sandbox/openpay/v1/${SANDBOX_MERCHANT_ID}/tokens`,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('reads charges by id and by order, refunds, and returns null for unknown ones', async () => {
    const op = adapter();
    const token = await tokenFor(sandbox.app, '4111111111111111');
    const created = await op.charge({
      method: 'card',
      source_id: token,
      amount: 250,
      currency: 'MXN',
      description: 'Prueba adaptador',
      order_id: `adapter-${kind}-1`,
      device_session_id: 'abc',
    });
    expect(created).toMatchObject({ status: 'completed', amount: 250 });
    expect(await op.getCharge({ id: created.id })).toMatchObject({ id: created.id });
    expect(await op.getCharge({ orderId: `adapter-${kind}-1` })).toMatchObject({ id: created.id });
    expect(await op.getCharge({ id: 'trnoexiste0000000000' })).toBeNull();
    expect(await op.getCharge({ orderId: 'no-existe' })).toBeNull();
    const refunded = await op.refund(created.id);
    expect(refunded.refund).toMatchObject({ amount: 250, status: 'completed' });
    await expect(op.refund(created.id)).rejects.toMatchObject({ errorCode: 1003 });
  });

  it('asks the bin lookup for credit or debit, and answers unknown when it cannot tell', async () => {
    const op = adapter();
    expect(await op.cardType('411111')).toBe('credit');
    expect(await op.cardType('424242')).toBe('debit');
    expect(await op.cardType('510510')).toBe('debit');
    // A BIN the lookup does not know (404), a malformed one, or no answer at all.
    expect(await op.cardType('601100')).toBe('unknown');
    expect(await op.cardType('41111')).toBe('unknown');
    const nowhere = createOpenpayAdapter({
      baseUrl: 'http://127.0.0.1:9/v1',
      merchantId: SANDBOX_MERCHANT_ID,
      privateKey: 'sk_x',
      timeoutMs: 2000,
    });
    expect(await nowhere.cardType('411111')).toBe('unknown');
    // Through the shop's own route: the Openpay adapter's answer decides the plans.
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/payments/card-plans?bin=424242&amount=9000',
    });
    expect(res.json().data).toMatchObject({ cardType: 'debit', plans: [] });
  });

  it('turns wrong credentials into 1002 and an unreachable host into a transport error', async () => {
    const wrong = createOpenpayAdapter({
      baseUrl,
      merchantId: SANDBOX_MERCHANT_ID,
      privateKey: 'sk_equivocada',
    });
    const error = await wrong.getCharge({ id: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ errorCode: 1002, httpStatus: 401, outcomeUnknown: false });

    const nowhere = createOpenpayAdapter({
      baseUrl: 'http://127.0.0.1:9/v1',
      merchantId: SANDBOX_MERCHANT_ID,
      privateKey: sandbox.app.deps.sandboxPrivateKey!,
      timeoutMs: 2000,
    });
    const transport = await nowhere.getCharge({ id: 'x' }).catch((e: unknown) => e);
    expect(transport).toMatchObject({ category: 'transport', errorCode: 0, outcomeUnknown: true });
  });

  it('acts on a refund webhook after fetching the charge from Openpay', async () => {
    const cabin = await createCabin(shop.database.db);
    const token = await tokenFor(sandbox.app, '4242424242424242');
    const paid = await charge(shop.app, chargeBody(cabin.id, token, nextStay()));
    const { reservationId, paymentId } = paid.json<ChargeResponse>().data!;
    await adapter().refund(paymentId);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/webhooks/openpay',
      payload: {
        type: 'charge.refunded',
        event_date: '2026-11-22T10:00:00-06:00',
        transaction: { id: paymentId, method: 'card', status: 'completed' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await reservationById(shop.database.db, reservationId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'REFUNDED',
    });
  });
});
