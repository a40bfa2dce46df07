import { existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  looksLikeDesktop,
  PAGE_CODE_ATTRIBUTE,
  serializeServerState,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderedPage,
  type ServerRenderer,
} from '../../src/shared/server-render.ts';
import { catalogueOf } from '../services/catalogue.ts';
import {
  cabinHeadTags,
  destinationBySlug,
  destinationDescription,
  destinationHeadTags,
  destinationMovedFrom,
  destinationTitle,
  escapeMarkup,
  homeHeadTags,
} from '../services/discovery.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a navigation with the app's page; false when there is no build to serve. */
    sendPage?: (request: FastifyRequest) => Promise<boolean>;
  }
}

export interface PagesOptions {
  /** The server renderer's module (dist-server/entry-server.js); pages are shells without it. */
  rendererPath?: string;
  /** Vite's build manifest (dist/.vite/manifest.json): which chunks each drawn page runs. */
  manifestPath?: string;
  /** A renderer to use instead (tests). */
  renderer?: ServerRenderer;
}

/** The pages the renderer can draw, and the module of each in the build manifest. */
const RENDERED_ROUTES: Record<string, string> = {
  '/': 'src/app/routes/home.tsx',
  '/results': 'src/app/routes/results.tsx',
  '/cabin/:id': 'src/app/routes/cabin.tsx',
  '/login': 'src/app/routes/login.tsx',
  /** A destination's page (issue 18): 'Cabañas en Mazamitla, Jalisco'. */
  '/destinos/:slug': 'src/app/routes/destination.tsx',
};

const DESTINATION_ROUTE = '/destinos/:slug';

/**
 * Navigations. A first visit to a page worth drawing on the server (home, results, a cabin, the
 * sign-in form, a destination) gets its HTML and data at once, so the guest sees it before the app's code has run;
 * the browser then hydrates it. Every other path, and any page whose data or rendering fails, gets
 * the app shell (index.html) and is drawn in the browser. Once the service worker is installed, navigations are
 * answered by the worker's cached shell and never reach this.
 */
export const pagesPlugin = fp<PagesOptions>(async (app, opts) => {
  const loadRenderer = opts.renderer
    ? async () => opts.renderer
    : rendererLoader(app, opts.rendererPath);

  async function renderFirstVisit(request: FastifyRequest): Promise<ServerRenderedPage | null> {
    const render = await loadRenderer();
    if (!render) return null;
    try {
      return await render({
        url: request.url,
        desktop: looksLikeDesktop(
          request.headers['user-agent'],
          headerText(request.headers['sec-ch-ua-mobile']),
        ),
        today: app.deps.clock.today(),
        fetch: (path, init) => fetchInProcess(app, path, init),
      });
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server rendering failed; sent the shell');
      return null;
    }
  }

  const routeChunks = chunkLoader(opts.manifestPath);

  interface Discovery {
    /** Tags added to the head. */
    tags: string;
    /** The page's own <title> and description, instead of the home's. */
    title?: string;
    description?: string;
    /** 404 for a destination page that does not exist (the app draws its not-found page). */
    status?: number;
  }

  /**
   * What search engines and chat apps read in the head (canonical link, Open Graph, a cabin's
   * JSON-LD): for the home, for a cabin of the catalogue (published), drawn or not, and for a
   * destination's page (issue 18).
   */
  async function discovery(request: FastifyRequest, route: string | undefined): Promise<Discovery> {
    const { appUrl } = app.deps.config;
    if (route === '/') return { tags: homeHeadTags(appUrl) };
    if (route !== '/cabin/:id' && route !== DESTINATION_ROUTE) return { tags: '' };
    let snapshot;
    try {
      snapshot = await catalogueOf(app.deps.database).get();
    } catch (error) {
      request.log.warn({ err: error }, 'the page went without its discovery tags');
      return { tags: '' };
    }
    if (route === '/cabin/:id') {
      const { id } = request.params as { id: string };
      const entry = snapshot.byId.get(id);
      return { tags: entry ? cabinHeadTags(appUrl, entry) : '' };
    }
    const { slug } = request.params as { slug: string };
    const destination = destinationBySlug(snapshot, slug);
    if (!destination) return { tags: '<meta name="robots" content="noindex">', status: 404 };
    return {
      tags: destinationHeadTags(appUrl, destination),
      title: destinationTitle(destination),
      description: destinationDescription(destination),
    };
  }

  async function sendPage(
    reply: FastifyReply,
    request: FastifyRequest,
    routeModule?: string,
    route?: string,
  ) {
    if (app.appShell() === null) return false;
    const [page, found] = await Promise.all([
      routeModule ? renderFirstVisit(request) : null,
      discovery(request, route),
    ]);
    const shell = app.appShell({ inlineStyles: page !== null }) ?? '';
    let html = page ? composePage(shell, page, routeChunks(routeModule!)) : shell;
    if (found.title) {
      html = html.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeMarkup(found.title!)}</title>`,
      );
    }
    if (found.description) {
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeMarkup(found.description!)}">`,
      );
    }
    void reply
      .code(found.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'User-Agent, Sec-CH-UA-Mobile')
      .type('text/html; charset=utf-8')
      .send(found.tags ? html.replace('</head>', () => `${found.tags}</head>`) : html);
    return true;
  }

  /**
   * The address a destination page had before slugs were the population only
   * (/destinos/mazamitla-jalisco) → its page now (/destinos/mazamitla), the query kept; else null.
   */
  async function movedDestination(request: FastifyRequest): Promise<string | null> {
    const { slug } = request.params as { slug: string };
    let snapshot;
    try {
      snapshot = await catalogueOf(app.deps.database).get();
    } catch {
      return null;
    }
    const destination = destinationMovedFrom(snapshot, slug);
    if (!destination) return null;
    const at = request.url.indexOf('?');
    return `/destinos/${encodeURIComponent(destination.slug)}${at < 0 ? '' : request.url.slice(at)}`;
  }

  app.decorateReply('sendPage', function (this: FastifyReply, request: FastifyRequest) {
    return sendPage(this, request);
  });
  for (const [url, routeModule] of Object.entries(RENDERED_ROUTES)) {
    app.get(url, async (request, reply) => {
      if (url === DESTINATION_ROUTE) {
        const moved = await movedDestination(request);
        if (moved) return reply.code(301).header('Cache-Control', 'no-cache').redirect(moved, 301);
      }
      if (await sendPage(reply, request, routeModule, url)) return reply;
      return reply.callNotFound();
    });
  }
});

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The files a route module needs before it can run (its chunk and static imports), from Vite's
 * manifest, read again after a rebuild. A drawn page lists them for the app's entry to preload as
 * it starts the app, so hydration does not wait for the app to discover its page's code.
 */
function chunkLoader(path: string | undefined) {
  let read: { mtime: number; manifest: Record<string, ManifestChunk> } | null = null;
  return (routeModule: string): string[] => {
    if (!path || !existsSync(path)) return [];
    const mtime = statSync(path).mtimeMs;
    if (read?.mtime !== mtime) {
      try {
        read = { mtime, manifest: JSON.parse(readFileSync(path, 'utf8')) };
      } catch {
        read = { mtime, manifest: {} };
      }
    }
    const { manifest } = read;
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(add);
    };
    add(routeModule);
    return [...files];
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The renderer module, imported on first use. A module is imported once per process (its chunks
 * import each other): when a new build replaces it while the server runs, pages go back to the
 * shell until a restart, rather than being drawn with the code of another build than the one
 * the browser hydrates them with.
 */
function rendererLoader(app: FastifyInstance, path: string | undefined) {
  let loaded: { mtime: number; render: ServerRenderer | null } | null = null;
  return async (): Promise<ServerRenderer | null> => {
    if (!path || !existsSync(path)) return null;
    const mtime = statSync(path).mtimeMs;
    if (loaded && loaded.mtime !== mtime) {
      if (loaded.render)
        app.log.warn('the server renderer was rebuilt: restart to draw pages again');
      loaded = { mtime: loaded.mtime, render: null };
    }
    if (!loaded) {
      try {
        const module = (await import(pathToFileURL(path).href)) as { render: ServerRenderer };
        loaded = { mtime, render: module.render };
      } catch (error) {
        app.log.warn({ err: error }, 'the server renderer could not be loaded; pages are shells');
        loaded = { mtime, render: null };
      }
    }
    return loaded.render;
  };
}

/** The app's API calls, answered by this server's own routes without a network round trip. */
async function fetchInProcess(
  app: FastifyInstance,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: {
      accept: 'application/json',
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  return new Response(answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

/** `<title>`, `<meta>` and `<link>` React placed before the markup: they belong in the head. */
const LEADING_HEAD_TAGS = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)+/;

const EMOTION_STYLE = /<style data-emotion="([^"]+)">([^<]*)<\/style>/g;

/**
 * Emotion (Chakra's styling) writes a `<style>` before each element it styles the first time.
 * In the head, as one sheet, the browser parses the page's CSS once instead of recalculating
 * styles at every tag, and Emotion in the browser adopts it as it is (the ids it already holds).
 */
function hoistStyles(markup: string): { styles: string; markup: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = markup.replace(EMOTION_STYLE, (_tag, attribute: string, css: string) => {
    const [key, ...names] = attribute.split(' ');
    if (key === 'css') {
      ids.push(...names);
      rules.push(css);
    } else {
      globals.push(`<style data-emotion="${attribute}" data-s="">${css}</style>`);
    }
    return '';
  });
  // data-s: Emotion takes the sheets over where they are, instead of moving them to the end of
  // the head when the app starts (moved, the browser parses the page's CSS a second time).
  const sheet = ids.length
    ? `<style data-emotion="css ${ids.join(' ')}" data-s="">${rules.join('')}</style>`
    : '';
  return { styles: globals.join('') + sheet, markup: rest };
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"/;

/**
 * The shell with the page's markup in its root element, its styles in the head, and the state it
 * was drawn from. The shell's code preloads (the app's start-up code) leave its head: with the
 * page's own code (`chunks`, paths under the build's root), they are listed in the state element
 * for the app's entry to preload when it starts the app, after the page has loaded.
 */
export function composePage(
  shell: string,
  page: ServerRenderedPage,
  chunks: readonly string[] = [],
): string {
  const drawnHead = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const { styles, markup: body } = hoistStyles(page.html.slice(drawnHead.length));
  const code = new Set<string>();
  let html = shell.replace(MODULE_PRELOAD, (_link, href: string) => {
    code.add(href);
    return '';
  });
  for (const file of chunks) code.add(`/${file}`);
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry) code.delete(entry);
  if (drawnHead.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  return html
    .replace('</head>', () => `${drawnHead}${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>` +
        `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}" ` +
        `${PAGE_CODE_ATTRIBUTE}="${[...code].join(' ')}">${serializeServerState(page.state)}</script>`,
    );
}
