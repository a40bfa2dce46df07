import { Box, Flex, IconButton, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { FocusEvent } from 'react';
import { paths } from '../../config/paths.ts';
import {
  bathroomsLabel,
  bedsLabel,
  formatDateRange,
  formatMXN,
  guestsLabel,
  nightsLabel,
  plural,
} from '../../shared/format.ts';
import { displayNightlyPrice } from '../../shared/pricing.ts';
import type { Cabin } from '../../shared/types.ts';
import { useFavorite } from '../../lib/favorites.ts';
import { HeartIcon } from '../icons/heart.tsx';
import { StarIcon } from '../icons/star.tsx';
import { ImageCarousel } from './image-carousel.tsx';

export interface CabinCardProps {
  cabin: Cabin;
  stay?: { checkIn: string; checkOut: string; guests: number };
  highlighted?: boolean;
  onHoverChange?(hovered: boolean): void;
  /** The first card on screen loads its photo at once (LCP); every other one lazily. */
  eager?: boolean;
  /** `sizes` of the photo, for the layout the card sits in. */
  imageSizes?: string;
}

/** '4.8' (es-MX writes a decimal point), or null for a cabin without reviews. */
export function ratingText(rating: Cabin['rating'] | null | undefined): string | null {
  return rating?.average == null ? null : rating.average.toFixed(1);
}

/** 'N huéspedes • N cama(s) • N baño(s)' */
export function capacityLine(cabin: Cabin): string {
  return [
    guestsLabel(cabin.propertyDetails.maxOccupancy),
    bedsLabel(cabin.additionalInfo.nBeds),
    bathroomsLabel(cabin.additionalInfo.nRestrooms),
  ].join(' • ');
}

/** The price line: the stay total when the search quoted one, else the nightly price. */
export function priceParts(cabin: Cabin): { amount: string; suffix: string } {
  const quote = cabin.cotizacion;
  if (quote && quote.nights > 0) {
    return { amount: formatMXN(quote.totalPrice), suffix: `por ${nightsLabel(quote.nights)}` };
  }
  return { amount: formatMXN(displayNightlyPrice(cabin)), suffix: 'noche' };
}

/** A cabin in a grid or carousel (SPEC §2 "Cabin card"); it opens the cabin in a new tab. */
export function CabinCard({
  cabin,
  stay,
  highlighted = false,
  onHoverChange,
  eager = false,
  imageSizes,
}: CabinCardProps) {
  const [favorite, toggleFavorite] = useFavorite(cabin._id);
  const place = `${cabin.location.population}, ${cabin.location.state}`;
  const restriction = cabin.restrictions?.[0];
  const unavailable = (cabin.restrictions?.length ?? 0) > 0;
  const rating = ratingText(cabin.rating);
  const reviews = cabin.rating?.count ?? 0;
  const price = priceParts(cabin);
  const name = cabin.propertyDetails.name;
  // A flexible search (issue 18) found this cabin its own dates: they are the ones to open.
  const dated = cabin.fechas;
  const linkStay = dated && stay ? { ...stay, ...dated } : stay;

  const hover = onHoverChange
    ? {
        onPointerEnter: () => onHoverChange(true),
        onPointerLeave: () => onHoverChange(false),
        onFocus: () => onHoverChange(true),
        onBlur: (event: FocusEvent<HTMLElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            onHoverChange(false);
        },
      }
    : {};

  return (
    <LinkBox
      as="article"
      aria-label={unavailable ? `${name}, no disponible` : undefined}
      aria-disabled={unavailable || undefined}
      data-highlighted={highlighted ? '' : undefined}
      position="relative"
      borderRadius="2xl"
      outline={highlighted ? '2px solid' : 'none'}
      outlineColor="brand.600"
      outlineOffset="4px"
      transition="outline-color 0.15s"
      {...hover}
    >
      <Box position="relative">
        <Box
          filter={unavailable ? 'grayscale(1)' : undefined}
          opacity={unavailable ? 0.55 : 1}
          transition="transform 0.3s"
        >
          <ImageCarousel
            images={cabin.images}
            alt={name}
            eager={eager}
            sizes={imageSizes}
            controls={!unavailable}
          />
        </Box>
        <IconButton
          aria-label="Guardar en favoritos"
          aria-pressed={favorite}
          variant="plain"
          position="absolute"
          top="2"
          right="2"
          zIndex="1"
          size="sm"
          rounded="full"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            toggleFavorite();
          }}
          _hover={{ transform: 'scale(1.08)' }}
          transition="transform 0.15s"
        >
          <HeartIcon filled={favorite} overlay size={24} />
        </IconButton>
        {unavailable && (
          <Flex
            position="absolute"
            insetX="3"
            bottom="3"
            direction="column"
            gap="0.5"
            bg="blackAlpha.800"
            color="white"
            borderRadius="lg"
            px="3"
            py="2"
          >
            <Text fontWeight="700" fontSize="sm">
              No disponible
            </Text>
            {restriction?.message && (
              <Text fontSize="xs" lineClamp={2}>
                {restriction.message}
              </Text>
            )}
          </Flex>
        )}
      </Box>

      <Box pt="3" color={unavailable ? 'fg.muted' : 'fg'}>
        <Flex justify="space-between" align="baseline" gap="2">
          <Text fontWeight="600" fontSize="sm" truncate>
            {place}
          </Text>
          {rating ? (
            <Flex
              align="center"
              gap="1"
              flexShrink={0}
              fontSize="sm"
              role="img"
              aria-label={`Calificación ${rating} de 5, ${plural(reviews, 'reseña', 'reseñas')}`}
            >
              <StarIcon size={12} />
              <Text as="span">{rating}</Text>
            </Flex>
          ) : (
            <Text as="span" fontSize="sm" flexShrink={0}>
              Nuevo
            </Text>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {capacityLine(cabin)}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {unavailable ? (
            name
          ) : (
            <LinkOverlay
              href={paths.cabin.getHref(cabin._id, linkStay)}
              target="_blank"
              rel="noopener"
              draggable={false}
              _focusVisible={{ outline: 'none' }}
              css={{
                '&:focus-visible::before': {
                  outline: '3px solid var(--chakra-colors-brand-600)',
                  outlineOffset: '4px',
                  borderRadius: 'var(--chakra-radii-2xl)',
                },
              }}
            >
              {name}
              <Box as="span" srOnly>
                {' '}
                (se abre en una pestaña nueva)
              </Box>
            </LinkOverlay>
          )}
        </Text>
        {dated && (
          <Text fontSize="sm" color="fg.muted">
            {formatDateRange(dated.checkIn, dated.checkOut)}
          </Text>
        )}
        <Text fontSize="sm" mt="1.5">
          <Text as="span" fontWeight="700" color={unavailable ? 'fg.muted' : 'fg'}>
            {price.amount}
          </Text>{' '}
          <Text as="span" color="fg">
            {price.suffix}
          </Text>
        </Text>
      </Box>
    </LinkBox>
  );
}
