import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-client.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: repositories take `Db | Tx` so callers can compose them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: string) {
    super(
      `La carpeta de datos ${dir} ya está en uso por otro proceso (pid ${pid}); detenlo antes de iniciar otro servidor.\n` +
        `The data folder ${dir} is already in use by another process (pid ${pid}); stop it before starting another server.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite corrupts a folder opened by two processes, so the server (and `npm run db:restore`) holds
 * an exclusive lock file. Returns the function that frees it.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'refugio.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readFileSync(lockPath, 'utf8').trim();
      if (holder && isAlive(Number(holder)) && Number(holder) !== process.pid) {
        throw new DataDirLockedError(dir, holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

/**
 * PGlite's shared buffers, in MB. PostgreSQL's default (128 MB) is resident from the start in
 * PGlite's WebAssembly memory, which never shrinks; the rows the app reads often are in its own
 * in-memory catalogue anyway (decision 040), and what misses the buffers is one read from the
 * operating system's page cache away. See docs/performance.md ("Memory").
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

function pgliteStartParams(sharedBuffersMb: number): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

/**
 * Creates the database in a folder that has none (initdb) in a short-lived child process: initdb
 * runs in its own WebAssembly instance, and the memory it touched (~500 MB at its peak) would
 * otherwise stay with the server for its whole life, WebAssembly memory never shrinks and glibc
 * keeps freed pages. The child exits and gives it all back.
 */
async function initdbInChildProcess(dataDir: string, sharedBuffersMb: number): Promise<void> {
  const module = (name: string) => JSON.stringify(import.meta.resolve(name));
  const script = `
    import { PGlite } from ${module('@electric-sql/pglite')};
    import { btree_gist } from ${module('@electric-sql/pglite/contrib/btree_gist')};
    import { pg_trgm } from ${module('@electric-sql/pglite/contrib/pg_trgm')};
    import { unaccent } from ${module('@electric-sql/pglite/contrib/unaccent')};
    const db = await PGlite.create({
      dataDir: ${JSON.stringify(dataDir)},
      extensions: { btree_gist, pg_trgm, unaccent },
      startParams: ${JSON.stringify(pgliteStartParams(sharedBuffersMb))},
    });
    await db.close();
  `;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
}

async function openPglite(
  dataDir: string | undefined,
  sharedBuffersMb: number,
): Promise<PgliteThread> {
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) {
    await initdbInChildProcess(dataDir, sharedBuffersMb);
  }
  return PgliteThread.open({ dataDir, startParams: pgliteStartParams(sharedBuffersMb) });
}

/**
 * Opens the database: node-postgres when a URL is given, else PGlite in `dataDir`
 * (`memory://` for tests). Applies the migrations before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: its shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    let closing = false;
    // An idle connection that the server closes (a restart, a terminated backend) is reported as an
    // 'error' on the pool, which replaces it; with no listener Node would end the whole process.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several servers may share this database and start together: one migrates at a time (a
    // session advisory lock), the others then find the migrations applied. Without it, concurrent
    // `CREATE EXTENSION IF NOT EXISTS` / `CREATE TABLE` race and a server fails to start.
    const lock = await pool.connect();
    try {
      await lock.query(`select pg_advisory_lock(hashtext('refugio:migrate'))`);
      await migratePg(db as never, { migrationsFolder });
    } finally {
      const unlocked = await lock
        .query(`select pg_advisory_unlock(hashtext('refugio:migrate'))`)
        .then(
          () => true,
          () => false,
        );
      // A connection that could not unlock is closed, which frees the lock.
      lock.release(!unlocked);
    }
    return {
      db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = await openPglite(
      inMemory ? undefined : join(options.dataDir, 'pglite'),
      options.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB,
    );
    // PgliteThread answers the part of PGlite's interface drizzle calls (query, transaction).
    const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Postgres error details, whether drizzle wrapped them (error.cause) or not. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: e.constraint };
    current = e.cause;
  }
  return {};
}
