import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { PasswordField } from '../../../components/form/text-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { newPasswordSchema, PASSWORD_RESET_MESSAGES } from '../../../shared/validation/auth.ts';
import { useResetPassword } from '../api/reset-password.ts';

const initialValues = { password: '', confirmPassword: '' };

/** A link to ask for a new reset e-mail. */
export function NewLinkLink() {
  return (
    <Text textAlign="center" fontSize="sm">
      <ChakraLink asChild color="brand.700" fontWeight="semibold">
        <Link to={paths.forgotPassword.getHref()}>Pedir un enlace nuevo</Link>
      </ChakraLink>
    </Text>
  );
}

/**
 * The new password, twice, for the e-mailed link's token. On success the guest is signed in (the
 * session is stored) and `onDone` runs; a link that cannot be used offers a new one.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);

  return (
    <Stack gap="6">
      <ServerForm
        initialValues={initialValues}
        validationSchema={newPasswordSchema}
        onSubmit={async (values) => {
          setError(null);
          await reset.mutateAsync({ token, ...newPasswordSchema.cast(values) });
          onDone();
        }}
        onFailure={(failure) =>
          setError(failureMessage(failure, PASSWORD_RESET_MESSAGES.confirmFailed))
        }
        aria-label="Elegir una contraseña nueva"
      >
        <>
          <Stack gap="5">
            <PasswordField
              name="password"
              label="Contraseña nueva"
              toggleLabel="contraseña nueva"
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
            <FormError message={error} />
            <SubmitButton loadingText="Guardando...">Guardar contraseña</SubmitButton>
          </Stack>
        </>
      </ServerForm>
      <NewLinkLink />
    </Stack>
  );
}
