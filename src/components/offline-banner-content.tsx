import { Box, HStack } from '@chakra-ui/react';
import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ConnectivityState } from '../lib/pwa/connectivity.ts';
import { storedDataAgeText } from '../shared/relative-time.ts';
import { OfflineIcon } from './offline-icon.tsx';

/** The oldest data shown on screen, when no stored-answer time came from the worker. */
function oldestShownData(queryClient: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().findAll({ type: 'active' })) {
    const updatedAt = query.state.dataUpdatedAt;
    if (query.state.status === 'success' && updatedAt > 0) {
      oldest = oldest === null ? updatedAt : Math.min(oldest, updatedAt);
    }
  }
  return oldest;
}

/**
 * oldestShownData, kept current: a page's queries start and finish after the banner has rendered
 * (a page's code arrives lazily), so it follows the query cache.
 */
function useOldestShownData(queryClient: QueryClient): number | null {
  const [oldest, setOldest] = useState<number | null>(() => oldestShownData(queryClient));
  useEffect(() => {
    const update = () => setOldest(oldestShownData(queryClient));
    update();
    // Cache events can fire while another component renders: react to them just after.
    return queryClient.getQueryCache().subscribe(notifyManager.batchCalls(update));
  }, [queryClient]);
  return oldest;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** What the banner says offline: 'Sin conexión', and how old the data on screen is. */
export function OfflineBannerContent({ connectivity }: { connectivity: ConnectivityState }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const oldestShown = useOldestShownData(queryClient);
  const storedAt =
    connectivity.storedAtByPage[`${location.pathname}${location.search}`] ?? oldestShown;

  return (
    <Box
      bg="gray.800"
      color="white"
      px={{ base: '4', md: '6' }}
      py="2"
      data-testid="offline-banner"
    >
      <HStack maxW="7xl" mx="auto" columnGap="2" rowGap="0" flexWrap="wrap" fontSize="sm">
        <OfflineIcon size={18} />
        <Box as="p" fontWeight="700">
          Sin conexión
        </Box>
        {storedAt !== null && (
          <Box as="p">
            <Box as="span" aria-hidden="true" mr="2" display={{ base: 'none', sm: 'inline' }}>
              ·
            </Box>
            {storedDataAgeText(storedAt, Math.max(now, storedAt))}
          </Box>
        )}
      </HStack>
    </Box>
  );
}
