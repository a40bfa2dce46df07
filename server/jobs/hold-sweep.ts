import { purgeIdempotencyKeys } from '../payments/idempotency.ts';
import { sweepExpiredHolds } from '../payments/holds.ts';
import type { Job } from './runner.ts';

const IDEMPOTENCY_KEYS_KEPT_MS = 24 * 3_600_000;

/** Holds whose charge never finished are settled or expired; old idempotency keys are dropped. */
export const holdSweepJob: Job = {
  name: 'hold-sweep',
  everyMs: 60_000,
  async run(app) {
    const { database, payments, clock } = app.deps;
    const now = clock.now();
    await sweepExpiredHolds({ db: database.db, provider: payments, now, log: app.log });
    await purgeIdempotencyKeys(database.db, new Date(now.getTime() - IDEMPOTENCY_KEYS_KEPT_MS));
  },
};
