import { reconcileCharges } from '../payments/reconciliation.ts';
import type { Job } from './runner.ts';

/**
 * Charges whose outcome the provider has not told yet are asked about again (booked, refunded or
 * closed), and refunds that are due are retried.
 */
export const chargeReconciliationJob: Job = {
  name: 'charge-reconciliation',
  everyMs: 60_000,
  async run(app) {
    const { database, payments, clock } = app.deps;
    const result = await reconcileCharges({
      db: database.db,
      provider: payments,
      now: clock.now(),
      log: app.log,
    });
    if (result.checked || result.refunded || result.refundsRetrying || result.refundsFailed) {
      app.log.info({ job: 'charge-reconciliation', ...result }, 'charge reconciliation');
    }
  },
};
