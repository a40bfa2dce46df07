// Compiles the API server (server/server.ts and what it imports from the repository) into one
// JavaScript module, dist-server/server.mjs, that `npm start` runs with plain Node: tsx's run-time
// transform costs ~65 MB of resident memory (docs/performance.md, "Memory"). Packages stay
// imports from node_modules; the database migrations and the embedded database's thread
// (server/db/pglite-thread.mjs) are copied beside the module, where server/db/ looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['server/server.ts'],
  outfile: 'dist-server/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
rmSync('dist-server/migrations', { recursive: true, force: true });
cpSync('server/db/migrations', 'dist-server/migrations', { recursive: true });
cpSync('server/db/pglite-thread.mjs', 'dist-server/pglite-thread.mjs');
