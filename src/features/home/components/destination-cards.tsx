import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { destinationLabel, destinationSlugs } from '../../../shared/destination-summary.ts';
import type { DestinationSummary } from '../../../shared/destinations.ts';
import { formatMXN, listingsLabel } from '../../../shared/format.ts';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../../shared/media.ts';

/** SPEC §9: the home shows the top 6 destinations by cabin count. */
export const POPULAR_DESTINATIONS = 6;
export const POPULAR_TITLE = 'Quédate cerca de un destino popular';

const IMAGE_SIZES = '(min-width: 1280px) 200px, (min-width: 768px) 31vw, 46vw';

export function DestinationCards({
  destinations,
  onSelect,
}: {
  destinations: readonly DestinationSummary[];
  onSelect(destination: DestinationSummary): void;
}) {
  // Slugs are unique over the whole list, before it is cut to the top ones.
  const slugs = destinationSlugs(destinations);
  const top = destinations
    .map((destination, i) => ({ destination, slug: slugs[i] }))
    .sort((a, b) => b.destination.count - a.destination.count)
    .slice(0, POPULAR_DESTINATIONS);
  return (
    <Box as="section" aria-labelledby="popular-destinations">
      <Heading
        id="popular-destinations"
        as="h2"
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="700"
        letterSpacing="-0.01em"
        mb={{ base: '4', md: '5' }}
      >
        {POPULAR_TITLE}
      </Heading>
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        templateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        }}
        gap={{ base: '4', md: '6' }}
      >
        {top.map(({ destination, slug }, index) => (
          <li key={slug}>
            <DestinationCard
              destination={destination}
              priority={index === 0}
              onSelect={() => onSelect(destination)}
            />
            <Text fontSize="sm" mt="1" textDecoration="underline">
              <Link
                to={paths.destination.getHref(slug)}
                aria-label={`Ver cabañas en ${destinationLabel(destination)}`}
              >
                Ver cabañas
              </Link>
            </Text>
          </li>
        ))}
      </Grid>
    </Box>
  );
}

function DestinationCard({
  destination,
  priority,
  onSelect,
}: {
  destination: DestinationSummary;
  priority: boolean;
  onSelect(): void;
}) {
  const [failed, setFailed] = useState(false);
  const label = destinationLabel(destination);
  const image = failed || !destination.image ? FALLBACK_PHOTO : destination.image;
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      display="block"
      w="full"
      textAlign="start"
      cursor="pointer"
      borderRadius="xl"
      className="group"
    >
      <Box
        overflow="hidden"
        borderRadius="xl"
        bg="bg.muted"
        aspectRatio="4 / 3"
        css={{ '& img': { transition: 'transform 0.4s ease' } }}
        _groupHover={{ '& img': { transform: 'scale(1.04)' } }}
      >
        <img
          src={mediaUrl(image, 'sm')}
          srcSet={image === FALLBACK_PHOTO ? undefined : mediaSrcSet(image)}
          sizes={image === FALLBACK_PHOTO ? undefined : IMAGE_SIZES}
          alt=""
          width={480}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          onError={() => setFailed(true)}
          style={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
          }}
        />
      </Box>
      <Box pt="2.5">
        <Text fontWeight="700" fontSize={{ base: 'sm', md: 'md' }} lineClamp={2} color="fg">
          {label}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {listingsLabel(destination.count)}
        </Text>
        <Text fontSize="sm" color="fg">
          Desde{' '}
          <Text as="span" fontWeight="700">
            {formatMXN(destination.minPrice)}
          </Text>{' '}
          por noche
        </Text>
      </Box>
    </chakra.button>
  );
}
