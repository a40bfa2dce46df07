import {
  Badge,
  Box,
  Card,
  Heading,
  Image,
  Link as ChakraLink,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { CABIN_STATUS_LABELS, type CabinStatus } from '../../../shared/host.ts';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../../shared/media.ts';
import type { HostCabinSummary } from '../../../shared/host.ts';

const STATUS_PALETTE: Record<CabinStatus, string> = {
  published: 'green',
  draft: 'yellow',
  archived: 'gray',
};

const dayMonth = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** '2026-12-04' → '4 dic', read as a calendar date (never shifted by a time zone). */
const shortDate = (iso: string) => dayMonth.format(new Date(`${iso}T00:00:00Z`));

/**
 * A cabin of 'Mis cabañas': cover, name (a link to its editor), status, next arrivals and this
 * month's occupancy.
 */
export function HostCabinCard({ cabin }: { cabin: HostCabinSummary }) {
  const titleId = `host-cabin-${cabin._id}`;
  const occupancyId = `${titleId}-occupancy`;
  const place = [cabin.location.population, cabin.location.state].filter(Boolean).join(', ');
  const status = CABIN_STATUS_LABELS[cabin.status] ?? cabin.status;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" variant="outline">
      <Box aspectRatio={16 / 9} bg="bg.muted">
        <Image
          src={mediaUrl(cabin.cover?.path, 'sm')}
          srcSet={mediaSrcSet(cabin.cover?.path)}
          sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
          alt={cabin.cover ? cabin.cover.alt : `${cabin.name}: sin fotos todavía`}
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
      </Box>
      <Card.Body gap="4">
        <Stack gap="1">
          <Stack direction="row" justify="space-between" align="flex-start" gap="3">
            <Heading as="h3" size="md" id={titleId} lineClamp={2}>
              <ChakraLink asChild colorPalette="brand">
                <Link to={paths.hostCabin.getHref(cabin._id)}>{cabin.name}</Link>
              </ChakraLink>
            </Heading>
            <Badge colorPalette={STATUS_PALETTE[cabin.status] ?? 'gray'} flexShrink={0}>
              {status}
            </Badge>
          </Stack>
          {place && (
            <Text fontSize="sm" color="fg.muted">
              {place}
            </Text>
          )}
        </Stack>
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            Próximas llegadas
          </Text>
          {cabin.nextArrivals.length ? (
            <List.Root variant="plain" gap="1" fontSize="sm">
              {cabin.nextArrivals.map((arrival) => (
                <List.Item key={arrival.reservationId}>
                  {shortDate(arrival.checkIn)} – {shortDate(arrival.checkOut)}: {arrival.guestName}{' '}
                  ({arrival.guests} {arrival.guests === 1 ? 'huésped' : 'huéspedes'})
                </List.Item>
              ))}
            </List.Root>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Sin llegadas próximas
            </Text>
          )}
        </Stack>
        <Stack gap="1">
          <Text id={occupancyId} fontWeight="medium" fontSize="sm">
            Ocupación este mes: {cabin.occupancyThisMonth}%
          </Text>
          {/* Drawn by hand: the theme carries no progress recipe (theme.ts keeps the entry small). */}
          <Box
            role="progressbar"
            aria-labelledby={occupancyId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={cabin.occupancyThisMonth}
            h="1.5"
            bg="bg.emphasized"
            borderRadius="full"
            overflow="hidden"
          >
            <Box h="full" w={`${cabin.occupancyThisMonth}%`} bg="brand.600" />
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
