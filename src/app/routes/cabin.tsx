import { Box, Center, Grid, Separator, Spinner, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { OfflineEmpty, isOfflineWithoutData } from '../../components/offline-empty.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { useCabin } from '../../features/cabin-detail/api/get-cabin.ts';
import { CabinAmenities } from '../../features/cabin-detail/components/cabin-amenities.tsx';
import { CabinLoadError } from '../../features/cabin-detail/components/cabin-load-error.tsx';
import { CabinLocation } from '../../features/cabin-detail/components/cabin-location.tsx';
import { CabinOverview } from '../../features/cabin-detail/components/cabin-overview.tsx';
import { CabinPhotoGrid } from '../../features/cabin-detail/components/cabin-photo-grid.tsx';
import { CabinReviews } from '../../features/cabin-detail/components/cabin-reviews.tsx';
import { CabinTitle } from '../../features/cabin-detail/components/cabin-title.tsx';
import { BookingWidget } from '../../features/quote/components/booking-widget.tsx';
import type { Cabin } from '../../shared/types.ts';

function CabinPage({ cabin }: { cabin: Cabin }) {
  return (
    <Box
      as="main"
      maxW="7xl"
      mx="auto"
      w="full"
      px={{ base: '4', md: '6' }}
      pb={{ base: '32', lg: '16' }}
    >
      <title>{`${cabin.propertyDetails.name} · Refugio`}</title>
      <CabinTitle cabin={cabin} />
      <CabinPhotoGrid
        name={cabin.propertyDetails.name}
        images={cabin.images}
        alts={cabin.imageAlts}
      />
      <Grid
        mt={{ base: '6', md: '10' }}
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
        templateAreas={{
          base: '"overview" "widget" "more"',
          lg: '"overview widget" "more widget"',
        }}
        columnGap="16"
        rowGap="10"
      >
        <Stack gridArea="overview" gap="8" separator={<Separator />}>
          <CabinOverview cabin={cabin} />
          <CabinAmenities features={cabin.accommodationFeatures} />
        </Stack>
        <Box gridArea="widget">
          <Box position={{ lg: 'sticky' }} top="24">
            <BookingWidget key={cabin._id} cabin={cabin} />
          </Box>
        </Box>
        <Stack gridArea="more" gap="8" separator={<Separator />} borderTopWidth="1px" pt="8">
          <CabinReviews cabinId={cabin._id} rating={cabin.rating} />
          <CabinLocation cabin={cabin} />
        </Stack>
      </Grid>
    </Box>
  );
}

export function CabinRoute() {
  const { id = '' } = useParams();
  const cabinQuery = useCabin(id);

  return (
    <>
      <SiteHeader right={<UserMenu />} />
      {isOfflineWithoutData(cabinQuery) ? (
        <Box as="main" flex="1">
          <OfflineEmpty headingLevel="h1" />
        </Box>
      ) : cabinQuery.isPending ? (
        <Center as="main" flex="1" py="24">
          <Spinner
            size="xl"
            color="brand.600"
            borderWidth="3px"
            role="status"
            aria-label="Cargando cabaña…"
          />
        </Center>
      ) : cabinQuery.isError ? (
        <CabinLoadError error={cabinQuery.error} onRetry={() => cabinQuery.refetch()} />
      ) : (
        <CabinPage cabin={cabinQuery.data} />
      )}
    </>
  );
}
