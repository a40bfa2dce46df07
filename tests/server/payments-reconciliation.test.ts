import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, refunds, reservations, sandboxCharges } from '../../server/db/schema.ts';
import { sweepExpiredHolds } from '../../server/payments/holds.ts';
import {
  claimIdempotencyKey,
  purgeIdempotencyKeys,
  requestHash,
} from '../../server/payments/idempotency.ts';
import { parseWith } from '../../server/validation.ts';
import { chargeRequestSchema } from '../../src/shared/validation/checkout.ts';
import { ProviderError, type PaymentProvider } from '../../server/payments/provider.ts';
import { reconcileCharges } from '../../server/payments/reconciliation.ts';
import { settleCompletedCharge } from '../../server/payments/reservation-payments.ts';
import {
  SANDBOX_LATE_CHARGE_MS,
  SANDBOX_TIMEOUT_CARD,
} from '../../server/payments/sandbox-cards.ts';
import { PAYMENT_IN_PROGRESS, PAYMENT_OUTCOME_UNKNOWN } from '../../src/shared/payment-errors.ts';
import type { ChargeResponse } from '../../src/shared/types.ts';
import { createTestApp, databases, testClock, type TestApp, type TestClock } from './helpers.ts';
import {
  charge,
  chargeBody,
  createCabin,
  paymentOf,
  reservationById,
  sandboxChargeFor,
  tokenFor,
} from './payments-fixtures.ts';

const MINUTE = 60_000;

/**
 * Charges whose outcome the provider did not tell (a timeout, a lost answer), charges that complete
 * late, and refunds of charges whose nights were lost: the reconciliation job, the refund claim and
 * the Idempotency-Key's life after an unknown answer or a crash. The sandbox's timeout card
 * (4000000000004087) charges nothing visible at first and completes SANDBOX_LATE_CHARGE_MS later.
 */
describe.each(databases)('charge reconciliation and refunds on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(kind, { seed: false, clock });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const reconcile = () =>
    reconcileCharges({ db: db(), provider: t.app.deps.payments, now: clock.now() });
  let month = 0;
  /** Two nights in a month no other test of this file uses. */
  const nextStay = () => {
    const m = 1 + (month++ % 12);
    return {
      checkIn: `2027-${String(m).padStart(2, '0')}-10`,
      checkOut: `2027-${String(m).padStart(2, '0')}-12`,
    };
  };

  /** The card provider, with its refunds counted (and, if asked, changed). */
  function countingProvider(
    refund: (
      real: PaymentProvider,
      ...args: Parameters<PaymentProvider['refund']>
    ) => ReturnType<PaymentProvider['refund']> = (real, id, r) => real.refund(id, r),
  ) {
    const real = t.app.deps.payments;
    const calls: string[] = [];
    const provider: PaymentProvider = {
      name: real.name,
      charge: (r) => real.charge(r),
      getCharge: (ref) => real.getCharge(ref),
      capture: (id, r) => real.capture(id, r),
      release: (id, r) => real.release(id, r),
      cardType: (bin) => real.cardType(bin),
      refund: (id, r) => {
        calls.push(id);
        return refund(real, id, r);
      },
    };
    return { provider, calls };
  }

  /**
   * A guest whose hold lapsed, then lost its nights to someone else, and whose charge completed at
   * the provider after all: a charge to refund.
   */
  async function lostCharge() {
    const cabin = await createCabin(db());
    const stay = nextStay();
    const late = await charge(
      t.app,
      chargeBody(cabin.id, await tokenFor(t.app, SANDBOX_TIMEOUT_CARD), stay),
    );
    expect(late.statusCode).toBe(502);
    const lateId = late.json().reservationId as string;
    await db()
      .update(reservations)
      .set({ holdExpiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(reservations.id, lateId));
    const other = await charge(
      t.app,
      chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), stay),
    );
    expect(other.statusCode).toBe(200);
    expect((await reservationById(db(), lateId)).status).toBe('expired');
    clock.advance(SANDBOX_LATE_CHARGE_MS + MINUTE);
    const completed = await t.app.deps.payments.getCharge({ orderId: lateId });
    expect(completed).toMatchObject({ status: 'completed' });
    return { lateId, otherId: other.json().data.reservationId as string, completed: completed! };
  }

  it('keeps the hold when a timeout is followed by "no such charge yet", and books the charge that completes later', async () => {
    const cabin = await createCabin(db());
    const stay = nextStay();
    const body = chargeBody(cabin.id, await tokenFor(t.app, SANDBOX_TIMEOUT_CARD), stay);
    const key = { 'idempotency-key': `late-${kind}` };
    const first = await charge(t.app, body, key);
    expect(first.statusCode).toBe(502);
    expect(first.json()).toMatchObject({
      success: false,
      message: PAYMENT_OUTCOME_UNKNOWN,
      retryable: true,
    });
    const id = first.json().reservationId as string;
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'PENDING',
    });
    expect((await paymentOf(db(), id)).checkAt).not.toBeNull();

    // The nights stay held: nobody else may pay for them (and the guest cannot pay twice).
    const rival = await charge(
      t.app,
      chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), stay),
    );
    expect(rival.statusCode).toBe(409);
    expect(rival.json().errorType).toBe('NOT_AVAILABLE');

    // Asking again with the same key looks again; nothing is known yet.
    const again = await charge(t.app, body, key);
    expect(again.statusCode).toBe(502);
    expect(again.json()).toMatchObject({ message: PAYMENT_OUTCOME_UNKNOWN, retryable: true });
    await reconcile();
    expect((await reservationById(db(), id)).status).toBe('pending');

    clock.advance(SANDBOX_LATE_CHARGE_MS + MINUTE);
    const result = await reconcile();
    expect(result.confirmed).toBe(1);
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'active',
      paymentStatus: 'PAID',
    });
    const paid = await paymentOf(db(), id);
    expect(paid).toMatchObject({ status: 'PAID', checkAt: null });
    expect(paid.providerChargeId).toBe((await sandboxChargeFor(db(), id)).id);

    // The key now answers what happened: the payment, not "unknown" forever.
    const settled = await charge(t.app, body, key);
    expect(settled.statusCode).toBe(200);
    expect(settled.headers['idempotent-replayed']).toBe('true');
    expect(settled.json<ChargeResponse>().data).toMatchObject({
      reservationId: id,
      paymentId: paid.providerChargeId,
      status: 'succeeded',
      ok: true,
      totalAmount: 3360,
      cardBrand: 'visa',
      last4: SANDBOX_TIMEOUT_CARD.slice(-4),
    });
  });

  it('refunds, once, a late charge whose nights were given to someone else meanwhile', async () => {
    const { lateId, otherId, completed } = await lostCharge();
    const { provider, calls } = countingProvider();
    const first = await reconcileCharges({ db: db(), provider, now: clock.now() });
    expect(first.taken).toBe(1);
    expect(calls).toEqual([completed.id]);
    expect(await reservationById(db(), lateId)).toMatchObject({
      status: 'failed',
      paymentStatus: 'REFUNDED',
    });
    expect(await paymentOf(db(), lateId)).toMatchObject({ status: 'REFUNDED', checkAt: null });
    const [intent] = await db().select().from(refunds).where(eq(refunds.reservationId, lateId));
    expect(intent).toMatchObject({
      status: 'succeeded',
      reason: 'nights_lost',
      amountCents: 336_000,
      providerChargeId: completed.id,
      providerRefundId: expect.any(String),
    });
    expect((await t.app.deps.payments.getCharge({ id: completed.id }))?.refund).toBeDefined();
    expect((await reservationById(db(), otherId)).status).toBe('active');

    // Nothing more to do on the next runs.
    clock.advance(60 * MINUTE);
    await reconcileCharges({ db: db(), provider, now: clock.now() });
    expect(calls).toHaveLength(1);
  });

  it('never overwrites REFUNDED with PAID, nor refunds twice, when a lost charge is settled again', async () => {
    const { lateId, completed } = await lostCharge();
    const { provider, calls } = countingProvider();
    const settle = () =>
      settleCompletedCharge({ db: db(), provider }, lateId, completed, clock.now());
    expect(await settle()).toBe('taken');
    expect((await reservationById(db(), lateId)).paymentStatus).toBe('REFUNDED');
    // A webhook, the sweeper or the reconciliation sees the same completed charge again.
    await settle();
    expect(calls).toHaveLength(1);
    expect((await reservationById(db(), lateId)).paymentStatus).toBe('REFUNDED');
    expect((await paymentOf(db(), lateId)).status).toBe('REFUNDED');
  });

  it('lets one of several settlers running at once refund a lost charge', async () => {
    const { lateId, completed } = await lostCharge();
    const SETTLERS = 5;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = 0;
    // The refund is held until every other settler has finished, or every settler is refunding:
    // with a claim, the others finish without refunding; without one, each would refund.
    const { provider, calls } = countingProvider(async (real, id, r) => {
      if (calls.length === SETTLERS) release();
      await gate;
      return real.refund(id, r);
    });
    const settlers = Array.from({ length: SETTLERS }, () =>
      settleCompletedCharge({ db: db(), provider }, lateId, completed, clock.now()).finally(() => {
        if (++finished === SETTLERS - 1) release();
      }),
    );
    const outcomes = await Promise.all(settlers);
    expect(new Set(outcomes)).toEqual(new Set(['taken']));
    expect(calls).toHaveLength(1);
    expect(await reservationById(db(), lateId)).toMatchObject({ paymentStatus: 'REFUNDED' });
    const intents = await db().select().from(refunds).where(eq(refunds.reservationId, lateId));
    expect(intents).toHaveLength(1);
    expect(intents[0].status).toBe('succeeded');
  });

  it('does not send a refund again when the answer to the first one was lost', async () => {
    const { lateId, completed } = await lostCharge();
    // The provider refunds, but its answer never arrives.
    const lost = countingProvider(async (real, id, r) => {
      await real.refund(id, r);
      throw new ProviderError(null, { message: 'socket hang up' });
    });
    await settleCompletedCharge(
      { db: db(), provider: lost.provider },
      lateId,
      completed,
      clock.now(),
    );
    expect(lost.calls).toHaveLength(1);
    expect((await reservationById(db(), lateId)).paymentStatus).toBe('PAID');
    const [pending] = await db().select().from(refunds).where(eq(refunds.reservationId, lateId));
    expect(pending).toMatchObject({ status: 'requested', attempts: 1 });

    const later = countingProvider();
    await reconcileCharges({ db: db(), provider: later.provider, now: clock.now() });
    expect(later.calls).toHaveLength(0); // not yet due
    clock.advance(10 * MINUTE);
    await reconcileCharges({ db: db(), provider: later.provider, now: clock.now() });
    expect(later.calls).toHaveLength(0); // the provider shows it refunded: done, not sent again
    expect((await reservationById(db(), lateId)).paymentStatus).toBe('REFUNDED');
    const [done] = await db().select().from(refunds).where(eq(refunds.reservationId, lateId));
    expect(done.status).toBe('succeeded');
  });

  it('retries a refund the provider could not make, from the reconciliation job', async () => {
    const { lateId, completed } = await lostCharge();
    const refusing = countingProvider(async () => {
      throw new ProviderError({
        category: 'internal',
        description: 'The service is unavailable at this moment',
        http_code: 503,
        error_code: 1005,
        request_id: null,
      });
    });
    expect(
      await settleCompletedCharge(
        { db: db(), provider: refusing.provider },
        lateId,
        completed,
        clock.now(),
      ),
    ).toBe('taken');
    expect(await reservationById(db(), lateId)).toMatchObject({
      status: 'failed',
      paymentStatus: 'PAID',
    });
    clock.advance(10 * MINUTE);
    const later = countingProvider();
    const result = await reconcileCharges({ db: db(), provider: later.provider, now: clock.now() });
    expect(result.refunded).toBe(1);
    expect(later.calls).toEqual([completed.id]);
    expect((await reservationById(db(), lateId)).paymentStatus).toBe('REFUNDED');
  });

  it('books a charge that completes after its hold expired, when the nights are still free', async () => {
    const cabin = await createCabin(db());
    const res = await charge(
      t.app,
      chargeBody(cabin.id, await tokenFor(t.app, SANDBOX_TIMEOUT_CARD), nextStay()),
    );
    const id = res.json().reservationId as string;
    // The hold lapses while the provider still shows no charge: the sweeper frees the nights.
    await db()
      .update(reservations)
      .set({ holdExpiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(reservations.id, id));
    expect(
      await sweepExpiredHolds({ db: db(), provider: t.app.deps.payments, now: clock.now() }),
    ).toMatchObject({ expired: 1 });
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'expired',
      paymentStatus: 'FAILED',
    });
    expect((await paymentOf(db(), id)).checkAt).not.toBeNull();

    clock.advance(SANDBOX_LATE_CHARGE_MS + MINUTE);
    const result = await reconcile();
    expect(result.confirmed).toBe(1);
    expect(await reservationById(db(), id)).toMatchObject({
      status: 'active',
      paymentStatus: 'PAID',
    });
  });

  describe('Idempotency-Key after a crash', () => {
    it('lets a request take over a key left in progress by a crash before any hold', async () => {
      const cabin = await createCabin(db());
      const body = chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), nextStay());
      const key = `crash-before-hold-${kind}`;
      // A request took the key, then its process died before it wrote anything else.
      const input = parseWith(chargeRequestSchema, body);
      await db()
        .insert(idempotencyKeys)
        .values({
          key: `charge:${key}`,
          requestHash: requestHash({ input, clientId: null }),
          claimedAt: clock.now(),
        });
      // While it may still be running, the key is busy.
      const busy = await charge(t.app, body, { 'idempotency-key': key });
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ message: PAYMENT_IN_PROGRESS, retryable: true });
      // Long after, it is not: the request runs, once.
      clock.advance(10 * MINUTE);
      const retry = await charge(t.app, body, { 'idempotency-key': key });
      expect(retry.statusCode).toBe(200);
      const replay = await charge(t.app, body, { 'idempotency-key': key });
      expect(replay.json()).toEqual(retry.json());
      const id = retry.json().data.reservationId as string;
      expect(
        await db().select().from(sandboxCharges).where(eq(sandboxCharges.orderId, id)),
      ).toHaveLength(1);
    });

    it('answers from the hold a crashed request left, never charging again', async () => {
      const cabin = await createCabin(db());
      const body = chargeBody(cabin.id, await tokenFor(t.app, SANDBOX_TIMEOUT_CARD), nextStay());
      const key = `crash-after-hold-${kind}`;
      const first = await charge(t.app, body, { 'idempotency-key': key });
      const id = first.json().reservationId as string;
      // The process died after the hold and the charge, before it could answer.
      await db()
        .update(idempotencyKeys)
        .set({ responseStatus: null, responseBody: null, outcomeUnknown: false })
        .where(eq(idempotencyKeys.key, `charge:${key}`));
      clock.advance(10 * MINUTE);
      const retry = await charge(t.app, body, { 'idempotency-key': key });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.reservationId).toBe(id);
      expect(await reservationById(db(), id)).toMatchObject({
        status: 'active',
        paymentStatus: 'PAID',
      });
      const charges = await db()
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.orderId, id));
      expect(charges).toHaveLength(1);
    });

    it("keeps a key for a day on the server's clock, not the database's", async () => {
      // A clock far from the real one (NOW / TODAY, docs/decisions/195): a key claimed now is kept.
      const now = new Date('2099-06-01T12:00:00Z');
      const key = `charge:anchored-${kind}`;
      expect(await claimIdempotencyKey(db(), key, 'x', now)).toEqual({ kind: 'new' });
      await purgeIdempotencyKeys(db(), new Date(now.getTime() - 24 * 60 * MINUTE));
      const left = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(left).toHaveLength(1);
    });

    it('drops keys of any state after a day, those left in progress included', async () => {
      await db()
        .insert(idempotencyKeys)
        .values({
          key: `charge:old-${kind}`,
          requestHash: 'x',
          claimedAt: new Date(clock.now().getTime() - 2 * 24 * 60 * MINUTE),
          createdAt: new Date(clock.now().getTime() - 2 * 24 * 60 * MINUTE),
        });
      await purgeIdempotencyKeys(db(), new Date(clock.now().getTime() - 24 * 60 * MINUTE));
      const left = await db()
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, `charge:old-${kind}`));
      expect(left).toHaveLength(0);
    });
  });
});
