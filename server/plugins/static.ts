import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The built PWA's index.html (the app shell), current after a rebuild; null without a build.
     * With `inlineStyles`, its stylesheets are in the page itself (a server-drawn first visit:
     * one request less before the first paint, and nothing of the site is cached yet).
     */
    appShell: (options?: { inlineStyles?: boolean }) => string | null;
  }
}

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/** Serves the built PWA (dist/): hashed assets immutable, the shell and worker always revalidated. */
export const staticPlugin = fp<{ enabled: boolean; root?: string }>(async (app, opts) => {
  const root = opts.root ?? resolve('dist');
  const indexPath = resolve(root, 'index.html');
  if (!opts.enabled || !existsSync(indexPath)) {
    app.decorate('appShell', () => null);
    return;
  }
  // Re-read index.html when a new build replaced it, so a running server never points at old chunks.
  let shell = readShell(root, indexPath);
  let shellMtime = statSync(indexPath).mtimeMs;
  app.decorate('appShell', ({ inlineStyles = false } = {}) => {
    try {
      const mtime = statSync(indexPath).mtimeMs;
      if (mtime !== shellMtime) {
        shell = readShell(root, indexPath);
        shellMtime = mtime;
      }
    } catch {
      // a build in progress removed it for a moment: keep serving the last good shell
    }
    return inlineStyles ? shell.inlined : shell.linked;
  });

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      const rel = path.slice(root.length).replaceAll('\\', '/');
      if (rel.startsWith('/assets/')) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (NO_CACHE.has(rel) || rel.startsWith('/workbox-')) {
        res.header('Cache-Control', 'no-cache');
      } else {
        res.header('Cache-Control', 'public, max-age=86400');
      }
    },
  });
});

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** index.html as built, and with its stylesheets' contents in `<style>` elements instead. */
function readShell(root: string, indexPath: string): { linked: string; inlined: string } {
  const linked = readFileSync(indexPath, 'utf8');
  const inlined = linked.replace(STYLESHEET_LINK, (link, file: string) => {
    try {
      return `<style>${readFileSync(resolve(root, file), 'utf8')}</style>`;
    } catch {
      return link;
    }
  });
  return { linked, inlined };
}
