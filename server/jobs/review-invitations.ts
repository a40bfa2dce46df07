import { inviteFinishedStays } from '../services/review-invitations.ts';
import type { Job } from './runner.ts';

/**
 * The day after check-out, each finished stay's guest is invited to review it (once per stay,
 * claimed in the database: server/services/review-invitations.ts). Hourly is soon enough for a
 * message about yesterday, and a server that was down catches up while the window is open.
 */
export const reviewInvitationsJob: Job = {
  name: 'review-invitations',
  everyMs: 60 * 60_000,
  async run(app) {
    const { database, clock } = app.deps;
    const invited = await inviteFinishedStays(database.db, {
      today: clock.today(),
      now: clock.now(),
    });
    if (invited) app.log.info({ invited }, 'review invitations written');
  },
};
