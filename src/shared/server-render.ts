/**
 * The contract between the API server (server/plugins/server-render.ts), the server renderer
 * (src/entry-server.tsx, built apart by Vite) and the app's entry (src/app/startup/main.tsx), for first visits
 * drawn on the server and hydrated in the browser.
 */

/** The id of the `<script type="application/json">` holding the state the page was drawn from. */
export const SERVER_STATE_ELEMENT_ID = 'refugio-state';

/**
 * The attribute of that element listing the drawn page's own code (space-separated paths): the
 * app's entry preloads it when it starts, not while the page and its photos are loading.
 */
export const PAGE_CODE_ATTRIBUTE = 'data-page-code';

/** What the browser needs to hydrate exactly what the server drew. */
export interface ServerRenderState {
  /** TanStack Query's dehydrated cache: the page's data. */
  queries: unknown;
  /** The server drew the wide-screen layout (its guess from the user agent). */
  desktop: boolean;
}

export interface ServerRenderRequest {
  /** Path and query of the page. */
  url: string;
  desktop: boolean;
  /** Today in America/Mexico_City by the server's clock (yyyy-mm-dd). */
  today: string;
  /** Answers the app's API calls in process (the server's own routes). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

export interface ServerRenderedPage {
  /** The markup inside the root element. */
  html: string;
  state: ServerRenderState;
}

/** Null when the page is left to the browser (not a server-drawn page, or its data failed). */
export type ServerRenderer = (request: ServerRenderRequest) => Promise<ServerRenderedPage | null>;

/** JSON that is safe inside a `<script>` element, whatever strings the data holds. */
export function serializeServerState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Phones and small tablets get the phone layout first; anything else the desktop one. */
export function looksLikeDesktop(userAgent: string | undefined, mobileHint?: string): boolean {
  if (mobileHint === '?1') return false;
  if (mobileHint === '?0') return true;
  return !/Mobi|Android|iPhone|iPod|iPad/i.test(userAgent ?? '');
}
