import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CancelConfirmation,
  CancellationError,
  cancellationFailure,
} from '../../../components/cancel-confirmation.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import {
  CANCELLATION_TEXTS,
  cancellationUrl,
  cancelUrl,
  type CancellationPreview,
} from '../../../shared/cancellation.ts';
import { formatDayOfMonth } from '../../../shared/cancellation-policy.ts';
import { formatMXN } from '../../../shared/format.ts';

/**
 * The stays a guest may still cancel, where Mis reservas and the trip page show this component (a
 * finished one shows as 'completed'; a request not yet answered is withdrawn, its card released).
 */
export const GUEST_CANCELLABLE = ['active', 'pending', 'pending_host'];

/**
 * Whether a refused cancellation says the stay moved on to where it cannot be cancelled (the host
 * declined the request, it expired, the stay ended): read again, it shows without this component,
 * and the error in this component's state would go with it.
 */
function leftCancellable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  if (error.code === 'NOT_CANCELLABLE') return true;
  const { status } = (error.body ?? {}) as { status?: unknown };
  return typeof status === 'string' && !GUEST_CANCELLABLE.includes(status);
}

type Step =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'confirm'; preview: CancellationPreview }
  | { kind: 'cancelling'; preview: CancellationPreview }
  | { kind: 'error'; message: string; preview: CancellationPreview | null };

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
      await api.post(cancelUrl(reservationId), { expectedStatus: status });
      // The list and every trip page live under this key.
      await queryClient.invalidateQueries({ queryKey: ['my-reservations'] });
      setStep({ kind: 'idle' });
    } catch (error) {
      const message = cancellationFailure(error);
      setStep({ kind: 'error', message, preview: null });
      // Whatever happened meanwhile (an answered request), the guest sees the stay as it is now.
      await queryClient.invalidateQueries({ queryKey: ['my-reservations'] });
      // A stay that can no longer be cancelled shows without this component: a toast says why. The
      // toaster is loaded here, on this rare path, so that 'Mis reservas' does not carry it.
      if (leftCancellable(error)) {
        const { toaster } = await import('../../../components/toaster.tsx');
        toaster.create({ type: 'error', title: message, description: name });
      }
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
      title={isRequest ? CANCELLATION_TEXTS.requestTitle : undefined}
      keepLabel={isRequest ? CANCELLATION_TEXTS.keepRequest : undefined}
    >
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
    </CancelConfirmation>
  );
}
