import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { ensureSeeded } from './db/seed.ts';
import { backgroundJobs, startJobs } from './jobs/index.ts';

/** The process: validated config, database, listen, graceful shutdown. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // React (the server renderer) picks its build from this, and production is the default.
  process.env.NODE_ENV = config.NODE_ENV;
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const clock = createClock(config.TODAY, config.NOW);
  await ensureSeeded(database.db, { today: clock.today(), cabins: config.DEMO_CABINS });
  const app = await buildApp({ config, database, clock });
  const stopJobs = startJobs(app, backgroundJobs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await stopJobs();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Server listening on http://localhost:${config.PORT} (database: ${database.kind})`);
  if (
    config.LOG_LEVEL === 'silent' ||
    config.LOG_LEVEL === 'error' ||
    config.LOG_LEVEL === 'warn'
  ) {
    console.log(`Server listening on http://localhost:${config.PORT}`);
  }
}

void main();
