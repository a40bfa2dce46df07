import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { LazyResultsMap } from '../../features/map/components/lazy-results-map.tsx';
import { MapLoading } from '../../features/map/components/map-loading.tsx';
import { destinationCabinsQueryOptions } from '../../features/results/api/destination-cabins.ts';
import {
  ResultsGrid,
  ResultsSkeletonGrid,
} from '../../features/results/components/results-grid.tsx';
import { SearchBar } from '../../features/search/components/search-bar.tsx';
import { useDestinations } from '../../features/search/api/get-destinations.ts';
import { useIsDesktop } from '../../lib/render-env.tsx';
import { paths } from '../../config/paths.ts';
import {
  destinationLabel,
  destinationSlugs,
  previousDestinationSlugs,
} from '../../shared/destination-summary.ts';
import { describeDestination, type DestinationSummary } from '../../shared/destinations.ts';
import { formatMXN, plural } from '../../shared/format.ts';
import type { Cabin } from '../../shared/types.ts';
import { NotFoundRoute } from './not-found.tsx';

/** No dates yet: cards and markers show nightly prices and open the cabin without a stay. */
const NO_STAY = { checkIn: '', checkOut: '', guests: 0 };
const HEADER_HEIGHT = '72px';

/**
 * A destination's page (issue 18, `/destinos/:slug`): 'Cabañas en Mazamitla, Jalisco', a short
 * description, its published cabins and their map — where people land from a search engine. The
 * server gives it its title, description, canonical URL and Open Graph tags, and a 404 for a slug
 * that is no destination (server/plugins/pages.ts).
 */
export function DestinationRoute() {
  const { slug = '' } = useParams();
  const { search, hash } = useLocation();
  const destinations = useDestinations();
  const list = destinations.data;
  const slugs = useMemo(() => (list ? destinationSlugs(list) : []), [list]);
  const destination = list?.[slugs.indexOf(slug)];
  if (destination) return <DestinationScreen destination={destination} slug={slug} />;
  if (list) {
    // An address from before slugs were the population only ('mazamitla-jalisco'): the page now.
    // The server answers these with a 301; an installed app's worker never asks it.
    const moved = previousDestinationSlugs(list).indexOf(slug);
    if (moved >= 0) {
      return <Navigate replace to={`${paths.destination.getHref(slugs[moved])}${search}${hash}`} />;
    }
  }
  if (destinations.isSuccess) return <NotFoundRoute />;
  return (
    <>
      <SiteHeader center={<SearchBar variant="results" />} right={<UserMenu />} />
      <Flex as="main" justify="center" py="20">
        {destinations.isError ? (
          <Text role="alert">No pudimos cargar este destino. Intenta de nuevo más tarde.</Text>
        ) : (
          <Spinner size="lg" color="brand.600" aria-label="Cargando destino" />
        )}
      </Flex>
    </>
  );
}

function DestinationScreen({
  destination,
  slug,
}: {
  destination: DestinationSummary;
  slug: string;
}) {
  const label = destinationLabel(destination);
  const isDesktop = useIsDesktop();
  const [hover, setHover] = useState<{ id: string | null; from: 'card' | 'map' }>({
    id: null,
    from: 'card',
  });
  const cabins = useInfiniteQuery(destinationCabinsQueryOptions(slug));

  useEffect(() => {
    document.title = `Cabañas en ${label} · Refugio`;
  }, [label]);

  const onCardHoverChange = useCallback((id: string | null) => setHover({ id, from: 'card' }), []);
  const onMarkerHoverChange = useCallback((id: string | null) => setHover({ id, from: 'map' }), []);
  const pages = cabins.data?.pages;
  // One stable list per answer, so the map reframes only when more cabins arrive.
  const list = useMemo(
    () => uniqueById(pages?.flatMap((page) => page.habitaciones) ?? []),
    [pages],
  );
  const { description } = describeDestination(destination.population, destination.state);

  return (
    <>
      <SiteHeader
        center={<SearchBar variant="results" initial={{ location: label }} />}
        right={<UserMenu />}
      />
      <Flex as="main" direction={{ base: 'column', lg: 'row' }} align="stretch" flex="1">
        <Box w={{ base: 'full', lg: '60%' }} px={{ base: '4', md: '6', xl: '8' }} pt="6" pb="10">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" mb="2">
            Cabañas en {label}
          </Heading>
          <Text color="fg.muted" mb="6">
            {description}. {plural(destination.count, 'cabaña', 'cabañas')} desde{' '}
            {formatMXN(destination.minPrice)} por noche.
          </Text>
          {cabins.isPending ? (
            <ResultsSkeletonGrid />
          ) : cabins.isError ? (
            <Text role="alert">No pudimos cargar las cabañas. Intenta de nuevo más tarde.</Text>
          ) : (
            <ResultsGrid
              cabins={list}
              stay={NO_STAY}
              highlightedId={hover.id}
              onHoverChange={onCardHoverChange}
              hasMore={cabins.hasNextPage && list.length > 0}
              loadingMore={cabins.isFetchingNextPage}
              onLoadMore={() => void cabins.fetchNextPage()}
            />
          )}
        </Box>
        <Box
          as="section"
          aria-label="Mapa"
          w={{ base: 'full', lg: '40%' }}
          h={{ base: '20rem', lg: `calc(100dvh - ${HEADER_HEIGHT})` }}
          position={{ lg: 'sticky' }}
          top={HEADER_HEIGHT}
          borderLeftWidth={{ lg: '1px' }}
          borderColor="border.muted"
          isolation="isolate"
        >
          <MapWhenNear eager={isDesktop}>
            <LazyResultsMap
              cabins={list}
              stay={NO_STAY}
              highlightedId={hover.id}
              popupId={isDesktop && hover.from === 'card' ? hover.id : null}
              onMarkerHoverChange={onMarkerHoverChange}
            />
          </MapWhenNear>
        </Box>
      </Flex>
    </>
  );
}

/** A cabin can shift pages between two requests; show it once. */
function uniqueById(cabins: Cabin[]): Cabin[] {
  const seen = new Set<string>();
  return cabins.filter((c) => (seen.has(c._id) ? false : (seen.add(c._id), true)));
}

/**
 * On a phone the map is below the cabins: Leaflet and its tiles load when the guest scrolls near
 * it, not while the page they landed on is starting (a landing page from a search engine).
 */
function MapWhenNear({ eager, children }: { eager: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <Box ref={box} h="full" w="full">
      {near ? children : <MapLoading />}
    </Box>
  );
}
