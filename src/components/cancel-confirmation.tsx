import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { CANCELLATION_TEXTS } from '../shared/cancellation.ts';

/** The Spanish message of a failed cancellation: the API's own, or the generic one. */
export const cancellationFailure = (error: unknown): string =>
  error instanceof Error && error.message && !error.message.startsWith('HTTP Error')
    ? error.message
    : CANCELLATION_TEXTS.failed;

/** A cancellation's error, read out when it appears. */
export function CancellationError({ message }: { message: string }) {
  return (
    <Text role="alert" fontSize="sm" color="red.700">
      {message}
    </Text>
  );
}

/**
 * '¿Cancelar esta reservación?': the confirmation shared by the guest's cancellation (Mis reservas,
 * the trip page) and the host's (the console's 'Reservas'). A group named by its title, with what
 * cancelling means (`children`: the refund, said differently to a guest and to a host), the error
 * of a failed try, 'Sí, cancelar' and 'Conservar reservación'.
 */
export function CancelConfirmation({
  children,
  error,
  cancelling,
  onConfirm,
  onKeep,
  title = CANCELLATION_TEXTS.title,
  keepLabel = CANCELLATION_TEXTS.keep,
}: {
  children: ReactNode;
  error?: string | null;
  cancelling: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  /** A request's own wording ('¿Cancelar esta solicitud?', 'Conservar solicitud'). */
  title?: string;
  keepLabel?: string;
}) {
  const titleId = useId();
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
          {title}
        </Heading>
        {children}
        {error && <CancellationError message={error} />}
        <HStack gap="3" wrap="wrap" pt="1">
          <Button size="sm" colorPalette="red" loading={cancelling} onClick={onConfirm}>
            {CANCELLATION_TEXTS.confirm}
          </Button>
          <Button size="sm" variant="ghost" disabled={cancelling} onClick={onKeep}>
            {keepLabel}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
