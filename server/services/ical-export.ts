import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays, parseIsoDate } from '../../src/shared/dates.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { cabins } from '../db/schema.ts';
import { findHostCabin, type HostActor } from './host-access.ts';

/**
 * A cabin's calendar export (`/ical/<token>.ics`, RFC 5545): every booked, held and blocked range
 * as an all-day event (DTSTART = first night, DTEND = check-out day, exclusive), with a UID stable
 * per range and no guest's personal data, so Airbnb, Booking.com or Vrbo can block those nights.
 */

const TOKEN = /^[0-9a-f]{64}$/;
/** Past ranges are of no use to another site: the export starts this many days back. */
const PAST_DAYS = 30;

export const ICAL_TEXTS = {
  booked: 'Reservado en Refugio',
  blocked: 'No disponible',
} as const;

export async function exportCalendar(
  db: DbOrTx,
  token: string,
  today: string,
  now: Date,
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [cabin] = await db
    .select({ id: cabins.id, name: cabins.name })
    .from(cabins)
    .where(eq(cabins.icalToken, token))
    .limit(1);
  if (!cabin) return null;
  const since = addDays(today, -PAST_DAYS);
  const result = await db.execute(sql`
    select 'r:' || r.id as uid, r.check_in::text as check_in, r.check_out::text as check_out,
      'booked' as kind
    from reservations r
    where r.cabin_id = ${cabin.id} and r.check_out > ${since}
      and (r.status in ('active', 'pending_host')
        or (r.status = 'pending' and (r.hold_expires_at is null or r.hold_expires_at > ${now.toISOString()})))
    union all
    select 'b:' || b.id, b.check_in::text, b.check_out::text, 'blocked'
    from host_blocks b
    where b.cabin_id = ${cabin.id} and b.check_out > ${since}
    order by 2, 1
  `);
  const rows = (
    result as unknown as {
      rows: Array<{ uid: string; check_in: string; check_out: string; kind: string }>;
    }
  ).rows;
  const calendar = ical({
    prodId: { company: 'Refugio', product: 'Calendario', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    name: cabin.name,
  });
  for (const row of rows) {
    calendar.createEvent({
      id: `${row.uid}@refugio`,
      // UTC midnight of each calendar date: ical-generator writes all-day dates from UTC fields.
      start: parseIsoDate(row.check_in),
      end: parseIsoDate(row.check_out),
      allDay: true,
      stamp: now,
      summary: row.kind === 'booked' ? ICAL_TEXTS.booked : ICAL_TEXTS.blocked,
    });
  }
  return calendar.toString();
}

/** A new export address: the old one stops answering at once. */
export async function rotateIcalToken(db: Db, actor: HostActor, cabinId: string): Promise<string> {
  const row = await findHostCabin(db, actor, cabinId);
  const token = randomBytes(32).toString('hex');
  await db.update(cabins).set({ icalToken: token }).where(eq(cabins.id, row.id));
  return token;
}
