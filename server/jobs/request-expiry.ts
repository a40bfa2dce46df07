import { expireRequests } from '../payments/requests.ts';
import type { Job } from './runner.ts';

/**
 * Booking requests their host did not answer within REQUEST_HOURS expire: each is claimed once
 * across processes and its card pre-authorization released (server/payments/requests.ts).
 */
export const requestExpiryJob: Job = {
  name: 'request-expiry',
  everyMs: 60_000,
  async run(app) {
    const { database, payments, clock } = app.deps;
    const result = await expireRequests({
      db: database.db,
      provider: payments,
      now: clock.now(),
      log: app.log,
    });
    if (result.expired || result.accepted || result.retrying) {
      app.log.info({ job: 'request-expiry', ...result }, 'request expiry');
    }
  },
};
