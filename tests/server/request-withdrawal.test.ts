import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import {
  clients,
  payments,
  refunds,
  reservations,
  sandboxCharges,
} from '../../server/db/schema.ts';
import { ProviderError, type PaymentProvider } from '../../server/payments/provider.ts';
import { expireRequests } from '../../server/payments/requests.ts';
import { REQUEST_MESSAGES } from '../../src/shared/booking-requests.ts';
import { CANCELLATION_MESSAGES } from '../../src/shared/cancellation.ts';
import { createTestApp, databases, registerClient, testClock, type TestApp } from './helpers.ts';
import { makeAdmin, registerHost, signIn } from './host/host-support.ts';
import { charge, chargeBody, createCabin, tokenFor } from './payments-fixtures.ts';

/**
 * A guest withdraws a request waiting for its host ('Cancelar reservación' on a 'Pendiente de
 * confirmación' stay): the pre-authorization is released, the nights are free, and the request
 * takes part in the one-answer claim of 'Aceptar', 'Rechazar' and the expiry job — of any number
 * of them at once, exactly one is carried out (docs/decisions/180-guest-withdraws-a-request.md).
 */

let address = 0;
/** Each call from its own address: the per-address cancellation limit stays out of the way. */
const nextAddress = () => `10.180.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

/**
 * The provider, with its calls that move money on `chargeId` counted (reads are not) and held at a
 * gate: `moneyMoving` settles when the first of them is made (someone won the request's claim), and
 * the call goes on once the test opens the gate.
 */
function gatedProvider(real: PaymentProvider, chargeId: string) {
  const calls = { capture: 0, release: 0, refund: 0 };
  let entered!: () => void;
  const moneyMoving = new Promise<void>((resolve) => (entered = resolve));
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = async (kind: keyof typeof calls, id: string) => {
    if (id !== chargeId) return;
    calls[kind]++;
    entered();
    await gate;
  };
  const provider: PaymentProvider = {
    ...real,
    name: real.name,
    charge: (r) => real.charge(r),
    getCharge: (r) => real.getCharge(r),
    capture: async (id, r) => {
      await held('capture', id);
      return real.capture(id, r);
    },
    release: async (id, r) => {
      await held('release', id);
      return real.release(id, r);
    },
    refund: async (id, r) => {
      await held('refund', id);
      return real.refund(id, r);
    },
  };
  return { provider, calls, moneyMoving, open };
}

describe.each(databases)('a guest withdrawing a request on %s', (kind) => {
  let t: TestApp;
  /** On PostgreSQL, a second server on the same database (two processes' worth of state). */
  let second: { app: FastifyInstance; database: Database } | null = null;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let guest: Awaited<ReturnType<typeof registerClient>>;
  let cabinId: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, clock });
    host = await registerHost(t.app);
    guest = await registerClient(t.app);
    cabinId = (
      await createCabin(t.database.db, { ownerId: host.client.id, bookingMode: 'request' })
    ).id;
    if (kind === 'postgres') {
      const answer = (await t.database.db.execute(
        sql`select current_database() as name`,
      )) as unknown as { rows: Array<{ name: string }> };
      const { name } = answer.rows[0];
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      const app = await buildApp({ config: t.config, database, clock });
      await app.ready();
      second = { app, database };
    }
  }, 60_000);
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.database.close();
    }
    await t?.close();
  });

  const db = () => t.database.db;
  let day = 1;
  const nextStay = () => {
    const start = day;
    day += 2;
    return {
      checkIn: `2027-03-${String(start).padStart(2, '0')}`,
      checkOut: `2027-03-${String(start + 2).padStart(2, '0')}`,
    };
  };

  async function request(stay = nextStay(), who = guest) {
    const token = await tokenFor(t.app, '4111111111111111');
    const res = await charge(t.app, chargeBody(cabinId, token, stay), who.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reservationStatus).toBe('pending_host');
    return { id: res.json().data.reservationId as string, stay };
  }
  const cancel = (
    id: string,
    payload?: object,
    headers: Record<string, string> = guest.headers,
    app: FastifyInstance = t.app,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers,
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const preview = (id: string, headers: Record<string, string> = guest.headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/cancellation`,
      headers,
      remoteAddress: nextAddress(),
    });
  const accept = (id: string, headers = host.headers, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: `/api/host/reservations/${id}/accept`, headers });
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
    const refundRows = await db().select().from(refunds).where(eq(refunds.reservationId, id));
    return { ...row, sandbox, refunds: refundRows };
  }
  async function myReservation(id: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-reservations',
      headers: guest.headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.reservations as Array<Record<string, unknown>>).find(
      (r) => r._id === id,
    );
  }

  it('shows what withdrawing gives: nothing charged, the pre-authorization released', async () => {
    const { id } = await request();
    const res = await preview(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        refundAmount: 0,
        reason: CANCELLATION_MESSAGES.requestRelease,
        deadline: null,
        releaseAmount: 3360,
      },
    });
    expect((await state(id)).reservation.status).toBe('pending_host');
  });

  it('withdraws: releases the authorization once, frees the nights, and says so in Mis reservas and the trip page', async () => {
    const { id, stay } = await request();
    const { payment } = await state(id);
    const { provider, calls, open } = gatedProvider(t.app.deps.payments, payment.providerChargeId!);
    open();
    const real = t.app.deps.payments;
    t.app.deps.payments = provider;
    try {
      const res = await cancel(id, { expectedStatus: 'pending_host' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { _id: id, status: 'cancelled', paymentStatus: 'RELEASED' },
      });
      // Again (a double tap, a retry after a lost answer): the same answer, nothing more released.
      const again = await cancel(id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.status).toBe('cancelled');
      expect(calls).toEqual({ capture: 0, release: 1, refund: 0 });
    } finally {
      t.app.deps.payments = real;
    }
    const s = await state(id);
    expect(s.reservation).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'RELEASED',
      decision: null,
    });
    expect(s.payment.status).toBe('RELEASED');
    expect(s.sandbox.status).toBe('cancelled');
    expect(s.refunds).toEqual([]);

    expect(await myReservation(id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'RELEASED',
      total: 3360,
    });
    const trip = await t.app.inject({
      method: 'GET',
      url: `/api/auth/my-reservations/${id}`,
      headers: guest.headers,
    });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.json().data.reservation).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'RELEASED',
      payment: { paid: 0, refunded: 0, total: 3360 },
    });

    // The host can no longer answer it, and the expiry job leaves it alone.
    const late = await accept(id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: REQUEST_MESSAGES.withdrawn });
    await expireRequests({
      db: db(),
      provider: t.app.deps.payments,
      now: new Date(clock.now().getTime() + 48 * 3_600_000),
    });
    expect((await state(id)).reservation.status).toBe('cancelled');
    // Its nights are free: someone else may request them.
    await request(stay, await registerClient(t.app));
  });

  it("answers 404 for another guest's request and without a session, changing nothing", async () => {
    const { id } = await request();
    const other = await registerClient(t.app);
    for (const headers of [other.headers, {}]) {
      const res = await cancel(id, undefined, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
    expect((await preview(id, other.headers)).statusCode).toBe(404);
    expect((await state(id)).reservation).toMatchObject({
      status: 'pending_host',
      paymentStatus: 'AUTHORIZED',
    });
  });

  it('refuses a cancellation of a request the host accepted meanwhile: the guest looks again', async () => {
    const { id } = await request();
    expect((await accept(id)).statusCode).toBe(200);
    const res = await cancel(id, { expectedStatus: 'pending_host' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      errorType: 'RESERVATION_CHANGED',
      status: 'active',
      message: CANCELLATION_MESSAGES.changed,
    });
    const s = await state(id);
    expect(s.reservation).toMatchObject({ status: 'active', paymentStatus: 'PAID' });
    expect(s.refunds).toEqual([]);
  });

  it('refuses a malformed expectedStatus with a 400 in Spanish', async () => {
    const { id } = await request();
    for (const payload of [{ expectedStatus: 7 }, { expectedStatus: 'cancelled' }, ['x']]) {
      const res = await cancel(id, payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(typeof res.json().message).toBe('string');
    }
    expect((await state(id)).reservation.status).toBe('pending_host');
  });

  it('keeps the request pending when the provider does not answer the release; a retry withdraws it', async () => {
    const { id } = await request();
    const real = t.app.deps.payments;
    t.app.deps.payments = {
      ...real,
      name: real.name,
      charge: (r) => real.charge(r),
      capture: (c, r) => real.capture(c, r),
      refund: (c, r) => real.refund(c, r),
      getCharge: () => Promise.reject(new ProviderError(null, { message: 'down' })),
      release: () => Promise.reject(new ProviderError(null, { message: 'down' })),
    };
    try {
      const res = await cancel(id);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ message: CANCELLATION_MESSAGES.releaseUnreachable });
    } finally {
      t.app.deps.payments = real;
    }
    expect((await state(id)).reservation).toMatchObject({
      status: 'pending_host',
      paymentStatus: 'AUTHORIZED',
      decision: null,
    });
    expect((await cancel(id)).statusCode).toBe(200);
    expect((await state(id)).sandbox.status).toBe('cancelled');
  });

  /**
   * "A 200-way race between 'Aceptar' and the expiry job and a guest's cancellation: one outcome."
   * Each round aims 200 operations at one request: the host's 'Aceptar' (from three admin accounts,
   * so the per-host answer limit stays out of the way), runs of the expiry job whose clock is past
   * the deadline (the API's is just before it), and the guest's 'Cancelar reservación'; on
   * PostgreSQL half of the HTTP calls go to a second server on the same database. In the first three
   * rounds one kind goes first and, once one of them has claimed the request and called the provider,
   * all the others arrive while that call is still under way (the provider holds it until they have
   * all answered): that kind is the outcome, deterministically, and everyone else is refused. In the
   * last round all 200 start at once and whichever wins is the only outcome.
   */
  type Op = 'accept' | 'expire' | 'cancel';
  const ROUNDS: Array<[string, Op | null]> = [
    ["'Aceptar' first", 'accept'],
    ['the expiry job first', 'expire'],
    ['the guest first', 'cancel'],
    ['all at once', null],
  ];
  const OUTCOME: Record<Op, string> = { accept: 'active', expire: 'expired', cancel: 'cancelled' };

  it.each(ROUNDS)(
    'races 200 operations (%s): exactly one capture or one release, states consistent, no 500',
    async (_name, first) => {
      // Sessions started before the clock moved may have ended: fresh ones for this round.
      guest = { ...guest, headers: await signInAgain(guest.client.id) };
      const { id } = await request();
      const { reservation, payment } = await state(id);
      const deadline = reservation.respondBy!.getTime();
      clock.advance(deadline - 1_000 - clock.now().getTime());
      guest = { ...guest, headers: await signInAgain(guest.client.id) };
      // The per-host answer limit (60 in 15 minutes) counts in real time: fresh admins each round.
      const admins: Array<Awaited<ReturnType<typeof registerHost>>> = [];
      for (let n = 0; n < 3; n++) admins.push(await registerHost(t.app));
      for (const admin of admins) await makeAdmin(t.database, admin.client.id);

      const gated = gatedProvider(t.app.deps.payments, payment.providerChargeId!);
      const real = t.app.deps.payments;
      t.app.deps.payments = gated.provider;
      if (second) second.app.deps.payments = gated.provider;
      const expiredAt = new Date(deadline + 1_000);
      type Result =
        { op: 'accept' | 'cancel'; status: number; errorType?: string } | { op: 'expire' };
      const kinds: Op[] = ['accept', 'expire', 'cancel'];
      const ops = Array.from({ length: 200 }, (_, i) => ({ i, op: kinds[i % 3] }));
      const launch = ({ i, op }: { i: number; op: Op }): Promise<Result> => {
        const app = second && i % 2 === 1 ? second.app : t.app;
        if (op === 'accept') {
          return accept(id, admins[Math.floor(i / 3) % admins.length].headers, app).then(
            (r: LightMyRequestResponse) => ({
              op,
              status: r.statusCode,
              errorType: r.json().errorType,
            }),
          );
        }
        if (op === 'cancel') {
          return cancel(id, { expectedStatus: 'pending_host' }, guest.headers, app).then((r) => ({
            op,
            status: r.statusCode,
            errorType: r.json().errorType,
          }));
        }
        return expireRequests({ db: db(), provider: gated.provider, now: expiredAt }).then(() => ({
          op,
        }));
      };
      let winners: Result[];
      let others: Result[];
      try {
        if (first) {
          const firstWave = Promise.all(ops.filter((o) => o.op === first).map(launch));
          await gated.moneyMoving;
          others = await Promise.all(ops.filter((o) => o.op !== first).map(launch));
          gated.open();
          winners = await firstWave;
        } else {
          gated.open();
          winners = await Promise.all(ops.map(launch));
          others = [];
        }
      } finally {
        t.app.deps.payments = real;
        if (second) second.app.deps.payments = real;
      }
      const results = [...winners, ...others];

      const s = await state(id);
      const statuses = (op: 'accept' | 'cancel') =>
        results.flatMap((r) => (r.op === op ? [r.status] : []));
      // Never a 500: every refused answer is a clear 409.
      expect(
        [...statuses('accept'), ...statuses('cancel')].filter((c) => c !== 200 && c !== 409),
      ).toEqual([]);
      // One outcome: one call to the provider that moves money, nothing refunded, no claim left.
      expect(gated.calls.capture + gated.calls.release).toBe(1);
      expect(gated.calls.refund).toBe(0);
      expect(s.refunds).toEqual([]);
      expect(s.reservation.decision).toBeNull();
      if (first) {
        expect(s.reservation.status).toBe(OUTCOME[first]);
        // Those that arrived while the winner's call was under way were told so.
        for (const r of others) {
          if (r.op !== 'expire')
            expect(r).toMatchObject({ status: 409, errorType: 'REQUEST_IN_PROGRESS' });
        }
      }
      switch (s.reservation.status) {
        case 'active':
          expect(gated.calls.capture).toBe(1);
          expect(s.reservation.paymentStatus).toBe('PAID');
          expect(s.payment.status).toBe('PAID');
          expect(s.sandbox.status).toBe('completed');
          expect(statuses('accept')).toContain(200);
          expect(statuses('cancel').filter((c) => c === 200)).toEqual([]);
          break;
        case 'cancelled':
        case 'expired':
          expect(gated.calls.release).toBe(1);
          expect(s.reservation.paymentStatus).toBe('RELEASED');
          expect(s.payment.status).toBe('RELEASED');
          expect(s.sandbox.status).toBe('cancelled');
          expect(statuses('accept').filter((c) => c === 200)).toEqual([]);
          if (s.reservation.status === 'expired') {
            expect(statuses('cancel').filter((c) => c === 200)).toEqual([]);
          } else {
            expect(statuses('cancel')).toContain(200);
          }
          break;
        default:
          throw new Error(`unexpected outcome ${s.reservation.status}`);
      }
    },
    120_000,
  );

  /** A new session for an account (the test clock may have moved past its last one's end). */
  async function signInAgain(clientId: string) {
    const [row] = await db()
      .select({ email: clients.email })
      .from(clients)
      .where(eq(clients.id, clientId));
    return (await signIn(t.app, row.email, 'secreto123')).headers;
  }
});
