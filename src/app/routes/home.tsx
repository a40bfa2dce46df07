import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { OfflineEmpty, isOfflineWithoutData } from '../../components/offline-empty.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { useCabins } from '../../features/cabins/api/get-cabins.ts';
import { DestinationCards } from '../../features/home/components/destination-cards.tsx';
import { HomeError } from '../../features/home/components/home-error.tsx';
import { HomeLoading } from '../../features/home/components/loading-messages.tsx';
import { RenderWhenNear } from '../../features/home/components/render-when-near.tsx';
import { groupCabinsByDestination } from '../../features/home/utils/group-cabins.ts';
import { useDestinations } from '../../features/search/api/get-destinations.ts';
import { SearchBar } from '../../features/search/components/search-bar.tsx';
import { preselectDestination } from '../../features/search/destination-preselection.ts';
import { afterStartup } from '../../lib/after-startup.ts';
import { destinationLabel, summarizeDestinations } from '../../shared/destination-summary.ts';
import type { DestinationSummary } from '../../shared/destinations.ts';

/** Carousels are built as they come near the screen: the first paint only draws what it shows. */
const CAROUSEL_HEIGHT = { base: '34rem', sm: '27rem', md: '24rem', xl: '23rem' };

// The carousels (cards + drag gestures) are below the search and the destinations: their code
// loads while the catalogue does, not before the first paint.
const loadCarousel = () => import('../../features/home/components/cabin-carousel.tsx');
const CabinCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.CabinCarousel })));

export function HomeRoute() {
  const cabins = useCabins();
  const destinations = useDestinations();
  // The cards and carousels are drawn as an interruptible background render when the data
  // arrives: a phone's main thread is never blocked for long (Total Blocking Time).
  const cabinsData = useDeferredValue(cabins.data);
  const destinationsData = useDeferredValue(destinations.data);

  useEffect(() => {
    document.title = 'Refugio · Cabañas en México';
    return afterStartup(() => void loadCarousel());
  }, []);

  const groups = useMemo(
    () => (cabinsData ? groupCabinsByDestination(cabinsData) : []),
    [cabinsData],
  );
  // The cards come from /api/destinos; the cabin list can stand in for it.
  const destinationList = useMemo(
    () =>
      destinationsData ??
      (destinations.isError && cabinsData ? summarizeDestinations(cabinsData) : undefined),
    [destinationsData, destinations.isError, cabinsData],
  );

  const onSelectDestination = useCallback((destination: DestinationSummary) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    preselectDestination(destinationLabel(destination));
  }, []);

  // The destination cards come first (the server draws them on a first visit); the carousels
  // follow when the cabin list arrives.
  const failed = cabins.isError && !cabinsData;
  const failure =
    failed &&
    (isOfflineWithoutData(cabins) ? (
      <OfflineEmpty />
    ) : (
      <HomeError
        retrying={cabins.isFetching}
        onRetry={() => {
          void cabins.refetch();
          if (destinations.isError) void destinations.refetch();
        }}
      />
    ));

  return (
    <>
      <SiteHeader center={<SearchBar variant="home" />} right={<UserMenu />} />
      <Box
        as="main"
        flex="1"
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        pt={{ base: '5', md: '8' }}
        pb="16"
      >
        <Box mb={{ base: '6', md: '8' }} maxW="3xl">
          <Heading
            as="h1"
            fontSize={{ base: '2xl', md: '4xl' }}
            fontWeight="800"
            letterSpacing="-0.02em"
            lineHeight="1.15"
            color="fg"
          >
            Tu refugio en México te espera
          </Heading>
          <Text mt="2" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Cabañas entre pinos, junto al lago o a pasos del mar, con precios en pesos.
          </Text>
        </Box>

        {!destinationList && (failure || <HomeLoading />)}
        {destinationList && (
          <Stack gap={{ base: '10', md: '14' }}>
            <DestinationCards destinations={destinationList} onSelect={onSelectDestination} />
            {!cabinsData && (failure || <HomeLoading />)}
            {groups.map((group) => (
              <RenderWhenNear key={group.key} placeholderHeight={CAROUSEL_HEIGHT}>
                <Suspense fallback={<Box minH={CAROUSEL_HEIGHT} aria-hidden="true" />}>
                  <CabinCarousel population={group.population} cabins={group.cabins} />
                </Suspense>
              </RenderWhenNear>
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}
