import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { isSigningOut } from '../api/logout.ts';
import type { FromState } from '../lib/redirect.ts';

/** Signed-in pages (SPEC §6): anyone else goes to /login, which brings them back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    if (isSigningOut()) return null;
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return children;
}
