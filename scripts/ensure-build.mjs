// `npm start` builds what is missing or older than its sources: the PWA and its server renderer
// (`npm run build`), and the compiled API server (scripts/build-server.mjs, under a second).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const stale = (builds, sources) =>
  builds.some((built) => !existsSync(built) || statSync(built).mtimeMs < sources);

const clientSources = Math.max(
  newest('src'),
  newest('sw'),
  newest('public'),
  statSync('index.html').mtimeMs,
);
const serverSources = Math.max(newest('server'), newest('src/shared'));
if (stale(['dist/index.html', 'dist-server/entry-server.js'], clientSources)) {
  console.log('Construyendo la app (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
} else if (stale(['dist-server/server.mjs'], serverSources)) {
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
}
