import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/account.tsx';
import { FormField } from './form-field.tsx';
import { normalizePhone } from '../../shared/format.ts';
import { AUTH_LIMITS } from '../../shared/validation/auth.ts';
import { PhoneInput } from './phone-input.tsx';

export /**
 * What the +52 phone inputs keep of what is typed or pasted: digits only, at most 10, without a
 * pasted +52 (so no maxLength attribute, which would cut a pasted '+52 55 1234 5678' first).
 */
function digitsOnly(value: string): string {
  return normalizePhone(value).slice(0, AUTH_LIMITS.phoneDigits);
}

interface TextFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  endElement?: ReactNode;
  /** Shapes what the person types before it reaches the form (e.g. digits only). */
  sanitize?: (value: string) => string;
}

/** The Formik binding of one input: its props, and its error once the field was touched. */
function useBoundInput(name: string, sanitize?: (value: string) => string) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const input = {
    ...field,
    value: field.value ?? '',
    onChange: sanitize
      ? (event: { target: { value: string } }) =>
          void helpers.setValue(sanitize(event.target.value))
      : field.onChange,
  };
  return { input, error };
}

/** A labelled Formik text field: required marker, hint and error text. */
export function TextField({
  name,
  label,
  helperText,
  required,
  endElement,
  sanitize,
  ...inputProps
}: TextFieldProps) {
  const { input, error } = useBoundInput(name, sanitize);
  const control = <Input {...inputProps} {...input} />;
  return (
    <FormField label={label} required={required} helper={helperText} error={error}>
      {endElement ? (
        <InputGroup endElement={endElement} endElementProps={{ paddingInline: '1' }}>
          {control}
        </InputGroup>
      ) : (
        control
      )}
    </FormField>
  );
}

/** A password field with a show/hide toggle ('Mostrar contraseña' / 'Ocultar contraseña'). */
export function PasswordField({
  toggleLabel = 'contraseña',
  ...props
}: Omit<TextFieldProps, 'type' | 'endElement' | 'sanitize'> & { toggleLabel?: string }) {
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

/** A Formik +52 phone field: keeps the 10 digits of what is typed or pasted. */
export function PhoneField({
  name,
  label,
  helperText,
  required,
  ...inputProps
}: Omit<TextFieldProps, 'type' | 'endElement' | 'sanitize'>) {
  const { input, error } = useBoundInput(name, digitsOnly);
  return (
    <FormField label={label} required={required} helper={helperText} error={error}>
      <PhoneInput placeholder="5512345678" {...inputProps} {...input} />
    </FormField>
  );
}

/** The e-mail field of the account forms: 'Correo electrónico', required. */
export function EmailField(props: Partial<Omit<TextFieldProps, 'type' | 'sanitize'>>) {
  return (
    <TextField
      name="email"
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="tu@correo.com"
      required
      {...props}
    />
  );
}
