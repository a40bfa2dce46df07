import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CancelConfirmation,
  CancellationError,
  cancellationFailure,
} from '../../../components/cancel-confirmation.tsx';
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

/**
 * 'Cancelar reservación' (Mis reservas, the trip page): first the refund the stay's policy gives
 * (amount, reason, deadline: GET /api/bookings/:id/cancellation), then, confirmed, the cancellation;
 * the guest's reservations are fetched again and show 'Cancelada' with 'Reembolso: $X'.
 */
export function CancelReservation({
  reservationId,
  name,
}: {
  reservationId: string;
  name: string;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const queryClient = useQueryClient();

  const ask = async () => {
    setStep({ kind: 'loading' });
    try {
      const answer = await api.get<{ data: CancellationPreview }>(cancellationUrl(reservationId));
      setStep({ kind: 'confirm', preview: answer.data });
    } catch (error) {
      setStep({ kind: 'error', message: cancellationFailure(error), preview: null });
    }
  };
  const confirm = async (preview: CancellationPreview) => {
    setStep({ kind: 'cancelling', preview });
    try {
      await api.post(cancelUrl(reservationId));
      // The list and every trip page live under this key.
      await queryClient.invalidateQueries({ queryKey: ['my-reservations'] });
      setStep({ kind: 'idle' });
    } catch (error) {
      setStep({ kind: 'error', message: cancellationFailure(error), preview });
    }
  };

  const preview = 'preview' in step ? step.preview : null;
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
          aria-label={`${CANCELLATION_TEXTS.cancel} en ${name}`}
        >
          {CANCELLATION_TEXTS.cancel}
        </Button>
        {step.kind === 'error' && <CancellationError message={step.message} />}
      </Stack>
    );
  }

  return (
    <CancelConfirmation
      error={step.kind === 'error' ? step.message : null}
      cancelling={step.kind === 'cancelling'}
      onConfirm={() => confirm(preview)}
      onKeep={() => setStep({ kind: 'idle' })}
    >
      <Text>
        {CANCELLATION_TEXTS.refundIfNow}{' '}
        <Text as="strong" fontWeight="bold">
          {formatMXN(preview.refundAmount)} MXN
        </Text>
        .
      </Text>
      <Text fontSize="sm">{preview.reason}</Text>
      {preview.deadline && (
        <Text fontSize="sm" color="fg.muted">
          {CANCELLATION_TEXTS.until(formatDayOfMonth(preview.deadline))}
        </Text>
      )}
    </CancelConfirmation>
  );
}
