import { Navigate, useLocation } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { paths } from '../../config/paths.ts';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { ConfirmationView } from '../../features/confirmation/components/confirmation-view.tsx';
import type { BookingResult } from '../../shared/types.ts';

function isBookingResult(state: unknown): state is BookingResult {
  const s = state as Partial<BookingResult> | null;
  return (
    !!s &&
    typeof s === 'object' &&
    typeof s.reservationId === 'string' &&
    !!s.bookingData &&
    !!s.guestInfo &&
    !!s.paymentDetails &&
    typeof s.totalAmount === 'number'
  );
}

/** /confirmation: shows the booking result passed as navigation state, else goes home. */
export function ConfirmationRoute() {
  const location = useLocation();
  if (!isBookingResult(location.state)) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <ConfirmationView result={location.state} />
    </>
  );
}
