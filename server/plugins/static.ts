import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built PWA's index.html (the app shell), current after a rebuild; null without a build. */
    appShell: () => string | null;
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
  let shell = readFileSync(indexPath, 'utf8');
  let shellMtime = statSync(indexPath).mtimeMs;
  app.decorate('appShell', () => {
    try {
      const mtime = statSync(indexPath).mtimeMs;
      if (mtime !== shellMtime) {
        shell = readFileSync(indexPath, 'utf8');
        shellMtime = mtime;
      }
    } catch {
      // a build in progress removed it for a moment: keep serving the last good shell
    }
    return shell;
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
