import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { createClock } from '../../server/clock.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { ensureSeeded } from '../../server/db/seed.ts';
import type { MailTransport } from '../../server/mail/transport.ts';

export const TEST_TODAY = '2026-11-22';

/** Which databases the API tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const databases: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let schemaCounter = 0;

/**
 * A fresh database for one test file: PGlite in memory, or a throw-away database on the PostgreSQL
 * server of DATABASE_URL (so files running in parallel never see each other's rows).
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const base = process.env.DATABASE_URL!;
  const name = `refugio_t_${process.pid}_${Date.now()}_${schemaCounter++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: base });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh, seeded database with "today" fixed at TEST_TODAY. */
export async function createTestApp(
  kind: 'pglite' | 'postgres' = 'pglite',
  options: { seed?: boolean; config?: Partial<Config>; mail?: MailTransport } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const config = testConfig(options.config);
  const clock = createClock(config.TODAY);
  if (options.seed !== false) await ensureSeeded(database.db, { today: clock.today() });
  const app = await buildApp({ config, database, clock, mail: options.mail });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
