/**
 * Rendered scenes, cached: on disk under `{DATA_DIR}/media-cache/` (kept across restarts and shared by
 * the processes of one data folder), or in a bounded in-memory LRU when the database is in memory.
 * Concurrent requests for one file share a single render.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
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

/**
 * Files in a folder, at most `maxBytes` of them: past that the least recently used are deleted.
 * The index (name → size, in order of use) is read from the folder once (oldest modification
 * first), then kept in memory; a hit also touches the file's time, so the order survives restarts.
 * One process owns a data folder (the data-dir lock), so nobody else writes here.
 */
export class DiskCache implements ByteCache {
  private ready: Promise<void> | null = null;
  private readonly index = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** Bytes in the cache now (its index). */
  get size(): number {
    return this.bytes;
  }

  async get(key: string): Promise<Buffer | undefined> {
    await this.load();
    try {
      const bytes = await readFile(join(this.dir, key));
      this.remember(key, bytes.length);
      const now = new Date();
      utimes(join(this.dir, key), now, now).catch(() => undefined);
      return bytes;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.forget(key);
        return undefined;
      }
      throw error;
    }
  }

  async set(key: string, bytes: Buffer): Promise<void> {
    // Larger than the whole cache: served, never stored.
    if (bytes.length > this.maxBytes) return;
    await this.load();
    try {
      await this.write(key, bytes);
    } catch (error) {
      // The folder was removed while the server ran (a cleanup): make it again, once.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.index.clear();
      this.bytes = 0;
      await mkdir(this.dir, { recursive: true });
      await this.write(key, bytes);
    }
    this.remember(key, bytes.length);
    await this.evict();
  }

  private load(): Promise<void> {
    this.ready ??= this.scan().catch(() => {
      // An unreadable folder: the cache starts empty, and writes fail (photos are still served).
    });
    return this.ready;
  }

  private async scan(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const files: Array<{ name: string; size: number; used: number }> = [];
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      if (name.startsWith('.')) {
        // A write cut short by a crash.
        await rm(path, { force: true });
        continue;
      }
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) files.push({ name, size: info.size, used: info.mtimeMs });
    }
    files.sort((a, b) => a.used - b.used);
    for (const file of files) this.remember(file.name, file.size);
    await this.evict();
  }

  private remember(key: string, size: number): void {
    this.forget(key);
    this.index.set(key, size);
    this.bytes += size;
  }

  private forget(key: string): void {
    const size = this.index.get(key);
    if (size === undefined) return;
    this.index.delete(key);
    this.bytes -= size;
  }

  private async evict(): Promise<void> {
    for (const [oldest] of this.index) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
      await rm(join(this.dir, oldest), { force: true });
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

/**
 * The store for a data folder: disk under it (at most `maxBytes`, least recently used out first),
 * or memory when the data folder is `memory://`.
 */
export function createSceneStore(
  dataDir: string,
  render?: SceneRenderer,
  maxBytes?: number,
): SceneStore {
  const cache = dataDir.startsWith('memory://')
    ? new MemoryLruCache(Math.min(maxBytes ?? Infinity, 64 * 1024 * 1024))
    : new DiskCache(join(dataDir, 'media-cache', `scenes-v${SCENE_RENDER_VERSION}`), maxBytes);
  return new SceneStore(cache, render);
}
