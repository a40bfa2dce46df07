import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEDIA_SIZES } from '../../src/shared/media.ts';
import { notFound } from '../http-errors.ts';
import { MemoryLruCache } from '../media/scene-store.ts';
import { renderUpload, uploadExists } from '../services/host-photos-service.ts';

const IMAGE_NOT_FOUND = 'Imagen no encontrada';
const FILE = /^([0-9a-f]{32})-(\d{3,4})\.webp$/;
const WIDTHS = new Set<number>(Object.values(MEDIA_SIZES));

/**
 * Photos hosts uploaded: /media/uploads/<token>-<width>.webp, rendered from the original in the
 * database at the demo photos' widths, kept in a bounded in-memory cache. Every request checks the
 * photo still exists (one primary-key read), so a deleted photo stops being served at once.
 */
export async function mediaUploadRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const cache = new MemoryLruCache(96 * 1024 * 1024);
  const inflight = new Map<string, Promise<Buffer | null>>();

  app.get<{ Params: { file: string } }>('/media/uploads/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const width = match ? Number(match[2]) : 0;
    if (!match || !WIDTHS.has(width)) throw notFound(IMAGE_NOT_FOUND);
    const [key, token] = [request.params.file, match[1]];
    if (!(await uploadExists(db, token))) throw notFound(IMAGE_NOT_FOUND);
    let body = await cache.get(key);
    if (!body) {
      let pending = inflight.get(key);
      if (!pending) {
        pending = renderUpload(db, token, width).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const rendered = await pending;
      if (!rendered) throw notFound(IMAGE_NOT_FOUND);
      await cache.set(key, rendered);
      body = rendered;
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    // The token names one original forever (a new upload gets a new one): immutable.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(body);
  });
}
