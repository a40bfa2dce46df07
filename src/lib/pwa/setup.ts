import type { QueryClient } from '@tanstack/react-query';
import { afterStartup } from '../after-startup.ts';
import { isPrivateQueryKey } from '../query-client.ts';
import { onSessionCleared } from '../session.ts';
import { onReconnect, startConnectivityTracking } from './connectivity.ts';
import { startInstallPrompt } from './install-prompt.ts';
import { onFirstControl, postToServiceWorker, registerServiceWorker } from './register-sw.ts';

/**
 * Starts the offline side of the app: connectivity tracking, the install prompt, the service
 * worker (production only); refreshes what is shown when the connection returns; forgets the
 * guest's data on logout. Returns the unsubscribe for the session and reconnect hooks.
 */
export function startPwa(queryClient: QueryClient): () => void {
  startConnectivityTracking();
  startInstallPrompt();
  const cancelRegistration = afterStartup(() => void registerServiceWorker());

  const stopReconnect = onReconnect(() => {
    void queryClient.invalidateQueries({ refetchType: 'active' });
  });
  const stopFirstControl = onFirstControl(() => {
    void queryClient.refetchQueries({ type: 'active' });
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
    cancelRegistration();
    stopReconnect();
    stopFirstControl();
    stopSession();
  };
}
