import { createServer } from 'vite';
import { buildApp } from './app.ts';
import { createClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureSeeded } from './db/seed.ts';

/** `npm run dev`: the API on API_PORT (3001) and Vite's dev server with hot reload proxying to it. */
const config = loadConfig({
  NODE_ENV: 'development',
  ...process.env,
  PORT: process.env.API_PORT ?? '3001',
});
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
});
const clock = createClock(config.TODAY, config.NOW);
await ensureSeeded(database.db, { today: clock.today(), cabins: config.DEMO_CABINS });
const api = await buildApp({ config: { ...config, STATIC_DIR: '/nonexistent' }, database, clock });
await api.listen({ host: '127.0.0.1', port: config.PORT });

process.env.API_URL ??= `http://127.0.0.1:${config.PORT}`;
const vite = await createServer({ server: { port: Number(process.env.VITE_PORT ?? 5173) } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  await vite.close();
  await api.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
