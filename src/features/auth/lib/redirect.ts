import type { Location } from 'react-router-dom';

/** Navigation state a guarded page hands to /login so the guest comes back after signing in. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const AUTH_PAGES = ['/login', '/register'];

/** Where to go after signing in: the page the guest came from (same app only), else '/'. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.includes(pathname)) {
    return '/';
  }
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
