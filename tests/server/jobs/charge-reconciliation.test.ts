import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeReconciliationJob } from '../../../server/jobs/charge-reconciliation.ts';
import { backgroundJobs } from '../../../server/jobs/index.ts';
import {
  SANDBOX_LATE_CHARGE_MS,
  SANDBOX_TIMEOUT_CARD,
} from '../../../server/payments/sandbox-cards.ts';
import { createTestApp, testClock, type TestApp } from '../helpers.ts';
import {
  charge,
  chargeBody,
  createCabin,
  reservationById,
  tokenFor,
} from '../payments-fixtures.ts';

describe('the charge reconciliation job', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false, clock });
  });
  afterAll(() => t.close());

  it('is one of the background jobs, run every minute', () => {
    expect(backgroundJobs).toContain(chargeReconciliationJob);
    expect(chargeReconciliationJob.everyMs).toBe(60_000);
  });

  it("books a charge that completed after the guest's answer said the outcome was unknown", async () => {
    const cabin = await createCabin(t.database.db);
    const res = await charge(
      t.app,
      chargeBody(cabin.id, await tokenFor(t.app, SANDBOX_TIMEOUT_CARD), {
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
      }),
    );
    expect(res.statusCode).toBe(502);
    const id = res.json().reservationId as string;
    await chargeReconciliationJob.run(t.app);
    expect((await reservationById(t.database.db, id)).status).toBe('pending');
    clock.advance(SANDBOX_LATE_CHARGE_MS + 60_000);
    await chargeReconciliationJob.run(t.app);
    expect(await reservationById(t.database.db, id)).toMatchObject({
      status: 'active',
      paymentStatus: 'PAID',
    });
  });
});
