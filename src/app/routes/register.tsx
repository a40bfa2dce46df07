import { Navigate } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { useSession } from '../../lib/session.ts';

/** /register: signed-in guests (and a new account) go home. */
export function RegisterRoute() {
  const session = useSession();
  if (session) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <SiteHeader />
      <AuthCard title="Crear Cuenta" subtitle="Reserva más rápido y consulta tus viajes">
        <RegisterForm />
      </AuthCard>
    </>
  );
}
