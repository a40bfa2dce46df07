import { Box, HStack, Image, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { paths } from '../../../config/paths.ts';
import { cabinPolicySentence } from '../../../shared/cancellation-policy.ts';
import { todayInMexico } from '../../../shared/dates.ts';
import { FALLBACK_PHOTO, mediaUrl } from '../../../shared/media.ts';
import type { Cabin } from '../../../shared/types.ts';
import { directionsUrl } from '../lib/map-view.ts';
import type { MapCabinView } from '../lib/map-cabins.ts';
import type { MapStay } from './results-map.tsx';

export function CabinPopup({
  cabin,
  view,
  stay,
  onImageLoad,
}: {
  cabin: Cabin;
  view: MapCabinView;
  stay?: MapStay;
  onImageLoad?: () => void;
}) {
  const { latitude, longitude } = cabin.location;
  const name = cabin.propertyDetails.name;
  return (
    <Stack gap="2" w="15rem" fontFamily="body" color="fg">
      <Image
        src={mediaUrl(cabin.images[0], 'sm')}
        alt={`Foto de ${name}`}
        w="full"
        h="8.5rem"
        objectFit="cover"
        borderRadius="md"
        bg="bg.muted"
        onLoad={onImageLoad}
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(FALLBACK_PHOTO)) img.src = FALLBACK_PHOTO;
        }}
      />
      <Box>
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold" fontSize="sm" lineHeight="short">
            {name}
          </Text>
          <Text fontSize="xs" flexShrink={0} whiteSpace="nowrap" lineHeight="short">
            <Box as="span" aria-hidden="true" color="brand.600">
              ★{' '}
            </Box>
            <VisuallyHidden>Calificación: </VisuallyHidden>
            {view.ratingText}
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {cabin.location.population}, {cabin.location.state}
        </Text>
      </Box>
      <Text fontSize="sm" fontWeight="semibold">
        {view.priceDetail}
      </Text>
      {view.restricted ? (
        <Text fontSize="xs" color="red.700">
          No disponible: {view.restrictionMessage}
        </Text>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {cabinPolicySentence(cabin.cancellationPolicy, stay?.checkIn, todayInMexico())}
        </Text>
      )}
      <HStack gap="3" fontSize="sm" flexWrap="wrap">
        {!view.restricted && (
          <Link
            href={paths.cabin.getHref(
              cabin._id,
              cabin.fechas && stay ? { ...stay, ...cabin.fechas } : stay,
            )}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.700"
            fontWeight="semibold"
          >
            Ver cabaña
            <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
          </Link>
        )}
        <Link
          href={directionsUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.700"
          fontWeight="semibold"
        >
          Cómo llegar
          <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
        </Link>
      </HStack>
    </Stack>
  );
}
