import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const TILE_PORT = PORT + 1;
/** The port of the iCal feed e2e/host-editor.spec.ts serves itself. */
export const ICAL_FEED_PORT = PORT + 2;
// Outside test-results (Playwright empties it at the start of every run, also under a server of
// another run) and emptied by the server command itself: globalSetup runs after webServer starts.
const DATA_DIR = join(tmpdir(), `refugio-e2e-data-${PORT}`);
/** The e2e server's data folder: its e-mails are the .eml files under `mail/` (no SMTP_URL). */
export const E2E_DATA_DIR = DATA_DIR;
const chromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

export const E2E_TODAY = '2026-11-22';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: '**/*.phone.spec.ts',
    },
  ],
  webServer: [
    {
      command: `node --import tsx e2e/support/tile-server.ts`,
      url: `http://localhost:${TILE_PORT}/health`,
      env: { TILE_PORT: String(TILE_PORT) },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && node scripts/build-server.mjs && node dist-server/server.mjs`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        STATIC_DIR: process.env.E2E_DIST ?? 'dist',
        TODAY: E2E_TODAY,
        LOG_LEVEL: 'warn',
        TILE_URL: `http://localhost:${TILE_PORT}/tiles/{z}/{x}/{y}.png`,
        TILE_ATTRIBUTION: '&copy; OpenStreetMap',
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
        // e2e/host-editor.spec.ts serves an import feed from localhost (ICAL_FEED_PORT).
        ICAL_ALLOW_PRIVATE_FEEDS: 'true',
      },
    },
  ],
});
