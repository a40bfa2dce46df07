import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { useIsCheckingSession } from '../../features/auth/api/check-session.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { redirectTarget, type FromState } from '../../features/auth/lib/redirect.ts';
import { useSession } from '../../lib/session.ts';

/** /login: signed-in guests (or after success) go back where they came from, else home. */
export function LoginRoute() {
  const session = useSession();
  const checking = useIsCheckingSession();
  const location = useLocation();

  if (session && checking) {
    return (
      <>
        <SiteHeader />
        <Center flex="1" py="20">
          <Spinner size="lg" color="brand.600" role="status" aria-label="Verificando tu sesión" />
        </Center>
      </>
    );
  }
  if (session) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <>
      <SiteHeader />
      <AuthCard title="Inicia Sesión" subtitle="Accede para ver tus reservas y preferencias">
        <LoginForm fromState={location.state as FromState | null} />
      </AuthCard>
    </>
  );
}
