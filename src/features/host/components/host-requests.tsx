import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Field,
  Flex,
  HStack,
  Heading,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ERROR_TEXT_COLOR } from '../../../components/form/form-field.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  requestOfLabel,
  timeLeftLabel,
} from '../../../shared/booking-requests.ts';
import {
  formatDateLong,
  formatDateTimeLong,
  formatMXN,
  nightsLabel,
  peopleLabel,
} from '../../../shared/format.ts';
import {
  isRequestListed,
  useAnswerRequest,
  useHostRequests,
  type HostRequest,
} from '../api/host-requests.ts';

export const REQUESTS_FAILED = 'No se pudieron cargar las solicitudes';

/** The clock the time left is counted on, redrawn every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : REQUESTS_FAILED;

/** One request: who, when, how much, the time left, and 'Aceptar' / 'Rechazar' (with a reason). */
function RequestCard({
  request: r,
  now,
  clientId,
}: {
  request: HostRequest;
  now: Date;
  clientId: string;
}) {
  const answer = useAnswerRequest();
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const formId = useId();
  const reasonId = useId();

  const run = (action: 'accept' | 'decline', text?: string) => {
    setFailure(null);
    // The promise, not mutate's callbacks: the answered request leaves the list (this row
    // unmounts) as soon as the list is read again, and mutate's callbacks skip an unmounted row.
    // The list has been read again when the promise settles: a refusal whose request left it (the
    // guest withdrew it, someone answered first) goes to the toaster, as this card is going away;
    // one whose request stays is shown on the card.
    answer.mutateAsync({ id: r._id, action, reason: text }).then(
      (body) => toaster.create({ type: 'success', title: body.message }),
      (error: unknown) => {
        const message = errorText(error);
        if (isRequestListed(queryClient, clientId, r._id)) return setFailure(message);
        toaster.create({
          type: 'error',
          title: message,
          description: requestOfLabel(r.guestName, r.cabin.name),
        });
      },
    );
  };
  const onDecline = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setReasonError(REQUEST_MESSAGES.reasonRequired);
    if (text.length > REQUEST_LIMITS.reasonMax)
      return setReasonError(REQUEST_MESSAGES.reasonTooLong);
    setReasonError(null);
    run('decline', text);
  };

  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0">
            <Heading as="h3" size="md" id={titleId}>
              {r.guestName}
            </Heading>
            <Text color="fg.muted">{r.cabin.name}</Text>
          </Stack>
          <Badge colorPalette="yellow" variant="subtle" size="md">
            Pendiente de confirmación
          </Badge>
        </Flex>
        <Text>
          {formatDateLong(r.checkIn)} – {formatDateLong(r.checkOut)} · {nightsLabel(r.nights)} ·{' '}
          {peopleLabel(r.guests)}
        </Text>
        <Text fontWeight="semibold">Total: {formatMXN(r.total)} MXN (preautorizado)</Text>
        {r.specialRequests && (
          <Text fontSize="sm" color="fg.muted">
            Comentarios del huésped: {r.specialRequests}
          </Text>
        )}
        {r.respondBy && (
          <Text fontSize="sm" data-testid="time-left">
            {timeLeftLabel(r.respondBy, now)} (hasta el {formatDateTimeLong(r.respondBy)})
          </Text>
        )}
        {failure && (
          <Alert.Root status="error" rounded="md">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        {declining && (
          <form id={formId} onSubmit={onDecline} noValidate>
            <Stack gap="3">
              <Field.Root invalid={!!reasonError} required>
                <Field.Label htmlFor={reasonId}>
                  Motivo del rechazo <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  id={reasonId}
                  value={reason}
                  maxLength={REQUEST_LIMITS.reasonMax}
                  onChange={(event) => setReason(event.target.value)}
                  rows={3}
                  autoFocus
                />
                {reasonError && (
                  <Field.ErrorText color={ERROR_TEXT_COLOR}>{reasonError}</Field.ErrorText>
                )}
              </Field.Root>
              <HStack gap="3" wrap="wrap">
                <Button type="submit" colorPalette="red" loading={answer.isPending}>
                  Confirmar rechazo
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setDeclining(false);
                    setReasonError(null);
                  }}
                  disabled={answer.isPending}
                >
                  Cancelar
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Card.Body>
      {!declining && (
        <Card.Footer gap="3" flexWrap="wrap">
          <Button
            colorPalette="brand"
            loading={answer.isPending}
            onClick={() => run('accept')}
            aria-label={`Aceptar la solicitud de ${r.guestName}`}
          >
            Aceptar
          </Button>
          <Button
            variant="outline"
            disabled={answer.isPending}
            onClick={() => setDeclining(true)}
            aria-label={`Rechazar la solicitud de ${r.guestName}`}
          >
            Rechazar
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** 'Solicitudes': the requests waiting for this host's answer, soonest deadline first. */
export function HostRequests({ clientId }: { clientId: string }) {
  const query = useHostRequests(clientId);
  const now = useNow();
  if (query.isPending) return <Skeleton height="32" rounded="lg" aria-hidden="true" />;
  if (query.isError) {
    return (
      <Alert.Root status="error" rounded="md">
        <Alert.Indicator />
        <Alert.Description>{REQUESTS_FAILED}</Alert.Description>
      </Alert.Root>
    );
  }
  const requests = [...query.data.reservations].sort((a, b) =>
    (a.respondBy ?? '').localeCompare(b.respondBy ?? ''),
  );
  if (!requests.length) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Description>No tienes solicitudes pendientes.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="4" as="ul" listStyleType="none" aria-label="Solicitudes pendientes">
      {requests.map((r) => (
        <li key={r._id}>
          <RequestCard request={r} now={now} clientId={clientId} />
        </li>
      ))}
    </Stack>
  );
}
