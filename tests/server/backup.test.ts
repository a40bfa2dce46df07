import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { backupDue, backupFileName, restoreBackup } from '../../server/db/backup.ts';
import { DataDirLockedError, openDatabase } from '../../server/db/client.ts';
import { reservations } from '../../server/db/schema.ts';
import { ensureSeeded } from '../../server/db/seed.ts';
import { backUpIfDue, databaseBackupJob } from '../../server/jobs/database-backup.ts';
import { registerClient, testClock } from './helpers.ts';

const run = promisify(execFile);

describe('backups of the embedded database', () => {
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `refugio-${name}-`));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('book, back up while the server runs, restore into a fresh folder: the booking is there', async () => {
    const dataDir = tempDir('backup');
    const database = await openDatabase({ dataDir });
    const clock = testClock();
    await ensureSeeded(database.db, { today: clock.today() });
    const config = testConfig({ dataDir, DATA_DIR: dataDir, BACKUP_HOURS: 24, BACKUP_KEEP: 1 });
    const app = await buildApp({ config, database, clock });
    let bookingId: string;
    let files: string[];
    try {
      const cabins = await app.inject({ method: 'GET', url: '/api/habitaciones?limit=1' });
      const cabinId = cabins.json().habitaciones[0]._id as string;
      const guest = await registerClient(app);
      const booked = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: guest.headers,
        payload: {
          cabinId,
          checkIn: '2027-02-01',
          checkOut: '2027-02-04',
          guests: 2,
          guestInfo: {
            firstName: 'Ana',
            lastName: 'Ruiz',
            email: 'ana@correo.mx',
            phone: '5512345678',
          },
        },
      });
      expect(booked.statusCode).toBe(201);
      bookingId = booked.json().data._id;
      expect(bookingId).toEqual(expect.any(String));

      // The job's first run only notes the start; a backup waits for the server to settle.
      await databaseBackupJob.run(app);
      expect(readdirSync(dataDir)).not.toContain('backups');
      const first = await backUpIfDue(app);
      expect(first).toBe(join(dataDir, 'backups', backupFileName(clock.now())));
      // Not due again until BACKUP_HOURS have passed; then the older copy makes way (BACKUP_KEEP=1).
      clock.advance(3_600_000);
      expect(await backUpIfDue(app)).toBeNull();
      clock.advance(23 * 3_600_000);
      const second = await backUpIfDue(app);
      files = readdirSync(join(dataDir, 'backups'));
      expect(files).toEqual([backupFileName(clock.now())]);
      expect(second).toBe(join(dataDir, 'backups', files[0]));
    } finally {
      await app.close();
      await database.close();
    }

    const fresh = tempDir('restored');
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/db/restore-cli.ts', join(dataDir, 'backups', files[0])],
      { env: { ...process.env, DATA_DIR: fresh, DATABASE_URL: '' } },
    );
    expect(stdout).toMatch(/Respaldo restaurado/);
    const restored = await openDatabase({ dataDir: fresh });
    try {
      const rows = await restored.db
        .select({ id: reservations.id, checkIn: reservations.checkIn })
        .from(reservations)
        .where(eq(reservations.id, bookingId));
      expect(rows).toEqual([{ id: bookingId, checkIn: '2027-02-01' }]);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a folder a running server holds, and changes nothing', async () => {
    const dataDir = tempDir('locked');
    // Another live process holds the folder: our parent process stands in for it.
    writeFileSync(join(dataDir, 'refugio.lock'), String(process.ppid));
    const file = join(dataDir, 'refugio-20261122T180000Z.tar.gz');
    writeFileSync(file, 'no importa');
    const error = await restoreBackup({ file, dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect(readdirSync(dataDir).sort()).toEqual([
      'refugio-20261122T180000Z.tar.gz',
      'refugio.lock',
    ]);
  });

  it('refuses a file that is not there, or not a backup, and keeps the database in place', async () => {
    const dataDir = tempDir('broken');
    await expect(restoreBackup({ file: join(dataDir, 'nada.tar.gz'), dataDir })).rejects.toThrow(
      /does not exist/,
    );
    const database = await openDatabase({ dataDir });
    await database.close();
    const junk = join(dataDir, 'junk.tar.gz');
    writeFileSync(junk, 'esto no es un respaldo');
    await expect(restoreBackup({ file: junk, dataDir })).rejects.toThrow();
    expect(readdirSync(dataDir).sort()).toEqual(['junk.tar.gz', 'pglite']);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('is due when the newest backup is BACKUP_HOURS old, or there is none', async () => {
    const dir = tempDir('due');
    const now = new Date('2026-11-22T18:00:00Z');
    expect(await backupDue(dir, 24, now)).toBe(true);
    writeFileSync(join(dir, backupFileName(new Date('2026-11-22T06:00:00Z'))), '');
    writeFileSync(join(dir, 'otra-cosa.tar.gz'), '');
    expect(await backupDue(dir, 24, now)).toBe(false);
    expect(await backupDue(dir, 12, now)).toBe(true);
  });
});
