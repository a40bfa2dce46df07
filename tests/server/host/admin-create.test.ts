import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client.ts';
import { clients } from '../../../server/db/schema.ts';
import { createClient } from '../factories.ts';

const run = promisify(execFile);

/** `npm run admin:create -- EMAIL` against a real data folder, as an operator would run it. */
describe('admin:create', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'refugio-admin-'));
    const database = await openDatabase({ dataDir });
    await createClient(database.db, { email: 'lupita@example.mx' });
    await database.close();
  }, 60_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/db/admin-create-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('makes an existing account an operator, and says so in Spanish otherwise', async () => {
    const unknown = await cli('nadie@example.mx');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No existe una cuenta con el correo nadie@example.mx');
    const usage = await cli();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run admin:create -- CORREO');

    const done = await cli('Lupita@Example.mx');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('lupita@example.mx ahora es operador (admin).');
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db
        .select()
        .from(clients)
        .where(eq(clients.email, 'lupita@example.mx'));
      expect(row.isAdmin).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
