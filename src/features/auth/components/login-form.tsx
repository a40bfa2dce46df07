import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { CheckboxField } from '../../../components/form/choice-fields.tsx';
import { EmailField, PasswordField } from '../../../components/form/text-fields.tsx';
import { KeepTypedValues } from '../../../components/keep-typed-values.tsx';
import { paths } from '../../../config/paths.ts';
import { AUTH_UI_MESSAGES, failureMessage } from '../../../shared/auth-messages.ts';
import { loginSchema, type LoginPayload } from '../../../shared/validation/auth.ts';
import { useLogin } from '../api/login.ts';
import type { FromState } from '../lib/redirect.ts';
import { GoogleButton } from './google-button.tsx';

const initialValues: LoginPayload = { email: '', password: '', rememberMe: false };

/** E-mail and password sign-in (SPEC §2 Login). On success the session is stored; the page redirects. */
export function LoginForm({ fromState }: { fromState?: FromState | null }) {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  return (
    <Stack gap="6">
      <GoogleButton message={AUTH_UI_MESSAGES.googleLogin} />
      <ServerForm
        initialValues={initialValues}
        validationSchema={loginSchema}
        onSubmit={(values) => {
          setError(null);
          return login.mutateAsync(loginSchema.cast(values));
        }}
        onFailure={(failure) => setError(failureMessage(failure, AUTH_UI_MESSAGES.login))}
        id={formId}
        aria-label="Iniciar sesión con correo electrónico"
      >
        <>
          <KeepTypedValues formId={formId} />
          <Stack gap="5">
            <EmailField />
            <PasswordField
              name="password"
              label="Contraseña"
              autoComplete="current-password"
              required
            />
            <HStack justify="space-between" gap="3" wrap="wrap">
              <CheckboxField name="rememberMe">Recordarme</CheckboxField>
              <ChakraLink asChild color="brand.700" fontSize="sm" fontWeight="medium">
                <Link to={paths.forgotPassword.getHref()}>¿Olvidaste tu contraseña?</Link>
              </ChakraLink>
            </HStack>
            <FormError message={error} />
            <SubmitButton loadingText="Iniciando sesión...">Iniciar Sesión</SubmitButton>
          </Stack>
        </>
      </ServerForm>
      <Text textAlign="center" fontSize="sm">
        ¿No tienes cuenta?{' '}
        <ChakraLink asChild color="brand.700" fontWeight="semibold">
          <Link to={paths.register.getHref()} state={fromState ?? undefined}>
            Regístrate
          </Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
