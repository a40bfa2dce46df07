import type { FastifyBaseLogger } from 'fastify';
import { brandFromProvider } from '../../src/shared/card.ts';
import { centsToPesos } from '../../src/shared/format.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  PAYMENT_IN_PROGRESS,
  PAYMENT_OUTCOME_UNKNOWN,
  paymentErrorMessage,
} from '../../src/shared/payment-errors.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { ChargeResponse } from '../../src/shared/types.ts';
import type { ChargeRequestInput } from '../../src/shared/validation/checkout.ts';
import type { Clock } from '../clock.ts';
import { pgErrorOf, type Db } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import { checkStay } from '../services/stay-service.ts';
import { releaseLapsedHolds } from './holds.ts';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
  saveIdempotentAnswer,
} from './idempotency.ts';
import { randomId } from './ids.ts';
import type { OpenpayCharge } from './openpay-types.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';
import { markReservationUnpaid, settleCompletedCharge } from './reservation-payments.ts';

/**
 * Booking with payment (ARCHITECTURE "Booking with payment"): price on the server, hold the nights
 * (the exclusion constraint refuses a double booking), charge the token with the reservation id as
 * order_id, then confirm or release. Card data never gets here: only the provider's token.
 */

export interface ChargeDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  holdMinutes: number;
  log?: FastifyBaseLogger;
}

export interface ChargeAnswer {
  status: number;
  body: ChargeResponse & { message?: string; [key: string]: unknown };
  replayed?: boolean;
  /** False when the request was refused before any hold was written (nothing to remember). */
  held?: boolean;
}

export const PAYMENT_SUCCESS_MESSAGE = 'Pago procesado exitosamente';

const failure = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): ChargeAnswer => ({
  status,
  body: { success: false, message, error: message, ...extra },
});

const notAvailable = () =>
  failure(409, QUOTE_ERROR_MESSAGES.NOT_AVAILABLE, { errorType: 'NOT_AVAILABLE' });

/** HTTP status for a definite provider refusal: outages 503, our credentials 502, declines 402. */
function statusForProviderError(code: number): number {
  if (code === 1004 || code === 1005) return 503;
  if (code === 1002 || code === 1010) return 502;
  return 402;
}

function declined(reservationId: string, code: number, description?: string | null): ChargeAnswer {
  const message = paymentErrorMessage({ error_code: code || null, description });
  return failure(statusForProviderError(code), message, {
    error_code: code || undefined,
    reservationId,
  });
}

function succeeded(
  reservationId: string,
  charge: OpenpayCharge,
  totalCents: number,
  now: Date,
): ChargeAnswer {
  const last4 = (charge.card?.card_number ?? '').replace(/\D/g, '').slice(-4);
  return {
    status: 200,
    body: {
      success: true,
      message: PAYMENT_SUCCESS_MESSAGE,
      data: {
        reservationId,
        paymentId: charge.id,
        status: 'succeeded',
        charge: { status: 'completed', error_message: null, authorization: charge.authorization },
        ok: true,
        message: PAYMENT_SUCCESS_MESSAGE,
        totalAmount: centsToPesos(totalCents),
        confirmedAt: now.toISOString(),
        cardBrand: brandFromProvider(charge.card?.brand),
        last4: last4.length === 4 ? last4 : undefined,
      },
    },
  };
}

/** One charge attempt, start to finish. Never throws for a business outcome. */
export async function chargeReservation(
  deps: ChargeDeps,
  input: ChargeRequestInput,
  clientId: string | null,
): Promise<ChargeAnswer> {
  const { db, provider, clock, log } = deps;
  const { reservationData: stayInput, customerData } = input;
  const guest = stayInput.guestInfo;

  // Holds of this cabin whose charge never finished must not keep its nights.
  await releaseLapsedHolds({ db, provider, now: clock.now(), log }, stayInput.cabinId);

  const stay = await checkStay(
    db,
    {
      cabinId: stayInput.cabinId,
      checkIn: stayInput.checkIn,
      checkOut: stayInput.checkOut,
      guests: stayInput.guests,
    },
    clock.today(),
  );
  if (!stay.ok) {
    if (stay.errorType === 'NOT_AVAILABLE') return { ...notAvailable(), held: false };
    return {
      ...failure(stay.status >= 400 ? stay.status : 422, stay.message, {
        errorType: stay.errorType,
      }),
      held: false,
    };
  }

  // The price is the server's, whatever the request says.
  const { pricing, cabin } = stay;
  const now = clock.now();
  const reservationId = randomId('rsv');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(reservations).values({
        id: reservationId,
        cabinId: cabin.id,
        clientId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.guests,
        nights: pricing.nights,
        status: 'pending',
        paymentStatus: 'PENDING',
        subtotalCents: pricing.subtotalCents,
        commissionCents: pricing.commissionCents,
        totalCents: pricing.totalCents,
        balanceDueCents: 0,
        currency: 'MXN',
        guestFirstName: guest.firstName,
        guestLastName: guest.lastName,
        guestEmail: guest.email,
        guestPhone: `+52${guest.phone}`,
        specialRequests: guest.specialRequests ?? '',
        holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(payments).values({
        id: randomId('pay'),
        reservationId,
        provider: provider.name,
        status: 'PENDING',
        amountCents: pricing.totalCents,
        currency: 'MXN',
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (pgErrorOf(error).code === '23P01') return { ...notAvailable(), held: false };
    throw error;
  }

  let charge: OpenpayCharge | null = null;
  let providerError: ProviderError | null = null;
  try {
    charge = await provider.charge({
      method: 'card',
      source_id: input.token_id,
      amount: centsToPesos(pricing.totalCents),
      currency: 'MXN',
      description: `Reserva ${cabin.name}`.slice(0, 250),
      order_id: reservationId,
      device_session_id: input.device_session_id,
      customer: {
        name: customerData.name,
        last_name: customerData.last_name ?? '',
        phone_number: customerData.phone_number,
        email: customerData.email,
      },
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      // Our own bug or the database: whether the card was charged is unknown, so ask the provider.
      log?.error({ err: error, reservationId }, 'charge call failed');
      providerError = new ProviderError(null, { cause: error });
    } else {
      providerError = error;
    }
  }

  if (providerError && providerError.outcomeUnknown) {
    log?.warn(
      { reservationId, errorCode: providerError.errorCode, httpStatus: providerError.httpStatus },
      'charge outcome unknown: asking the provider',
    );
    try {
      charge = await provider.getCharge({ orderId: reservationId });
    } catch (error) {
      log?.error(
        { err: error, reservationId },
        'provider unreachable; the hold sweeper will settle',
      );
      return failure(502, PAYMENT_OUTCOME_UNKNOWN, { reservationId });
    }
    if (!charge) {
      await markReservationUnpaid(
        db,
        provider.name,
        reservationId,
        {
          status: 'failed',
          errorCode: providerError.errorCode || null,
          errorMessage: providerError.message,
        },
        clock.now(),
      );
      return declined(reservationId, providerError.errorCode || 1000, null);
    }
    providerError = null;
  }

  if (providerError) {
    await markReservationUnpaid(
      db,
      provider.name,
      reservationId,
      {
        status: 'failed',
        errorCode: providerError.errorCode,
        errorMessage: providerError.message,
      },
      clock.now(),
    );
    log?.info({ reservationId, errorCode: providerError.errorCode }, 'charge declined');
    return declined(reservationId, providerError.errorCode, providerError.message);
  }

  if (charge!.status !== 'completed') {
    if (charge!.status === 'failed') {
      await markReservationUnpaid(
        db,
        provider.name,
        reservationId,
        {
          status: 'failed',
          errorCode: charge!.error_code ?? null,
          errorMessage: charge!.error_message,
          charge,
        },
        clock.now(),
      );
      return declined(reservationId, charge!.error_code ?? 0, charge!.error_message);
    }
    // in_progress / charge_pending: a webhook or the sweeper settles it.
    return failure(502, PAYMENT_OUTCOME_UNKNOWN, { reservationId });
  }

  const settledAt = clock.now();
  const outcome = await settleCompletedCharge(
    { db, provider, log },
    reservationId,
    charge!,
    settledAt,
  );
  if (outcome === 'taken' || outcome === 'missing') return notAvailable();
  log?.info({ reservationId, chargeId: charge!.id }, 'reservation paid');
  return succeeded(reservationId, charge!, pricing.totalCents, settledAt);
}

/**
 * The charge endpoint's idempotency: the first request under a key runs; the same key with the same
 * request gets the first answer again (never a second charge); with another request, 422; while the
 * first still runs, 409.
 */
export async function chargeIdempotently(
  deps: ChargeDeps,
  input: ChargeRequestInput,
  context: { clientId: string | null; idempotencyKey: string | null },
): Promise<ChargeAnswer> {
  const { idempotencyKey, clientId } = context;
  if (!idempotencyKey) return chargeReservation(deps, input, clientId);
  const key = `charge:${idempotencyKey}`;
  const claim = await claimIdempotencyKey(deps.db, key, requestHash({ input, clientId }));
  if (claim.kind === 'mismatch') return failure(422, IDEMPOTENCY_KEY_REUSED);
  if (claim.kind === 'in-progress') return failure(409, PAYMENT_IN_PROGRESS, { retryable: true });
  if (claim.kind === 'replay') {
    return { status: claim.status, body: claim.body as ChargeAnswer['body'], replayed: true };
  }
  let answer: ChargeAnswer;
  try {
    answer = await chargeReservation(deps, input, clientId);
  } catch (error) {
    await releaseIdempotencyKey(deps.db, key).catch(() => {});
    throw error;
  }
  // A refusal before any hold was written leaves no trace: the key may be used again.
  if (answer.held === false) await releaseIdempotencyKey(deps.db, key);
  else await saveIdempotentAnswer(deps.db, key, answer.status, answer.body);
  return answer;
}
