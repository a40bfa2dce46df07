import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { openTestDatabase } from './helpers.ts';

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('outlives the server closing its idle connections, and opens new ones', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await database.db.execute(sql`select 1`);
    const name = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      }
    ).rows[0].name;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await vi.waitFor(() => expect(warnings).toHaveBeenCalled());
    const again = (await database.db.execute(sql`select 2 as n`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(again.rows[0].n).toBe(2);
    warnings.mockRestore();
  });
});
