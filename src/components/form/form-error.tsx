import { Alert } from '@chakra-ui/react';

/** A form's failure, announced to screen readers as it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
