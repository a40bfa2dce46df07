import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import type { Clock } from '../../server/clock.ts';
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

/**
 * The clock of the API tests: "today" is fixed and `now` is the real time, because these tests
 * write instants from Date.now() themselves (a hold that lapsed a minute ago, a token from now).
 * The server's own clock (server/clock.ts) anchors `now` to TODAY instead; a test that needs the
 * instants to follow its "today" passes `testClock()`.
 */
export function realTimeClock(today = TEST_TODAY): Clock {
  return { today: () => today, now: () => new Date() };
}

/** A clock the test moves by hand: "today" stays TEST_TODAY, `now` moves only with `advance`. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = new Date(`${TEST_TODAY}T18:00:00.000Z`)): TestClock {
  let now = start.getTime();
  return {
    today: () => TEST_TODAY,
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

/** The real app on a fresh, seeded database with "today" fixed at TEST_TODAY. */
export async function createTestApp(
  kind: 'pglite' | 'postgres' = 'pglite',
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    clock?: Clock;
    mail?: MailTransport;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const config = testConfig(options.config);
  const clock = options.clock ?? realTimeClock(config.TODAY);
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

let accountCounter = 0;

/**
 * A registered client and the Authorization header of its session, through the register route
 * (each from its own address, so the route's per-address limit stays out of the way).
 */
export async function registerClient(app: FastifyInstance, email?: string) {
  const n = ++accountCounter;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    payload: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: email ?? `cliente-${process.pid}-${Date.now()}-${n}@example.mx`,
      password: 'secreto123',
      confirmPassword: 'secreto123',
      acceptTerms: true,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const { token, client } = res.json().data as { token: string; client: { id: string } };
  return { client, token, headers: { authorization: `Bearer ${token}` } };
}
