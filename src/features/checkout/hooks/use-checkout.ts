import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { isNetworkReachable } from '../../../lib/network.ts';
import type { Session } from '../../../lib/session.ts';
import {
  cardCheckError,
  cardNumberDigits,
  checkCard,
  detectCardBrand,
  padMonth,
} from '../../../shared/card.ts';
import {
  EMPTY_CHECKOUT_VALUES,
  shapeCheckoutInput,
  validateCheckoutForm,
  type CheckoutError,
  type CheckoutField,
  type CheckoutFormValues,
} from '../../../shared/checkout-rules.ts';
import { todayInMexico } from '../../../shared/dates.ts';
import { normalizePhone } from '../../../shared/format.ts';
import {
  CHARGE_CONNECTION_LOST,
  PAYMENT_PROCESSING_ERROR,
  checkoutErrorMessages,
  isPaymentConfirmed,
} from '../../../shared/payment-errors.ts';
import type { BookingResult, BookingSummary, ChargeRequest } from '../../../shared/types.ts';
import { createCharge, newIdempotencyKey } from '../api/create-charge.ts';
import { paymentSettingsQueryOptions } from '../api/get-payment-settings.ts';
import { createCardToken, loadOpenPay } from '../lib/openpay-tokenizer.ts';

export const PAYMENT_FORM_ID = 'payment-form';
export const DEVICE_FIELD = 'deviceIdHiddenFieldName';
/** SPEC §9: the confirmation follows the success overlay after 2.5 s. */
export const REDIRECT_DELAY_MS = 2500;

export type CheckoutPhase = 'editing' | 'processing' | 'failed' | 'succeeded';

export interface CheckoutState {
  values: CheckoutFormValues;
  validationErrors: CheckoutError[];
  paymentErrors: string[];
  offline: boolean;
  phase: CheckoutPhase;
  prefilled: boolean;
}

type Action =
  | { type: 'change'; field: CheckoutField; value: string }
  | { type: 'invalid'; errors: CheckoutError[] }
  | { type: 'processing' }
  | { type: 'offline' }
  | { type: 'failed'; messages: string[] }
  | { type: 'succeeded' };

function reducer(state: CheckoutState, action: Action): CheckoutState {
  switch (action.type) {
    case 'change':
      if (state.phase === 'processing' || state.phase === 'succeeded') return state;
      // Editing any field clears the validation and payment errors (SPEC §4 Checkout form).
      return {
        ...state,
        values: { ...state.values, [action.field]: shapeCheckoutInput(action.field, action.value) },
        validationErrors: [],
        paymentErrors: [],
        offline: false,
        phase: 'editing',
      };
    case 'invalid':
      return { ...state, validationErrors: action.errors, paymentErrors: [], phase: 'editing' };
    case 'processing':
      return {
        ...state,
        validationErrors: [],
        paymentErrors: [],
        offline: false,
        phase: 'processing',
      };
    case 'offline':
      return { ...state, offline: true, phase: 'editing' };
    case 'failed':
      return { ...state, paymentErrors: action.messages, phase: 'failed' };
    case 'succeeded':
      return { ...state, phase: 'succeeded' };
  }
}

/** SPEC §2: a signed-in guest gets names, e-mails and phones from the profile. */
export function initialCheckoutState(session: Session | null): CheckoutState {
  const client = session?.client;
  if (!client) return { ...blankState(), values: { ...EMPTY_CHECKOUT_VALUES } };
  const phone = normalizePhone(client.phone).slice(0, 10);
  return {
    ...blankState(),
    prefilled: true,
    values: {
      ...EMPTY_CHECKOUT_VALUES,
      firstName: client.firstName ?? '',
      lastName: client.lastName ?? '',
      email: client.email ?? '',
      phone,
      billingEmail: client.email ?? '',
      billingPhone: phone,
    },
  };
}

function blankState(): CheckoutState {
  return {
    values: EMPTY_CHECKOUT_VALUES,
    validationErrors: [],
    paymentErrors: [],
    offline: false,
    phase: 'editing',
    prefilled: false,
  };
}

/** A charge request ready to send, with what the confirmation shows of the card. */
interface Attempt {
  key: string;
  body: ChargeRequest;
  cardBrand: string;
  last4: string;
}

export function buildChargeRequest(
  summary: BookingSummary,
  values: CheckoutFormValues,
  token: { tokenId: string; deviceSessionId: string },
  clientId: string | undefined,
): ChargeRequest {
  const guestInfo = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone,
    specialRequests: values.specialRequests.trim(),
  };
  return {
    // SPEC §3: the cabin id; the server issues the reservation id.
    reservationId: summary.cabinId,
    method: 'card',
    token_id: token.tokenId,
    device_session_id: token.deviceSessionId,
    customerData: {
      name: guestInfo.firstName,
      last_name: guestInfo.lastName,
      phone_number: values.billingPhone,
      email: values.billingEmail.trim(),
    },
    reservationData: {
      cabinId: summary.cabinId,
      cabinName: summary.cabinName,
      checkIn: summary.checkIn,
      checkOut: summary.checkOut,
      guests: summary.guests,
      nights: summary.nights,
      location: summary.location,
      maxOccupancy: summary.maxOccupancy,
      pricing: summary.pricing,
      guestInfo,
    },
    ...(clientId ? { clienteWebId: clientId } : {}),
  };
}

/**
 * The checkout form and its payment: validation, the connectivity check, tokenization, the charge
 * (one Idempotency-Key per attempt), then the success overlay and the redirect.
 */
export function useCheckout(options: {
  summary: BookingSummary;
  session: Session | null;
  onConfirmed: (result: BookingResult) => void;
}) {
  const { summary, session, onConfirmed } = options;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, session, initialCheckoutState);
  /** Kept when a charge may have reached the server: the retry re-sends it with the same key. */
  const pendingAttempt = useRef<Attempt | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const confirmedRef = useRef(onConfirmed);
  useEffect(() => {
    confirmedRef.current = onConfirmed;
  }, [onConfirmed]);
  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const change = useCallback((field: CheckoutField, value: string) => {
    pendingAttempt.current = null;
    dispatch({ type: 'change', field, value });
  }, []);

  const prepareAttempt = useCallback(
    async (values: CheckoutFormValues): Promise<Attempt> => {
      const digits = cardNumberDigits(values.cardNumber);
      const cardProblems = checkCard(
        {
          cardNumber: digits,
          holderName: values.holderName,
          expiryMonth: values.expiryMonth,
          expiryYear: values.expiryYear,
          cvv: values.cvv,
          email: values.billingEmail,
          phone: values.billingPhone,
        },
        todayInMexico(),
      );
      if (cardProblems.length) throw new Error(cardCheckError(cardProblems.map((p) => p.message)));
      const settings = await queryClient.fetchQuery(paymentSettingsQueryOptions());
      const openpay = await loadOpenPay(settings);
      const deviceSessionId = openpay.deviceData.setup(PAYMENT_FORM_ID, DEVICE_FIELD);
      const token = await createCardToken(openpay, {
        card_number: digits,
        holder_name: values.holderName.trim(),
        expiration_year: values.expiryYear,
        expiration_month: padMonth(values.expiryMonth),
        cvv2: values.cvv,
      });
      return {
        key: newIdempotencyKey(),
        body: buildChargeRequest(
          summary,
          values,
          { tokenId: token.id, deviceSessionId },
          session?.client.id,
        ),
        cardBrand: detectCardBrand(digits),
        last4: digits.slice(-4),
      };
    },
    [queryClient, summary, session],
  );

  const submit = useCallback(async () => {
    if (state.phase === 'processing' || state.phase === 'succeeded') return;
    const errors = validateCheckoutForm(state.values, todayInMexico());
    if (errors.length) {
      dispatch({ type: 'invalid', errors });
      return;
    }
    dispatch({ type: 'processing' });
    // Paying needs the server: check it answers before anything is sent (nothing is queued).
    if (!(await isNetworkReachable())) {
      dispatch({ type: 'offline' });
      return;
    }
    try {
      const attempt = pendingAttempt.current ?? (await prepareAttempt(state.values));
      pendingAttempt.current = attempt;
      const response = await createCharge(attempt.body, attempt.key);
      pendingAttempt.current = null;
      const data = response.data;
      if (!isPaymentConfirmed(data)) {
        throw new Error(data?.message || response.error || PAYMENT_PROCESSING_ERROR);
      }
      const requested = data!.status === 'authorized';
      const result: BookingResult = {
        status: requested ? 'requested' : 'confirmed',
        respondBy: data!.respondBy,
        bookingData: summary,
        guestInfo: attempt.body.reservationData.guestInfo,
        paymentDetails: {
          id: data!.paymentId,
          status: data!.charge?.status ?? 'completed',
          authorization: data!.charge?.authorization ?? null,
          cardBrand: data!.cardBrand ?? attempt.cardBrand,
          last4: data!.last4 ?? attempt.last4,
        },
        reservationId: data!.reservationId,
        paymentId: data!.paymentId,
        totalAmount: data!.totalAmount ?? summary.pricing.totalPrice,
        confirmedAt: data!.confirmedAt ?? new Date().toISOString(),
      };
      dispatch({ type: 'succeeded' });
      redirectTimer.current = setTimeout(() => confirmedRef.current(result), REDIRECT_DELAY_MS);
    } catch (error) {
      const lostConnection = error instanceof ApiError && error.status === 0;
      // Still running, or its outcome not known yet: the server answers a re-send of this attempt
      // with what became of it.
      const retryable =
        error instanceof ApiError &&
        (error.body as { retryable?: unknown } | null)?.retryable === true;
      // The server may have this attempt: a retry re-sends it with the same key, never a new one.
      if (!lostConnection && !retryable) pendingAttempt.current = null;
      dispatch({
        type: 'failed',
        messages: lostConnection ? [CHARGE_CONNECTION_LOST] : checkoutErrorMessages(error),
      });
    }
  }, [prepareAttempt, state.phase, state.values, summary]);

  return { state, change, submit };
}
