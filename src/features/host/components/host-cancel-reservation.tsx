import { Button, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CancelConfirmation,
  cancellationFailure,
} from '../../../components/cancel-confirmation.tsx';
import { api } from '../../../lib/api-client.ts';
import { CANCELLATION_TEXTS, hostCancelUrl } from '../../../shared/cancellation.ts';
import { formatMXN } from '../../../shared/format.ts';
import type { HostReservation } from '../api/host-reservations.ts';

/** The stays a host may still cancel (the API answers NOT_CANCELLABLE for the others). */
export const HOST_CANCELLABLE = ['pending', 'active'];

/**
 * 'Cancelar reservación' in the host console's 'Reservas': a confirmation that says the guest gets
 * everything back (a host's cancellation refunds all that was paid, ADR 131), then
 * POST /api/host/reservations/:id/cancel; the list is fetched again and the row says 'Cancelada'.
 */
export function HostCancelReservation({ reservation }: { reservation: HostReservation }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'cancelling'>('idle');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const paid = ['PAID', 'PARTIALLY_REFUNDED'].includes(reservation.paymentStatus);

  const cancel = async () => {
    setStep('cancelling');
    setError(null);
    try {
      await api.post(hostCancelUrl(reservation._id));
      await queryClient.invalidateQueries({ queryKey: ['host', 'reservations'] });
      setStep('idle');
    } catch (failure) {
      setError(cancellationFailure(failure));
      setStep('confirm');
    }
  };

  if (step === 'idle') {
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        onClick={() => setStep('confirm')}
        aria-label={`${CANCELLATION_TEXTS.cancel} de ${reservation.guestName}`}
      >
        {CANCELLATION_TEXTS.cancel}
      </Button>
    );
  }
  return (
    <CancelConfirmation
      error={error}
      cancelling={step === 'cancelling'}
      onConfirm={cancel}
      onKeep={() => {
        setError(null);
        setStep('idle');
      }}
    >
      <Text>
        {paid
          ? CANCELLATION_TEXTS.hostRefund(formatMXN(reservation.total))
          : CANCELLATION_TEXTS.hostNothingPaid}
      </Text>
    </CancelConfirmation>
  );
}
