import { Box, Heading, Text } from '@chakra-ui/react';
import { OfflineIcon } from './offline-icon.tsx';

/** The query states that mean "offline and nothing stored": show OfflineEmpty, not a spinner. */
export interface OfflineAwareQuery {
  data: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  error: unknown;
}

export function isOfflineWithoutData(query: OfflineAwareQuery): boolean {
  if (query.data !== undefined) return false;
  if (query.fetchStatus === 'paused') return true;
  return (query.error as { status?: unknown } | null)?.status === 0;
}

/** What a page shows when it is offline and has no stored data of its own. */
export function OfflineEmpty({
  title = 'Sin conexión',
  message = 'No hay datos guardados de esta página. Conéctate a internet para verla.',
  headingLevel = 'h2',
}: {
  title?: string;
  message?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <Box
      as="section"
      role="status"
      textAlign="center"
      py={{ base: '12', md: '16' }}
      px="6"
      maxW="md"
      mx="auto"
    >
      <Box color="fg.muted" display="inline-flex" mb="4">
        <OfflineIcon />
      </Box>
      <Heading as={headingLevel} size="lg" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
    </Box>
  );
}
