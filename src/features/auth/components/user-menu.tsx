import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { UserMenuButton } from './user-menu-button.tsx';

// The menu's code (positioning, keyboard handling) loads right after the page's first paint.
// Until then the same button stands in its place: nothing moves when the menu arrives, and a
// click, Enter or the focus it got in the meantime carry over to the real one.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** The header's account menu (SPEC §2 User menu). */
export function UserMenu() {
  const client = useSession()?.client;
  const [early, setEarly] = useState({ open: false, focused: false });
  return (
    <Suspense
      fallback={
        <UserMenuButton
          client={client}
          aria-haspopup="menu"
          aria-expanded={early.open}
          onClick={() => setEarly((e) => ({ ...e, open: true }))}
          onFocus={() => setEarly((e) => ({ ...e, focused: true }))}
          onBlur={() => setEarly((e) => ({ ...e, focused: false }))}
        />
      }
    >
      <AccountMenu openOnMount={early.open} focusOnMount={early.focused} />
    </Suspense>
  );
}
