import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * What the server assumed when it rendered a first visit's HTML (src/entry-server.tsx). While the
 * browser hydrates that HTML, hooks answer with these assumptions so the first client render
 * matches it; right after, React renders again with what the browser really has.
 */
export interface RenderEnv {
  /** The server's guess of a wide screen (from the user agent); the client knows better. */
  desktop: boolean;
}

const RenderEnvContext = createContext<RenderEnv>({ desktop: false });

export function RenderEnvProvider({ value, children }: { value: RenderEnv; children: ReactNode }) {
  return <RenderEnvContext.Provider value={value}>{children}</RenderEnvContext.Provider>;
}

/** Chakra's `lg` breakpoint (64rem): from here on the desktop layouts apply. */
const DESKTOP_QUERY = '(min-width: 64rem)';

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a media query matches, kept current. Server-drawn HTML (and its hydration) assumed
 * `serverValue`.
 */
export function useMediaMatch(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? serverValue,
    () => serverValue,
  );
}

/** A wide (lg) screen: the desktop search bar, the results map beside the list. */
export function useIsDesktop(): boolean {
  return useMediaMatch(DESKTOP_QUERY, useContext(RenderEnvContext).desktop);
}

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once the browser renders on its own: for parts
 * that only exist in a browser (the map) or that read the device (storage, scroll).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
