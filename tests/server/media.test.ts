import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exteriorVariant,
  interiorVariant,
  isVista,
  parseSceneFile,
  SCENE_KINDS,
  sceneMood,
  viewOf,
  VIEWS,
  type SceneFile,
} from '../../server/media/scene-kinds.ts';
import { renderSceneSvg } from '../../server/media/scene-svg.ts';
import { cabinPhotos } from '../../server/db/schema.ts';
import { RenderQueue, RenderQueueFullError, sceneRenderQueue } from '../../server/media/render.ts';
import {
  createSceneStore,
  DiskCache,
  MemoryLruCache,
  SceneStore,
} from '../../server/media/scene-store.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

describe('scene file names', () => {
  it('accepts only {known kind}-{0–9999}-{480|800|1200}.webp, or the bare {kind}-{variant}', () => {
    expect(parseSceneFile('jungle-3891')).toEqual({ kind: 'jungle', variant: 3891, width: 800 });
    expect(parseSceneFile('beach-7-480.webp')).toEqual({ kind: 'beach', variant: 7, width: 480 });
    expect(parseSceneFile('beach-7-800.webp')).toEqual({ kind: 'beach', variant: 7, width: 800 });
    expect(parseSceneFile('pine-forest-9999-1200.webp')).toEqual({
      kind: 'pine-forest',
      variant: 9999,
      width: 1200,
    });
    expect(parseSceneFile('living-0-480.webp')).toMatchObject({ kind: 'living', variant: 0 });
    for (const bad of [
      'volcano-1-480.webp',
      'beach-1-640.webp',
      'beach-10000-480.webp',
      'beach-01-480.webp',
      'beach--1-480.webp',
      'beach-1-480.png',
      'beach-1-480.webp.svg',
      'beach-1.5-480.webp',
      '../beach-1-480.webp',
      'beach-1-480.webp/..',
      'BEACH-1-480.webp',
      'pine-forest-x-480.webp',
      '',
    ]) {
      expect(parseSceneFile(bad), bad).toBeNull();
    }
  });

  it('encodes interior views and bare landscapes in the variant', () => {
    for (const view of VIEWS) {
      for (const n of [0, 1, 17, 1249, 5000]) {
        const variant = interiorVariant(view, n);
        expect(variant).toBeGreaterThanOrEqual(0);
        expect(variant).toBeLessThanOrEqual(9999);
        expect(viewOf(variant)).toBe(view);
      }
    }
    expect(isVista('lake', exteriorVariant(12, true))).toBe(true);
    expect(isVista('lake', exteriorVariant(12, false))).toBe(false);
    expect(isVista('pool', exteriorVariant(12, true))).toBe(false);
    expect(isVista('bedroom', 9000)).toBe(false);
  });
});

describe('scene drawings', () => {
  it('draws every kind as a well-formed 4:3 SVG, the same every time', async () => {
    for (const kind of SCENE_KINDS) {
      for (const variant of [3, 5003]) {
        const svg = renderSceneSvg(kind, variant);
        expect(renderSceneSvg(kind, variant)).toBe(svg);
        expect(svg).not.toMatch(/NaN|undefined/);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect(meta).toMatchObject({ format: 'svg', width: 1200, height: 900 });
      }
    }
    expect(renderSceneSvg('beach', 1)).not.toBe(renderSceneSvg('beach', 2));
  });

  it('varies the time of day with the variant, and keeps cenotes in daylight', () => {
    const moods = new Set(Array.from({ length: 60 }, (_, v) => sceneMood('lake', v)));
    expect(moods).toEqual(new Set(['day', 'golden', 'sunset', 'dusk', 'dawn']));
    for (let v = 0; v < 60; v++)
      expect(['day', 'golden', 'dawn']).toContain(sceneMood('cenote', v));
  });
});

describe('the scene store', () => {
  const file: SceneFile = { kind: 'lake', variant: 3, width: 480 };
  const fakeRender = () => {
    let calls = 0;
    const render = async (f: SceneFile) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from(`${f.kind}-${f.variant}-${f.width}`);
    };
    return { render, calls: () => calls };
  };

  it('renders concurrent requests for one file once', async () => {
    const fake = fakeRender();
    const store = new SceneStore(new MemoryLruCache(), fake.render);
    const answers = await Promise.all(Array.from({ length: 6 }, () => store.get(file)));
    expect(fake.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect((await store.get(file)).cached).toBe(true);
    expect(fake.calls()).toBe(1);
  });

  it('keeps renders on disk under the data folder, across stores', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'refugio-media-'));
    try {
      const fake = fakeRender();
      const first = await createSceneStore(dir, fake.render).get(file);
      expect(first.cached).toBe(false);
      const cacheDir = join(dir, 'media-cache', 'scenes-v1');
      expect(readdirSync(cacheDir)).toEqual(['lake-3-480.webp']);
      const again = await createSceneStore(dir, fake.render).get(file);
      expect(again).toMatchObject({ cached: true, etag: first.etag });
      expect(fake.calls()).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still serves photos when its folder is removed while running, and makes it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'refugio-media-'));
    try {
      const fake = fakeRender();
      const store = createSceneStore(dir, fake.render);
      await store.get(file);
      rmSync(dir, { recursive: true, force: true });
      const other: SceneFile = { kind: 'lake', variant: 4, width: 480 };
      expect((await store.get(other)).body.toString()).toBe('lake-4-480');
      expect(readdirSync(join(dir, 'media-cache', 'scenes-v1'))).toEqual(['lake-4-480.webp']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves a photo it cannot store', async () => {
    const fake = fakeRender();
    const failing = {
      get: async () => undefined,
      set: async () => {
        throw Object.assign(new Error('disco lleno'), { code: 'ENOSPC' });
      },
    };
    const answer = await new SceneStore(failing, fake.render).get(file);
    expect(answer).toMatchObject({ cached: false });
    expect(answer.body.toString()).toBe('lake-3-480');
  });

  it('keeps its disk folder under its budget, least recently used out first, across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'refugio-media-'));
    try {
      const cache = new DiskCache(dir, 10);
      await cache.set('a', Buffer.alloc(4));
      await cache.set('b', Buffer.alloc(4));
      await cache.get('a');
      await cache.set('c', Buffer.alloc(4));
      expect(readdirSync(dir).sort()).toEqual(['a', 'c']);
      expect(await cache.get('b')).toBeUndefined();
      expect(cache.size).toBe(8);
      // A file larger than the whole budget is not stored.
      await cache.set('huge', Buffer.alloc(11));
      expect(readdirSync(dir).sort()).toEqual(['a', 'c']);
      // A restart with a smaller budget trims what the folder holds, oldest use first.
      const later = new Date(Date.now() + 60_000);
      utimesSync(join(dir, 'a'), later, later);
      const reopened = new DiskCache(dir, 5);
      expect(await reopened.get('zz')).toBeUndefined();
      expect(readdirSync(dir)).toEqual(['a']);
      expect(reopened.size).toBe(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('queues renders, and refuses one beyond its line at once', async () => {
    const queue = new RenderQueue(1, 1);
    const gates: Array<() => void> = [];
    const order: string[] = [];
    const task = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        gates.push(resolve);
      });
    const first = queue.run(task('first'));
    const second = queue.run(task('second'));
    await expect(queue.run(task('third'))).rejects.toBeInstanceOf(RenderQueueFullError);
    expect(order).toEqual(['first']);
    gates.shift()!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first', 'second']);
    // The slot passed to the one in line: a newcomer waits behind it, not beside it.
    const fourth = queue.run(task('fourth'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first', 'second']);
    gates.shift()!();
    await second;
    await new Promise((resolve) => setImmediate(resolve));
    gates.shift()!();
    await fourth;
    expect(order).toEqual(['first', 'second', 'fourth']);
    expect(queue.size).toBe(0);
  });

  it('evicts the least recently used renders past its memory budget', async () => {
    const cache = new MemoryLruCache(10);
    await cache.set('a', Buffer.alloc(4));
    await cache.set('b', Buffer.alloc(4));
    await cache.get('a');
    await cache.set('c', Buffer.alloc(4));
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBeDefined();
  });
});

describe.each(databases)('GET /media/scenes on %s', (kind) => {
  let t: TestApp;
  /** Photo paths the seeded catalogue's cabins hold (`scenes/{kind}-{variant}`). */
  let photos: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const rows = await t.database.db
      .selectDistinct({ path: cabinPhotos.path })
      .from(cabinPhotos)
      .orderBy(cabinPhotos.path);
    photos = rows.map((row) => row.path);
  });
  afterAll(() => t.close());

  it('renders a photo as WebP with long-lived cache headers, then serves it from the cache', async () => {
    const url = `/media/${photos[0]}-480.webp`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['x-media-cache']).toBe('miss');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });

    const second = await t.app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it.runIf(kind === 'pglite')(
    'renders the phone and large sizes at 800×600 and 1200×900',
    async () => {
      for (const [width, height] of [
        [800, 600],
        [1200, 900],
      ]) {
        const res = await t.app.inject({ method: 'GET', url: `/media/${photos[1]}-${width}.webp` });
        expect(res.statusCode).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height });
      }
    },
  );

  it('answers unknown kinds, widths, variants and traversal attempts with a JSON 404', async () => {
    for (const url of [
      '/media/scenes/volcano-1-480.webp',
      '/media/scenes/beach-1-640.webp',
      '/media/scenes/beach-10000-480.webp',
      '/media/scenes/beach-1-480.png',
      '/media/scenes/..%2F..%2Fserver%2Fapp.ts',
      '/media/scenes/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/scenes/..%5c..%5cpackage.json',
      '/media/scenes/beach-1-480.webp%00.svg',
      '/media/../server/app.ts',
      '/media/%2e%2e/server/app.ts',
      '/media/scenes/',
      '/media/scenes/beach-1-480.webp/extra',
      '/media/fallback.svg',
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      const body = res.json();
      expect(body.success, url).toBe(false);
      expect(body.message, url).toMatch(/no encontrad[ao]/);
      expect(res.body, url).not.toContain('buildApp');
    }
    const res = await t.app.inject({ method: 'GET', url: '/media/scenes/volcano-1-480.webp' });
    expect(res.json()).toEqual({
      success: false,
      message: 'Imagen no encontrada',
      error: 'Imagen no encontrada',
    });
  });

  it('answers the bare path a cabin record holds with the 800 px picture', async () => {
    const cabins = await t.app.inject({ method: 'GET', url: '/api/habitaciones?limit=1' });
    const path = cabins.json().habitaciones[0].images[0] as string;
    expect(path).toMatch(/^scenes\/[a-z-]+-\d+$/);
    const res = await t.app.inject({ method: 'GET', url: `/media/${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const sized = await t.app.inject({ method: 'GET', url: `/media/${path}-800.webp` });
    expect(sized.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws only the photos the catalogue uses: any other scene is a 404', async () => {
    const used = new Set(photos);
    const unused = Array.from({ length: 10_000 }, (_, v) => `scenes/lake-${v}`).find(
      (path) => !used.has(path),
    )!;
    for (const url of [`/media/${unused}-480.webp`, `/media/${unused}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'Imagen no encontrada',
        error: 'Imagen no encontrada',
      });
    }
  });

  it('answers 503 with Retry-After while the render queue is full, and draws again after', async () => {
    const path = photos[2];
    const gates: Array<() => void> = [];
    const blockers: Array<Promise<unknown>> = [];
    for (let i = 0; i < sceneRenderQueue.parallel + sceneRenderQueue.waiting; i++) {
      blockers.push(
        sceneRenderQueue.run(() => new Promise<void>((resolve) => gates.push(resolve))),
      );
    }
    try {
      const res = await t.app.inject({ method: 'GET', url: `/media/${path}-1200.webp` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        success: false,
        message: 'Estamos preparando muchas imágenes a la vez. Intenta de nuevo en unos segundos.',
        error: 'Estamos preparando muchas imágenes a la vez. Intenta de nuevo en unos segundos.',
      });
    } finally {
      // Running tasks free their slots; those in line then start and are freed in turn.
      while (gates.length || sceneRenderQueue.size) {
        gates.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(blockers);
    }
    const after = await t.app.inject({ method: 'GET', url: `/media/${path}-1200.webp` });
    expect(after.statusCode).toBe(200);
  });

  it('keeps the in-memory database free of cache files', () => {
    expect(existsSync(join('memory:', 'media-cache'))).toBe(false);
  });
});
