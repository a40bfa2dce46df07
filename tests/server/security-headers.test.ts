import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Every answer the server can give — drawn pages, the app shell, static files, the service
 * worker, photos, API answers (kept-encoded ones too) and every kind of error — carries the
 * security headers; HSTS and upgrade-insecure-requests only when served over https.
 */

let build: string;

function writeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'refugio-headers-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="es-MX"><head><title>Refugio</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log("refugio");');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Refugio"}');
  return root;
}

async function requestsFor(t: TestApp): Promise<InjectOptions[]> {
  const list = await t.app.inject({ method: 'GET', url: '/api/habitaciones' });
  const [cabin] = (list.json() as { habitaciones: Array<{ _id: string; images: string[] }> })
    .habitaciones;
  const photo = `/media/${cabin.images[0]}-480.webp`;
  const br = { 'accept-encoding': 'br, gzip' };
  return [
    { method: 'GET', url: '/' },
    { method: 'GET', url: '/results?location=Mazamitla&guests=2' },
    { method: 'GET', url: `/cabin/${cabin._id}` },
    { method: 'GET', url: '/login' },
    { method: 'GET', url: '/no-existe' },
    { method: 'GET', url: '/assets/app-abc123.js' },
    { method: 'GET', url: '/assets/missing-000.js' },
    { method: 'GET', url: '/sw.js' },
    { method: 'GET', url: '/manifest.webmanifest' },
    { method: 'GET', url: photo },
    { method: 'GET', url: '/media/..%2f..%2fetc%2fpasswd' },
    { method: 'GET', url: '/api/health' },
    { method: 'GET', url: '/api/habitaciones', headers: br },
    { method: 'GET', url: `/api/habitaciones/${cabin._id}`, headers: br },
    { method: 'GET', url: '/api/habitaciones/no-existe' },
    { method: 'GET', url: '/api/cotizar/search?location=merida&guests=2', headers: br },
    { method: 'GET', url: '/api/cotizar/search?guests=-4' },
    {
      method: 'POST',
      url: '/api/reservas/cotizar',
      headers: { 'content-type': 'application/json' },
      payload: '{"cabinId": ',
    },
    { method: 'GET', url: '/api/bookings', headers: { authorization: 'Bearer falso' } },
    { method: 'GET', url: '/api/no-existe' },
    { method: 'GET', url: '/%' },
  ];
}

function headersOf(res: { headers: Record<string, unknown> }) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return {
    defaultSelf: csp.includes("default-src 'self'"),
    frameAncestorsNone: csp.includes("frame-ancestors 'none'"),
    unsafeEval: csp.includes('unsafe-eval'),
    upgradeInsecure: csp.includes('upgrade-insecure-requests'),
    noSniff: res.headers['x-content-type-options'],
    referrer: res.headers['referrer-policy'],
    hsts: res.headers['strict-transport-security'],
  };
}

beforeAll(() => {
  build = writeBuild();
});

afterAll(() => {
  rmSync(build, { recursive: true, force: true });
});

describe.each([
  { served: 'over http', https: false },
  { served: 'over https', https: true },
])('security headers $served', ({ https }) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: {
        NODE_ENV: 'production',
        STATIC_DIR: build,
        SSR_ENTRY: join(build, 'no-renderer.mjs'),
        HTTPS: https,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('are on every page, file, photo, API answer and error', async () => {
    const expected = {
      defaultSelf: true,
      frameAncestorsNone: true,
      unsafeEval: false,
      upgradeInsecure: https,
      noSniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
      hsts: https ? 'max-age=31536000; includeSubDomains' : undefined,
    };
    const statuses = new Set<number>();
    for (const request of await requestsFor(t)) {
      const res = await t.app.inject(request);
      statuses.add(Math.floor(res.statusCode / 100));
      expect({ url: request.url, ...headersOf(res) }).toEqual({ url: request.url, ...expected });
    }
    // The list reaches answers of both kinds: served and refused.
    expect([...statuses].sort()).toEqual([2, 4]);
  });
});
