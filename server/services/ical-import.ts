import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { addDays, isValidIsoDate, mexicoCityDate, nightsBetween } from '../../src/shared/dates.ts';
import { pgErrorOf, type Db, type DbOrTx } from '../db/client.ts';
import { hostBlocks, icalFeeds } from '../db/schema.ts';
import { FEED_ERRORS, FeedError, fetchFeed } from './ical-fetch.ts';

/**
 * Calendar import (RFC 5545 feeds of Airbnb, Booking.com, Vrbo): each event becomes a block of the
 * cabin's nights, read as calendar dates (DATE values as they are; DATE-TIME values rounded to the
 * nights they touch in America/Mexico_City). Blocks whose events vanished are removed; the host's own
 * blocks and Refugio's stays are never touched. An event over a Refugio stay is recorded as a
 * conflict for the host, never dropped silently.
 */

export type FeedRow = typeof icalFeeds.$inferSelect;

export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

const MAX_EVENTS = 2000;
const MAX_NIGHTS = 366;

/**
 * The calendar date of an event's start or end. DATE values are taken as they are; DATE-TIME values
 * as their date in America/Mexico_City, so an event from 15:00 on the 15th to 11:00 on the 17th
 * covers the nights of the 15th and 16th (a same-day event still takes its night: see parseFeed).
 */
function dateOf(time: ICAL.Time): string {
  if (time.isDate) return time.toString().slice(0, 10);
  return mexicoCityDate(time.toJSDate());
}

/** The events of a feed that block nights from `today` on (cancelled and past events left out). */
export function parseFeed(text: string, today: string): FeedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError(FEED_ERRORS.notCalendar);
  }
  if (root.name !== 'vcalendar') throw new FeedError(FEED_ERRORS.notCalendar);
  const events: FeedEvent[] = [];
  for (const vevent of root.getAllSubcomponents('vevent').slice(0, MAX_EVENTS)) {
    try {
      const event = new ICAL.Event(vevent);
      if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED')
        continue;
      if (!event.startDate) continue;
      const checkIn = dateOf(event.startDate);
      let checkOut = event.endDate ? dateOf(event.endDate) : addDays(checkIn, 1);
      if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
      if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) continue;
      if (checkOut <= today || nightsBetween(checkIn, checkOut) > MAX_NIGHTS) continue;
      const uid = String(event.uid || `${checkIn}/${checkOut}`).slice(0, 500);
      events.push({ uid, checkIn, checkOut, summary: String(event.summary ?? '').slice(0, 200) });
    } catch {
      // One malformed event does not cost the others.
    }
  }
  return events;
}

const keyOf = (e: { uid: string; checkIn: string; checkOut: string }) =>
  `${e.uid}|${e.checkIn}|${e.checkOut}`;

/** Brings the feed's blocks in line with its events; returns what was imported and the conflicts. */
export async function applyFeedEvents(
  db: Db,
  feed: Pick<FeedRow, 'id' | 'cabinId' | 'name'>,
  events: FeedEvent[],
  now: Date,
): Promise<{ imported: number; conflicts: FeedRow['conflicts'] }> {
  const existing = await db
    .select({
      id: hostBlocks.id,
      uid: hostBlocks.externalUid,
      checkIn: hostBlocks.checkIn,
      checkOut: hostBlocks.checkOut,
    })
    .from(hostBlocks)
    .where(eq(hostBlocks.feedId, feed.id));
  const wanted = new Map(events.map((e) => [keyOf(e), e]));
  const stale = existing.filter((b) => !wanted.has(keyOf({ ...b, uid: b.uid ?? '' })));
  if (stale.length) {
    await db.delete(hostBlocks).where(
      inArray(
        hostBlocks.id,
        stale.map((b) => b.id),
      ),
    );
  }
  const kept = new Set(existing.map((b) => keyOf({ ...b, uid: b.uid ?? '' })));
  const conflicts: FeedRow['conflicts'] = [];
  let imported = kept.size - stale.length;
  for (const event of wanted.values()) {
    if (kept.has(keyOf(event))) continue;
    try {
      await db.insert(hostBlocks).values({
        id: randomUUID(),
        cabinId: feed.cabinId,
        checkIn: event.checkIn,
        checkOut: event.checkOut,
        reason: event.summary || feed.name,
        feedId: feed.id,
        externalUid: event.uid,
      });
      imported += 1;
    } catch (error) {
      if (pgErrorOf(error).code !== '23P01') throw error;
      // Nights already blocked (another feed, the host) stay blocked; a Refugio stay is a conflict.
      if (await overlapsStay(db, feed.cabinId, event, now)) conflicts.push(event);
    }
  }
  return { imported, conflicts };
}

async function overlapsStay(db: DbOrTx, cabinId: string, event: FeedEvent, now: Date) {
  const result = await db.execute(sql`
    select 1 from reservations r
    where r.cabin_id = ${cabinId} and r.check_in < ${event.checkOut} and r.check_out > ${event.checkIn}
      and (r.status in ('active', 'pending_host')
        or (r.status = 'pending' and (r.hold_expires_at is null or r.hold_expires_at > ${now.toISOString()})))
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Claims the next due feed for this process: its next_sync_at moves one interval on, under
 * FOR UPDATE SKIP LOCKED, so N processes on one PostgreSQL fetch each feed once per interval.
 */
export async function claimDueFeed(
  db: Db,
  now: Date,
  intervalMs: number,
  feedId?: string,
): Promise<FeedRow | null> {
  const next = new Date(now.getTime() + intervalMs).toISOString();
  const result = await db.execute(sql`
    update ical_feeds f set next_sync_at = ${next}, last_attempt_at = ${now.toISOString()}
    where f.id = (
      select id from ical_feeds
      where ${feedId ? sql`id = ${feedId}` : sql`next_sync_at <= ${now.toISOString()}`}
      order by next_sync_at limit 1
      for update skip locked
    )
    returning f.id`);
  const [row] = (result as unknown as { rows: Array<{ id: string }> }).rows;
  if (!row) return null;
  const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, row.id));
  return feed ?? null;
}

/** Fetches one claimed feed and applies it; a failure is kept as the feed's Spanish last error. */
export async function syncFeed(
  db: Db,
  feed: FeedRow,
  options: { allowPrivate: boolean; today: string; now: Date; timeoutMs?: number },
): Promise<FeedRow> {
  try {
    const text = await fetchFeed(feed.url, options);
    const events = parseFeed(text, options.today);
    const { imported, conflicts } = await applyFeedEvents(db, feed, events, options.now);
    const [updated] = await db
      .update(icalFeeds)
      .set({ lastSyncedAt: options.now, lastError: null, eventsImported: imported, conflicts })
      .where(eq(icalFeeds.id, feed.id))
      .returning();
    return updated ?? feed;
  } catch (error) {
    const message = error instanceof FeedError ? error.message : FEED_ERRORS.network;
    const [updated] = await db
      .update(icalFeeds)
      .set({ lastError: message })
      .where(and(eq(icalFeeds.id, feed.id)))
      .returning();
    if (!(error instanceof FeedError)) throw error;
    return updated ?? feed;
  }
}
