/**
 * Rendered scenes, cached: on disk under `{DATA_DIR}/media-cache/` (kept across restarts and shared by
 * the processes of one data folder), or in a bounded in-memory LRU when the database is in memory.
 * Concurrent requests for one file share a single render.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderSceneWebp } from './render.ts';
import type { SceneFile } from './scene-kinds.ts';

/** Bump when the drawings change, so caches on disk do not serve the old pictures. */
export const SCENE_RENDER_VERSION = 1;

export interface ByteCache {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, bytes: Buffer): Promise<void>;
}

export class MemoryLruCache implements ByteCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(key: string): Promise<Buffer | undefined> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  async set(key: string, value: Buffer): Promise<void> {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

export class DiskCache implements ByteCache {
  private ready: Promise<unknown> | null = null;
  constructor(private readonly dir: string) {}

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async set(key: string, bytes: Buffer): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    try {
      await this.write(key, bytes);
    } catch (error) {
      // The folder was removed while the server ran (a cleanup): make it again, once.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(this.dir, { recursive: true });
      await this.write(key, bytes);
    }
  }

  /** Write then rename: a reader (or another process) never sees half a file. */
  private async write(key: string, bytes: Buffer): Promise<void> {
    const tmp = join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, join(this.dir, key));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }
}

export interface SceneAnswer {
  body: Buffer;
  etag: string;
  /** Whether the bytes came from the cache (no render was needed). */
  cached: boolean;
}

export type SceneRenderer = (file: SceneFile) => Promise<Buffer>;

export class SceneStore {
  private inflight = new Map<string, Promise<Buffer>>();
  private etags = new Map<string, string>();

  constructor(
    private readonly cache: ByteCache,
    private readonly render: SceneRenderer = renderSceneWebp,
  ) {}

  async get(file: SceneFile): Promise<SceneAnswer> {
    const key = `${file.kind}-${file.variant}-${file.width}.webp`;
    const hit = await this.cache.get(key);
    if (hit) return { body: hit, etag: this.etagOf(key, hit), cached: true };
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.renderAndStore(key, file).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    const body = await pending;
    return { body, etag: this.etagOf(key, body), cached: false };
  }

  private async renderAndStore(key: string, file: SceneFile): Promise<Buffer> {
    const body = await this.render(file);
    // The cache only saves work: a photo that cannot be stored (disk full, read-only) is still served.
    await this.cache.set(key, body).catch(() => undefined);
    return body;
  }

  private etagOf(key: string, body: Buffer): string {
    let etag = this.etags.get(key);
    if (!etag) {
      etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
      if (this.etags.size > 20_000) this.etags.clear();
      this.etags.set(key, etag);
    }
    return etag;
  }
}

/** The store for a data folder: disk under it, or memory when the data folder is `memory://`. */
export function createSceneStore(dataDir: string, render?: SceneRenderer): SceneStore {
  const cache = dataDir.startsWith('memory://')
    ? new MemoryLruCache()
    : new DiskCache(join(dataDir, 'media-cache', `scenes-v${SCENE_RENDER_VERSION}`));
  return new SceneStore(cache, render);
}
