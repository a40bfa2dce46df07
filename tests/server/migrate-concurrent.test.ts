import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';

/**
 * Several server processes share one PostgreSQL (README "Running on PostgreSQL") and each applies
 * the migrations when it starts. Started together on an empty database — a scale-out deploy, or
 * a deploy that brings a new migration — they must not trip over each other.
 */
const journal = JSON.parse(
  readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(!process.env.DATABASE_URL)('migrations on a shared PostgreSQL', () => {
  it('are applied once when several servers open an empty database at the same moment', async () => {
    const base = process.env.DATABASE_URL!;
    const name = `refugio_t_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const opened: Database[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }),
        ),
      );
      for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const applied = await check.query(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0].n).toBe(journal.entries.length);
        const constraint = await check.query(
          "select 1 from pg_constraint where conname = 'reservations_no_overlap'",
        );
        expect(constraint.rowCount).toBe(1);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(opened.map((d) => d.close()));
      const cleaner = new pg.Client({ connectionString: base });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    }
  });
});
