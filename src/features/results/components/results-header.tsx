import { Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { flexibleSummary } from '../../../shared/flexible-labels.ts';
import { formatDayMonth, guestsLabel } from '../../../shared/format.ts';
import { ANY_LOCATION, type ResultsSearch } from '../../../shared/search-filters.ts';

export type ResultsStatus = 'loading' | 'error' | 'empty' | 'success';

/** SPEC §2: the count, 'Buscando...', 'Error en la búsqueda' or 'No se encontraron resultados'. */
export function resultsTitle(status: ResultsStatus, total: number): string {
  switch (status) {
    case 'loading':
      return 'Buscando...';
    case 'error':
      return 'Error en la búsqueda';
    case 'empty':
      return 'No se encontraron resultados';
    default:
      return `${total} ${total === 1 ? 'resultado' : 'resultados'}`;
  }
}

/** The map's area replaces the destination once the guest searches by it. */
export const AREA_SUMMARY = 'Zona del mapa';

export function searchSummary(search: ResultsSearch, inArea = false): string {
  const place = inArea
    ? AREA_SUMMARY
    : search.location === ANY_LOCATION
      ? 'Cualquier lugar'
      : search.location;
  const dates =
    search.flexible && search.months
      ? flexibleSummary(search.flexible, search.months)
      : `${formatDayMonth(search.checkIn)} – ${formatDayMonth(search.checkOut)}`;
  return `${place} · ${dates} · ${guestsLabel(search.guests)}`;
}

export function ResultsHeader({
  status,
  total,
  search,
  inArea = false,
  actions,
}: {
  status: ResultsStatus;
  total: number;
  search: ResultsSearch;
  inArea?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div>
      <Flex align="center" justify="space-between" gap="3">
        <Heading as="h1" size="lg" aria-live="polite" aria-busy={status === 'loading'}>
          {resultsTitle(status, total)}
        </Heading>
        {actions}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {searchSummary(search, inArea)}
      </Text>
    </div>
  );
}
