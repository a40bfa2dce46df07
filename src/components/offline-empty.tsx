import { Box, Heading, Text } from '@chakra-ui/react';

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

export function OfflineIcon({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 2l20 20" />
      <path d="M8.5 16.5a5 5 0 0 1 7 0" />
      <path d="M2 8.82a15 15 0 0 1 4.17-2.65" />
      <path d="M10.66 5c4.01-.36 8.14.9 11.34 3.76" />
      <path d="M16.85 11.25a10 10 0 0 1 2.22 1.68" />
      <path d="M5 13a10 10 0 0 1 5.24-2.76" />
      <path d="M12 20h.01" />
    </svg>
  );
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
