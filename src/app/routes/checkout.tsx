import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { paths } from '../../config/paths.ts';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { useSession } from '../../lib/session.ts';
import type { BookingResult, BookingSummary } from '../../shared/types.ts';

function isBookingSummary(state: unknown): state is BookingSummary {
  const s = state as Partial<BookingSummary> | null;
  return (
    !!s &&
    typeof s === 'object' &&
    typeof s.cabinId === 'string' &&
    typeof s.checkIn === 'string' &&
    typeof s.checkOut === 'string' &&
    typeof s.nights === 'number' &&
    typeof s.guests === 'number' &&
    !!s.pricing &&
    typeof s.pricing.totalPrice === 'number'
  );
}

/** /checkout ('Confirmar y pagar'): needs the booking summary as navigation state, else home. */
export function CheckoutRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const onConfirmed = useCallback(
    (result: BookingResult) =>
      void navigate(paths.confirmation.getHref(), { replace: true, state: result }),
    [navigate],
  );
  if (!isBookingSummary(location.state)) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <CheckoutPage
        summary={location.state}
        session={session}
        onBack={() => void navigate(-1)}
        onConfirmed={onConfirmed}
      />
    </>
  );
}
