import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Chakra's fg.error (red.500) is 3.8:1 on white, under WCAG AA for text this size. */
export const ERROR_TEXT_COLOR = { base: 'red.700', _dark: 'red.300' };

/**
 * A labelled control on Chakra's Field: the required marker, a hint while there is no error, and
 * the error. Bound to nothing: the Formik fields (./text-fields.tsx) and forms that keep their own
 * state (the checkout) both draw their fields with it.
 */
export function FormField({
  label,
  required = false,
  error,
  helper,
  children,
}: {
  label: string;
  required?: boolean;
  /** Shown, and the field marked invalid, when set. */
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color={ERROR_TEXT_COLOR}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
