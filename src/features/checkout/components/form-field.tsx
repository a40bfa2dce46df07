import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled control with its required marker, hint and error (Chakra's Field). */
export function FormField({
  label,
  required = false,
  error,
  helper,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label fontWeight="medium">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && (
        // Chakra's fg.error (red.500) is 3.8:1 on white, under WCAG AA for text this size.
        <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );
}
