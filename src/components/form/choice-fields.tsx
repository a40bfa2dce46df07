import { Checkbox, Field, Switch, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { ERROR_TEXT_COLOR } from './form-field.tsx';

/** A checkbox bound to a boolean Formik field, with its error text. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const [field, meta, helpers] = useField<boolean>(name);
  const invalid = meta.touched && Boolean(meta.error);
  return (
    <Field.Root invalid={invalid}>
      <Checkbox.Root
        name={name}
        checked={field.value}
        invalid={invalid}
        colorPalette="brand"
        onCheckedChange={(details) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(details.checked === true);
        }}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput onBlur={field.onBlur} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText color={ERROR_TEXT_COLOR}>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A switch bound to a boolean Formik field. */
export function SwitchField({
  name,
  label,
  description,
}: {
  name: string;
  label: string;
  description?: string;
}) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Switch.Root
      name={name}
      checked={field.value}
      onCheckedChange={(details) => void helpers.setValue(details.checked)}
      colorPalette="brand"
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="4"
      width="full"
    >
      <Switch.Label
        display="flex"
        flexDirection="column"
        gap="1"
        fontWeight="medium"
        lineHeight="1.4"
      >
        {label}
        {description && (
          <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
