import { purgeSentMail } from '../mail/outbox-repository.ts';
import type { Job } from './runner.ts';

const DAY_MS = 86_400_000;

/** Sent e-mails leave the outbox `MAIL_KEEP_DAYS` after sending (0 keeps them); failed ones stay. */
export const mailPurgeJob: Job = {
  name: 'mail-purge',
  everyMs: 60 * 60_000,
  async run(app) {
    const { database, clock, config } = app.deps;
    if (!config.MAIL_KEEP_DAYS) return;
    const purged = await purgeSentMail(
      database.db,
      new Date(clock.now().getTime() - config.MAIL_KEEP_DAYS * DAY_MS),
    );
    if (purged) app.log.info({ purged }, 'sent e-mails purged from the outbox');
  },
};
