import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { icalFeeds } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http-errors.ts';
import { FEED_ERRORS, parseFeedUrl } from './ical-fetch.ts';
import { claimDueFeed, syncFeed, type FeedRow } from './ical-import.ts';

export const FEED_MESSAGES = {
  notFound: 'Calendario importado no encontrado',
  tooMany: 'Una cabaña puede importar como máximo 10 calendarios',
  duplicate: 'Ese calendario ya está importado en esta cabaña',
  added: 'Calendario agregado; se sincroniza en unos momentos',
  deleted: 'Calendario eliminado; sus fechas quedaron libres',
  synced: 'Calendario sincronizado',
  busy: 'Este calendario se está sincronizando en este momento',
} as const;

const MAX_FEEDS = 10;

/** A feed as the console shows it. */
export function feedAnswer(feed: FeedRow) {
  return {
    id: feed.id,
    name: feed.name,
    url: feed.url,
    lastSyncedAt: feed.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: feed.lastAttemptAt?.toISOString() ?? null,
    nextSyncAt: feed.nextSyncAt.toISOString(),
    eventsImported: feed.eventsImported,
    lastError: feed.lastError,
    conflicts: feed.conflicts,
  };
}

export async function listFeeds(db: Db, cabinId: string) {
  const rows = await db
    .select()
    .from(icalFeeds)
    .where(eq(icalFeeds.cabinId, cabinId))
    .orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id));
  return rows.map(feedAnswer);
}

export async function addFeed(
  db: Db,
  cabinId: string,
  input: { name: string; url: string },
  now: Date,
) {
  if (!parseFeedUrl(input.url)) throw badRequest(FEED_ERRORS.url);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feeds:${cabinId}`}))`);
    const feeds = await tx.select().from(icalFeeds).where(eq(icalFeeds.cabinId, cabinId));
    if (feeds.length >= MAX_FEEDS) throw conflict(FEED_MESSAGES.tooMany);
    if (feeds.some((f) => f.url === input.url)) throw conflict(FEED_MESSAGES.duplicate);
    const [feed] = await tx
      .insert(icalFeeds)
      .values({ id: randomUUID(), cabinId, name: input.name, url: input.url, nextSyncAt: now })
      .returning();
    return feedAnswer(feed);
  });
}

const feedIdOk = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export async function deleteFeed(db: Db, cabinId: string, feedId: string): Promise<void> {
  if (!feedIdOk(feedId)) throw notFound(FEED_MESSAGES.notFound);
  const deleted = await db
    .delete(icalFeeds)
    .where(and(eq(icalFeeds.id, feedId), eq(icalFeeds.cabinId, cabinId)))
    .returning({ id: icalFeeds.id });
  if (!deleted.length) throw notFound(FEED_MESSAGES.notFound);
}

/** 'Sincronizar ahora': claims the feed like the job does (409 while another process has it). */
export async function syncFeedNow(
  db: Db,
  cabinId: string,
  feedId: string,
  options: { allowPrivate: boolean; today: string; now: Date; intervalMs: number },
) {
  if (!feedIdOk(feedId)) throw notFound(FEED_MESSAGES.notFound);
  const [owned] = await db
    .select({ id: icalFeeds.id })
    .from(icalFeeds)
    .where(and(eq(icalFeeds.id, feedId), eq(icalFeeds.cabinId, cabinId)));
  if (!owned) throw notFound(FEED_MESSAGES.notFound);
  const feed = await claimDueFeed(db, options.now, options.intervalMs, feedId);
  if (!feed) throw conflict(FEED_MESSAGES.busy);
  return feedAnswer(await syncFeed(db, feed, options));
}
