import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenpayAdapter } from '../../server/payments/openpay-adapter.ts';
import type { OpenpayCharge } from '../../server/payments/openpay-types.ts';
import {
  SANDBOX_CAPTURE_DECLINED_CARD,
  SANDBOX_MERCHANT_ID,
} from '../../server/payments/sandbox-cards.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';
import { CHARGES_URL, PUBLIC_AUTH, nextIp, privateAuth, tokenFor } from './payments-fixtures.ts';

/**
 * Card pre-authorizations (Openpay `capture: false`, docs/decisions/130-request-to-book.md): the
 * sandbox's HTTP API and the Openpay adapter against it, authorize → capture or → release.
 */
describe.each(databases)('card pre-authorizations over HTTP on %s', (kind) => {
  let sandbox: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    sandbox = await createTestApp(kind, { seed: false });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const address = sandbox.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    baseUrl = `http://127.0.0.1:${port}/sandbox/openpay/v1`;
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const adapter = () =>
    createOpenpayAdapter({
      baseUrl,
      merchantId: SANDBOX_MERCHANT_ID,
      privateKey: sandbox.app.deps.sandboxPrivateKey!,
    });
  let order = 0;
  async function authorize(
    number = '4111111111111111',
    extra: Record<string, unknown> = { capture: false },
  ): Promise<OpenpayCharge> {
    const token = await tokenFor(sandbox.app, number);
    return adapter().charge({
      method: 'card',
      source_id: token,
      amount: 3360,
      currency: 'MXN',
      description: 'Solicitud de reserva',
      order_id: `auth-${kind}-${++order}`,
      device_session_id: 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f',
      ...extra,
    });
  }

  it('authorizes with capture false, then captures once (a second capture answers the same)', async () => {
    const op = adapter();
    const authorized = await authorize();
    expect(authorized).toMatchObject({
      status: 'in_progress',
      authorization: '801585',
      amount: 3360,
    });
    expect(await op.getCharge({ id: authorized.id })).toMatchObject({ status: 'in_progress' });
    const captured = await op.capture(authorized.id);
    expect(captured).toMatchObject({ id: authorized.id, status: 'completed', amount: 3360 });
    expect(await op.capture(authorized.id)).toMatchObject({ status: 'completed', amount: 3360 });
    // A captured charge is not released any more; it is refunded.
    await expect(op.release(authorized.id)).rejects.toMatchObject({ errorCode: 1003 });
    const after = await op.getCharge({ id: authorized.id });
    expect(after).toMatchObject({ status: 'completed' });
    expect(after?.refund).toBeUndefined();
  });

  it('releases an authorization (twice is the same) and never captures it after', async () => {
    const op = adapter();
    const authorized = await authorize();
    const released = await op.release(authorized.id);
    expect(released).toMatchObject({ id: authorized.id, status: 'cancelled' });
    expect(released.refund).toBeUndefined();
    expect(await op.release(authorized.id)).toMatchObject({ status: 'cancelled' });
    await expect(op.capture(authorized.id)).rejects.toMatchObject({ errorCode: 1003 });
    expect(await op.getCharge({ id: authorized.id })).toMatchObject({ status: 'cancelled' });
  });

  it('captures part of an authorization, never more than it', async () => {
    const op = adapter();
    const authorized = await authorize();
    await expect(op.capture(authorized.id, { amount: 3360.01 })).rejects.toMatchObject({
      errorCode: 1001,
      httpStatus: 400,
    });
    expect(await op.capture(authorized.id, { amount: 3000 })).toMatchObject({
      status: 'completed',
      amount: 3000,
    });
  });

  it('refunds part of a captured authorization over HTTP (a cancellation under its policy), once', async () => {
    const op = adapter();
    const authorized = await authorize();
    await op.capture(authorized.id);
    // More than was charged, or nothing: Openpay's 1001, and nothing refunded.
    for (const amount of [3360.01, 0]) {
      await expect(op.refund(authorized.id, { amount })).rejects.toMatchObject({
        errorCode: 1001,
        httpStatus: 400,
      });
    }
    const refunded = await op.refund(authorized.id, {
      amount: 1680,
      description: 'Cancelación: política Moderada',
    });
    expect(refunded).toMatchObject({ id: authorized.id, status: 'completed', amount: 3360 });
    expect(refunded.refund).toMatchObject({
      amount: 1680,
      transaction_type: 'refund',
      status: 'completed',
    });
    // The provider keeps it: read back, the charge carries its partial refund.
    expect((await op.getCharge({ id: authorized.id }))?.refund).toMatchObject({ amount: 1680 });
    // One refund per charge: a second one is refused, never paid twice.
    await expect(op.refund(authorized.id, { amount: 1680 })).rejects.toMatchObject({
      errorCode: 1003,
    });
  });

  it('declines the capture of the capture-declined test card and keeps the authorization', async () => {
    const op = adapter();
    const authorized = await authorize(SANDBOX_CAPTURE_DECLINED_CARD);
    expect(authorized).toMatchObject({ status: 'in_progress' });
    await expect(op.capture(authorized.id)).rejects.toMatchObject({
      errorCode: 3001,
      httpStatus: 402,
    });
    expect(await op.getCharge({ id: authorized.id })).toMatchObject({ status: 'in_progress' });
    expect(await op.release(authorized.id)).toMatchObject({ status: 'cancelled' });
  });

  it('charges the capture-declined card at once when capture is not false', async () => {
    const charged = await authorize(SANDBOX_CAPTURE_DECLINED_CARD, {});
    expect(charged).toMatchObject({ status: 'completed' });
  });

  it('never releases (refunds) a charge that was captured at once; the sandbox refuses its capture', async () => {
    const op = adapter();
    const charged = await authorize('4242424242424242', {});
    expect(charged.status).toBe('completed');
    await expect(op.release(charged.id)).rejects.toMatchObject({ errorCode: 1003 });
    expect((await op.getCharge({ id: charged.id }))?.refund).toBeUndefined();
    const res = await sandbox.app.inject({
      method: 'POST',
      url: `${CHARGES_URL}/${charged.id}/capture`,
      headers: { authorization: privateAuth(sandbox.app) },
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_code: 1003 });
    // The adapter reads "already completed" as a capture already made (idempotent).
    expect(await op.capture(charged.id)).toMatchObject({ status: 'completed' });
  });

  it('releases through the refund call, as Openpay does, and refuses a declined authorization', async () => {
    const authorized = await authorize();
    const res = await sandbox.app.inject({
      method: 'POST',
      url: `${CHARGES_URL}/${authorized.id}/refund`,
      headers: { authorization: privateAuth(sandbox.app) },
      payload: { description: 'liberada' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    await expect(authorize('4222222222222220')).rejects.toMatchObject({ errorCode: 3001 });
  });

  it('answers Openpay errors for bad capture requests', async () => {
    const authorized = await authorize();
    const withPublicKey = await sandbox.app.inject({
      method: 'POST',
      url: `${CHARGES_URL}/${authorized.id}/capture`,
      headers: { authorization: PUBLIC_AUTH },
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(withPublicKey.statusCode).toBe(403);
    expect(withPublicKey.json()).toMatchObject({ error_code: 1010 });
    const unknown = await sandbox.app.inject({
      method: 'POST',
      url: `${CHARGES_URL}/trnoexiste0000000000/capture`,
      headers: { authorization: privateAuth(sandbox.app) },
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error_code: 1003 });
    await expect(authorize('4111111111111111', { capture: 'no' })).rejects.toMatchObject({
      errorCode: 1001,
    });
  });
});
