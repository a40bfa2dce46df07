import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { applyUpdate, dismissUpdate, useUpdateState } from '../lib/pwa/register-sw.ts';

/** 'Nueva versión disponible': the waiting worker takes over only when the guest says so. */
export function UpdatePrompt() {
  const { needRefresh, updating } = useUpdateState();
  return (
    <Box role="status" aria-live="polite">
      {needRefresh && (
        <Box
          position="fixed"
          zIndex="toast"
          bottom="calc(1rem + env(safe-area-inset-bottom))"
          insetX={{ base: '4', md: 'auto' }}
          right={{ md: '6' }}
          maxW={{ md: 'sm' }}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="lg"
          shadow="lg"
          p="4"
          data-testid="update-prompt"
        >
          <Text fontWeight="700">Nueva versión disponible</Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            Actualiza para usar la versión más reciente de Refugio.
          </Text>
          <HStack mt="3" justify="flex-end" gap="2">
            <Button variant="ghost" size="sm" onClick={dismissUpdate} disabled={updating}>
              Más tarde
            </Button>
            <Button colorPalette="brand" size="sm" onClick={applyUpdate} loading={updating}>
              Actualizar
            </Button>
          </HStack>
        </Box>
      )}
    </Box>
  );
}
