/**
 * Backups of the embedded database (PGlite) while the server runs, and their restore with the
 * server stopped. On PostgreSQL, backups are PostgreSQL's own (pg_dump, PITR): see the README.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database } from './client.ts';
import { lockDataDir } from './client.ts';
import type { PgliteThread } from './pglite-client.ts';

const BACKUP_NAME = /^refugio-(\d{8})T(\d{6})Z\.tar\.gz$/;

/** The folder backups go to: DATA_DIR/backups. */
export const backupsDir = (dataDir: string) => join(dataDir, 'backups');

/** `refugio-20261122T180000Z.tar.gz`: the name says when, and sorts by it. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `refugio-${stamp}.tar.gz`;
}

function takenAt(name: string): number | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, d, t] = match;
  return Date.parse(
    `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}Z`,
  );
}

/** The backups in a folder, oldest first, with when each was taken. */
export async function listBackups(dir: string): Promise<Array<{ file: string; at: number }>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => ({ file: join(dir, name), at: takenAt(name) }))
    .filter((entry): entry is { file: string; at: number } => entry.at !== null)
    .sort((a, b) => a.at - b.at);
}

/** The running PGlite of a database, or null (PostgreSQL, or no client). */
function pgliteOf(database: Database): PgliteThread | null {
  if (database.kind !== 'pglite') return null;
  const client = (database.db as unknown as { $client?: PgliteThread }).$client;
  return client && typeof client.dumpDataDir === 'function' ? client : null;
}

/**
 * Writes a backup of the running embedded database into `dir` and keeps the `keep` newest. The
 * copy is taken between two statements (PGlite runs one at a time) after a CHECKPOINT, so it is what
 * a crash at that moment would leave: PostgreSQL's recovery makes it consistent when it is opened.
 * Returns the file, or null when the database is not an embedded one on disk.
 */
export async function backupDatabase(
  database: Database,
  options: { dir: string; keep: number; now: Date },
): Promise<string | null> {
  const client = pgliteOf(database);
  if (!client || !client.dataDir || client.dataDir.startsWith('memory://')) return null;
  await client.exec('CHECKPOINT');
  const archive = await client.dumpDataDir('gzip');
  const bytes = Buffer.from(await archive.arrayBuffer());
  await mkdir(options.dir, { recursive: true });
  const file = join(options.dir, backupFileName(options.now));
  const tmp = join(options.dir, `.${basename(file)}.tmp`);
  await writeFile(tmp, bytes, { mode: 0o600 });
  await rename(tmp, file);
  const backups = await listBackups(options.dir);
  for (const old of backups.slice(0, Math.max(0, backups.length - options.keep))) {
    await rm(old.file, { force: true });
  }
  return file;
}

/** Whether the newest backup in `dir` is older than `hours` (or there is none). */
export async function backupDue(dir: string, hours: number, now: Date): Promise<boolean> {
  const newest = (await listBackups(dir)).at(-1);
  return !newest || now.getTime() - newest.at >= hours * 3_600_000;
}

/**
 * Restores a backup into a data folder, with no server running on it (the data-dir lock refuses
 * otherwise). The database in place, if any, is kept beside it as `pglite.before-restore-…`. The
 * restored copy is opened once, which runs PostgreSQL's recovery, and closed.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  now?: Date;
}): Promise<{ previous: string | null }> {
  const info = await stat(options.file).catch(() => null);
  if (!info?.isFile()) {
    throw new Error(
      `No existe el respaldo ${options.file} / the backup ${options.file} does not exist`,
    );
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const target = join(options.dataDir, 'pglite');
    let previous: string | null = null;
    if (existsSync(target)) {
      const stamp = backupFileName(options.now ?? new Date()).slice(
        'refugio-'.length,
        -'.tar.gz'.length,
      );
      previous = `${target}.before-restore-${stamp}`;
      await rename(target, previous);
    }
    try {
      const archive = new Blob([await readFile(options.file)]);
      const client = await PGlite.create({
        dataDir: target,
        loadDataDir: archive,
        extensions: { btree_gist, pg_trgm, unaccent },
      });
      await client.query('select 1');
      await client.close();
    } catch (error) {
      // A broken file: put back what was there.
      await rm(target, { recursive: true, force: true });
      if (previous) await rename(previous, target);
      throw error;
    }
    return { previous };
  } finally {
    unlock();
  }
}
