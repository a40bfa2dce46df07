import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { CANCELLATION_TEXTS, hostCancelUrl } from '../../../shared/cancellation.ts';
import { formatMXN } from '../../../shared/format.ts';
import type { HostReservation } from '../api/host-reservations.ts';

/** The stays a host may still cancel (the API answers NOT_CANCELLABLE for the others). */
export const HOST_CANCELLABLE = ['pending', 'active'];

const messageOf = (error: unknown) =>
  error instanceof Error && error.message && !error.message.startsWith('HTTP Error')
    ? error.message
    : CANCELLATION_TEXTS.failed;

/**
 * 'Cancelar reservación' in the host console's 'Reservas': a confirmation that says the guest gets
 * everything back (a host's cancellation refunds all that was paid, ADR 131), then
 * POST /api/host/reservations/:id/cancel; the list is fetched again and the row says 'Cancelada'.
 */
export function HostCancelReservation({ reservation }: { reservation: HostReservation }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'cancelling'>('idle');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const titleId = useId();
  const paid = ['PAID', 'PARTIALLY_REFUNDED'].includes(reservation.paymentStatus);

  const cancel = async () => {
    setStep('cancelling');
    setError(null);
    try {
      await api.post(hostCancelUrl(reservation._id));
      await queryClient.invalidateQueries({ queryKey: ['host', 'reservations'] });
      setStep('idle');
    } catch (failure) {
      setError(messageOf(failure));
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
          {CANCELLATION_TEXTS.title}
        </Heading>
        <Text>
          {paid
            ? CANCELLATION_TEXTS.hostRefund(formatMXN(reservation.total))
            : CANCELLATION_TEXTS.hostNothingPaid}
        </Text>
        {error && (
          <Text role="alert" fontSize="sm" color="red.700">
            {error}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" pt="1">
          <Button size="sm" colorPalette="red" loading={step === 'cancelling'} onClick={cancel}>
            {CANCELLATION_TEXTS.confirm}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={step === 'cancelling'}
            onClick={() => {
              setError(null);
              setStep('idle');
            }}
          >
            {CANCELLATION_TEXTS.keep}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
