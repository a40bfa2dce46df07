import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded and the main thread has a quiet moment: work nobody waits
 * for (registering the service worker, mounting the toaster) stays out of the way of the first
 * paint and of hydration. Returns a cancel function.
 */
export function afterStartup(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: timeoutMs })
        : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** False until afterStartup's moment has come: then renders what waited for it. */
export function useAfterStartup(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterStartup(() => startTransition(() => setReady(true))), []);
  return ready;
}
