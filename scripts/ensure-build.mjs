// `npm start` builds the PWA and its server renderer first when there is no build, or when the
// sources are newer than it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const builds = ['dist/index.html', 'dist-server/entry-server.js'];
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const sources = Math.max(
  newest('src'),
  newest('sw'),
  newest('public'),
  statSync('index.html').mtimeMs,
);
if (builds.some((built) => !existsSync(built) || statSync(built).mtimeMs < sources)) {
  console.log('Construyendo la app (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}
