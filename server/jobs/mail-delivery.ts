import { listen } from '../db/listen.ts';
import { deliverDueMail } from '../mail/delivery.ts';
import { MAIL_CHANNEL } from '../mail/outbox-repository.ts';
import type { Job } from './runner.ts';

/**
 * Sends the outbox (server/mail/). A committed enqueue NOTIFYs every server, which delivers at once;
 * the interval picks up retries that come due and anything a lost notification missed.
 */
export const mailDeliveryJob: Job = {
  name: 'mail-delivery',
  everyMs: 15_000,
  async run(app) {
    const { database, mail, config, clock } = app.deps;
    await deliverDueMail({
      db: database.db,
      transport: mail,
      from: config.MAIL_FROM,
      appUrl: config.appUrl,
      now: () => clock.now(),
      log: app.log,
    });
  },
  wakeOn: (app, wake) => listen(app.deps.database, MAIL_CHANNEL, wake, app.log),
};
