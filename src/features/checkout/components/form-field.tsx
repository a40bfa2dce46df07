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
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
