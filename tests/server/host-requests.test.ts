import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, payments, reservations, sandboxCharges } from '../../server/db/schema.ts';
import { ProviderError, type PaymentProvider } from '../../server/payments/provider.ts';
import { expireRequests } from '../../server/payments/requests.ts';
import { SANDBOX_CAPTURE_DECLINED_CARD } from '../../server/payments/sandbox-cards.ts';
import { REQUEST_MESSAGES } from '../../src/shared/booking-requests.ts';
import { PAYMENT_ERROR_MESSAGES } from '../../src/shared/payment-errors.ts';
import { createTestApp, databases, registerClient, testClock, type TestApp } from './helpers.ts';
import { registerHost, signIn } from './host/host-support.ts';
import { charge, chargeBody, createCabin, tokenFor } from './payments-fixtures.ts';

/**
 * Request-to-book over the API (docs/decisions/130-request-to-book.md): a request's card is
 * pre-authorized and its nights held; the host accepts (capture), declines (release) or lets it
 * expire (the request-expiry job releases it); every refusal changes nothing.
 */
describe.each(databases)('booking requests on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let otherHost: Awaited<ReturnType<typeof registerHost>>;
  let cabinId: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, clock });
    host = await registerHost(t.app);
    otherHost = await registerHost(t.app);
    cabinId = (
      await createCabin(t.database.db, { ownerId: host.client.id, bookingMode: 'request' })
    ).id;
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  let day = 1;
  const nextStay = () => {
    const start = day;
    day += 2;
    return {
      checkIn: `2027-02-${String(start).padStart(2, '0')}`,
      checkOut: `2027-02-${String(start + 2).padStart(2, '0')}`,
    };
  };

  /** The host signs in again after the test clock moved past their session's end. */
  async function signInHostAgain() {
    const [row] = await db()
      .select({ email: clients.email })
      .from(clients)
      .where(eq(clients.id, host.client.id));
    host = { ...host, headers: (await signIn(t.app, row.email, 'secreto123')).headers };
  }

  async function request(card = '4111111111111111', stay = nextStay()) {
    const token = await tokenFor(t.app, card);
    const res = await charge(t.app, chargeBody(cabinId, token, stay));
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().data.reservationId as string, stay, body: res.json() };
  }
  const answer = (
    id: string,
    action: 'accept' | 'decline',
    payload?: object,
    headers: Record<string, string> = host.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/host/reservations/${id}/${action}`,
      headers,
      payload: payload ?? {},
    });
  async function state(id: string) {
    const [row] = await db()
      .select({ reservation: reservations, payment: payments })
      .from(reservations)
      .innerJoin(payments, eq(payments.reservationId, reservations.id))
      .where(eq(reservations.id, id));
    const [sandbox] = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderId, id));
    return { ...row, sandbox };
  }

  it('pre-authorizes a request, holds its nights and lists it for the host with its deadline', async () => {
    const { id, stay, body } = await request();
    expect(body).toMatchObject({
      success: true,
      message: REQUEST_MESSAGES.requested,
      data: { status: 'authorized', reservationStatus: 'pending_host', ok: true },
    });
    const respondBy = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    expect(body.data.respondBy).toBe(respondBy);
    const s = await state(id);
    expect(s.reservation).toMatchObject({ status: 'pending_host', paymentStatus: 'AUTHORIZED' });
    expect(s.payment).toMatchObject({ status: 'AUTHORIZED', amountCents: 336_000 });
    expect(s.sandbox).toMatchObject({ status: 'in_progress', preAuthorization: true });

    // The nights are held: nobody else may take them.
    const token = await tokenFor(t.app, '4242424242424242');
    const again = await charge(t.app, chargeBody(cabinId, token, stay));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorType: 'NOT_AVAILABLE' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/host/reservations?status=pending_host',
      headers: host.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.reservations).toContainEqual(
      expect.objectContaining({ _id: id, status: 'pending_host', respondBy, total: 3360 }),
    );
  });

  it("gives a host REQUEST_HOURS to answer, but never past the end of the stay's check-in day", async () => {
    // The test clock is 2026-11-22 12:00 in Mexico City: a stay from today must be answered by
    // midnight, sooner than in 24 hours.
    const { body } = await request('4111111111111111', {
      checkIn: '2026-11-22',
      checkOut: '2026-11-24',
    });
    expect(body.data.respondBy).toBe('2026-11-23T06:00:00.000Z');
  });

  it('accepts: captures once, confirms the stay; twice is the same answer; declining after is refused', async () => {
    const { id } = await request();
    const first = await answer(id, 'accept');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: REQUEST_MESSAGES.accepted,
      data: { reservation: { _id: id, status: 'active', paymentStatus: 'PAID' } },
    });
    const s = await state(id);
    expect(s.payment.status).toBe('PAID');
    expect(s.sandbox.status).toBe('completed');
    const second = await answer(id, 'accept');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.reservation.status).toBe('active');
    const decline = await answer(id, 'decline', { reason: 'Cambio de planes' });
    expect(decline.statusCode).toBe(409);
    expect(decline.json()).toMatchObject({ message: REQUEST_MESSAGES.alreadyAccepted });
    expect((await state(id)).reservation.status).toBe('active');
  });

  it('declines with a reason: the authorization is released and the nights are free again', async () => {
    const { id, stay } = await request();
    for (const payload of [{}, { reason: '   ' }, { reason: 7 }, { reason: 'x'.repeat(501) }]) {
      const bad = await answer(id, 'decline', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect((await state(id)).reservation.status).toBe('pending_host');
    const res = await answer(id, 'decline', { reason: 'La cabaña está en mantenimiento' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reservation).toMatchObject({
      status: 'declined',
      paymentStatus: 'RELEASED',
      declineReason: 'La cabaña está en mantenimiento',
    });
    const s = await state(id);
    expect(s.sandbox.status).toBe('cancelled');
    expect(s.payment.status).toBe('RELEASED');
    expect((await answer(id, 'decline', { reason: 'otra vez' })).statusCode).toBe(200);
    const accept = await answer(id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ message: REQUEST_MESSAGES.alreadyDeclined });
    // Someone else may request the same nights now.
    await request('4242424242424242', stay);
  });

  it('answers 404 to another host and for unknown requests, 403 to a guest, 401 without a session', async () => {
    const { id } = await request();
    for (const action of ['accept', 'decline'] as const) {
      const other = await answer(id, action, { reason: 'No' }, otherHost.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ message: REQUEST_MESSAGES.notFound });
      expect((await answer('rsv-no-existe', action, { reason: 'No' })).statusCode).toBe(404);
      const guest = await registerClient(t.app);
      expect((await answer(id, action, { reason: 'No' }, guest.headers)).statusCode).toBe(403);
      expect((await answer(id, action, { reason: 'No' }, {})).statusCode).toBe(401);
    }
    expect((await state(id)).reservation.status).toBe('pending_host');
  });

  it('expires an unanswered request after REQUEST_HOURS and releases it; accepting it then is refused', async () => {
    const { id } = await request();
    const deps = { db: db(), provider: t.app.deps.payments };
    // Not yet due: nothing happens.
    expect((await expireRequests({ ...deps, now: clock.now() })).expired).toBe(0);
    clock.advance(24 * 3_600_000);
    await signInHostAgain();
    const late = await answer(id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorType: 'REQUEST_EXPIRED',
      message: REQUEST_MESSAGES.expired,
    });
    expect((await state(id)).sandbox.status).toBe('in_progress');
    const run = await expireRequests({ ...deps, now: clock.now() });
    expect(run.expired).toBeGreaterThanOrEqual(1);
    const s = await state(id);
    expect(s.reservation).toMatchObject({ status: 'expired', paymentStatus: 'RELEASED' });
    expect(s.sandbox.status).toBe('cancelled');
    expect((await expireRequests({ ...deps, now: clock.now() })).expired).toBe(0);
    const after = await answer(id, 'accept');
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ errorType: 'REQUEST_EXPIRED' });
    const decline = await answer(id, 'decline', { reason: 'Tarde' });
    expect(decline.statusCode).toBe(409);
  });

  it('keeps a request answerable when its capture is declined, and says why in Spanish', async () => {
    const { id } = await request(SANDBOX_CAPTURE_DECLINED_CARD);
    const res = await answer(id, 'accept');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      success: false,
      errorType: 'CAPTURE_FAILED',
      error_code: 3001,
      message: `${REQUEST_MESSAGES.captureFailed} ${PAYMENT_ERROR_MESSAGES[3001]}`,
    });
    const s = await state(id);
    expect(s.reservation).toMatchObject({ status: 'pending_host', decision: null });
    expect(s.payment).toMatchObject({ status: 'AUTHORIZED', errorCode: 3001 });
    const decline = await answer(id, 'decline', { reason: 'La tarjeta no pasó' });
    expect(decline.statusCode).toBe(200);
    expect((await state(id)).sandbox.status).toBe('cancelled');
  });

  it('keeps a request answerable when the provider does not answer the capture', async () => {
    const { id } = await request();
    const real = t.app.deps.payments;
    const down: PaymentProvider = {
      ...real,
      name: real.name,
      charge: (r) => real.charge(r),
      getCharge: () => Promise.reject(new ProviderError(null, { message: 'down' })),
      refund: (c, r) => real.refund(c, r),
      capture: () => Promise.reject(new ProviderError(null, { message: 'down' })),
      release: (c, r) => real.release(c, r),
    };
    t.app.deps.payments = down;
    try {
      const res = await answer(id, 'accept');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ message: REQUEST_MESSAGES.captureUnreachable });
    } finally {
      t.app.deps.payments = real;
    }
    expect((await state(id)).reservation).toMatchObject({ status: 'pending_host', decision: null });
    expect((await answer(id, 'accept')).statusCode).toBe(200);
  });

  it('races many Aceptar against expiry runs of other servers: exactly one outcome', async () => {
    const { id } = await request();
    const { reservation } = await state(id);
    const deadline = reservation.respondBy!.getTime();
    // This server's clock is just before the deadline; the expiring servers' just after it.
    clock.advance(deadline - 1_000 - clock.now().getTime());
    await signInHostAgain();
    const deps = { db: db(), provider: t.app.deps.payments };
    const runs = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0
          ? answer(id, 'accept').then((r) => r.statusCode)
          : expireRequests({ ...deps, now: new Date(deadline + 1_000) }).then(() => 'ran'),
      ),
    );
    const s = await state(id);
    expect(['active', 'expired']).toContain(s.reservation.status);
    expect(s.reservation.decision).toBeNull();
    if (s.reservation.status === 'active') {
      expect(s.sandbox.status).toBe('completed');
      expect(s.payment.status).toBe('PAID');
    } else {
      expect(s.sandbox.status).toBe('cancelled');
      expect(s.payment.status).toBe('RELEASED');
      expect(runs.filter((r) => r === 200)).toHaveLength(0);
    }
    // Every refused Aceptar was a clear 409, never a 500.
    expect(runs.filter((r) => typeof r === 'number' && r !== 200 && r !== 409)).toEqual([]);
  });
});
