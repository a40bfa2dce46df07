import type { FastifyInstance } from 'fastify';
import { claimDueFeed, syncFeed } from '../services/ical-import.ts';
import type { Job } from './runner.ts';

/** Feeds one run may fetch (the rest wait for the next minute). */
const FEEDS_PER_RUN = 20;

/**
 * Calendar import: every minute, each feed whose ICAL_SYNC_MINUTES have passed is claimed by one
 * process (claimDueFeed: FOR UPDATE SKIP LOCKED) and fetched, so N servers fetch it once per interval.
 */
export async function runIcalSync(app: FastifyInstance): Promise<number> {
  const { database, clock, config } = app.deps;
  const intervalMs = config.ICAL_SYNC_MINUTES * 60_000;
  let synced = 0;
  for (; synced < FEEDS_PER_RUN; synced++) {
    const now = clock.now();
    const feed = await claimDueFeed(database.db, now, intervalMs);
    if (!feed) break;
    const result = await syncFeed(database.db, feed, {
      allowPrivate: config.ICAL_ALLOW_PRIVATE_FEEDS,
      today: clock.today(),
      now,
    });
    if (result.lastError) app.log.warn({ feedId: feed.id, error: result.lastError }, 'ical feed');
  }
  return synced;
}

export const icalSyncJob: Job = {
  name: 'ical-sync',
  everyMs: 60_000,
  async run(app) {
    await runIcalSync(app);
  },
};
