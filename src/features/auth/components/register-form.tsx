import { Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/form/choice-fields.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import {
  EmailField,
  PasswordField,
  PhoneField,
  TextField,
} from '../../../components/form/text-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { AUTH_UI_MESSAGES, failureMessage } from '../../../shared/auth-messages.ts';
import { phonePayload, registerSchema } from '../../../shared/validation/auth.ts';
import { useRegister } from '../api/register.ts';
import { GoogleButton } from './google-button.tsx';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <ChakraLink asChild color="brand.700" fontWeight="medium" textDecoration="underline">
      <Link to={to} target="_blank" rel="noopener">
        {children}
      </Link>
    </ChakraLink>
  );
}

/** Account creation (SPEC §2 Register). On success the session is stored; the page redirects. */
export function RegisterForm() {
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);

  return (
    <Stack gap="6">
      <GoogleButton message={AUTH_UI_MESSAGES.googleRegister} />
      <ServerForm
        initialValues={initialValues}
        validationSchema={registerSchema}
        onSubmit={(values) => {
          setError(null);
          const payload = registerSchema.cast({ ...values, phone: phonePayload(values.phone) });
          return register.mutateAsync(payload);
        }}
        onFailure={(failure) => setError(failureMessage(failure, AUTH_UI_MESSAGES.register))}
        aria-label="Crear cuenta con correo electrónico"
      >
        <>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <TextField name="firstName" label="Nombre" autoComplete="given-name" required />
              <TextField name="lastName" label="Apellido" autoComplete="family-name" required />
            </SimpleGrid>
            <EmailField />
            <PhoneField
              name="phone"
              label="Teléfono"
              helperText="Teléfono opcional - 10 dígitos sin espacios"
            />
            <PasswordField
              name="password"
              label="Contraseña"
              autoComplete="new-password"
              required
            />
            <PasswordField
              name="confirmPassword"
              label="Confirmar contraseña"
              toggleLabel="confirmación de contraseña"
              autoComplete="new-password"
              required
            />
            <CheckboxField name="acceptTerms">
              Acepto los <LegalLink to={paths.terms.getHref()}>términos y condiciones</LegalLink> y
              el <LegalLink to={paths.privacy.getHref()}>aviso de privacidad</LegalLink>
            </CheckboxField>
            <FormError message={error} />
            <SubmitButton loadingText="Creando cuenta...">Crear Cuenta</SubmitButton>
          </Stack>
        </>
      </ServerForm>
      <Text textAlign="center" fontSize="sm">
        ¿Ya tienes cuenta?{' '}
        <ChakraLink asChild color="brand.700" fontWeight="semibold">
          <Link to={paths.login.getHref()}>Inicia sesión</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
