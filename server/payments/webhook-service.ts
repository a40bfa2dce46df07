import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { webhookEvents } from '../db/schema.ts';
import { isPlainObject } from '../../src/shared/is-plain-object.ts';
import { OPENPAY_ID_RE, type OpenpayCharge, type OpenpayWebhookEvent } from './openpay-types.ts';
import type { PaymentProvider } from './provider.ts';
import {
  markReservationRefunded,
  markReservationUnpaid,
  reservationIdForCharge,
  settleCompletedCharge,
} from './reservation-payments.ts';

export type WebhookResult =
  | { status: 200; body: { success: true; received: true; duplicate?: boolean; action?: string } }
  | { status: 400 | 401 | 503; body: { success: false; message: string; error: string } };

/**
 * Whether the delivery carried the webhook's Basic credentials (OPENPAY_WEBHOOK_USER/PASSWORD, the
 * user and password given to Openpay when the webhook was created): 'anonymous' when none are set.
 */
export type WebhookAuth = 'authenticated' | 'refused' | 'anonymous';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Checks an Authorization header against the configured credentials, in constant time. */
export function webhookAuth(
  header: string | undefined,
  credentials: { user?: string; password?: string },
): WebhookAuth {
  if (!credentials.user || !credentials.password) return 'anonymous';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  const given = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const expected = `${credentials.user}:${credentials.password}`;
  return timingSafeEqual(digest(given), digest(expected)) ? 'authenticated' : 'refused';
}

const EVENT_TYPE_RE = /^[a-z][a-z_.]{0,63}$/;
const INVALID_EVENT = 'Evento de webhook inválido';
const BAD_CREDENTIALS = 'Credenciales del webhook inválidas';

const ok = (extra: { duplicate?: boolean; action?: string } = {}): WebhookResult => ({
  status: 200,
  body: { success: true, received: true, ...extra },
});
const bad = (status: 400 | 401 | 503, message: string): WebhookResult => ({
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
 * Deliveries repeat until answered 2xx, so each event (type + transaction id) is handled once. With
 * credentials set, a charge event without them is refused (401), and a verification event is kept
 * and logged only when it carries them: anyone may post one, so an unauthenticated one is answered
 * and forgotten (its body, attacker's text, is neither stored nor logged).
 */
export async function handleOpenpayEvent(
  deps: {
    db: Db;
    provider: PaymentProvider;
    now: () => Date;
    auth: WebhookAuth;
    log?: FastifyBaseLogger;
  },
  event: OpenpayWebhookEvent | null | undefined,
): Promise<WebhookResult> {
  const { db, provider, log } = deps;
  // Openpay pings a new webhook URL with an empty POST: answer it, but refuse bodies that are not events.
  if (event === null || event === undefined) return ok();
  if (!isPlainObject(event)) return bad(400, INVALID_EVENT);
  if (Object.keys(event).length === 0) return ok();
  const type = typeof event.type === 'string' ? event.type : '';

  if (type === 'verification') {
    if (deps.auth !== 'authenticated') {
      log?.info('openpay webhook verification without credentials: answered, not kept');
      return ok({ action: 'ignored' });
    }
    const code = typeof event.verification_code === 'string' ? event.verification_code : '';
    const webhookId = typeof event.id === 'string' && OPENPAY_ID_RE.test(event.id) ? event.id : '';
    // The merchant copies this code from the log into Openpay's dashboard to verify the webhook.
    log?.info({ verificationCode: code.slice(0, 64), webhookId }, 'openpay webhook verification');
    if (webhookId) await remember(db, `verification:${webhookId}`, provider.name, type);
    return ok({ action: 'verification' });
  }

  if (deps.auth === 'refused') return bad(401, BAD_CREDENTIALS);
  const transactionId =
    isPlainObject(event.transaction) && typeof event.transaction.id === 'string'
      ? event.transaction.id
      : '';
  if (!EVENT_TYPE_RE.test(type) || !OPENPAY_ID_RE.test(transactionId)) {
    return bad(400, INVALID_EVENT);
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
