import type { FastifyInstance } from 'fastify';
import { backupDatabase, backupDue, backupsDir } from '../db/backup.ts';
import type { Job } from './runner.ts';

/** A server's first backup waits this long after start: a quick restart, a test run, stay light. */
export const FIRST_BACKUP_AFTER_MS = 10 * 60_000;

const startedAt = new WeakMap<FastifyInstance, number>();

/**
 * Backs up the embedded database into DATA_DIR/backups when the newest backup there is
 * BACKUP_HOURS old (keeping BACKUP_KEEP). Returns the file written, or null.
 */
export async function backUpIfDue(app: FastifyInstance): Promise<string | null> {
  const { config, database, clock } = app.deps;
  if (!config.BACKUP_HOURS || database.kind !== 'pglite' || config.dataDir.startsWith('memory://'))
    return null;
  const dir = backupsDir(config.dataDir);
  const now = clock.now();
  if (!(await backupDue(dir, config.BACKUP_HOURS, now))) return null;
  const file = await backupDatabase(database, { dir, keep: config.BACKUP_KEEP, now });
  if (file) app.log.info({ file }, 'database backed up');
  return file;
}

/**
 * Embedded database backups (BACKUP_HOURS, 0 = off). Only PGlite: one process owns its folder, so
 * nothing needs claiming; PostgreSQL is backed up with its own tools (README).
 */
export const databaseBackupJob: Job = {
  name: 'database-backup',
  everyMs: 10 * 60_000,
  async run(app) {
    const now = app.deps.clock.now().getTime();
    if (!startedAt.has(app)) startedAt.set(app, now);
    if (now - startedAt.get(app)! < FIRST_BACKUP_AFTER_MS) return;
    await backUpIfDue(app);
  },
};
