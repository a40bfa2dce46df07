import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, isValidIsoDate, nightsBetween } from '../../src/shared/dates.ts';
import { HOST_MESSAGES, type CalendarBlock, type CalendarBooking } from '../../src/shared/host.ts';
import type { BlockInput } from '../../src/shared/validation/host.ts';
import { STAY_LIMITS } from '../../src/shared/validation/booking.ts';
import { pgErrorOf, type Db, type DbOrTx } from '../db/client.ts';
import { hostBlocks } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http-errors.ts';

/** The host's calendar of one cabin, and its blocks (ARCHITECTURE "Hosts", "Money, dates, availability"). */

/** Longest calendar one request reads. */
export const CALENDAR_MAX_DAYS = 400;

/** The range a calendar request asks for: [from, to), at most CALENDAR_MAX_DAYS days. */
export function parseCalendarRange(
  query: { from?: unknown; to?: unknown },
  today: string,
): { from: string; to: string } {
  const from = query.from === undefined ? `${today.slice(0, 7)}-01` : query.from;
  const to =
    query.to === undefined && isValidIsoDate(from) ? addDays(from as string, 92) : query.to;
  if (
    !isValidIsoDate(from) ||
    !isValidIsoDate(to) ||
    to <= from ||
    nightsBetween(from, to) > CALENDAR_MAX_DAYS
  ) {
    throw badRequest(HOST_MESSAGES.calendarRange);
  }
  return { from, to };
}

/** Every stay that occupies or asked for a night of [from, to), and every block there. */
export async function readCalendar(
  db: DbOrTx,
  cabinId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<{ from: string; to: string; bookings: CalendarBooking[]; blocks: CalendarBlock[] }> {
  const stays = await db.execute(sql`
    select r.id, r.check_in, r.check_out, r.status, r.guests,
      r.guest_first_name || ' ' || r.guest_last_name as guest_name
    from reservations r
    where r.cabin_id = ${cabinId}
      and r.check_in < ${range.to} and r.check_out > ${range.from}
      and (r.status in ('active', 'completed', 'pending_host')
        or (r.status = 'pending' and (r.hold_expires_at is null or r.hold_expires_at > ${now.toISOString()})))
    order by r.check_in, r.id
  `);
  const blocks = await db.execute(sql`
    select b.id, b.check_in, b.check_out, b.reason, f.name as feed_name
    from host_blocks b left join ical_feeds f on f.id = b.feed_id
    where b.cabin_id = ${cabinId} and b.check_in < ${range.to} and b.check_out > ${range.from}
    order by b.check_in, b.id
  `);
  type StayRow = {
    id: string;
    check_in: string;
    check_out: string;
    status: string;
    guests: number;
    guest_name: string;
  };
  type BlockRow = {
    id: string;
    check_in: string;
    check_out: string;
    reason: string;
    feed_name: string | null;
  };
  const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
  return {
    ...range,
    bookings: (stays as unknown as { rows: StayRow[] }).rows.map((r) => ({
      reservationId: r.id,
      checkIn: day(r.check_in),
      checkOut: day(r.check_out),
      kind: r.status === 'active' || r.status === 'completed' ? 'booked' : 'held',
      status: r.status,
      guestName: r.guest_name,
      guests: Number(r.guests),
    })),
    blocks: (blocks as unknown as { rows: BlockRow[] }).rows.map((b) => ({
      id: b.id,
      checkIn: day(b.check_in),
      checkOut: day(b.check_out),
      reason: b.reason,
      source: b.feed_name == null ? 'host' : 'ical',
      feedName: b.feed_name,
    })),
  };
}

/**
 * Blocks the nights [checkIn, checkOut): under the same exclusion rule as stays (migration 0002),
 * so a block over a stay or another block is refused in Spanish and writes nothing.
 */
export async function createBlock(
  db: Db,
  cabinId: string,
  input: BlockInput,
  today: string,
): Promise<CalendarBlock> {
  if (input.checkIn < today) throw badRequest(HOST_MESSAGES.blockPast);
  if (nightsBetween(input.checkIn, input.checkOut) > STAY_LIMITS.maxDaysAhead) {
    throw badRequest(`Un bloqueo puede durar como máximo ${STAY_LIMITS.maxDaysAhead} noches`);
  }
  const id = randomUUID();
  try {
    await db.insert(hostBlocks).values({
      id,
      cabinId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      reason: input.reason,
    });
  } catch (error) {
    if (pgErrorOf(error).code === '23P01') {
      throw conflict(HOST_MESSAGES.blockOverBooking, { errorType: 'NOT_AVAILABLE' });
    }
    throw error;
  }
  return {
    id,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    reason: input.reason,
    source: 'host',
    feedName: null,
  };
}

/** Removes one of the cabin's blocks (404 for any other id). */
export async function deleteBlock(db: DbOrTx, cabinId: string, blockId: string): Promise<void> {
  if (typeof blockId !== 'string' || !/^[0-9a-f-]{36}$/i.test(blockId)) {
    throw notFound(HOST_MESSAGES.blockNotFound);
  }
  const [block] = await db
    .select({ feedId: hostBlocks.feedId })
    .from(hostBlocks)
    .where(and(eq(hostBlocks.id, blockId), eq(hostBlocks.cabinId, cabinId)));
  if (!block) throw notFound(HOST_MESSAGES.blockNotFound);
  // The feed would bring it back at its next sync: it is freed at its source.
  if (block.feedId) throw conflict(HOST_MESSAGES.blockImported);
  await db
    .delete(hostBlocks)
    .where(and(eq(hostBlocks.id, blockId), eq(hostBlocks.cabinId, cabinId)));
}
