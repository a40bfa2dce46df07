import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import {
  CANCELLATION_TEXTS,
  cancellationUrl,
  cancelUrl,
  type CancellationPreview,
} from '../../../shared/cancellation.ts';
import { formatDayOfMonth } from '../../../shared/cancellation-policy.ts';
import { formatMXN } from '../../../shared/format.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'confirm'; preview: CancellationPreview }
  | { kind: 'cancelling'; preview: CancellationPreview }
  | { kind: 'error'; message: string; preview: CancellationPreview | null };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message && !error.message.startsWith('HTTP Error')
    ? error.message
    : CANCELLATION_TEXTS.failed;

/**
 * 'Cancelar reservación' (Mis reservas, the trip page): first the refund the stay's policy gives
 * (amount, reason, deadline: GET /api/bookings/:id/cancellation), then, confirmed, the cancellation;
 * the guest's reservations are fetched again and show 'Cancelada' with 'Reembolso: $X'. For a
 * request its host has not answered ('Pendiente de confirmación') it is 'Cancelar solicitud': the
 * pre-authorization is released and nothing is charged. The cancellation carries the status the
 * guest saw (`expectedStatus`): a stay that changed meanwhile (the host accepted the request) is
 * refused with the server's reason and shown again as it is now.
 */
export function CancelReservation({
  reservationId,
  name,
  status,
  total,
}: {
  reservationId: string;
  name: string;
  status: string;
  /** Pesos: what a request holds on the card, if the preview does not say. */
  total: number;
}) {
  const isRequest = status === 'pending_host';
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const titleId = useId();

  const ask = async () => {
    setStep({ kind: 'loading' });
    try {
      const answer = await api.get<{ data: CancellationPreview }>(cancellationUrl(reservationId));
      setStep({ kind: 'confirm', preview: answer.data });
    } catch (error) {
      setStep({ kind: 'error', message: messageOf(error), preview: null });
    }
  };
  const confirm = async (preview: CancellationPreview) => {
    setStep({ kind: 'cancelling', preview });
    try {
      await api.post(cancelUrl(reservationId), { expectedStatus: status });
      // The list and every trip page live under this key.
      await queryClient.invalidateQueries({ queryKey: ['my-reservations'] });
      setStep({ kind: 'idle' });
    } catch (error) {
      setStep({ kind: 'error', message: messageOf(error), preview: null });
      // Whatever happened meanwhile (an answered request), the guest sees the stay as it is now.
      await queryClient.invalidateQueries({ queryKey: ['my-reservations'] });
    }
  };

  const preview = 'preview' in step ? step.preview : null;
  const label = isRequest ? CANCELLATION_TEXTS.cancelRequest : CANCELLATION_TEXTS.cancel;
  if (!preview) {
    return (
      <Stack gap="2" alignItems="flex-start">
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={step.kind === 'loading'}
          loadingText={CANCELLATION_TEXTS.loading}
          onClick={ask}
          aria-label={`${label} en ${name}`}
        >
          {label}
        </Button>
        {step.kind === 'error' && (
          <Text role="alert" fontSize="sm" color="red.700">
            {step.message}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="red.200"
      bg="red.50"
      rounded="lg"
      p="4"
    >
      <Stack gap="2">
        <Heading as="h3" size="sm" id={titleId}>
          {isRequest ? CANCELLATION_TEXTS.requestTitle : CANCELLATION_TEXTS.title}
        </Heading>
        {isRequest ? (
          <Text>
            {CANCELLATION_TEXTS.releaseIfNow}{' '}
            <Text as="strong" fontWeight="bold">
              {formatMXN(preview.releaseAmount ?? total)} MXN
            </Text>
            .
          </Text>
        ) : (
          <Text>
            {CANCELLATION_TEXTS.refundIfNow}{' '}
            <Text as="strong" fontWeight="bold">
              {formatMXN(preview.refundAmount)} MXN
            </Text>
            .
          </Text>
        )}
        <Text fontSize="sm">{preview.reason}</Text>
        {preview.deadline && (
          <Text fontSize="sm" color="fg.muted">
            {CANCELLATION_TEXTS.until(formatDayOfMonth(preview.deadline))}
          </Text>
        )}
        {step.kind === 'error' && (
          <Text role="alert" fontSize="sm" color="red.700">
            {step.message}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" pt="1">
          <Button
            size="sm"
            colorPalette="red"
            loading={step.kind === 'cancelling'}
            onClick={() => confirm(preview)}
          >
            {CANCELLATION_TEXTS.confirm}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={step.kind === 'cancelling'}
            onClick={() => setStep({ kind: 'idle' })}
          >
            {isRequest ? CANCELLATION_TEXTS.keepRequest : CANCELLATION_TEXTS.keep}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
