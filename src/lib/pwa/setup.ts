import type { QueryClient } from '@tanstack/react-query';
import { afterStartup } from '../after-startup.ts';
import { isPrivateQueryKey } from '../query-client.ts';
import { onSessionCleared } from '../session.ts';
import { onReconnect, startConnectivityTracking } from './connectivity.ts';
import type { MessageToWorker } from '../../offline/messages.ts';
import { startInstallPrompt } from './install-prompt.ts';

/** Posts to the active worker, when there is one (no-op in dev and before the first install). */
function postToServiceWorker(message: MessageToWorker): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

/**
 * Starts the offline side of the app: connectivity tracking, the install prompt, the service
 * worker (production only; its code loads after start-up); refreshes what is shown when the
 * connection returns; forgets the guest's data on logout. Returns the unsubscribe for the
 * session and reconnect hooks.
 */
export function startPwa(queryClient: QueryClient): () => void {
  startConnectivityTracking();
  startInstallPrompt();
  let stopped = false;
  let stopFirstControl = () => {};
  const cancelRegistration = afterStartup(() => {
    import('./register-sw.ts')
      .then(({ onFirstControl, registerServiceWorker }) => {
        if (stopped) return;
        // What was fetched before the worker controlled the page passes through it again, to
        // be kept for offline use; queries it never keeps (meta.offline false) stay as they are.
        stopFirstControl = onFirstControl(() => {
          void queryClient.refetchQueries({
            type: 'active',
            predicate: (query) => query.meta?.offline !== false,
          });
        });
        return registerServiceWorker();
      })
      .catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
  });

  const stopReconnect = onReconnect(() => {
    void queryClient.invalidateQueries({ refetchType: 'active' });
  });
  const stopSession = onSessionCleared(() => {
    postToServiceWorker({ type: 'CLEAR_GUEST_DATA' });
    queryClient.removeQueries({ predicate: (query) => isPrivateQueryKey(query.queryKey) });
    // IndexedDB code loads only when needed: the worker is the one that writes.
    void import('../../offline/answers.ts')
      .then(({ clearGuestData }) => clearGuestData())
      .catch((error: unknown) =>
        console.warn('No se pudieron borrar los datos guardados del huésped', error),
      );
  });
  return () => {
    stopped = true;
    cancelRegistration();
    stopReconnect();
    stopFirstControl();
    stopSession();
  };
}
