import {
  lazy,
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { useAfterStartup } from '../../../lib/after-startup.ts';
import { useSession } from '../../../lib/session.ts';
import { UserMenuButton } from './user-menu-button.tsx';

// The menu's code (positioning, keyboard handling) loads once the page has started (or at the
// first click or focus). Until then the same button stands in its place, also in server-drawn
// pages: nothing moves when the menu arrives, and a click, Enter or the focus it got in the
// meantime carry over to the real one.
let menuLoaded = false;
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((module) => {
    menuLoaded = true;
    return module;
  }),
);

/** The header's account menu (SPEC §2 User menu). */
export function UserMenu() {
  const client = useSession()?.client;
  const [early, setEarly] = useState({ open: false, focused: false });
  // Focus the stand-in got before the page was hydrated (no onFocus then) is carried over too.
  const hadFocus = useRef(false);
  const started = useAfterStartup();
  // As transitions, the stand-in (and its focus) stays on screen until the menu's code is here.
  const note = (change: Partial<typeof early>) =>
    startTransition(() => setEarly((e) => ({ ...e, ...change })));
  const standIn = (
    <StandIn
      hadFocus={hadFocus}
      client={client}
      aria-haspopup="menu"
      aria-expanded={early.open}
      onClick={() => note({ open: true })}
      onFocus={() => note({ focused: true })}
      onBlur={() => note({ focused: false })}
    />
  );
  // Once loaded (a later page of the visit), the menu is drawn at once.
  const wanted = menuLoaded || started || early.open || early.focused;
  return (
    <Suspense fallback={standIn}>
      {wanted ? (
        <AccountMenu openOnMount={early.open} focusOnMount={early.focused || hadFocus} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}

/** The menu's button before its code is here; notes whether it had the focus when it goes. */
function StandIn({
  hadFocus,
  ...props
}: ComponentProps<typeof UserMenuButton> & { hadFocus: { current: boolean } }) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    // Runs while the button is still in the page, just before it is replaced.
    return () => {
      hadFocus.current = node !== null && node === document.activeElement;
    };
  }, [hadFocus]);
  return <UserMenuButton ref={ref} {...props} />;
}
