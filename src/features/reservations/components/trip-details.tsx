import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Heading,
  Image,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OfflineEmpty, isOfflineWithoutData } from '../../../components/offline-empty.tsx';
import { paths } from '../../../config/paths.ts';
import { AUTH_UI_MESSAGES } from '../../../shared/auth-messages.ts';
import { refundLabel } from '../../../shared/cancellation-policy.ts';
import {
  formatDateLong,
  formatMXN,
  formatPhone,
  nightsLabel,
  normalizePhone,
  peopleLabel,
} from '../../../shared/format.ts';
import { STAY_CALENDAR_TEXTS } from '../../../shared/mail-texts.ts';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../../shared/media.ts';
import {
  directionsUrl,
  paymentStatusBadge,
  reservationStatusBadge,
} from '../../../shared/reservation-status.ts';
import { REVIEW_ANCHOR } from '../../../shared/reviews.ts';
import { requestMoneyLabel } from '../../../shared/booking-requests.ts';
import { installmentsLabel } from '../../../shared/msi.ts';
import { TRIP_TEXTS, type TripDetails } from '../../../shared/trip.ts';
import { useTrip } from '../api/get-trip.ts';
import { CancelReservation, GUEST_CANCELLABLE } from './cancel-reservation.tsx';
import { StayReviewPanel } from './stay-review.tsx';

const money = (pesos: number) => `${formatMXN(pesos)} MXN`;

/** The stays whose check-in instructions are still to come. */
const AWAITING_CONFIRMATION = ['pending', 'pending_host'];
/** Stays that will not happen: no arrival to plan, nothing to put in a calendar. */
const CALLED_OFF = ['cancelled', 'declined', 'expired'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderTopWidth="1px" borderColor="border.muted" pt="5">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
      {detail && (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      )}
    </Box>
  );
}

function Row({ label, value, emphasis }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
      <Text fontWeight={emphasis ? 'semibold' : undefined}>{label}</Text>
      <Text fontWeight={emphasis ? 'bold' : 'medium'}>{value}</Text>
    </Flex>
  );
}

/** A blob: address of the stay's .ics, alive while the page shows it (works with no network). */
function useCalendarHref(calendar: string | null): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (!calendar || typeof URL.createObjectURL !== 'function') {
      setHref(null);
      return;
    }
    const url = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [calendar]);
  return href;
}

function HostContact({ host }: { host: NonNullable<TripDetails['host']> }) {
  const digits = normalizePhone(host.phone);
  const hasPhone = digits.length === 10;
  return (
    <Section title="Tu anfitrión">
      <Text fontWeight="medium">{host.name}</Text>
      {hasPhone && (
        <>
          <Text color="fg.muted">{formatPhone(host.phone)}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <a href={`tel:+52${digits}`} aria-label={`${TRIP_TEXTS.call} a ${host.name}`}>
                {TRIP_TEXTS.call}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a
                href={`https://wa.me/52${digits}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Escribir a ${host.name} por ${TRIP_TEXTS.whatsapp} (se abre en otra pestaña)`}
              >
                {TRIP_TEXTS.whatsapp}
              </a>
            </Button>
          </HStack>
        </>
      )}
    </Section>
  );
}

/** Everything about one stay (ARCHITECTURE "The guest's trip"). */
/** The cabin's small map: drawn by the route, as features do not import each other. */
export type RenderTripMap = (place: {
  name: string;
  latitude: number;
  longitude: number;
  /** The stay is confirmed and still to come or under way: its map's surroundings are worth keeping. */
  keepSurroundings: boolean;
}) => ReactNode;

export function TripView({
  clientId,
  trip,
  calendar,
  renderMap,
}: {
  clientId: string;
  trip: TripDetails;
  calendar: string | null;
  renderMap: RenderTripMap;
}) {
  const status = reservationStatusBadge(trip.status);
  const payment = paymentStatusBadge(trip.paymentStatus);
  const calendarHref = useCalendarHref(calendar);
  // A request-to-book: what is held on the card, or that it was released (nothing charged).
  const requestMoney =
    trip.paymentStatus === 'AUTHORIZED' || trip.paymentStatus === 'RELEASED'
      ? requestMoneyLabel(trip.paymentStatus, money(trip.payment.total))
      : null;
  const { cabin } = trip;
  const place = `${cabin.population}, ${cabin.state}`;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          Reserva #{trip._id.slice(-8)}
        </Text>
        <Heading as="h1" size="2xl">
          {TRIP_TEXTS.title}
        </Heading>
        <Text fontSize="xl" fontWeight="semibold">
          {cabin.name}
        </Text>
        <Text color="fg.muted">{place}</Text>
        <HStack gap="2" wrap="wrap" pt="1">
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
      </Stack>

      <Box borderRadius="lg" overflow="hidden" aspectRatio={16 / 9} bg="bg.muted">
        <Image
          src={mediaUrl(cabin.image, 'sm')}
          srcSet={mediaSrcSet(cabin.image)}
          sizes="(min-width: 48em) 720px, 100vw"
          alt={cabin.imageAlt || `Foto de ${cabin.name}`}
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
      </Box>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Fact
          label="Llegada"
          value={formatDateLong(trip.arrivalDate)}
          detail={`A partir de las ${trip.checkInTime}`}
        />
        <Fact
          label="Salida"
          value={formatDateLong(trip.departureDate)}
          detail={`Antes de las ${trip.checkOutTime}`}
        />
        <Fact label="Huéspedes" value={peopleLabel(trip.pax)} />
        <Fact label="Estancia" value={nightsLabel(trip.nNights)} />
      </SimpleGrid>

      {calendarHref && !CALLED_OFF.includes(trip.status) && (
        <Button asChild variant="outline" alignSelf="flex-start">
          <a href={calendarHref} download={STAY_CALENDAR_TEXTS.fileName(trip._id)}>
            {TRIP_TEXTS.addToCalendar}
          </a>
        </Button>
      )}

      {trip.review && (
        <Box id={REVIEW_ANCHOR} scrollMarginTop="20">
          <Section title="Tu estancia">
            <StayReviewPanel
              clientId={clientId}
              reservationId={trip._id}
              cabinId={cabin.id}
              cabinName={cabin.name}
              review={trip.review}
              // The review invitation's link (…#calificar) opens the form.
              initiallyOpen={
                typeof window !== 'undefined' && window.location.hash === `#${REVIEW_ANCHOR}`
              }
            />
          </Section>
        </Box>
      )}

      <Section title="Ubicación">
        <Text>{cabin.address}</Text>
        <Text fontSize="sm" color="fg.muted">
          Coordenadas: {cabin.latitude.toFixed(5)}, {cabin.longitude.toFixed(5)}
        </Text>
        <Box h={{ base: '56', md: '72' }} borderRadius="lg" overflow="hidden">
          {renderMap({
            name: cabin.name,
            latitude: cabin.latitude,
            longitude: cabin.longitude,
            keepSurroundings: trip.status === 'active',
          })}
        </Box>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <a
            href={directionsUrl(cabin.latitude, cabin.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${TRIP_TEXTS.directions} a ${cabin.name} (se abre en otra pestaña)`}
          >
            {TRIP_TEXTS.directions}
          </a>
        </Button>
      </Section>

      {trip.host && <HostContact host={trip.host} />}

      <Section title="Llegada a la cabaña">
        {trip.checkInInstructions && <Text whiteSpace="pre-line">{trip.checkInInstructions}</Text>}
        {trip.checkInInstructionsUrl ? (
          <Button asChild variant="outline" alignSelf="flex-start">
            <a href={trip.checkInInstructionsUrl} target="_blank" rel="noopener noreferrer">
              Ver instrucciones de llegada
            </a>
          </Button>
        ) : AWAITING_CONFIRMATION.includes(trip.status) ? (
          <Text>Las instrucciones de llegada aparecerán cuando tu reserva esté confirmada.</Text>
        ) : CALLED_OFF.includes(trip.status) ? (
          <Text>Esta reservación ya no está activa.</Text>
        ) : (
          <Text>
            Llega a partir de las {trip.checkInTime} del {formatDateLong(trip.arrivalDate)}.
          </Text>
        )}
        {trip.houseRules && (
          <Stack gap="1">
            <Heading as="h3" size="md">
              Reglas de la casa
            </Heading>
            <Text whiteSpace="pre-line">{trip.houseRules}</Text>
          </Stack>
        )}
      </Section>

      <Section title="Pago">
        <Row label="Total" value={money(trip.payment.total)} emphasis />
        {/* A request held or released on the card has charged nothing: its own line says so. */}
        {!requestMoney && (
          <Row
            label={
              trip.payment.card
                ? `Pagado con tarjeta terminada en ${trip.payment.card.last4}`
                : 'Pagado'
            }
            value={money(trip.payment.paid)}
          />
        )}
        {trip.payment.installments ? (
          <Text color="fg.muted">
            {installmentsLabel(trip.payment.installments, trip.payment.paid)}
          </Text>
        ) : null}
        {requestMoney && <Text data-testid="request-money">{requestMoney}</Text>}
        {trip.status === 'cancelled' && !requestMoney ? (
          <Text fontWeight="semibold">{refundLabel(trip.payment.refunded)}</Text>
        ) : (
          trip.payment.refunded > 0 && (
            <Row label="Reembolsado" value={money(trip.payment.refunded)} />
          )
        )}
        {trip.payment.balanceDue > 0 && (
          <Row label="Saldo pendiente" value={money(trip.payment.balanceDue)} />
        )}
      </Section>

      {trip.cancellationPolicy && (
        <Section title="Política de cancelación">
          <Text whiteSpace="pre-line">{trip.cancellationPolicy}</Text>
        </Section>
      )}
      {GUEST_CANCELLABLE.includes(trip.status) && (
        <CancelReservation
          reservationId={trip._id}
          name={trip.cabin.name}
          status={trip.status}
          total={trip.payment.total}
        />
      )}

      <HStack gap="3" wrap="wrap" borderTopWidth="1px" borderColor="border.muted" pt="5">
        <Button asChild variant="outline">
          <Link to={paths.myReservations.getHref()}>Volver a Mis reservas</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.cabin.getHref(cabin.id)}>Ver Alojamiento</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

function TripSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <VisuallyHidden role="status">Cargando tu viaje...</VisuallyHidden>
      <SkeletonText noOfLines={3} />
      <Skeleton aspectRatio={16 / 9} borderRadius="lg" />
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}

/** The trip page's states: loading, offline with nothing kept, not found, error, the trip. */
export function TripContent({
  clientId,
  id,
  renderMap,
}: {
  clientId: string;
  id: string;
  renderMap: RenderTripMap;
}) {
  const { data, error, isPending, refetch, isFetching, fetchStatus } = useTrip(clientId, id);

  if (isOfflineWithoutData({ data, error, fetchStatus })) {
    return <OfflineEmpty headingLevel="h1" />;
  }
  if (isPending) return <TripSkeleton />;
  if (error && !data) {
    const status = (error as { status?: number }).status;
    if (status === 404) {
      return (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {TRIP_TEXTS.notFound}
          </Heading>
          <Text>Esta reservación no existe o no es de tu cuenta.</Text>
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <Link to={paths.myReservations.getHref()}>Ver mis reservas</Link>
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {TRIP_TEXTS.title}
        </Heading>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>No se pudo cargar tu viaje</Alert.Title>
            <Alert.Description>
              {status === 0 ? AUTH_UI_MESSAGES.offline : error.message}
            </Alert.Description>
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              loading={isFetching}
              onClick={() => void refetch()}
            >
              Reintentar
            </Button>
          </Stack>
        </Alert.Root>
      </Stack>
    );
  }
  return (
    <TripView clientId={clientId} trip={data.trip} calendar={data.calendar} renderMap={renderMap} />
  );
}
