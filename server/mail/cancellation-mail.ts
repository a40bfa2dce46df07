import type { DbOrTx } from '../db/client.ts';
import { findCabinOwner, loadStay, snapshot } from './booking-mail.ts';
import { enqueueMail } from './outbox-repository.ts';

/**
 * The messages of a guest's cancellation that the guest's 'Reserva cancelada' does not cover
 * (docs/decisions/200-cancellation-mails.md), each written in the transaction of the change it
 * reports: a withdrawn request ('Solicitud cancelada' to the guest, 'Solicitud retirada' to the
 * host) and a confirmed stay its guest cancelled ('Reserva cancelada por el huésped' to the host).
 */

type LoadedStay = NonNullable<Awaited<ReturnType<typeof loadStay>>>;

/**
 * The cabin's host hears that the guest called off a request or a stay: not for a cabin nobody
 * owns, nor when the host is the guest; the host's e-mail preference applies (not a receipt).
 */
async function enqueueToHost(
  tx: DbOrTx,
  stay: LoadedStay,
  what: 'request' | 'stay',
  refundCents: number,
  now: Date,
): Promise<string | null> {
  const owner = await findCabinOwner(tx, stay.cabinId);
  if (!owner || owner.id === stay.clientId) return null;
  return enqueueMail(
    tx,
    {
      kind: 'host-stay-cancelled',
      to: owner.email,
      clientId: owner.id,
      payload: {
        ...snapshot(stay),
        what,
        hostFirstName: owner.firstName,
        guestFirstName: stay.guestFirstName,
        guestLastName: stay.guestLastName,
        subtotalCents: stay.subtotalCents,
        refundCents,
      },
    },
    now,
  );
}

/**
 * A request its guest withdrew: the receipt of the release to the guest (always) and 'Solicitud
 * retirada' to the host. Call it in the transaction that makes the request 'cancelled' (the
 * conditional update that only one withdrawal wins). Returns the outbox ids written.
 */
export async function enqueueRequestWithdrawn(
  tx: DbOrTx,
  reservationId: string,
  now: Date,
): Promise<string[]> {
  const stay = await loadStay(tx, reservationId);
  if (!stay || stay.status !== 'cancelled') return [];
  const ids = [
    await enqueueMail(
      tx,
      {
        kind: 'request-withdrawn',
        to: stay.guestEmail,
        clientId: stay.clientId,
        payload: {
          ...snapshot(stay),
          guestFirstName: stay.guestFirstName,
          releasedCents: stay.totalCents,
        },
      },
      now,
    ),
    await enqueueToHost(tx, stay, 'request', 0, now),
  ];
  return ids.filter((id): id is string => id !== null);
}

/**
 * 'Reserva cancelada por el huésped' to the cabin's host, with what goes back to the guest. Call it
 * in the transaction of the guest's cancellation of a stay (a host who cancels needs no message).
 */
export async function enqueueHostStayCancelled(
  tx: DbOrTx,
  reservationId: string,
  refundCents: number,
  now: Date,
): Promise<string | null> {
  const stay = await loadStay(tx, reservationId);
  if (!stay || stay.status !== 'cancelled') return null;
  return enqueueToHost(tx, stay, 'stay', refundCents, now);
}
