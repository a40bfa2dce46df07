import { Alert, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GoogleIcon } from '../../../components/icons/account.tsx';

/** Social sign-in is declared but not available (SPEC §1): the button only says so. */
export function GoogleButton({ message }: { message: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="4">
      <Button type="button" variant="outline" size="lg" width="full" onClick={() => setShown(true)}>
        <GoogleIcon />
        Continuar con Google
      </Button>
      {shown && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          o con tu correo
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}
