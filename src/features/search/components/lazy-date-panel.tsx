import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentProps } from 'react';

/** The calendar (react-day-picker + date-fns) is fetched apart from the bar: only a date panel needs it. */
export const preloadDatePanel = () => import('./date-panel.tsx');

const DatePanel = lazy(() => preloadDatePanel().then((module) => ({ default: module.DatePanel })));

export function LazyDatePanel(props: ComponentProps<typeof DatePanel>) {
  return (
    <Suspense
      fallback={
        <Box
          role="status"
          aria-label="Cargando calendario"
          w={props.months === 2 ? '40rem' : '19.25rem'}
          maxW="full"
          h="22rem"
          mx="auto"
        >
          <Skeleton h="full" borderRadius="xl" />
        </Box>
      }
    >
      <DatePanel {...props} />
    </Suspense>
  );
}
