import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { EmailField } from '../../../components/form/text-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { failureMessage } from '../../../shared/auth-messages.ts';
import {
  PASSWORD_RESET_MESSAGES,
  passwordResetRequestSchema,
  type PasswordResetRequestPayload,
} from '../../../shared/validation/auth.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

const initialValues: PasswordResetRequestPayload = { email: '' };

function BackToLogin() {
  return (
    <Text textAlign="center" fontSize="sm">
      <ChakraLink asChild color="brand.700" fontWeight="semibold">
        <Link to={paths.login.getHref()}>Volver a iniciar sesión</Link>
      </ChakraLink>
    </Text>
  );
}

/** Asks for a reset link by e-mail; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Stack gap="6">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{PASSWORD_RESET_MESSAGES.requested}</Alert.Title>
            <Alert.Description>{PASSWORD_RESET_MESSAGES.checkInbox}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button variant="outline" size="lg" width="full" onClick={() => setSent(false)}>
          Enviar otro enlace
        </Button>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <ServerForm
        initialValues={initialValues}
        validationSchema={passwordResetRequestSchema}
        onSubmit={async (values) => {
          setError(null);
          await request.mutateAsync(passwordResetRequestSchema.cast(values));
          setSent(true);
        }}
        onFailure={(failure) =>
          setError(failureMessage(failure, PASSWORD_RESET_MESSAGES.requestFailed))
        }
        aria-label="Pedir un enlace para restablecer la contraseña"
      >
        <>
          <Stack gap="5">
            <EmailField />
            <FormError message={error} />
            <SubmitButton loadingText="Enviando enlace...">Enviar enlace</SubmitButton>
          </Stack>
        </>
      </ServerForm>
      <BackToLogin />
    </Stack>
  );
}
