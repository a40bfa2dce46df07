import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { isOfflineWithoutData } from '../../components/offline-empty.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { LazyResultsMap } from '../../features/map/components/lazy-results-map.tsx';
import { useSearchCabins } from '../../features/results/api/search-cabins.ts';
import { MissingSearchParams } from '../../features/results/components/missing-search-params.tsx';
import { ResultsPanel, resultsStatus } from '../../features/results/components/results-panel.tsx';
import { resultsTitle } from '../../features/results/components/results-header.tsx';
import { ViewToggle, type ResultsView } from '../../features/results/components/view-toggle.tsx';
import { useHeightVariable } from '../../features/results/hooks/use-height-variable.ts';
import { SearchBar } from '../../features/search/components/search-bar.tsx';
import { rememberStay } from '../../lib/last-stay.ts';
import { useIsDesktop } from '../../lib/render-env.tsx';
import { formatBbox, parseBbox, type Bbox } from '../../shared/bbox.ts';
import {
  parseResultsPage,
  serializeResultsQuery,
  type ResultsFilters,
  type ResultsSearch,
} from '../../shared/search-filters.ts';

export function ResultsRoute() {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseResultsPage(params), [params]);
  // The map's area (issue 18): a malformed one in the address is dropped.
  const bboxText = params.get('bbox');
  const area = useMemo(() => parseBbox(bboxText), [bboxText]);

  const onFiltersChange = useCallback(
    (filters: ResultsFilters) => {
      if (!parsed.ok) return;
      setParams(withArea(serializeResultsQuery({ ...parsed.search, ...filters }), area));
      window.scrollTo({ top: 0 });
    },
    [parsed, area, setParams],
  );

  // Moving the map replaces the address: Back leaves the results rather than replaying each move.
  const onSearchArea = useCallback(
    (next: Bbox) => {
      if (!parsed.ok) return;
      setParams(withArea(serializeResultsQuery(parsed.search), next), { replace: true });
    },
    [parsed, setParams],
  );

  if (!parsed.ok) {
    return (
      <>
        <SiteHeader right={<UserMenu />} />
        <MissingSearchParams message={parsed.message} />
      </>
    );
  }
  return (
    <ResultsScreen
      search={parsed.search}
      area={area}
      onFiltersChange={onFiltersChange}
      onSearchArea={onSearchArea}
    />
  );
}

function withArea(query: URLSearchParams, area: Bbox | null): URLSearchParams {
  if (area) query.set('bbox', formatBbox(area));
  return query;
}

type Hover = { id: string | null; from: 'card' | 'map' };

/** The sticky header's height, for the map that sticks below it. */
const HEADER_HEIGHT_VARIABLE = '--results-header-height';
const HEADER_HEIGHT = `var(${HEADER_HEIGHT_VARIABLE}, 72px)`;

function ResultsScreen({
  search,
  area,
  onFiltersChange,
  onSearchArea,
}: {
  search: ResultsSearch;
  area: Bbox | null;
  onFiltersChange: (filters: ResultsFilters) => void;
  onSearchArea: (area: Bbox) => void;
}) {
  const { query, results } = useSearchCabins(search, area);
  const status = resultsStatus({
    isPending: query.isPending,
    isError: query.isError,
    isPlaceholderData: query.isPlaceholderData,
    results,
  });
  const isDesktop = useIsDesktop();
  const [view, setView] = useState<ResultsView>('list');
  const [hover, setHover] = useState<Hover>({ id: null, from: 'card' });
  const headerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLElement>(null);

  useEffect(() => {
    document.title = `${resultsTitle(status, results?.total ?? 0)} · Refugio`;
  }, [status, results?.total]);

  // Pages outside the search (/favorites) price cabins for these dates too.
  useEffect(() => {
    rememberStay({ checkIn: search.checkIn, checkOut: search.checkOut, guests: search.guests });
  }, [search.checkIn, search.checkOut, search.guests]);

  const onCardHoverChange = useCallback((id: string | null) => setHover({ id, from: 'card' }), []);
  const onMarkerHoverChange = useCallback((id: string | null) => setHover({ id, from: 'map' }), []);

  const stay = useMemo(
    () => ({ checkIn: search.checkIn, checkOut: search.checkOut, guests: search.guests }),
    [search.checkIn, search.checkOut, search.guests],
  );
  const showMap = isDesktop || view === 'map';
  const showList = isDesktop || view === 'list';
  useHeightVariable(headerRef, mapRef, HEADER_HEIGHT_VARIABLE, showMap);
  const loaded = results?.cabins.length ?? 0;

  return (
    <>
      <Box ref={headerRef} position="sticky" top="0" zIndex="docked">
        <SiteHeader
          sticky={false}
          center={
            <SearchBar
              variant="results"
              initial={{
                location: search.location,
                checkIn: search.checkIn,
                checkOut: search.checkOut,
                guests: search.guests,
                flexible: search.flexible,
                months: search.months,
              }}
            />
          }
          right={<UserMenu />}
        />
      </Box>
      <Flex as="main" align="flex-start" flex="1">
        <Box
          w={{ base: 'full', lg: '60%' }}
          px={{ base: '4', md: '6', xl: '8' }}
          pt="6"
          pb={{ base: '24', lg: '10' }}
          display={showList ? 'block' : 'none'}
        >
          <ResultsPanel
            search={search}
            inArea={area !== null}
            status={status}
            results={results}
            retrying={query.isError && query.isFetching}
            onRetry={() => void query.refetch()}
            onFiltersChange={onFiltersChange}
            highlightedId={hover.id}
            onCardHoverChange={onCardHoverChange}
            hasMore={!!query.hasNextPage && loaded > 0}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            offline={isOfflineWithoutData(query)}
          />
        </Box>
        {!showList && (
          // The list (and its heading) is hidden behind the phone's map view.
          <VisuallyHidden asChild>
            <h1>{resultsTitle(status, results?.total ?? 0)}</h1>
          </VisuallyHidden>
        )}
        {showMap && (
          <Box
            ref={mapRef}
            as="section"
            aria-label="Mapa"
            w={{ base: 'full', lg: '40%' }}
            position="sticky"
            top={HEADER_HEIGHT}
            h={`calc(100dvh - ${HEADER_HEIGHT})`}
            borderLeftWidth={{ lg: '1px' }}
            borderColor="border.muted"
            isolation="isolate"
          >
            <LazyResultsMap
              cabins={results?.cabins ?? []}
              stay={stay}
              highlightedId={hover.id}
              popupId={hover.from === 'card' ? hover.id : null}
              onMarkerHoverChange={onMarkerHoverChange}
              area={area}
              onSearchArea={isDesktop ? onSearchArea : undefined}
            />
          </Box>
        )}
      </Flex>
      {!isDesktop && (loaded > 0 || view === 'map') && (
        <ViewToggle view={view} onChange={setView} />
      )}
    </>
  );
}
