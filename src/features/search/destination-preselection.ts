/**
 * The destination chosen from a home destination card (SPEC §2, §3 "Session data"): kept in
 * session storage and announced to the header search bar, which fills it in and opens Llegada.
 */

export const DESTINATION_STORAGE_KEY = 'refugio.destination';
const EVENT = 'refugio:destination-preselected';

export function readPreselectedDestination(): string {
  try {
    return sessionStorage.getItem(DESTINATION_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers the destination for this tab; '' forgets it. */
export function rememberDestination(location: string): void {
  try {
    if (location) sessionStorage.setItem(DESTINATION_STORAGE_KEY, location);
    else sessionStorage.removeItem(DESTINATION_STORAGE_KEY);
  } catch {
    // Private mode or storage full: the bar still gets the event below.
  }
}

export function preselectDestination(location: string): void {
  rememberDestination(location);
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: location }));
}

export function onDestinationPreselected(listener: (location: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
