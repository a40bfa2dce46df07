import { Box, Button, Heading, Text } from '@chakra-ui/react';

export const HOME_ERROR_TITLE = 'Ocurrió un error';
export const HOME_ERROR_MESSAGE =
  'No se pudieron cargar los datos de las cabañas. Por favor, intenta de nuevo más tarde.';

export function HomeError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Box
      role="alert"
      textAlign="center"
      maxW="lg"
      mx="auto"
      py={{ base: '12', md: '16' }}
      px="6"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      bg="bg.subtle"
    >
      <Heading as="h2" fontSize="xl" mb="2">
        {HOME_ERROR_TITLE}
      </Heading>
      <Text color="fg.muted" mb="6">
        {HOME_ERROR_MESSAGE}
      </Text>
      <Button colorPalette="brand" onClick={onRetry} loading={retrying} loadingText="Reintentando…">
        Reintentar
      </Button>
    </Box>
  );
}
