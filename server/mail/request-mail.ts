import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { enqueueStayConfirmation, findCabinOwner, loadStay, snapshot } from './booking-mail.ts';
import { enqueueMail } from './outbox-repository.ts';

/**
 * The messages of a booking request (docs/decisions/185-request-mails.md), each written in the
 * transaction of the change it reports (server/payments/requests.ts): received (to the guest) and
 * new request (to the host) when the pre-authorization goes through; accepted, declined or expired
 * (to the guest) when the request is answered or runs out.
 */

async function requestDeadline(tx: DbOrTx, reservationId: string) {
  const [row] = await tx
    .select({ respondBy: reservations.respondBy, declineReason: reservations.declineReason })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row ?? null;
}

/**
 * 'Solicitud enviada' to the guest and 'Nueva solicitud' to the cabin's host (not to a host who
 * requested their own cabin; the host's e-mail preference applies), in the transaction that makes
 * the request wait for its host. Returns the outbox ids written.
 */
export async function enqueueRequestReceived(
  tx: DbOrTx,
  reservationId: string,
  now: Date,
): Promise<string[]> {
  const stay = await loadStay(tx, reservationId);
  const request = await requestDeadline(tx, reservationId);
  if (!stay || stay.status !== 'pending_host' || !request?.respondBy) return [];
  const respondBy = request.respondBy.toISOString();
  const ids: (string | null)[] = [
    await enqueueMail(
      tx,
      {
        kind: 'request-received',
        to: stay.guestEmail,
        clientId: stay.clientId,
        payload: {
          ...snapshot(stay),
          guestFirstName: stay.guestFirstName,
          totalCents: stay.totalCents,
          respondBy,
        },
      },
      now,
    ),
  ];
  const owner = await findCabinOwner(tx, stay.cabinId);
  if (owner && owner.id !== stay.clientId) {
    ids.push(
      await enqueueMail(
        tx,
        {
          kind: 'host-new-request',
          to: owner.email,
          clientId: owner.id,
          payload: {
            ...snapshot(stay),
            hostFirstName: owner.firstName,
            guestFirstName: stay.guestFirstName,
            guestLastName: stay.guestLastName,
            guestPhone: stay.guestPhone,
            specialRequests: stay.specialRequests,
            subtotalCents: stay.subtotalCents,
            respondBy,
          },
        },
        now,
      ),
    );
  }
  return ids.filter((id): id is string => id !== null);
}

/**
 * 'Solicitud aceptada' to the guest: the stay's confirmation with its .ics, in the transaction that
 * records the capture (the stay is active and paid).
 */
export function enqueueRequestAccepted(
  tx: DbOrTx,
  reservationId: string,
  now: Date,
): Promise<string | null> {
  return enqueueStayConfirmation(tx, reservationId, 'request-accepted', now);
}

/**
 * 'Solicitud rechazada' (with the host's reason) or 'Solicitud expirada' to the guest, with the
 * released amount, in the transaction that records the release.
 */
export async function enqueueRequestClosed(
  tx: DbOrTx,
  reservationId: string,
  status: 'declined' | 'expired',
  now: Date,
): Promise<string | null> {
  const stay = await loadStay(tx, reservationId);
  if (!stay || stay.status !== status) return null;
  const base = {
    ...snapshot(stay),
    guestFirstName: stay.guestFirstName,
    releasedCents: stay.totalCents,
  };
  if (status === 'expired') {
    return enqueueMail(
      tx,
      { kind: 'request-expired', to: stay.guestEmail, clientId: stay.clientId, payload: base },
      now,
    );
  }
  const request = await requestDeadline(tx, reservationId);
  return enqueueMail(
    tx,
    {
      kind: 'request-declined',
      to: stay.guestEmail,
      clientId: stay.clientId,
      payload: { ...base, reason: request?.declineReason ?? '' },
    },
    now,
  );
}
