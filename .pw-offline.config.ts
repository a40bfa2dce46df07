import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';
const servers = Array.isArray(base.webServer) ? base.webServer : [];
export default defineConfig({
  ...base,
  outputDir: '/tmp/offsnap/pw-out',
  webServer: servers.map((s) => ({ ...s, stdout: 'pipe' as const, env: { ...s.env, LOG_LEVEL: 'error' } })),
});
