import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * The server Lighthouse CI audits: the production build on a fresh embedded database, with map tiles
 * from the local tile server (no internet in CI). Prints "Server listening" when ready.
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
