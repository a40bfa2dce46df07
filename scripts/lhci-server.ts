import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

/**
 * The server Lighthouse CI audits: the production build on a fresh embedded database, with map tiles
 * from the local tile server (no internet in CI). Once it answers, the audited pages and the photos
 * they show are asked for once, as a server that has been up a while has them ready (photos are
 * rendered on their first request, and on a 2-core machine that work would run under the first
 * audits). Then it prints "Lighthouse CI server ready" (lighthouserc.json's ready pattern).
 */
const port = process.env.LHCI_PORT ?? '4300';
const tilePort = String(Number(port) + 1);
const dataDir = `.data/lhci-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const tiles = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/tile-server.ts'], {
  env: { ...process.env, TILE_PORT: tilePort },
  stdio: 'ignore',
});
const stopTiles = () => tiles.kill();
process.on('exit', stopTiles);

Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  TODAY: '2026-11-22',
  LOG_LEVEL: 'warn',
  TILE_URL: `http://localhost:${tilePort}/tiles/{z}/{x}/{y}.png`,
  TILE_ATTRIBUTION: '&copy; OpenStreetMap',
  JWT_SECRET: 'lhci-secret-lhci-secret-lhci-secret-01234',
});
await import('../server/server.ts');

const base = `http://localhost:${port}`;
while (
  !(await fetch(`${base}/api/health`)
    .then((r) => r.ok)
    .catch(() => false))
) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const { ci } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as {
  ci: { collect: { url: string[] } };
};
for (const url of ci.collect.url) {
  const page = await (await fetch(url.replace(/^http:\/\/localhost:\d+/, base))).text();
  const photos = new Set(
    [...page.matchAll(/\/media\/[\w./-]+\.webp/g)].map(([path]) => `${base}${path}`),
  );
  await Promise.all([...photos].map((photo) => fetch(photo).then((r) => r.arrayBuffer())));
}
console.log('Lighthouse CI server ready');
