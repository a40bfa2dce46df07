import { createStore } from './external-store.ts';

/**
 * The 'Instalar app' flow: Chromium's beforeinstallprompt, and a hint for iOS Safari. No React
 * here: the app's entry starts listening before the rest of the app has loaded.
 */

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** The browser offered installation and the prompt was not used yet. */
  canPrompt: boolean;
  /** iOS Safari outside the home screen: show how to add it by hand. */
  showIosHint: boolean;
  installed: boolean;
}

export const notOffered: InstallState = { canPrompt: false, showIosHint: false, installed: false };
export const installStore = createStore<InstallState>(notOffered);
let deferred: BeforeInstallPromptEvent | null = null;
let started = false;

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
}

export function isIosSafari(userAgent: string, maxTouchPoints = 0, platform = ''): boolean {
  const ios =
    /iPhone|iPad|iPod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//i.test(userAgent);
  return ios && !otherBrowser && /Safari/i.test(userAgent);
}

/** Starts listening; call once, as early as possible (the event fires soon after load). */
export function startInstallPrompt(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (isStandalone()) {
    installStore.set({ canPrompt: false, showIosHint: false, installed: true });
    return;
  }
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints, navigator.platform)) {
    installStore.set((s) => ({ ...s, showIosHint: true }));
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    installStore.set((s) => ({ ...s, canPrompt: true }));
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installStore.set({ canPrompt: false, showIosHint: false, installed: true });
  });
}

/** Shows the browser's dialog once, from the guest's click; the button hides afterwards. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  deferred = null;
  installStore.set((s) => ({ ...s, canPrompt: false }));
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installStore.set((s) => ({ ...s, installed: true }));
  return outcome;
}
