import {
  Checkbox,
  Field,
  IconButton,
  Input,
  InputGroup,
  Switch,
  Text,
  type InputProps,
} from '@chakra-ui/react';
import { useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

/** Chakra's fg.error (red.500) is 3.8:1 on white, under WCAG AA for text this size. */
const ERROR_TEXT_COLOR = { base: 'red.700', _dark: 'red.300' };

interface TextFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  startAddon?: ReactNode;
  endElement?: ReactNode;
  /** Shapes what the person types before it reaches the form (e.g. digits only). */
  sanitize?: (value: string) => string;
}

/** A labelled Formik text field on Chakra's Field: required marker, hint and error text. */
export function TextField({
  name,
  label,
  helperText,
  required,
  startAddon,
  endElement,
  sanitize,
  ...inputProps
}: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const invalid = meta.touched && Boolean(meta.error);
  const input = (
    <Input
      {...inputProps}
      {...field}
      value={field.value ?? ''}
      onChange={
        sanitize ? (event) => void helpers.setValue(sanitize(event.target.value)) : field.onChange
      }
    />
  );
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {startAddon || endElement ? (
        <InputGroup
          startAddon={startAddon}
          endElement={endElement}
          endElementProps={{ paddingInline: '1' }}
        >
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText color={ERROR_TEXT_COLOR}>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField({
  toggleLabel = 'contraseña',
  ...props
}: Omit<TextFieldProps, 'type' | 'endElement'> & { toggleLabel?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`${visible ? 'Ocultar' : 'Mostrar'} ${toggleLabel}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}

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
