import { Stack } from '@chakra-ui/react';
import { OfflineEmpty } from '../../../components/offline-empty.tsx';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  pickFilters,
  type ResultsFilters,
  type ResultsSearch,
} from '../../../shared/search-filters.ts';
import type { SearchResults } from '../api/search-cabins.ts';
import { FiltersDialog } from './filters-dialog.tsx';
import { SortSelect } from './sort-select.tsx';
import { ResultsHeader, type ResultsStatus } from './results-header.tsx';
import { ResultsGrid, ResultsSkeletonGrid } from './results-grid.tsx';
import { NoCabinsFound, NoFilterMatches, SearchFailed } from './result-states.tsx';

export function resultsStatus(state: {
  isPending: boolean;
  isError: boolean;
  /** The results shown belong to the previous search while this one loads. */
  isPlaceholderData?: boolean;
  results?: SearchResults;
}): ResultsStatus {
  if (state.isPlaceholderData) return 'loading';
  if (state.results)
    return state.results.total === 0 && state.results.cabins.length === 0 ? 'empty' : 'success';
  if (state.isError) return 'error';
  return 'loading';
}

/** The list side of the results page: header, filters, states and cards. */
export function ResultsPanel({
  search,
  inArea = false,
  status,
  results,
  retrying,
  onRetry,
  onFiltersChange,
  highlightedId,
  onCardHoverChange,
  hasMore,
  loadingMore,
  onLoadMore,
  offline = false,
}: {
  search: ResultsSearch;
  /** The results are those of the map's area (`bbox`), not of the destination. */
  inArea?: boolean;
  status: ResultsStatus;
  results?: SearchResults;
  retrying: boolean;
  onRetry: () => void;
  onFiltersChange: (filters: ResultsFilters) => void;
  highlightedId: string | null;
  onCardHoverChange: (cabinId: string | null) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The search failed offline with nothing stored for it: say so (OfflineEmpty). */
  offline?: boolean;
}) {
  const filters = pickFilters(search);
  const filtered = hasActiveFilters(filters);
  const stay = { checkIn: search.checkIn, checkOut: search.checkOut, guests: search.guests };

  let body;
  if (status === 'loading') body = <ResultsSkeletonGrid />;
  else if (status === 'error')
    body = offline ? <OfflineEmpty /> : <SearchFailed onRetry={onRetry} retrying={retrying} />;
  else if (status === 'empty') {
    body =
      filtered && (results?.totalUnfiltered ?? 0) > 0 ? (
        <NoFilterMatches onClearFilters={() => onFiltersChange(EMPTY_FILTERS)} />
      ) : (
        <NoCabinsFound />
      );
  } else {
    body = (
      <ResultsGrid
        cabins={results?.cabins ?? []}
        stay={stay}
        highlightedId={highlightedId}
        onHoverChange={onCardHoverChange}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      />
    );
  }

  return (
    <Stack gap="6">
      <ResultsHeader
        status={status}
        total={results?.total ?? 0}
        search={search}
        inArea={inArea}
        actions={
          <FiltersDialog
            filters={filters}
            priceHistogram={results?.priceHistogram}
            onApply={onFiltersChange}
          />
        }
      />
      <SortSelect
        value={search.sort ?? 'recommended'}
        onChange={(sort) => onFiltersChange({ ...filters, sort })}
      />
      {body}
    </Stack>
  );
}
