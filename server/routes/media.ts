import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http-errors.ts';
import { isCataloguePhoto } from '../media/catalogue-photos.ts';
import { RenderQueueFullError } from '../media/render.ts';
import { parseSceneFile, scenePath } from '../media/scene-kinds.ts';
import { createSceneStore } from '../media/scene-store.ts';

export const MEDIA_MESSAGES = {
  notFound: 'Imagen no encontrada',
  busy: 'Estamos preparando muchas imágenes a la vez. Intenta de nuevo en unos segundos.',
} as const;

/** Seconds a client should wait when the render queue is full (a queue drains in about two). */
export const MEDIA_RETRY_AFTER_SECONDS = 5;

/**
 * Cabin photos: illustrated scenes of the catalogue, rendered on first request (a bounded queue),
 * then served from a bounded cache. `scenes/{kind}-{variant}` (the path cabin records hold) is the
 * 800 px picture; `-{480|800|1200}.webp` picks a size.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { config, database } = app.deps;
  const store = createSceneStore(config.dataDir, undefined, config.MEDIA_CACHE_MB * 1024 * 1024);

  app.get<{ Params: { file: string } }>('/media/scenes/:file', async (request, reply) => {
    // Only `{kind}-{variant}[-{width}.webp]` of known kinds and widths: no path ever reaches the disk.
    const file = parseSceneFile(request.params.file);
    if (!file || !(await isCataloguePhoto(database, scenePath(file)))) {
      throw notFound(MEDIA_MESSAGES.notFound);
    }
    let answer;
    try {
      answer = await store.get(file);
    } catch (error) {
      if (!(error instanceof RenderQueueFullError)) throw error;
      reply.header('Retry-After', MEDIA_RETRY_AFTER_SECONDS).header('Cache-Control', 'no-store');
      throw new HttpError(503, MEDIA_MESSAGES.busy);
    }
    const { body, etag, cached } = answer;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Media-Cache', cached ? 'hit' : 'miss');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(body);
  });

  app.get('/media/*', async () => {
    throw notFound(MEDIA_MESSAGES.notFound);
  });
}
