import { Box, Button, Code, Heading, Text } from '@chakra-ui/react';

/** A thrown HTTP answer (status + text) or an Error. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `${String(status)} ${typeof statusText === 'string' ? statusText : ''}`.trim();
  }
  return String(error);
}

/** The fallback for page failures (SPEC §2): shows the status or the message. */
export function RouteErrorFallback({ error }: { error: unknown }) {
  const detail = describe(error);
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
