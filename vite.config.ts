import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraSystem } from './scripts/vite-plugins/chakra-system.ts';
import {
  ENTRY_FILE_NAMES,
  skipEntryPreloads,
  startPreloads,
} from './scripts/vite-plugins/start-preloads.ts';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3001';

/** Version + commit; APP_BUILD_ID overrides it. Busts the persisted query cache on each build. */
function buildId(): string {
  if (process.env.APP_BUILD_ID) return process.env.APP_BUILD_ID;
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${version}+${commit}`;
  } catch {
    return version;
  }
}

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102):
 * production bundles would carry its dev warnings and checks. Builds use the production files.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

/**
 * Two builds: the PWA (dist/) and, with `--ssr`, the server renderer (dist-server/, loaded by the
 * API server to draw first visits; src/entry-server.tsx).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  define: {
    __APP_BUILD_ID__: JSON.stringify(buildId()),
  },
  plugins: [
    react(),
    !isSsrBuild && chakraSystem(),
    !isSsrBuild && startPreloads(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        // public/manifest.webmanifest is the manifest; index.html links it.
        manifest: false,
        includeManifestIcons: false,
        injectManifest: {
          // The shell, every route chunk and style, the manifest and the icons. Photos and tiles
          // are cached at run time, only those the guest sees.
          globPatterns: ['**/*.{js,css,html,svg,webmanifest,woff2}', 'icons/*.png'],
          // Root-level workbox-*.js are generateSW runtimes; our assets/workbox-window chunk stays.
          globIgnores: ['**/sw.js', 'workbox-*.js', '**/.vite/**'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        // Every browser the app supports preloads modules itself.
        modulePreload: { polyfill: false, resolveDependencies: skipEntryPreloads },
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          output: {
            entryFileNames: ENTRY_FILE_NAMES,
            // Every chunk a lazy route may preload is named in the start-up code (Vite's
            // `__vite__mapDeps`, ~100 names) that every first visit downloads: a hash alone keeps
            // that list 1.2 KB gz shorter than `[name]-[hash]` (docs/performance.md).
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  // What every page runs before its first render, in one file: compressed together
                  // it is smaller than as a dozen shared chunks.
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|@tanstack)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/media': API_TARGET,
      '/sandbox': API_TARGET,
      '/webhooks': API_TARGET,
      '/sitemap.xml': API_TARGET,
      '/robots.txt': API_TARGET,
    },
  },
}));
