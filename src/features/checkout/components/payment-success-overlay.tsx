import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { CheckCircleIcon } from './icons.tsx';

/** SPEC §2: the full-screen '¡Pago exitoso!' overlay shown until the redirect. */
export function PaymentSuccessOverlay({ request = false }: { request?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="payment-success-title"
      aria-describedby="payment-success-text"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="rgba(255, 255, 255, 0.96)"
      _dark={{ bg: 'rgba(17, 17, 17, 0.96)' }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
      outline="none"
    >
      <Stack align="center" gap="4" textAlign="center" maxW="sm">
        <Box color="pine.600">
          <CheckCircleIcon width={72} height={72} strokeWidth={1.5} />
        </Box>
        <Heading as="h2" id="payment-success-title" size="2xl">
          {request ? '¡Solicitud enviada!' : '¡Pago exitoso!'}
        </Heading>
        <Text id="payment-success-text" fontSize="lg">
          {request
            ? 'Tu tarjeta quedó preautorizada; el anfitrión confirmará tu reserva. Redirigiendo...'
            : 'Tu reserva ha sido confirmada. Redirigiendo...'}
        </Text>
        <Spinner color="pine.600" size="md" aria-hidden="true" />
      </Stack>
    </Box>
  );
}
