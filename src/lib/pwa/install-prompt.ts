import { useSyncExternalStore } from 'react';
import { installStore, notOffered, type InstallState } from './install-offer.ts';

export {
  isIosSafari,
  isStandalone,
  promptInstall,
  startInstallPrompt,
  type InstallState,
} from './install-offer.ts';

/** Pages drawn on the server (and their hydration) show no offer: the browser has not made one. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(installStore.subscribe, installStore.get, () => notOffered);
}
