import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, refunds, reservations } from '../../server/db/schema.ts';
import type { PaymentProvider } from '../../server/payments/provider.ts';
import { ProviderError } from '../../server/payments/provider.ts';
import { reconcileCharges } from '../../server/payments/reconciliation.ts';
import { REFUND_RETRY_DELAYS_MS } from '../../server/payments/refunds.ts';
import { addDays } from '../../src/shared/dates.ts';
import type { ChargeResponse } from '../../src/shared/types.ts';
import { registerHost } from './host/host-support.ts';
import {
  createTestApp,
  databases,
  registerClient,
  testClock,
  TEST_TODAY,
  type TestApp,
} from './helpers.ts';
import {
  charge,
  chargeBody,
  createCabin,
  nextIp,
  paymentOf,
  reservationById,
  sandboxChargeFor,
  tokenFor,
} from './payments-fixtures.ts';

/**
 * Cancelling with a refund (docs/decisions/131): the preview, the guest's cancellation under each
 * policy, the host's, refusals, a provider outage, a lost answer, and many cancels at once.
 * "Today" is TEST_TODAY (2026-11-22) in America/Mexico_City.
 */
describe.each(databases)('cancellation policies and refunds on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  let guest: Awaited<ReturnType<typeof registerClient>>;
  let stranger: Awaited<ReturnType<typeof registerClient>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, clock });
    guest = await registerClient(t.app);
    stranger = await registerClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;

  /** A paid 2-night stay ($3,360.00) of a new cabin under `policy`, `daysAhead` days from today. */
  async function paidStay(
    policy: 'flexible' | 'moderate' | 'strict' | 'non_refundable',
    daysAhead: number,
    cabinOverrides: { ownerId?: string } = {},
  ) {
    const cabin = await createCabin(db(), { cancellationPolicy: policy, ...cabinOverrides });
    const checkIn = addDays(TEST_TODAY, daysAhead);
    const stay = { checkIn, checkOut: addDays(checkIn, 2) };
    const token = await tokenFor(t.app, '4111111111111111');
    const res = await charge(t.app, chargeBody(cabin.id, token, stay), guest.headers);
    expect(res.statusCode).toBe(200);
    const { reservationId, paymentId } = res.json<ChargeResponse>().data!;
    return { cabin, stay, reservationId, chargeId: paymentId };
  }

  const preview = (id: string, headers: Record<string, string> = guest.headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/cancellation`,
      headers,
      remoteAddress: nextIp(),
    });
  const cancel = (id: string, headers: Record<string, string> = guest.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers,
      remoteAddress: nextIp(),
    });
  const refundRows = (reservationId: string) =>
    db().select().from(refunds).where(eq(refunds.reservationId, reservationId));
  /** The 'Reserva cancelada' e-mails written for a stay. */
  const cancelledMail = (reservationId: string) =>
    db()
      .select({ recipient: mailOutbox.recipient, payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'booking-cancelled'),
          sql`${mailOutbox.payload}->>'reservationId' = ${reservationId}`,
        ),
      );

  it("copies the cabin's policy onto the reservation it sells", async () => {
    const { reservationId } = await paidStay('strict', 30);
    expect((await reservationById(db(), reservationId)).cancellationPolicy).toBe('strict');
  });

  it('Moderada 3 days before check-in: the preview shows 50 %, cancelling refunds it and frees the nights', async () => {
    const { cabin, stay, reservationId, chargeId } = await paidStay('moderate', 3);
    const res = await preview(reservationId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: {
        refundAmount: 1680,
        reason:
          'Política Moderada: reembolso del 50 % si cancelas a más tardar el 24 de noviembre.',
        deadline: '2026-11-24',
      },
    });

    const done = await cancel(reservationId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Reserva cancelada',
      data: {
        _id: reservationId,
        status: 'cancelled',
        paymentStatus: 'PARTIALLY_REFUNDED',
        cancellationPolicy: 'moderate',
        refundAmount: 1680,
      },
    });
    expect(await paymentOf(db(), reservationId)).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
    expect(await sandboxChargeFor(db(), reservationId)).toMatchObject({
      id: chargeId,
      refundedCents: 168_000,
    });
    expect(await refundRows(reservationId)).toMatchObject([
      { status: 'succeeded', amountCents: 168_000, reason: 'guest_cancellation' },
    ]);
    // The guest's 'Reserva cancelada' with its refund, written with the cancellation.
    expect(await cancelledMail(reservationId)).toMatchObject([
      {
        recipient: expect.stringContaining('@'),
        payload: {
          by: 'guest',
          totalCents: 336_000,
          refundCents: 168_000,
          reason:
            'Política Moderada: reembolso del 50 % si cancelas a más tardar el 24 de noviembre.',
        },
      },
    ]);
    // The nights are free at once.
    const token = await tokenFor(t.app, '4111111111111111');
    const again = await charge(t.app, chargeBody(cabin.id, token, stay), stranger.headers);
    expect(again.statusCode).toBe(200);
  });

  it('refunds everything before the full-refund deadline', async () => {
    const { reservationId } = await paidStay('flexible', 1);
    expect((await preview(reservationId)).json().data).toMatchObject({
      refundAmount: 3360,
      deadline: '2026-11-22',
    });
    const done = await cancel(reservationId);
    expect(done.json().data).toMatchObject({ paymentStatus: 'REFUNDED', refundAmount: 3360 });
  });

  it('refunds nothing of a non-refundable stay (the payment stays PAID) or from the check-in day on', async () => {
    const { reservationId, chargeId } = await paidStay('non_refundable', 30);
    expect((await preview(reservationId)).json().data).toEqual({
      refundAmount: 0,
      reason: 'Política No reembolsable: esta reservación no tiene reembolso.',
      deadline: null,
    });
    const done = await cancel(reservationId);
    expect(done.json().data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'PAID',
      refundAmount: 0,
    });
    expect(await refundRows(reservationId)).toEqual([]);
    expect((await sandboxChargeFor(db(), reservationId)).refundedAt).toBeNull();
    expect(chargeId).toBeTruthy();

    // From the check-in day on, no policy refunds (the stay is moved onto today).
    const started = await paidStay('flexible', 5);
    await db()
      .update(reservations)
      .set({ checkIn: TEST_TODAY, checkOut: addDays(TEST_TODAY, 2) })
      .where(eq(reservations.id, started.reservationId));
    expect((await preview(started.reservationId)).json().data).toEqual({
      refundAmount: 0,
      reason: 'Política Flexible: no hay reembolso a partir del día de llegada.',
      deadline: null,
    });
  });

  it('refuses: cancelling twice refunds nothing more; another guest, no session, unknown ids', async () => {
    const { reservationId } = await paidStay('moderate', 20);
    const before = await reservationById(db(), reservationId);
    for (const headers of [stranger.headers, { authorization: 'Bearer no-es-un-token' }]) {
      expect((await preview(reservationId, headers)).statusCode).toBe(
        headers === stranger.headers ? 404 : 401,
      );
    }
    expect((await preview(reservationId, {})).statusCode).toBe(401);
    const theirs = await cancel(reservationId, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      success: false,
      message: 'La reserva no fue encontrada',
    });
    expect(await reservationById(db(), reservationId)).toEqual(before);
    expect((await preview('no-existe')).statusCode).toBe(404);
    expect((await preview('x'.repeat(200))).statusCode).toBe(404);

    expect((await cancel(reservationId)).json().data).toMatchObject({
      paymentStatus: 'REFUNDED',
      refundAmount: 3360,
    });
    const twice = await cancel(reservationId);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data).toMatchObject({ status: 'cancelled', refundAmount: 3360 });
    expect(await refundRows(reservationId)).toHaveLength(1);
    // One e-mail: a repeated cancel changes nothing.
    expect(await cancelledMail(reservationId)).toHaveLength(1);
    // A cancelled stay has nothing left to preview.
    const after = await preview(reservationId);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ errorType: 'NOT_CANCELLABLE' });
  });

  it("a host's cancellation refunds everything; another host's stay is 404", async () => {
    const host = await registerHost(t.app);
    const other = await registerHost(t.app);
    const { reservationId } = await paidStay('non_refundable', 2, { ownerId: host.client.id });
    const url = `/api/host/reservations/${reservationId}/cancel`;
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers, remoteAddress: nextIp() });
    expect((await call(other.headers)).statusCode).toBe(404);
    expect((await call(guest.headers)).statusCode).toBe(403);
    expect((await call({})).statusCode).toBe(401);
    expect((await reservationById(db(), reservationId)).status).toBe('active');

    const res = await call(host.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        reservationId,
        refund: {
          refundAmount: 3360,
          reason: 'El anfitrión canceló la reservación: reembolso total.',
        },
      },
    });
    expect(await reservationById(db(), reservationId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'REFUNDED',
    });
    expect(await refundRows(reservationId)).toMatchObject([{ reason: 'host_cancellation' }]);
    expect(await cancelledMail(reservationId)).toMatchObject([
      { payload: { by: 'host', refundCents: 336_000 } },
    ]);
  });

  it('survives a provider outage: the refund is retried by the reconciliation job, once', async () => {
    const { reservationId } = await paidStay('moderate', 3);
    const real = t.app.deps.payments;
    let sent = 0;
    const down: PaymentProvider = {
      ...real,
      name: real.name,
      charge: (r) => real.charge(r),
      getCharge: (r) => real.getCharge(r),
      refund: () => Promise.reject(new ProviderError(null, { message: 'ECONNRESET' })),
    };
    t.app.deps.payments = down;
    try {
      const res = await cancel(reservationId);
      expect(res.statusCode).toBe(200);
      // Cancelled and its nights freed; the money still to go back.
      expect(res.json().data).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'PAID',
        refundAmount: 1680,
      });
      expect(await refundRows(reservationId)).toMatchObject([
        { status: 'requested', attempts: 1, lastError: 'ECONNRESET' },
      ]);
    } finally {
      t.app.deps.payments = real;
    }
    // Back up, but the answer to the refund is lost: the money went back all the same.
    const lossy: PaymentProvider = {
      ...real,
      name: real.name,
      charge: (r) => real.charge(r),
      getCharge: (r) => real.getCharge(r),
      refund: async (id, request) => {
        sent++;
        await real.refund(id, request);
        throw new ProviderError(null, { message: 'socket hang up' });
      },
    };
    clock.advance(REFUND_RETRY_DELAYS_MS[0]);
    const first = await reconcileCharges({ db: db(), provider: lossy, now: clock.now() });
    expect(first).toMatchObject({ refundsRetrying: 1 });
    clock.advance(REFUND_RETRY_DELAYS_MS[1]);
    // The retry asks the provider first, sees the refund made, and does not send it again.
    const second = await reconcileCharges({ db: db(), provider: lossy, now: clock.now() });
    expect(second).toMatchObject({ refunded: 1 });
    expect(sent).toBe(1);
    expect(await reservationById(db(), reservationId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'PARTIALLY_REFUNDED',
    });
    expect((await sandboxChargeFor(db(), reservationId)).refundedCents).toBe(168_000);
    clock.advance(REFUND_RETRY_DELAYS_MS[7]);
    expect(await reconcileCharges({ db: db(), provider: lossy, now: clock.now() })).toMatchObject({
      refunded: 0,
      refundsRetrying: 0,
    });
  });

  it('reconciles a charge.refunded webhook of a partial refund without cancelling anything else', async () => {
    const { reservationId, chargeId } = await paidStay('moderate', 3);
    await cancel(reservationId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/openpay',
      payload: {
        type: 'charge.refunded',
        event_date: '2026-11-22T10:00:00-06:00',
        transaction: { id: chargeId, method: 'card', status: 'completed' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await reservationById(db(), reservationId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'PARTIALLY_REFUNDED',
    });
    expect(await paymentOf(db(), reservationId)).toMatchObject({ status: 'PARTIALLY_REFUNDED' });

    // A partial refund made from the provider's dashboard leaves an active stay active.
    const other = await paidStay('strict', 40);
    await t.app.deps.payments.refund(other.chargeId, { amount: 100 });
    await t.app.inject({
      method: 'POST',
      url: '/webhooks/openpay',
      payload: {
        type: 'charge.refunded',
        event_date: '2026-11-22T10:00:00-06:00',
        transaction: { id: other.chargeId, method: 'card', status: 'completed' },
      },
    });
    expect(await reservationById(db(), other.reservationId)).toMatchObject({
      status: 'active',
      paymentStatus: 'PARTIALLY_REFUNDED',
    });
  });

  it('many cancels at once: one cancellation, one refund', async () => {
    const { reservationId } = await paidStay('moderate', 3);
    let sent = 0;
    const real = t.app.deps.payments;
    t.app.deps.payments = {
      ...real,
      name: real.name,
      charge: (r) => real.charge(r),
      getCharge: (r) => real.getCharge(r),
      refund: (id, request) => {
        sent++;
        return real.refund(id, request);
      },
    };
    try {
      const answers = await Promise.all(Array.from({ length: 25 }, () => cancel(reservationId)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(200));
      for (const a of answers) expect(a.json().data.status).toBe('cancelled');
    } finally {
      t.app.deps.payments = real;
    }
    expect(sent).toBe(1);
    expect(await refundRows(reservationId)).toHaveLength(1);
    expect(await cancelledMail(reservationId)).toHaveLength(1);
    const [row] = await db()
      .select({ paymentStatus: reservations.paymentStatus })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    expect(row.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect((await sandboxChargeFor(db(), reservationId)).refundedCents).toBe(168_000);
  });
});
