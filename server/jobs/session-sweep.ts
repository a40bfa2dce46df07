import { purgeDeadSessions } from '../services/client-repository.ts';
import type { Job } from './runner.ts';

/** How long a revoked session's row is kept, so its stale token hears "your session was closed". */
export const REVOKED_SESSIONS_KEPT_MS = 24 * 3_600_000;

/**
 * Drops session rows no token can use: expired ones, and those revoked more than a day ago (every
 * refresh and sign-out revokes one). A DELETE is its own claim: two servers running it at once
 * delete each row once.
 */
export const sessionSweepJob: Job = {
  name: 'session-sweep',
  everyMs: 60 * 60_000,
  async run(app) {
    const { database, clock } = app.deps;
    const now = clock.now();
    const purged = await purgeDeadSessions(
      database.db,
      now,
      new Date(now.getTime() - REVOKED_SESSIONS_KEPT_MS),
    );
    if (purged) app.log.info({ purged }, 'expired and revoked sessions purged');
  },
};
