import { Alert, List } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { cabinPolicySentence, POLICY_NAMES } from '../../../shared/cancellation-policy.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/checkout-rules.ts';
import { todayInMexico } from '../../../shared/dates.ts';
import { PAYMENT_OFFLINE_ERROR } from '../../../shared/payment-errors.ts';
import type { BookingSummary } from '../../../shared/types.ts';
import { REQUEST_BUTTON, REQUEST_NOTICE } from '../../../shared/booking-requests.ts';

/** Brings an alert that just appeared into view and moves focus to it (screen readers read it). */
function useRevealOnShow<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.scrollIntoView({ behavior: 'smooth', block: 'center' });
    node.focus({ preventScroll: true });
  }, [key]);
  return ref;
}

export function ValidationAlert({ messages }: { messages: string[] }) {
  const ref = useRevealOnShow<HTMLDivElement>(messages.join('|'));
  return (
    <Alert.Root status="error" ref={ref} tabIndex={-1} rounded="lg" data-testid="validation-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{CHECKOUT_MESSAGES.title}</Alert.Title>
        <Alert.Description asChild>
          <List.Root ps="4" mt="1" gap="0.5">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function PaymentErrorAlert({ messages }: { messages: string[] }) {
  const ref = useRevealOnShow<HTMLDivElement>(messages.join('|'));
  return (
    <Alert.Root
      status="error"
      ref={ref}
      tabIndex={-1}
      rounded="lg"
      data-testid="payment-error-alert"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Error en el procesamiento:</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1" gap="0.5">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List.Root>
          <p style={{ marginTop: '0.5rem' }}>Puedes intentar procesar el pago nuevamente.</p>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function OfflineAlert() {
  const ref = useRevealOnShow<HTMLDivElement>('offline');
  return (
    <Alert.Root status="warning" ref={ref} tabIndex={-1} rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Sin conexión</Alert.Title>
        <Alert.Description>{PAYMENT_OFFLINE_ERROR}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A request-to-book (ARCHITECTURE "After payment"): SPEC.md's 'Solicitar reserva' dialog text,
 * before paying; the card is only pre-authorized until the host answers.
 */
export function RequestNotice() {
  return (
    <Alert.Root status="warning" rounded="lg" variant="subtle" data-testid="request-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{REQUEST_BUTTON}</Alert.Title>
        <Alert.Description>
          {REQUEST_NOTICE} Tu tarjeta quedará preautorizada por el total y el cargo se hará solo si
          la acepta; si la rechaza o no responde a tiempo, la preautorización se libera.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The stay's cancellation policy, stated before paying, with its dates (LFPC art. 76 Bis). */
export function CancellationPolicyNotice({ summary }: { summary: BookingSummary }) {
  const policy = summary.cancellationPolicy ?? 'non_refundable';
  return (
    <Alert.Root status="info" colorPalette="brand" rounded="lg" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {policy === 'non_refundable'
            ? 'Reserva no reembolsable'
            : `Política de cancelación: ${POLICY_NAMES[policy]}`}
        </Alert.Title>
        <Alert.Description>
          {policy === 'non_refundable'
            ? 'Esta reserva no es reembolsable: si la cancelas o no te presentas, no se devolverá el importe pagado.'
            : cabinPolicySentence(policy, summary.checkIn, todayInMexico())}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
