import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** A build test on the precache manifest that vite-plugin-pwa injected into sw.js. */

const DIST = process.env.E2E_DIST ?? 'dist';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function precacheManifest(): PrecacheEntry[] {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const match = /\[\{"revision":[^\]]*\}\]/.exec(sw) ?? /\[\{"url":[^\]]*\}\]/.exec(sw);
  if (!match) throw new Error('No precache manifest found in sw.js');
  return JSON.parse(match[0]) as PrecacheEntry[];
}

test.describe('precache manifest', () => {
  test.skip(!existsSync(join(DIST, 'sw.js')), `no build in ${DIST}`);

  test('holds the shell and every route chunk, not the worker, each URL once', () => {
    const entries = precacheManifest();
    const urls = entries.map((e) => e.url);

    expect(urls).toContain('index.html');
    expect(urls).toContain('manifest.webmanifest');
    expect(urls.filter((u) => /(^|\/)sw\.js$/.test(u))).toEqual([]);
    expect(urls.filter((u) => u.startsWith('.vite/'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);

    // Every JS and CSS file the build produced — each lazy route chunk included — is precached.
    const assets = readdirSync(join(DIST, 'assets'))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `assets/${f}`);
    expect(assets.length).toBeGreaterThan(5);
    expect(assets.filter((a) => !urls.includes(a))).toEqual([]);

    // The route modules of src/app/router.tsx, by their source names in Vite's build manifest.
    const viteManifest = JSON.parse(
      readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[]; src?: string }>;
    const routes = Object.values(viteManifest).filter((c) => c.src?.startsWith('src/app/routes/'));
    expect(routes.map((r) => r.src)).toEqual(
      expect.arrayContaining([
        'src/app/routes/home.tsx',
        'src/app/routes/results.tsx',
        'src/app/routes/cabin.tsx',
        'src/app/routes/checkout.tsx',
        'src/app/routes/my-reservations.tsx',
      ]),
    );
    for (const route of routes) {
      expect(urls).toContain(route.file);
      for (const css of route.css ?? []) expect(urls).toContain(css);
    }

    // The icons the manifest names are there too, once each.
    for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png']) {
      expect(urls.filter((u) => u === `icons/${icon}`)).toHaveLength(1);
    }

    const bytes = entries.reduce((sum, e) => {
      const path = join(DIST, e.url);
      return sum + (existsSync(path) ? readFileSync(path).length : 0);
    }, 0);
    console.log(`precache: ${entries.length} entries, ${(bytes / 1024).toFixed(1)} KiB`);
  });
});
