import { Box, Button, Grid, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { Session } from '../../../lib/session.ts';
import type { CheckoutField } from '../../../shared/checkout-rules.ts';
import { POLICY_NAMES } from '../../../shared/cancellation-policy.ts';
import { REQUEST_BUTTON } from '../../../shared/booking-requests.ts';
import { formatMXN } from '../../../shared/format.ts';
import type { BookingResult, BookingSummary } from '../../../shared/types.ts';
import { usePaymentSettings } from '../api/get-payment-settings.ts';
import { PAYMENT_FORM_ID, useCheckout, type CheckoutState } from '../hooks/use-checkout.ts';
import { BookingSummaryCard } from './booking-summary-card.tsx';
import {
  CancellationPolicyNotice,
  OfflineAlert,
  RequestNotice,
  PaymentErrorAlert,
  ValidationAlert,
} from './checkout-alerts.tsx';
import { GuestInfoSection } from './guest-info-section.tsx';
import { BackIcon } from './icons.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PaymentSuccessOverlay } from './payment-success-overlay.tsx';

/** SPEC §4 Checkout form: the submit button's text in each state. */
export function submitLabel(state: CheckoutState, total: number, request = false): string {
  const amount = `${formatMXN(total)} MXN`;
  if (state.phase === 'succeeded') return '¡Pago exitoso!';
  if (state.phase === 'processing') return 'Procesando pago...';
  if (state.validationErrors.length) return 'Corrige los errores para continuar';
  if (state.phase === 'failed') return `Intentar pago nuevamente - ${amount}`;
  // A request-to-book: the button says what will happen (the card is only pre-authorized).
  if (request) return `${REQUEST_BUTTON} - ${amount}`;
  return `Confirmar y pagar ${amount}`;
}

export function CheckoutPage({
  summary,
  session,
  onBack,
  onConfirmed,
}: {
  summary: BookingSummary;
  session: Session | null;
  onBack: () => void;
  onConfirmed: (result: BookingResult) => void;
}) {
  const { state, change, submit } = useCheckout({ summary, session, onConfirmed });
  const payments = usePaymentSettings().data;
  const testMode = !!payments && (payments.provider === 'sandbox' || payments.sandboxMode);
  const { phase, validationErrors, paymentErrors } = state;
  const errorFor = (field: CheckoutField) =>
    validationErrors.find((e) => e.field === field)?.message;
  const busy = phase === 'processing' || phase === 'succeeded';
  const request = summary.bookingMode === 'request';
  const disabled = busy || validationErrors.length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Box
      as="main"
      maxW="6xl"
      mx="auto"
      w="full"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '8' }}
    >
      <title>Confirmar y pagar · Refugio</title>
      <Button variant="ghost" size="sm" ms="-3" onClick={onBack}>
        <BackIcon width={18} height={18} />
        Volver
      </Button>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mt="2" mb={{ base: '5', md: '8' }}>
        Confirmar y pagar
      </Heading>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 25rem' }}
        templateAreas={{ base: '"summary" "form"', lg: '"form summary"' }}
        columnGap="12"
        rowGap="6"
        alignItems="start"
      >
        <Box gridArea="summary" position={{ lg: 'sticky' }} top="24">
          <BookingSummaryCard summary={summary} />
        </Box>

        <Box gridArea="form" asChild>
          <form id={PAYMENT_FORM_ID} noValidate onSubmit={onSubmit} aria-label="Pago de la reserva">
            <Stack gap="8">
              <GuestInfoSection
                values={state.values}
                errorFor={errorFor}
                onChange={change}
                disabled={busy}
                prefilled={state.prefilled}
              />
              <Separator />
              <PaymentSection
                values={state.values}
                errorFor={errorFor}
                onChange={change}
                disabled={busy}
                testMode={testMode}
              />
              {request && <RequestNotice />}
              <CancellationPolicyNotice summary={summary} />

              <Stack gap="4">
                {validationErrors.length > 0 && (
                  <ValidationAlert messages={validationErrors.map((e) => e.message)} />
                )}
                {paymentErrors.length > 0 && <PaymentErrorAlert messages={paymentErrors} />}
                {state.offline && <OfflineAlert />}
                <Button
                  type="submit"
                  colorPalette="brand"
                  size="xl"
                  w="full"
                  disabled={disabled}
                  loading={phase === 'processing'}
                  loadingText="Procesando pago..."
                >
                  {submitLabel(state, summary.pricing.totalPrice, request)}
                </Button>
                <Text fontSize="xs" color="fg.muted" textAlign="center">
                  {summary.cancellationPolicy && summary.cancellationPolicy !== 'non_refundable'
                    ? `Al pagar aceptas la política de cancelación ${POLICY_NAMES[summary.cancellationPolicy]}.`
                    : 'Al pagar aceptas que la reserva no es reembolsable.'}
                </Text>
              </Stack>
            </Stack>
          </form>
        </Box>
      </Grid>

      {phase === 'succeeded' && <PaymentSuccessOverlay request={request} />}
    </Box>
  );
}
