import { Box, Flex, Grid, Skeleton, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export const LOADING_MESSAGES = [
  'Buscando las mejores cabañas…',
  'Preparando tu próxima escapada…',
  'Encendiendo la chimenea…',
  'Revisando la vista desde el porche…',
  'Contando estrellas en el cielo…',
] as const;

/** SPEC §9: the home loading message changes every 2000 ms. */
export const LOADING_MESSAGE_INTERVAL_MS = 2000;

export function useRotatingMessage(messages: readonly string[], intervalMs: number): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % messages.length),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [messages.length, intervalMs]);
  return messages[index % messages.length];
}

/** Rotating messages over skeletons shaped like the destination cards and a carousel. */
export function HomeLoading() {
  const message = useRotatingMessage(LOADING_MESSAGES, LOADING_MESSAGE_INTERVAL_MS);
  return (
    <Box>
      <Flex role="status" align="center" gap="3" mb="6" color="fg.muted" minH="6">
        <Spinner size="sm" color="brand.600" />
        <Text key={message} fontWeight="500" animation="fade-in 0.4s ease-out">
          {message}
        </Text>
      </Flex>
      <Box aria-hidden="true">
        <Skeleton h="7" w={{ base: '70%', md: '22rem' }} mb="5" />
        <Grid
          templateColumns={{
            base: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          }}
          gap={{ base: '4', md: '6' }}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Box key={i}>
              <Skeleton aspectRatio="4 / 3" borderRadius="xl" />
              <Skeleton h="4" mt="3" w="80%" />
              <Skeleton h="3.5" mt="2" w="55%" />
            </Box>
          ))}
        </Grid>
        <Skeleton h="7" w={{ base: '55%', md: '16rem' }} mt="12" mb="5" />
        <Flex gap={{ base: '4', md: '6' }} overflow="hidden">
          {Array.from({ length: 5 }, (_, i) => (
            <Box
              key={i}
              flex="0 0 auto"
              w={{ base: '80%', sm: '45%', md: '30%', lg: '23%', xl: '18.5%' }}
            >
              <Skeleton aspectRatio="10 / 9" borderRadius="xl" />
              <Skeleton h="4" mt="3" w="70%" />
              <Skeleton h="3.5" mt="2" w="50%" />
            </Box>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
