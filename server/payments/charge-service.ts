import type { FastifyBaseLogger } from 'fastify';
import { brandFromProvider } from '../../src/shared/card.ts';
import { centsToPesos, formatMXN } from '../../src/shared/format.ts';
import { MSI_MESSAGES } from '../../src/shared/msi.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  PAYMENT_IN_PROGRESS,
  PAYMENT_NIGHTS_LOST,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_OUTCOME_UNKNOWN,
  paymentErrorMessage,
} from '../../src/shared/payment-errors.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { ChargeResponse } from '../../src/shared/types.ts';
import type { ChargeRequestInput } from '../../src/shared/validation/checkout.ts';
import type { Clock } from '../clock.ts';
import { eq } from 'drizzle-orm';
import { pgErrorOf, type Db, type Tx } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import { checkStay } from '../services/stay-service.ts';
import { releaseLapsedHolds } from './holds.ts';
import {
  claimIdempotencyKey,
  recordIdempotentHold,
  releaseIdempotencyKey,
  requestHash,
  saveIdempotentAnswer,
} from './idempotency.ts';
import { randomId } from './ids.ts';
import type { OpenpayCharge } from './openpay-types.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';
import { firstCheckAt, settleFromProvider } from './reconciliation.ts';
import { isAuthorization, settleAuthorizedCharge } from './requests.ts';
import { DEFAULT_REQUEST_HOURS, REQUEST_MESSAGES } from '../../src/shared/booking-requests.ts';
import { addDays } from '../../src/shared/dates.ts';
import {
  chargeColumns,
  markOutcomeUnknown,
  markReservationUnpaid,
  settleCompletedCharge,
} from './reservation-payments.ts';

/**
 * Booking with payment (docs/architecture.md "Money"): price on the server, hold the nights
 * (the exclusion constraint refuses a double booking), charge the token with the reservation id as
 * order_id, then confirm or release. Card data never gets here: only the provider's token.
 */

export interface ChargeDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  holdMinutes: number;
  /** How long a host has to answer a request (REQUEST_HOURS). */
  requestHours?: number;
  log?: FastifyBaseLogger;
  /** Meses sin intereses: the plans offered and the smallest total (pesos) they need. */
  msi?: { plans: readonly number[]; minAmount: number };
}

export interface ChargeAnswer {
  status: number;
  body: ChargeResponse & { message?: string; [key: string]: unknown };
  replayed?: boolean;
  /** False when the request was refused before any hold was written (nothing to remember). */
  held?: boolean;
  /** The provider has not said whether the card was charged: not a final answer. */
  unsettled?: boolean;
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

/** The card was charged after the nights had gone: 409, and the guest is told of the refund. */
const nightsLost = (reservationId: string) =>
  failure(409, PAYMENT_NIGHTS_LOST, { errorType: 'NOT_AVAILABLE', reservationId });

/** The hold keeps its nights until the provider says; a retry with the same key looks again. */
const outcomeUnknown = (reservationId: string): ChargeAnswer => ({
  ...failure(502, PAYMENT_OUTCOME_UNKNOWN, { reservationId, retryable: true }),
  unsettled: true,
});

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

interface PaidCharge {
  providerChargeId: string;
  authorization: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  installments?: number | null;
}

function succeeded(
  reservationId: string,
  paid: PaidCharge,
  totalCents: number,
  confirmedAt: Date,
): ChargeAnswer {
  return {
    status: 200,
    body: {
      success: true,
      message: PAYMENT_SUCCESS_MESSAGE,
      data: {
        reservationId,
        paymentId: paid.providerChargeId,
        status: 'succeeded',
        charge: { status: 'completed', error_message: null, authorization: paid.authorization },
        ok: true,
        message: PAYMENT_SUCCESS_MESSAGE,
        totalAmount: centsToPesos(totalCents),
        confirmedAt: confirmedAt.toISOString(),
        cardBrand: brandFromProvider(paid.cardBrand ?? undefined),
        last4: paid.cardLast4 ?? undefined,
        ...(paid.installments ? { installments: paid.installments } : {}),
      },
    },
  };
}

/**
 * A request's card was pre-authorized: nothing is charged until the host accepts (200, status
 * 'authorized', the reservation 'pending_host' until `respondBy`).
 */
function requested(
  reservationId: string,
  paid: PaidCharge,
  totalCents: number,
  at: Date,
  respondBy: Date | null,
): ChargeAnswer {
  return {
    status: 200,
    body: {
      success: true,
      message: REQUEST_MESSAGES.requested,
      data: {
        reservationId,
        paymentId: paid.providerChargeId,
        status: 'authorized',
        charge: { status: 'in_progress', error_message: null, authorization: paid.authorization },
        ok: true,
        message: REQUEST_MESSAGES.requested,
        totalAmount: centsToPesos(totalCents),
        confirmedAt: at.toISOString(),
        cardBrand: brandFromProvider(paid.cardBrand ?? undefined),
        last4: paid.cardLast4 ?? undefined,
        reservationStatus: 'pending_host',
        respondBy: respondBy?.toISOString(),
      },
    },
  };
}

/**
 * When a request's host must have answered: REQUEST_HOURS from now, but never after the end of
 * the check-in day (America/Mexico_City, UTC-6 all year since 2022): a stay cannot wait for its host
 * once it has begun.
 */
export function requestDeadline(now: Date, hours: number, checkIn: string): Date {
  const endOfCheckInDay = new Date(`${addDays(checkIn, 1)}T00:00:00-06:00`);
  return new Date(Math.min(now.getTime() + hours * 3_600_000, endOfCheckInDay.getTime()));
}

/** One charge attempt, start to finish. Never throws for a business outcome. */
export async function chargeReservation(
  deps: ChargeDeps,
  input: ChargeRequestInput,
  clientId: string | null,
  options: { onHold?: (tx: Tx, reservationId: string) => Promise<void> } = {},
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
  // Meses sin intereses only in the configured plans and from the configured total.
  const plan = input.payment_plan?.payments ?? null;
  if (plan !== null) {
    const msi = deps.msi ?? { plans: [], minAmount: Infinity };
    if (!msi.plans.includes(plan)) {
      return { ...failure(400, MSI_MESSAGES.planNotOffered), held: false };
    }
    if (centsToPesos(pricing.totalCents) < msi.minAmount) {
      return {
        ...failure(400, MSI_MESSAGES.belowMinimum(formatMXN(msi.minAmount))),
        held: false,
      };
    }
  }
  const now = clock.now();
  const reservationId = randomId('rsv');
  // A request-to-book cabin: the card is only pre-authorized and the host has REQUEST_HOURS to answer.
  const isRequest = cabin.bookingMode === 'request';
  const respondBy = isRequest
    ? requestDeadline(now, deps.requestHours ?? DEFAULT_REQUEST_HOURS, stay.checkIn)
    : null;
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
        cleaningFeeCents: pricing.cleaningFeeCents,
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
        cancellationPolicy: cabin.cancellationPolicy,
        respondBy,
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
      await options.onHold?.(tx, reservationId);
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
      ...(plan !== null ? { payment_plan: { payments: plan } } : {}),
      ...(isRequest ? { capture: false } : {}),
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
      log?.error({ err: error, reservationId }, 'provider unreachable after an unknown outcome');
    }
    // "No such charge yet" is not "no charge": a timed-out charge may still complete. The hold
    // keeps its nights and the reconciliation job asks again.
    if (!charge) {
      await markOutcomeUnknown(
        db,
        reservationId,
        {
          errorCode: providerError.errorCode || null,
          errorMessage: providerError.message,
          recheckAt: firstCheckAt(clock.now()),
        },
        clock.now(),
      );
      return outcomeUnknown(reservationId);
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

  if (isRequest && isAuthorization(charge)) {
    const outcome = await settleAuthorizedCharge(
      { db, provider, log },
      reservationId,
      charge!,
      clock.now(),
    );
    if (outcome === 'lost') return nightsLost(reservationId);
    if (outcome === 'unchanged') return notAvailable();
    log?.info({ reservationId, chargeId: charge!.id }, 'request pre-authorized');
    return requested(
      reservationId,
      chargeColumns(charge!),
      pricing.totalCents,
      clock.now(),
      respondBy,
    );
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
    // in_progress / charge_pending: a webhook or the reconciliation job settles it.
    await markOutcomeUnknown(
      db,
      reservationId,
      { errorCode: null, errorMessage: null, recheckAt: firstCheckAt(clock.now()) },
      clock.now(),
    );
    return outcomeUnknown(reservationId);
  }

  const settledAt = clock.now();
  const outcome = await settleCompletedCharge(
    { db, provider, log },
    reservationId,
    charge!,
    settledAt,
  );
  if (outcome === 'taken') return nightsLost(reservationId);
  if (outcome !== 'confirmed' && outcome !== 'already-paid') return notAvailable();
  log?.info({ reservationId, chargeId: charge!.id }, 'reservation paid');
  return succeeded(reservationId, chargeColumns(charge!), pricing.totalCents, settledAt);
}

/**
 * What a reservation's payment has come to, as the charge endpoint answers it: paid, declined,
 * refunded for lost nights, or still unknown (a pending hold; not a final answer).
 */
async function answerFromReservation(db: Db, reservationId: string): Promise<ChargeAnswer> {
  const [row] = await db
    .select({ reservation: reservations, payment: payments })
    .from(reservations)
    .leftJoin(payments, eq(payments.reservationId, reservations.id))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) return notAvailable();
  const { reservation, payment } = row;
  if (reservation.status === 'pending') return outcomeUnknown(reservationId);
  if (
    reservation.status === 'pending_host' &&
    reservation.paymentStatus === 'AUTHORIZED' &&
    payment
  ) {
    return requested(
      reservationId,
      {
        providerChargeId: payment.providerChargeId ?? '',
        authorization: payment.authorization,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
      },
      reservation.totalCents,
      payment.updatedAt,
      reservation.respondBy,
    );
  }
  if (reservation.status === 'active' && reservation.paymentStatus === 'PAID' && payment) {
    return succeeded(
      reservationId,
      {
        providerChargeId: payment.providerChargeId ?? '',
        authorization: payment.authorization,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        installments: payment.installments,
      },
      reservation.totalCents,
      payment.updatedAt,
    );
  }
  if (['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(reservation.paymentStatus)) {
    return nightsLost(reservationId);
  }
  if (payment?.errorCode) return declined(reservationId, payment.errorCode, payment.errorMessage);
  return failure(402, PAYMENT_NOT_COMPLETED, { reservationId });
}

/** A retry of a request whose charge outcome was unknown: ask the provider now, then answer. */
async function lookAgain(deps: ChargeDeps, reservationId: string): Promise<ChargeAnswer> {
  const [row] = await deps.db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (row?.status === 'pending' || row?.status === 'expired') {
    await settleFromProvider(deps, reservationId, deps.clock.now());
  }
  return answerFromReservation(deps.db, reservationId);
}

/**
 * The charge endpoint's idempotency: the first request under a key runs; the same key with the same
 * request gets the first answer again (never a second charge); with another request, 422; while the
 * first still runs, 409. An answer that said the outcome was unknown is not replayed as it was: a
 * retry asks the provider again and answers what happened. A key left running by a process that
 * died is taken over after IN_PROGRESS_EXPIRES_MS: from its hold if it wrote one, else afresh.
 */
export async function chargeIdempotently(
  deps: ChargeDeps,
  input: ChargeRequestInput,
  context: { clientId: string | null; idempotencyKey: string | null },
): Promise<ChargeAnswer> {
  const { idempotencyKey, clientId } = context;
  if (!idempotencyKey) return chargeReservation(deps, input, clientId);
  const key = `charge:${idempotencyKey}`;
  const claim = await claimIdempotencyKey(
    deps.db,
    key,
    requestHash({ input, clientId }),
    deps.clock.now(),
  );
  if (claim.kind === 'mismatch') return failure(422, IDEMPOTENCY_KEY_REUSED);
  if (claim.kind === 'in-progress') return failure(409, PAYMENT_IN_PROGRESS, { retryable: true });
  if (claim.kind === 'replay') {
    return { status: claim.status, body: claim.body as ChargeAnswer['body'], replayed: true };
  }
  if ((claim.kind === 'unsettled' || claim.kind === 'taken-over') && claim.reservationId) {
    const answer = await lookAgain(deps, claim.reservationId);
    await saveIdempotentAnswer(deps.db, key, answer.status, answer.body, {
      outcomeUnknown: answer.unsettled,
    });
    return { ...answer, replayed: true };
  }
  let answer: ChargeAnswer;
  try {
    answer = await chargeReservation(deps, input, clientId, {
      onHold: (tx, reservationId) => recordIdempotentHold(tx, key, reservationId),
    });
  } catch (error) {
    await releaseIdempotencyKey(deps.db, key).catch(() => {});
    throw error;
  }
  // A refusal before any hold was written leaves no trace: the key may be used again.
  if (answer.held === false) await releaseIdempotencyKey(deps.db, key);
  else {
    await saveIdempotentAnswer(deps.db, key, answer.status, answer.body, {
      outcomeUnknown: answer.unsettled,
    });
  }
  return answer;
}
