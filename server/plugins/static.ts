import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the PWA's index.html for a navigation; false when there is no build to serve. */
    sendSpaShell?: () => boolean;
  }
}

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/** Serves the built PWA (dist/): hashed assets immutable, the shell and worker always revalidated. */
export const staticPlugin = fp<{ enabled: boolean; root?: string }>(async (app, opts) => {
  const root = opts.root ?? resolve('dist');
  const indexPath = resolve(root, 'index.html');
  if (!opts.enabled || !existsSync(indexPath)) return;
  // Re-read index.html when a new build replaced it, so a running server never points at old chunks.
  let shell = readFileSync(indexPath);
  let shellMtime = statSync(indexPath).mtimeMs;
  const currentShell = () => {
    try {
      const mtime = statSync(indexPath).mtimeMs;
      if (mtime !== shellMtime) {
        shell = readFileSync(indexPath);
        shellMtime = mtime;
      }
    } catch {
      // a build in progress removed it for a moment: keep serving the last good shell
    }
    return shell;
  };

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

  app.decorateReply('sendSpaShell', function sendSpaShell(this: import('fastify').FastifyReply) {
    this.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(currentShell());
    return true;
  });
  app.get('/', (_req, reply) => reply.sendSpaShell!() && reply);
});
