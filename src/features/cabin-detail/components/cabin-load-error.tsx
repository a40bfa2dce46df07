import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { QUOTE_ERROR_MESSAGES } from '../../../shared/quote-errors.ts';

/** A missing cabin ('La cabaña no fue encontrada') or a failed load, with a way home. */
export function CabinLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Box as="main" maxW="2xl" mx="auto" px="6" py="20" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {notFound ? QUOTE_ERROR_MESSAGES.CABIN_NOT_FOUND : 'No pudimos cargar esta cabaña'}
      </Heading>
      <Text color="fg.muted" mb="8">
        {notFound
          ? 'Puede que el enlace esté incompleto o que la cabaña ya no se anuncie.'
          : 'Revisa tu conexión e inténtalo de nuevo en un momento.'}
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        {!notFound && (
          <Button variant="outline" onClick={onRetry}>
            Reintentar
          </Button>
        )}
        <Button asChild colorPalette="brand">
          <Link to={paths.home.getHref()}>Volver al inicio</Link>
        </Button>
      </HStack>
    </Box>
  );
}
