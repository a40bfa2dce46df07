import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { loadFirstPaintData } from './app/page-data.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { RenderEnvProvider } from './lib/render-env.tsx';
import type { ServerRenderer } from './shared/server-render.ts';

/**
 * Draws a first visit's page on the server (built by `vite build --ssr`, loaded by
 * server/plugins/server-render.ts): the page's data is fetched through the server's own routes, the
 * same tree as the browser's is rendered to HTML, and the data goes with it for hydration.
 */
export const render: ServerRenderer = async ({ url, desktop, today, fetch }) => {
  setApiFetch(fetch);
  const queryClient = createQueryClient();
  // One request, one cache: no retries, no garbage-collection timers left behind.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  const location = new URL(url, 'http://refugio.invalid');
  if (!(await loadFirstPaintData(queryClient, location, today))) return null;

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderEnvProvider value={{ desktop }}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </RenderEnvProvider>
    </StrictMode>,
    // Every boundary inline: no streaming scripts (the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  return { html, state: { queries: dehydrate(queryClient), desktop } };
};
