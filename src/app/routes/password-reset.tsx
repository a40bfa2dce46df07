import { Alert, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { toaster } from '../../components/toaster.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import {
  NewLinkLink,
  ResetPasswordForm,
} from '../../features/auth/components/reset-password-form.tsx';
import { PASSWORD_RESET_MESSAGES, RESET_TOKEN_RE } from '../../shared/validation/auth.ts';

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordRoute() {
  return (
    <>
      <SiteHeader />
      <AuthCard
        title="¿Olvidaste tu contraseña?"
        subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva."
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}

/** /reset-password?token=…: the e-mailed link; a new password signs the guest in and goes home. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';

  return (
    <>
      <SiteHeader />
      <AuthCard
        title="Elige una contraseña nueva"
        subtitle="Al guardarla se cerrará tu sesión en todos tus dispositivos."
      >
        {RESET_TOKEN_RE.test(token) ? (
          <ResetPasswordForm
            token={token}
            onDone={() => {
              toaster.create({
                type: 'success',
                title: PASSWORD_RESET_MESSAGES.done,
                description: PASSWORD_RESET_MESSAGES.doneDescription,
              });
              navigate(paths.home.getHref(), { replace: true });
            }}
          />
        ) : (
          <Stack gap="6">
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{PASSWORD_RESET_MESSAGES.invalid}</Alert.Title>
            </Alert.Root>
            <NewLinkLink />
          </Stack>
        )}
      </AuthCard>
    </>
  );
}
