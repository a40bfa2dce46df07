import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { webhookEvents } from '../db/schema.ts';
import type { OpenpayCharge, OpenpayWebhookEvent } from './openpay-types.ts';
import type { PaymentProvider } from './provider.ts';
import {
  markReservationRefunded,
  markReservationUnpaid,
  reservationIdForCharge,
  settleCompletedCharge,
} from './reservation-payments.ts';

export type WebhookResult =
  | { status: 200; body: { success: true; received: true; duplicate?: boolean; action?: string } }
  | { status: 400 | 503; body: { success: false; message: string; error: string } };

const ok = (extra: { duplicate?: boolean; action?: string } = {}): WebhookResult => ({
  status: 200,
  body: { success: true, received: true, ...extra },
});
const bad = (status: 400 | 503, message: string): WebhookResult => ({
  status,
  body: { success: false, message, error: message },
});

async function alreadyHandled(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, id))
    .limit(1);
  return !!row;
}

async function remember(db: Db, id: string, provider: string, type: string): Promise<void> {
  await db.insert(webhookEvents).values({ id, provider, type }).onConflictDoNothing();
}

/**
 * Openpay's webhook events (reference/openpay.md §5). Events carry no signature, so nothing in them
 * is trusted: the charge is fetched again from the provider and only its fetched status acts.
 * Deliveries repeat until answered 2xx, so each event (type + transaction id) is handled once.
 */
export async function handleOpenpayEvent(
  deps: { db: Db; provider: PaymentProvider; now: () => Date; log?: FastifyBaseLogger },
  event: OpenpayWebhookEvent | null | undefined,
): Promise<WebhookResult> {
  const { db, provider, log } = deps;
  // Openpay pings a new webhook URL with an empty POST: answer it, but refuse bodies that are not events.
  if (event === null || event === undefined) return ok();
  if (typeof event !== 'object' || Array.isArray(event))
    return bad(400, 'Evento de webhook inválido');
  if (Object.keys(event).length === 0) return ok();
  const type = typeof event.type === 'string' ? event.type : '';

  if (type === 'verification') {
    const code = typeof event.verification_code === 'string' ? event.verification_code : '';
    const id = `verification:${typeof event.id === 'string' ? event.id : code}`;
    // The merchant copies this code from the log into Openpay's dashboard to verify the webhook.
    log?.info({ verificationCode: code, webhookId: event.id }, 'openpay webhook verification');
    await remember(db, id, provider.name, type);
    return ok({ action: 'verification' });
  }

  const transactionId =
    event.transaction && typeof event.transaction.id === 'string' ? event.transaction.id : '';
  if (!type || !transactionId || transactionId.length > 100) {
    return bad(400, 'Evento de webhook inválido');
  }
  const eventId = `${type}:${transactionId}`;
  if (await alreadyHandled(db, eventId)) return ok({ duplicate: true });

  let charge: OpenpayCharge | null;
  try {
    charge = await provider.getCharge({ id: transactionId });
  } catch (error) {
    log?.warn(
      { err: error, transactionId },
      'webhook: provider did not answer; Openpay will retry',
    );
    return bad(503, 'El proveedor de pagos no respondió; reintenta más tarde');
  }

  let action = 'ignored';
  let agreed = false;
  const reservationId = charge ? await reservationIdForCharge(db, charge) : null;
  if (charge && reservationId) {
    const now = deps.now();
    const refunded = !!charge.refund || charge.status === 'refunded';
    if (type === 'charge.succeeded' && charge.status === 'completed' && !refunded) {
      agreed = true;
      action = await settleCompletedCharge({ db, provider, log }, reservationId, charge, now);
    } else if (type === 'charge.refunded' && refunded) {
      agreed = true;
      action = (await markReservationRefunded(db, provider.name, reservationId, charge, now))
        ? 'refunded'
        : 'unchanged';
    } else if (
      (type === 'charge.failed' && charge.status === 'failed') ||
      (type === 'charge.cancelled' && charge.status === 'cancelled')
    ) {
      agreed = true;
      action = (await markReservationUnpaid(
        db,
        provider.name,
        reservationId,
        {
          status: 'failed',
          errorCode: charge.error_code ?? null,
          errorMessage: charge.error_message,
          charge,
        },
        now,
      ))
        ? 'failed'
        : 'unchanged';
    }
  }
  log?.info({ type, transactionId, reservationId, action }, 'openpay webhook handled');
  // An event the fetched charge contradicts (forged, early or stale) is not remembered, so the
  // genuine delivery of that event is still acted upon.
  if (agreed) await remember(db, eventId, provider.name, type);
  return ok({ action });
}
