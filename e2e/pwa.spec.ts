import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { waitForServiceWorker } from './support/pwa.ts';

const DIST = process.env.E2E_DIST ?? 'dist';
const BASE_URL = String(config.use?.baseURL);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-06:00'));
});

test('the manifest is in Spanish, standalone, with the icons and shortcuts', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Refugio · Cabañas en México',
    short_name: 'Refugio',
    lang: 'es-MX',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#8a3a1c',
  });
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Mis reservas', '/my-reservations'],
    ['Buscar cabañas', '/'],
  ]);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
    const png = await request.get(icon);
    expect(png.ok(), icon).toBe(true);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});

test('Chromium finds the app installable (persistent profile)', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'refugio-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...config.use?.launchOptions,
    baseURL: BASE_URL,
    locale: 'es-MX',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${BASE_URL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);
    // Chromium offers installation: the footer's 'Instalar app' button appears.
    await expect(page.getByRole('button', { name: 'Instalar app' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A test-only handler appended to the worker: the new version answers which build it is. */
const VERSION_PROBE = `
;self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'E2E_VERSION') event.ports[0].postMessage('B');
});
`;

/** Asks the controlling worker which build it is ('A' when it does not answer: the old one). */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(`new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data);
    navigator.serviceWorker.controller.postMessage({ type: 'E2E_VERSION' }, [channel.port2]);
    setTimeout(() => resolve('A'), 1500);
  })`) as Promise<string>;
}

/**
 * A deploy, simulated: the server registers its static files at start-up (@fastify/static with
 * wildcard: false), so a rebuild's new hashed assets would 404 until a restart. The new version
 * is therefore build A's sw.js with other bytes (a probe handler appended), like any changed
 * worker. The page sees 'Nueva versión disponible', and 'Actualizar' reloads it under the new
 * worker. A's sw.js is restored afterwards.
 */
test('a new version is announced and "Actualizar" reloads onto it', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  expect(await controllerVersion(page)).toBe('A');
  await expect(page.getByText('Nueva versión disponible')).toHaveCount(0);

  const swPath = join(DIST, 'sw.js');
  const original = readFileSync(swPath);
  try {
    writeFileSync(swPath, Buffer.concat([original, Buffer.from(VERSION_PROBE)]));
    await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.update())');
    await expect(page.getByText('Nueva versión disponible')).toBeVisible({ timeout: 30_000 });
    // The old worker keeps control until the guest agrees.
    expect(await controllerVersion(page)).toBe('A');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await waitForServiceWorker(page);
    expect(await controllerVersion(page)).toBe('B');
    await expect(page.getByText('Nueva versión disponible')).toHaveCount(0);
  } finally {
    writeFileSync(swPath, original);
  }
});
