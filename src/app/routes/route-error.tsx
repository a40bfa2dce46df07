import { Box, Button, Code, Heading, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The fallback for routing failures (SPEC §2): shows the status or the message. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box as="main" maxW="2xl" mx="auto" px="6" py="16">
      <Heading as="h1" size="2xl" mb="4">
        Unexpected Application Error!
      </Heading>
      <Code display="block" whiteSpace="pre-wrap" p="4" mb="6">
        {detail}
      </Code>
      <Text mb="4">Algo salió mal al mostrar esta página.</Text>
      <Button asChild colorPalette="brand">
        <a href="/">Volver al inicio</a>
      </Button>
    </Box>
  );
}
