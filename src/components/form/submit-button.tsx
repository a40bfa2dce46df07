import { Button, type ButtonProps } from '@chakra-ui/react';
import { useFormikContext } from 'formik';

/** A form's full-width submit button, busy (with `loadingText`) while the form is being sent. */
export function SubmitButton({ loadingText, children, ...props }: ButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      width="full"
      loading={isSubmitting}
      loadingText={loadingText}
      {...props}
    >
      {children}
    </Button>
  );
}
