import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { generateCatalogue } from './catalogue/generate.ts';
import { insertCatalogue } from './catalogue/insert.ts';
import { cabins } from './schema.ts';

export { DEMO_CLIENT } from './catalogue/bookings.ts';
export { generateCatalogue, DEMO_CABIN_COUNT } from './catalogue/generate.ts';

/**
 * Seeds the demo catalogue into an empty database: only when the `cabins` table has no rows, in one
 * transaction, under an advisory lock so that servers starting together on one PostgreSQL seed once.
 * `cabins` is how many cabins (default: the hand-written demo catalogue, 72).
 */
export async function ensureSeeded(
  db: Db,
  options: { today: string; cabins?: number },
): Promise<void> {
  await seedIfEmpty(db, options);
}

/** ensureSeeded, telling whether it seeded (false: the catalogue was already there). */
export async function seedIfEmpty(
  db: Db,
  options: { today: string; cabins?: number },
): Promise<boolean> {
  if (options.cabins === 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('refugio:seed'))`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(cabins);
    if (count > 0) return false;
    await insertCatalogue(tx, generateCatalogue({ count: options.cabins, today: options.today }));
    return true;
  });
}
