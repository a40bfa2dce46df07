import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.ts';
import { parseSceneFile } from '../media/scene-kinds.ts';
import { createSceneStore } from '../media/scene-store.ts';

const IMAGE_NOT_FOUND = 'Imagen no encontrada';

/** Cabin photos: illustrated scenes rendered on first request, then served from the cache. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const store = createSceneStore(app.deps.config.dataDir);

  app.get<{ Params: { file: string } }>('/media/scenes/:file', async (request, reply) => {
    // Only `{kind}-{variant}-{width}.webp` of known kinds and widths: no path ever reaches the disk.
    const file = parseSceneFile(request.params.file);
    if (!file) throw notFound(IMAGE_NOT_FOUND);
    const { body, etag, cached } = await store.get(file);
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Media-Cache', cached ? 'hit' : 'miss');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(body);
  });

  app.get('/media/*', async () => {
    throw notFound(IMAGE_NOT_FOUND);
  });
}
