import { Box, HStack, Heading, Image, Separator, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { formatDateLong, formatMXN, guestsLabel, nightsLabel } from '../../../shared/format.ts';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../../shared/media.ts';
import { checkoutNightlyRate, ivaContained } from '../../../shared/pricing.ts';
import type { BookingSummary } from '../../../shared/types.ts';
import { CalendarIcon, UsersIcon } from './icons.tsx';

function Line({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  // A <dl> may only hold dt/dd groups: the total's rule is its own top border, not a separator.
  return (
    <HStack
      justify="space-between"
      align="baseline"
      gap="4"
      fontWeight={strong ? 'bold' : undefined}
      borderTopWidth={strong ? '1px' : undefined}
      borderColor="border"
      pt={strong ? '3' : undefined}
      mt={strong ? '1' : undefined}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" textAlign="end" whiteSpace="nowrap">
        {amount}
      </Text>
    </HStack>
  );
}

/** The stay being paid: photo, cabin, dates, guests and the price breakdown of SPEC §9. */
export const BookingSummaryCard = memo(function BookingSummaryCard({
  summary,
}: {
  summary: BookingSummary;
}) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const { pricing, nights } = summary;
  const rate = checkoutNightlyRate(pricing.totalPrice, pricing.comisionServicio, nights);
  // The commission is preferred over the (always 0) service fee.
  const serviceFee = pricing.comisionServicio > 0 ? pricing.comisionServicio : pricing.serviceFee;

  return (
    <Box
      as="aside"
      aria-labelledby="summary-title"
      borderWidth="1px"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
      bg="bg"
    >
      <HStack align="start" gap="4">
        <Image
          src={photoFailed ? FALLBACK_PHOTO : mediaUrl(summary.cabinImage, 'sm')}
          srcSet={photoFailed ? undefined : mediaSrcSet(summary.cabinImage)}
          sizes="128px"
          alt={`Foto de ${summary.cabinName}`}
          onError={() => setPhotoFailed(true)}
          w={{ base: '24', md: '32' }}
          h={{ base: '20', md: '24' }}
          objectFit="cover"
          rounded="lg"
          flexShrink={0}
          bg="bg.muted"
        />
        <Box minW="0">
          <Heading as="h2" id="summary-title" size="md" lineClamp={2}>
            {summary.cabinName}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {summary.location}
          </Text>
        </Box>
      </HStack>

      <Separator my="4" />

      <Stack gap="2" fontSize="sm">
        <HStack gap="2">
          <CalendarIcon width={16} height={16} />
          <Text>
            {formatDateLong(summary.checkIn)} – {formatDateLong(summary.checkOut)}
          </Text>
        </HStack>
        <HStack gap="2">
          <UsersIcon width={16} height={16} />
          <Text>
            {guestsLabel(summary.guests)} · {nightsLabel(nights)}
          </Text>
        </HStack>
      </Stack>

      <Separator my="4" />

      <Heading as="h3" size="sm" mb="3">
        Detalle del precio
      </Heading>
      <Stack as="dl" gap="2" fontSize="sm">
        <Line
          label={`${formatMXN(rate)} × ${nightsLabel(nights)}`}
          amount={formatMXN(rate * nights)}
        />
        {serviceFee > 0 && <Line label="Comisión de servicio" amount={formatMXN(serviceFee)} />}
        {pricing.cleaningFee > 0 && (
          <Line label="Tarifa de limpieza" amount={formatMXN(pricing.cleaningFee)} />
        )}
        {pricing.taxes > 0 && <Line label="Impuestos" amount={formatMXN(pricing.taxes)} />}
        <HStack justify="space-between" color="fg.muted">
          <Text as="dt">IVA (16%)</Text>
          <Text as="dd">{formatMXN(ivaContained(pricing.totalPrice))} incluido</Text>
        </HStack>
        <Line label="Total (MXN)" amount={formatMXN(pricing.totalPrice)} strong />
      </Stack>
    </Box>
  );
});
