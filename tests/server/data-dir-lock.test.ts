import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from '../../server/db/client.ts';

describe('the PGlite data folder lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'refugio-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener with a clear Spanish/English message, and frees the folder on close', async () => {
    // Another live process holds the folder: our parent process stands in for it.
    writeFileSync(join(dir, 'refugio.lock'), String(process.ppid));
    const error = await openDatabase({ dataDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toMatch(/ya está en uso por otro proceso/);
    expect((error as Error).message).toMatch(/already in use by another process/);

    // A lock left by a process that no longer exists is taken over.
    writeFileSync(join(dir, 'refugio.lock'), '999999999');
    const database = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, 'refugio.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(join(dir, 'refugio.lock'))).toBe(false);
  });
});
