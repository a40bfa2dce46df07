import { sql } from 'drizzle-orm';
import { centsToPesos } from '../../src/shared/format.ts';
import type { DbOrTx } from '../db/client.ts';
import type { HostActor } from './host-access.ts';

/** 'Reservas': the stays of every cabin the actor reaches (all cabins for an operator). */

export const HOST_RESERVATION_STATUSES = [
  'pending',
  'pending_host',
  'active',
  'declined',
  'expired',
  'cancelled',
  'completed',
  'failed',
] as const;
export const HOST_RESERVATION_WHEN = ['upcoming', 'current', 'past'] as const;

export interface HostReservationFilters {
  status?: (typeof HOST_RESERVATION_STATUSES)[number];
  cabinId?: string;
  when?: (typeof HOST_RESERVATION_WHEN)[number];
  page: number;
}

const PAGE_SIZE = 50;

export async function listHostReservations(
  db: DbOrTx,
  actor: HostActor,
  filters: HostReservationFilters,
  today: string,
) {
  const conditions = [
    actor.isAdmin ? sql`true` : sql`c.owner_id = ${actor.clientId}`,
    filters.status ? sql`r.status = ${filters.status}` : sql`true`,
    filters.cabinId ? sql`r.cabin_id = ${filters.cabinId}` : sql`true`,
    filters.when === 'upcoming'
      ? sql`r.check_in > ${today}`
      : filters.when === 'current'
        ? sql`r.check_in <= ${today} and r.check_out > ${today}`
        : filters.when === 'past'
          ? sql`r.check_out <= ${today}`
          : sql`true`,
  ];
  const where = sql.join(conditions, sql` and `);
  const order = filters.when === 'past' ? sql`r.check_in desc, r.id` : sql`r.check_in asc, r.id`;
  const result = await db.execute(sql`
    select r.id, r.cabin_id, c.name as cabin_name, r.check_in::text as check_in,
      r.check_out::text as check_out, r.nights, r.guests, r.status, r.payment_status,
      r.total_cents, r.guest_first_name, r.guest_last_name, r.special_requests,
      r.respond_by, r.decline_reason,
      count(*) over ()::int as total
    from reservations r join cabins c on c.id = r.cabin_id
    where ${where}
    order by ${order}
    limit ${PAGE_SIZE} offset ${(filters.page - 1) * PAGE_SIZE}
  `);
  const rows = (
    result as unknown as {
      rows: Array<{
        id: string;
        cabin_id: string;
        cabin_name: string;
        check_in: string;
        check_out: string;
        nights: number;
        guests: number;
        status: string;
        payment_status: string;
        total_cents: number;
        guest_first_name: string;
        guest_last_name: string;
        special_requests: string;
        respond_by: Date | string | null;
        decline_reason: string | null;
        total: number;
      }>;
    }
  ).rows;
  return {
    total: rows[0]?.total ?? 0,
    page: filters.page,
    pageSize: PAGE_SIZE,
    reservations: rows.map((r) => ({
      _id: r.id,
      cabin: { _id: r.cabin_id, name: r.cabin_name },
      checkIn: r.check_in,
      checkOut: r.check_out,
      nights: Number(r.nights),
      guests: Number(r.guests),
      status: r.status,
      paymentStatus: r.payment_status,
      total: centsToPesos(Number(r.total_cents)),
      guestName: `${r.guest_first_name} ${r.guest_last_name}`.trim(),
      specialRequests: r.special_requests,
      /** A request ('pending_host'): when the host's time to answer ends. */
      respondBy: r.respond_by ? new Date(r.respond_by).toISOString() : null,
      declineReason: r.decline_reason,
    })),
  };
}
