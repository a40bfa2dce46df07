import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { refundLabel } from '../../../shared/cancellation-policy.ts';
import { installmentsLabel } from '../../../shared/msi.ts';
import { formatDateLong, formatMXN, nightsLabel, peopleLabel } from '../../../shared/format.ts';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../../shared/media.ts';
import {
  directionsUrl,
  paymentStatusBadge,
  reservationStatusBadge,
} from '../../../shared/reservation-status.ts';
import type { ReservationListItem } from '../../../shared/types.ts';
import { CancelReservation, GUEST_CANCELLABLE } from './cancel-reservation.tsx';
import { requestMoneyLabel } from '../../../shared/booking-requests.ts';
import { StayReviewPanel } from './stay-review.tsx';

const money = (pesos: number) => `${formatMXN(pesos)} MXN`;

function PinIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 22s7-6.1 7-12a7 7 0 1 0-14 0c0 5.9 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}

/** One reservation in Mis reservas (SPEC §2), with what a guest needs to arrive without signal. */
export function ReservationCard({
  reservation: r,
  clientId,
}: {
  reservation: ReservationListItem;
  clientId: string;
}) {
  const status = reservationStatusBadge(r.status);
  const payment = paymentStatusBadge(r.paymentStatus);
  const titleId = `reservation-${r._id}`;
  const place = r.location ? `${r.location.population}, ${r.location.state}` : null;
  // A request-to-book: what is held on the card, or that it was released, or charged on acceptance.
  const requestMoney =
    r.paymentStatus === 'AUTHORIZED' || r.paymentStatus === 'RELEASED'
      ? requestMoneyLabel(r.paymentStatus, money(r.total))
      : null;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" variant="outline">
      <Box position="relative" aspectRatio={16 / 9} bg="bg.muted">
        <Image
          src={mediaUrl(r.chaletImage, 'sm')}
          srcSet={mediaSrcSet(r.chaletImage)}
          sizes="(min-width: 48em) 50vw, 100vw"
          alt={r.resourceName ? `Foto de ${r.resourceName}` : 'Foto del alojamiento'}
          loading="lazy"
          width="full"
          height="full"
          objectFit="cover"
          onError={(event) => {
            const img = event.currentTarget;
            if (!img.src.endsWith(FALLBACK_PHOTO)) {
              img.removeAttribute('srcset');
              img.src = FALLBACK_PHOTO;
            }
          }}
        />
        <HStack position="absolute" top="3" insetStart="3" gap="2" wrap="wrap">
          {/* The .700 shades keep white text at AA contrast for every status colour. */}
          <Badge
            colorPalette={status.colorPalette}
            variant="solid"
            size="md"
            bg={`${status.colorPalette}.700`}
            color="white"
          >
            {status.label}
          </Badge>
          <Badge colorPalette={payment.colorPalette} variant="subtle" size="md">
            {payment.label}
          </Badge>
        </HStack>
      </Box>
      <Card.Body gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Reserva #{r._id.slice(-8)}
          </Text>
          <Heading as="h2" size="lg" id={titleId}>
            {r.resourceName}
          </Heading>
          {place && <Text color="fg.muted">{place}</Text>}
        </Stack>
        <SimpleGrid columns={2} gap="3">
          <Fact label="Llegada" value={formatDateLong(r.arrivalDate)} />
          <Fact label="Salida" value={formatDateLong(r.departureDate)} />
          <Fact label="Huéspedes" value={peopleLabel(r.pax)} />
          <Fact label="Estancia" value={nightsLabel(r.nNights)} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          Capacidad máxima: {peopleLabel(r.maxOccupation)}
        </Text>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Text fontWeight="semibold">Total</Text>
          <Text fontWeight="bold" fontSize="lg">
            {money(r.total)}
          </Text>
        </Flex>
        {r.installments ? (
          <Text fontSize="sm" color="fg.muted">
            {installmentsLabel(r.installments, r.total)}
          </Text>
        ) : null}
        {r.status === 'cancelled' && !requestMoney && r.refundAmount !== undefined && (
          <Text fontWeight="semibold">{refundLabel(r.refundAmount)}</Text>
        )}
        {requestMoney && (
          <Text fontSize="sm" data-testid="request-money">
            {requestMoney}
          </Text>
        )}
        {GUEST_CANCELLABLE.includes(r.status) && (
          <CancelReservation
            reservationId={r._id}
            name={r.resourceName}
            status={r.status}
            total={r.total}
          />
        )}
        {r.balanceDue > 0 && (
          <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" color="orange.700">
            <Text fontWeight="semibold">Saldo pendiente</Text>
            <Text fontWeight="bold">{money(r.balanceDue)}</Text>
          </Flex>
        )}
        {r.location && (
          <Stack gap="1" borderTopWidth="1px" borderColor="border.muted" pt="3">
            <Text fontSize="sm" fontWeight="semibold">
              Dirección
            </Text>
            <Text fontSize="sm">{r.location.address}</Text>
            <Text fontSize="sm" color="fg.muted">
              Coordenadas: {r.location.latitude.toFixed(5)}, {r.location.longitude.toFixed(5)}
            </Text>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start" mt="1">
              <a
                href={directionsUrl(r.location.latitude, r.location.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Cómo llegar a ${r.resourceName} (se abre en otra pestaña)`}
              >
                <PinIcon />
                Cómo llegar
              </a>
            </Button>
          </Stack>
        )}
        {r.review && (
          <Box borderTopWidth="1px" borderColor="border.muted" pt="3">
            <StayReviewPanel
              clientId={clientId}
              reservationId={r._id}
              cabinId={r.resourceId}
              cabinName={r.resourceName}
              review={r.review}
            />
          </Box>
        )}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <Button asChild colorPalette="brand" flex="1">
          <Link
            to={paths.trip.getHref(r._id)}
            aria-label={`Detalles de tu viaje a ${r.resourceName}`}
          >
            Detalles de tu viaje
          </Link>
        </Button>
        <Button asChild variant="outline" flex="1">
          <Link to={paths.cabin.getHref(r.resourceId)}>Ver Alojamiento</Link>
        </Button>
        {r.url && (
          <Button asChild variant="outline" flex="1">
            <a href={r.url} target="_blank" rel="noopener noreferrer">
              Ver Detalles
            </a>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
