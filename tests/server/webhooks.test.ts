import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { payments, reservations, webhookEvents } from '../../server/db/schema.ts';
import type { PaymentProvider } from '../../server/payments/provider.ts';
import {
  createTestApp,
  databases,
  openTestDatabase,
  realTimeClock,
  type TestApp,
} from './helpers.ts';
import {
  charge,
  chargeBody,
  createCabin,
  paymentOf,
  reservationById,
  tokenFor,
} from './payments-fixtures.ts';

describe.each(databases)('Openpay webhooks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (payload: unknown, provider = 'openpay') =>
    t.app.inject({ method: 'POST', url: `/webhooks/${provider}`, payload: payload as object });

  let n = 0;
  /** A pending hold plus a sandbox charge for its order with the given card. */
  async function holdWithCharge(number: string) {
    const cabin = await createCabin(db());
    const id = `rsv-wh-${kind}-${n++}`;
    await db()
      .insert(reservations)
      .values({
        id,
        cabinId: cabin.id,
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        guests: 2,
        nights: 2,
        status: 'pending',
        paymentStatus: 'PENDING',
        subtotalCents: 300_000,
        commissionCents: 36_000,
        totalCents: 336_000,
        guestFirstName: 'Ana',
        guestLastName: 'Ruiz',
        guestEmail: 'ana@example.mx',
        guestPhone: '+525512345678',
        holdExpiresAt: new Date(Date.now() + 10 * 60_000),
      });
    await db()
      .insert(payments)
      .values({
        id: `pay-${id}`,
        reservationId: id,
        provider: 'sandbox',
        status: 'PENDING',
        amountCents: 336_000,
      });
    const provider = t.app.deps.payments;
    const token = await tokenFor(t.app, number);
    const chargeId = await provider
      .charge({
        method: 'card',
        source_id: token,
        amount: 3360,
        description: 'Reserva',
        order_id: id,
        device_session_id: 'abc',
      })
      .then(
        (c) => c.id,
        async () => (await provider.getCharge({ orderId: id }))!.id,
      );
    return { id, chargeId };
  }

  const event = (type: string, transactionId: string) => ({
    type,
    event_date: '2026-11-22T10:00:00-06:00',
    transaction: { id: transactionId, method: 'card', status: 'completed', order_id: null },
  });

  it('answers an unauthenticated verification event without storing it (no credentials set)', async () => {
    const before = await db().select().from(webhookEvents);
    const res = await post({
      type: 'verification',
      event_date: '2026-11-25T14:45:09-06:00',
      verification_code: '3vWQ1x6I',
      id: 'w7evenqvf4a3crkdmkj6',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, received: true, action: 'ignored' });
    expect(await db().select().from(webhookEvents)).toEqual(before);
  });

  it('confirms a pending hold on charge.succeeded, once', async () => {
    const { id, chargeId } = await holdWithCharge('4111111111111111');
    const first = await post(event('charge.succeeded', chargeId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ action: 'confirmed' });
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'active',
      paymentStatus: 'PAID',
      holdExpiresAt: null,
    });
    expect(await paymentOf(db(), id)).toMatchObject({
      status: 'PAID',
      providerChargeId: chargeId,
      cardLast4: '1111',
    });
    const again = await post(event('charge.succeeded', chargeId));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true });
  });

  it('trusts the fetched charge, not the event: a forged success for a declined charge changes nothing', async () => {
    const { id, chargeId } = await holdWithCharge('4222222222222220');
    const res = await post(event('charge.succeeded', chargeId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'ignored' });
    expect((await reservationById(db(), id)).status).toBe('pending');
    // The real event for that charge releases the hold.
    const failed = await post(event('charge.failed', chargeId));
    expect(failed.json()).toMatchObject({ action: 'failed' });
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'failed',
      paymentStatus: 'FAILED',
    });
  });

  it('marks a refunded charge REFUNDED and frees the nights', async () => {
    const { id, chargeId } = await holdWithCharge('5555555555554444');
    await post(event('charge.succeeded', chargeId));
    const notYet = await post(event('charge.refunded', chargeId));
    expect(notYet.json()).toMatchObject({ action: 'ignored' });
    await t.app.deps.payments.refund(chargeId);
    const res = await post(event('charge.refunded', chargeId));
    expect(res.json()).toMatchObject({ action: 'refunded' });
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'REFUNDED',
    });
    expect((await paymentOf(db(), id)).status).toBe('REFUNDED');
    const replay = await post(event('charge.refunded', chargeId));
    expect(replay.json()).toMatchObject({ duplicate: true });
  });

  it('refunds a late payment whose nights were given to someone else after its hold expired', async () => {
    const cabin = await createCabin(db());
    const lateId = `rsv-late-${kind}`;
    await db()
      .insert(reservations)
      .values({
        id: lateId,
        cabinId: cabin.id,
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        guests: 2,
        nights: 2,
        status: 'pending',
        paymentStatus: 'PENDING',
        subtotalCents: 300_000,
        commissionCents: 36_000,
        totalCents: 336_000,
        guestFirstName: 'Tardío',
        guestLastName: 'Pago',
        guestEmail: 'tarde@example.mx',
        guestPhone: '+525511111111',
        holdExpiresAt: new Date(Date.now() - 60_000),
      });
    // Someone else pays for those nights (the lapsed hold is swept first).
    const other = await charge(
      t.app,
      chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), {
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
      }),
    );
    expect(other.statusCode).toBe(200);
    expect((await reservationById(db(), lateId)).status).toBe('expired');

    // Then the first guest's charge completes at the provider after all.
    const provider = t.app.deps.payments;
    const late = await provider.charge({
      method: 'card',
      source_id: await tokenFor(t.app, '4242424242424242'),
      amount: 3360,
      description: 'Reserva',
      order_id: lateId,
      device_session_id: 'abc',
    });
    const res = await post(event('charge.succeeded', late.id));
    expect(res.json()).toMatchObject({ action: 'taken' });
    expect(await reservationById(db(), lateId)).toMatchObject({
      status: 'failed',
      paymentStatus: 'REFUNDED',
    });
    expect((await paymentOf(db(), lateId)).status).toBe('REFUNDED');
    expect((await provider.getCharge({ id: late.id }))?.refund).toBeDefined();
    expect((await reservationById(db(), other.json().data.reservationId)).status).toBe('active');
  });

  it('changes nothing, and refunds nothing, for a late charge.succeeded of a paid stay the guest cancelled', async () => {
    const cabin = await createCabin(db());
    const paid = await charge(
      t.app,
      chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), {
        checkIn: '2027-01-10',
        checkOut: '2027-01-12',
      }),
    );
    expect(paid.statusCode).toBe(200);
    const { reservationId, paymentId } = paid.json().data;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${reservationId}/cancel`,
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'PAID' });

    // Openpay delivers the charge's success after the cancellation (a retry, a slow queue).
    const res = await post(event('charge.succeeded', paymentId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'unchanged' });
    expect(await reservationById(db(), reservationId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'PAID',
    });
    expect((await paymentOf(db(), reservationId)).status).toBe('PAID');
    expect((await t.app.deps.payments.getCharge({ id: paymentId }))?.refund).toBeUndefined();
  });

  it('refunds a charge that completes for a hold cancelled before it was paid', async () => {
    const { id, chargeId } = await holdWithCharge('4242424242424242');
    await db()
      .update(reservations)
      .set({ status: 'cancelled', holdExpiresAt: null })
      .where(eq(reservations.id, id));
    const res = await post(event('charge.succeeded', chargeId));
    expect(res.json()).toMatchObject({ action: 'taken' });
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'REFUNDED',
    });
    expect((await t.app.deps.payments.getCharge({ id: chargeId }))?.refund).toBeDefined();
  });

  it('ignores charges it does not know and answers 200 so Openpay stops retrying', async () => {
    const res = await post(event('charge.succeeded', 'trdesconocido0000000'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'ignored' });
  });

  it('asks for a retry (503) when the provider cannot be reached, without recording the event', async () => {
    const { id, chargeId } = await holdWithCharge('4242424242424242');
    const real = t.app.deps.payments;
    const down: PaymentProvider = {
      ...real,
      name: real.name,
      getCharge: () => Promise.reject(new Error('down')),
      charge: (r) => real.charge(r),
      refund: (c, r) => real.refund(c, r),
    };
    t.app.deps.payments = down;
    try {
      const res = await post(event('charge.succeeded', chargeId));
      expect(res.statusCode).toBe(503);
    } finally {
      t.app.deps.payments = real;
    }
    const retry = await post(event('charge.succeeded', chargeId));
    expect(retry.json()).toMatchObject({ action: 'confirmed' });
    expect((await reservationById(db(), id)).status).toBe('active');
  });

  it('refuses malformed events and unknown providers', async () => {
    expect((await post({ type: 'charge.succeeded' })).statusCode).toBe(400);
    expect((await post({ type: 'charge.succeeded', transaction: { id: 42 } })).statusCode).toBe(
      400,
    );
    // Openpay's ids are 20 lower-case letters and digits: nothing else is looked up.
    const real = t.app.deps.payments;
    const asked: unknown[] = [];
    t.app.deps.payments = {
      ...real,
      name: real.name,
      charge: (r) => real.charge(r),
      refund: (c, r) => real.refund(c, r),
      getCharge: (ref) => {
        asked.push(ref);
        return real.getCharge(ref);
      },
    };
    try {
      for (const id of [
        'tr../../charges?x=1',
        'TRMAYUSCULAS00000000',
        'trcorto',
        `tr${'a'.repeat(98)}`,
        'tr abc def ghi jkl m',
        'trñandú0000000000000',
      ]) {
        const res = await post(event('charge.succeeded', id));
        expect(res.statusCode, id).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'Evento de webhook inválido' });
      }
      const badType = await post(event(`charge.${'x'.repeat(200)}`, 'trdesconocido0000000'));
      expect(badType.statusCode).toBe(400);
    } finally {
      t.app.deps.payments = real;
    }
    expect(asked).toEqual([]);
    expect((await post({ type: 'verification' }, 'stripe')).statusCode).toBe(404);
    expect((await post({})).statusCode).toBe(200);
  });
});

describe.each(databases)("Openpay webhooks with Openpay's Basic auth set on %s", (kind) => {
  const USER = 'refugio-webhooks';
  const PASSWORD = 'una-contraseña-larga-1234';
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({
      LOG_LEVEL: 'trace',
      OPENPAY_WEBHOOK_USER: USER,
      OPENPAY_WEBHOOK_PASSWORD: PASSWORD,
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      { config, database, clock: realTimeClock(config.TODAY) },
      { logger: { level: 'trace', stream } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const basicAuth = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const post = (payload: unknown, authorization?: string) =>
    app.inject({
      method: 'POST',
      url: '/webhooks/openpay',
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });
  const verification = (code: string, id: string) => ({
    type: 'verification',
    event_date: '2026-11-25T14:45:09-06:00',
    verification_code: code,
    id,
  });

  it('acts on charge events only with the credentials (401 otherwise), changing nothing', async () => {
    const cabin = await createCabin(database.db);
    const paid = await charge(
      app,
      chargeBody(cabin.id, await tokenFor(app, '4111111111111111'), {
        checkIn: '2027-02-10',
        checkOut: '2027-02-12',
      }),
    );
    const { paymentId } = paid.json().data;
    await app.deps.payments.refund(paymentId);
    const refunded = {
      type: 'charge.refunded',
      event_date: '2026-11-22T10:00:00-06:00',
      transaction: { id: paymentId, method: 'card', status: 'completed' },
    };
    for (const authorization of [
      undefined,
      basicAuth(USER, 'otra-contraseña'),
      basicAuth('otro', PASSWORD),
      `Bearer ${PASSWORD}`,
      'Basic ###',
    ]) {
      const res = await post(refunded, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic /);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Credenciales del webhook inválidas',
      });
    }
    expect(await database.db.select().from(webhookEvents)).toEqual([]);
    const ok = await post(refunded, basicAuth(USER, PASSWORD));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ action: 'refunded' });
  });

  it('logs and keeps the verification code only of an authenticated verification event', async () => {
    const forged = await post(verification('FALSO123', 'wfalsofalsofalso0000'));
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ action: 'ignored' });
    const wrong = await post(
      verification('FALSO456', 'wfalsofalsofalso0001'),
      basicAuth(USER, 'mala'),
    );
    expect(wrong.statusCode).toBe(200);
    const text = lines.join('');
    expect(text).not.toContain('FALSO123');
    expect(text).not.toContain('FALSO456');
    expect(text).not.toContain('wfalsofalsofalso');
    expect(await database.db.select().from(webhookEvents)).not.toContainEqual(
      expect.objectContaining({ type: 'verification' }),
    );

    const genuine = await post(
      verification('3vWQ1x6I', 'w7evenqvf4a3crkdmkj6'),
      basicAuth(USER, PASSWORD),
    );
    expect(genuine.json()).toMatchObject({ action: 'verification' });
    expect(lines.join('')).toContain('3vWQ1x6I');
    const rows = await database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'verification:w7evenqvf4a3crkdmkj6'));
    expect(rows).toHaveLength(1);
  });
});
