import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, startQueryPersistence } from '../../lib/query-client.ts';
import { RenderEnvProvider } from '../../lib/render-env.tsx';
import type { ServerRenderState } from '../../shared/server-render.ts';
import type { EarlyClicks } from './early-clicks.ts';
import { prefetchHomeData } from '../prefetch.ts';
import { AppProvider } from '../provider.tsx';
import { AppRoutes, preloadPage } from '../router.tsx';

/**
 * Draws the app into `container`: hydrates the page the server drew (a first visit), or renders
 * it from scratch (the service worker's app shell), with the data it came with and the cache
 * persisted on this device.
 */
export async function startApp(
  container: HTMLElement,
  serverState: ServerRenderState | null,
  earlyClicks?: EarlyClicks,
): Promise<void> {
  // The page's code downloads while the persisted cache is read, not after it.
  const pageCode = preloadPage(window.location.pathname);
  pageCode.catch(() => {}); // a failed download is retried, and reported, when the page renders
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState.queries as DehydratedState);
  await startQueryPersistence(queryClient);
  // A drawn page must first be hydrated as the server drew it, without data that arrives
  // meanwhile; the app shell's home starts its data now, not once its page's code has loaded.
  if (!serverState) prefetchHomeData(queryClient, window.location.pathname);

  const app = (
    <StrictMode>
      <RenderEnvProvider value={{ desktop: serverState?.desktop ?? false }}>
        <AppProvider queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </RenderEnvProvider>
    </StrictMode>
  );
  if (serverState && container.firstElementChild) {
    // With the page's own module here (the entry preloads it, server/plugins/pages.ts),
    // hydration covers the whole page in one pass. As a transition it is done in short slices,
    // so the page stays responsive, and a click or key meanwhile makes React hydrate its target
    // first.
    await pageCode;
    const clicked = earlyClicks?.take();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // A click made before the app started, made again: React hydrates what it lands on at once
    // and runs its handler.
    clicked?.click();
  } else {
    earlyClicks?.take();
    // Also a transition: the first render of a whole page is done in slices, not one long task.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
