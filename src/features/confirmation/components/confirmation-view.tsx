import {
  Box,
  Button,
  Grid,
  HStack,
  Heading,
  Image,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { CARD_BRAND_LABELS, brandFromProvider } from '../../../shared/card.ts';
import { formatDateLong, formatMXN, nightsLabel } from '../../../shared/format.ts';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../../shared/media.ts';
import type { BookingResult } from '../../../shared/types.ts';

/** '27 de noviembre, 10:15' in America/Mexico_City. */
export function formatDeadline(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-all">
        {children}
      </Text>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** SPEC §2 Confirmation: who, where, when, the payment and the way on. */
export function ConfirmationView({ result }: { result: BookingResult }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const { bookingData: stay, guestInfo, paymentDetails } = result;
  const brand = brandFromProvider(paymentDetails.cardBrand);
  const requested = result.status === 'requested';

  return (
    <Box
      as="main"
      maxW="3xl"
      mx="auto"
      w="full"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10' }}
    >
      <title>{requested ? 'Solicitud enviada · Refugio' : 'Reserva confirmada · Refugio'}</title>
      <Stack align="center" textAlign="center" gap="3" mb="8">
        <Box color="pine.600" aria-hidden="true">
          <svg
            width="64"
            height="64"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M7.5 12.5l3 3 6-6.5" />
          </svg>
        </Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {requested ? '¡Solicitud enviada!' : '¡Reserva confirmada!'}
        </Heading>
        {requested ? (
          <Text fontSize="lg" data-testid="request-pending">
            Gracias, {guestInfo.firstName} {guestInfo.lastName}. Tu reserva está pendiente de
            confirmación: el anfitrión tiene
            {result.respondBy ? ` hasta el ${formatDeadline(result.respondBy)}` : ' 24 horas'} para
            aceptarla. Tu tarjeta quedó preautorizada por {formatMXN(result.totalAmount)} MXN y el
            cargo se hará solo si la acepta.
          </Text>
        ) : (
          <Text fontSize="lg">
            Gracias, {guestInfo.firstName} {guestInfo.lastName}. Tu pago se procesó y tu estancia
            está reservada.
          </Text>
        )}
        <Text color="fg.muted">
          ID de reserva:{' '}
          <Text
            as="span"
            fontWeight="bold"
            color="fg"
            fontFamily="mono"
            data-testid="reservation-id"
          >
            {result.reservationId}
          </Text>
        </Text>
      </Stack>

      <Stack
        gap="6"
        borderWidth="1px"
        rounded="2xl"
        p={{ base: '4', md: '6' }}
        separator={<Separator />}
      >
        <Section title="Alojamiento">
          <HStack gap="4" align="start">
            <Image
              src={photoFailed ? FALLBACK_PHOTO : mediaUrl(stay.cabinImage, 'sm')}
              srcSet={photoFailed ? undefined : mediaSrcSet(stay.cabinImage)}
              sizes="160px"
              alt={`Foto de ${stay.cabinName}`}
              onError={() => setPhotoFailed(true)}
              w={{ base: '28', md: '40' }}
              h={{ base: '20', md: '28' }}
              objectFit="cover"
              rounded="lg"
              flexShrink={0}
              bg="bg.muted"
            />
            <Box minW="0">
              <Text fontWeight="bold" fontSize="lg">
                {stay.cabinName}
              </Text>
              <Text color="fg.muted">{stay.location}</Text>
            </Box>
          </HStack>
        </Section>

        <Section title="Tu estancia">
          <Grid as="dl" templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="4">
            <Detail label="Llegada">{formatDateLong(stay.checkIn)}</Detail>
            <Detail label="Salida">{formatDateLong(stay.checkOut)}</Detail>
            <Detail label="Noches">{nightsLabel(stay.nights)}</Detail>
          </Grid>
        </Section>

        <Section title="Información del pago">
          <Grid as="dl" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <Detail label="ID de transacción">{paymentDetails.id}</Detail>
            <Detail label="Estado">{requested ? 'Preautorizado' : 'Completado'}</Detail>
            {paymentDetails.last4 && (
              <Detail label="Tarjeta">
                {CARD_BRAND_LABELS[brand]} terminada en {paymentDetails.last4}
              </Detail>
            )}
            {paymentDetails.authorization && (
              <Detail label="Autorización">{paymentDetails.authorization}</Detail>
            )}
          </Grid>
        </Section>

        <Section title="Resumen de facturación">
          <Stack gap="2">
            <HStack justify="space-between" fontWeight="bold" fontSize="lg">
              <Text>Total pagado</Text>
              <Text>{formatMXN(result.totalAmount)} MXN</Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              IVA incluido. Correo del huésped: {guestInfo.email}
            </Text>
          </Stack>
        </Section>
      </Stack>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8" justify="center">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home.getHref()}>Volver al inicio</Link>
        </Button>
        <Button asChild colorPalette="brand" size="lg">
          <Link to={paths.myReservations.getHref()}>Ver mis reservas</Link>
        </Button>
      </Stack>
    </Box>
  );
}
