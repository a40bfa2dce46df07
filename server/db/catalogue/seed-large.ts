import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cabins } from '../schema.ts';
import { seedIfEmpty } from '../seed.ts';

export type SeedLargeResult = { ok: boolean; message: string };

/** Seeds `count` cabins into an empty database; refuses (ok false) one that already has cabins. */
export async function seedLarge(
  db: Db,
  options: { count: number; today: string; target: string },
): Promise<SeedLargeResult> {
  const [{ existing }] = await db.select({ existing: sql<number>`count(*)::int` }).from(cabins);
  if (existing > 0) {
    return {
      ok: false,
      message:
        `La base de datos (${options.target}) ya tiene ${existing} cabañas; no se sembró nada. ` +
        'Usa una carpeta DATA_DIR vacía o una base de datos nueva.\n' +
        `The database (${options.target}) already has ${existing} cabins; nothing was seeded.`,
    };
  }
  const started = Date.now();
  if (!(await seedIfEmpty(db, { today: options.today, cabins: options.count }))) {
    return {
      ok: false,
      message: 'Otro proceso sembró la base de datos al mismo tiempo; no se sembró nada.',
    };
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {
    ok: true,
    message: `Sembradas ${options.count} cabañas en ${options.target} en ${seconds} s.`,
  };
}
