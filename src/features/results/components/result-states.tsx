import {
  Alert,
  Box,
  Button,
  EmptyState,
  Skeleton,
  SkeletonText,
  Stack,
  VStack,
} from '@chakra-ui/react';
import { SearchOffIcon } from './icons.tsx';

/** SPEC §9: six skeleton cards while searching. */
export const SKELETON_CARDS = 6;

export function CardSkeleton() {
  return (
    <Box aria-hidden="true" data-testid="card-skeleton">
      <Skeleton borderRadius="xl" css={{ aspectRatio: '20 / 19' }} />
      <Stack gap="2" mt="3">
        <Skeleton h="4" w="70%" />
        <SkeletonText noOfLines={2} gap="2" />
        <Skeleton h="4" w="40%" />
      </Stack>
    </Box>
  );
}

/** The search itself returned nothing. */
export function NoCabinsFound() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchOffIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No se encontraron cabañas</EmptyState.Title>
          <EmptyState.Description>
            No hay cabañas disponibles para los criterios de búsqueda.
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** There are cabins for the search, but the filters removed every one. */
export function NoFilterMatches({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchOffIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No hay resultados</EmptyState.Title>
          <EmptyState.Description>Intenta ajustar tus filtros de búsqueda.</EmptyState.Description>
        </VStack>
        <Button variant="outline" onClick={onClearFilters}>
          Borrar filtros
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function SearchFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>Error al realizar la búsqueda. Intenta nuevamente.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying} flexShrink={0}>
        Reintentar
      </Button>
    </Alert.Root>
  );
}
