import { Box, Button, Center, Grid } from '@chakra-ui/react';
import { CabinCard } from '../../../components/cabin-card/cabin-card.tsx';
import type { Cabin } from '../../../shared/types.ts';
import { CardSkeleton, SKELETON_CARDS } from './result-states.tsx';

export interface CardStay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

const gridColumns = {
  base: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(2, minmax(0, 1fr))',
  xl: 'repeat(3, minmax(0, 1fr))',
};

export function ResultsSkeletonGrid() {
  return (
    <Grid templateColumns={gridColumns} gap="6" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Grid>
  );
}

export function ResultsGrid({
  cabins,
  stay,
  highlightedId,
  onHoverChange,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  cabins: Cabin[];
  stay: CardStay;
  highlightedId: string | null;
  onHoverChange: (cabinId: string | null) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  return (
    <Box>
      <Grid
        as="ul"
        aria-label="Cabañas encontradas"
        templateColumns={gridColumns}
        gap="6"
        listStyleType="none"
        p="0"
        m="0"
      >
        {cabins.map((cabin, index) => (
          <Box as="li" key={cabin._id} minW="0">
            <CabinCard
              cabin={cabin}
              stay={stay}
              eager={index === 0}
              highlighted={cabin._id === highlightedId}
              onHoverChange={(hovered: boolean) => onHoverChange(hovered ? cabin._id : null)}
            />
          </Box>
        ))}
      </Grid>
      {hasMore && (
        <Center mt="8">
          <Button
            variant="outline"
            onClick={onLoadMore}
            loading={loadingMore}
            loadingText="Cargando..."
          >
            Mostrar más
          </Button>
        </Center>
      )}
    </Box>
  );
}
