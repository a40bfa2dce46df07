/**
 * Writes a generated catalogue. Rows travel as one JSON parameter per batch, expanded by
 * jsonb_to_recordset: a 10 000-cabin catalogue (≈100 000 rows) goes in a few seconds, where
 * row-by-row parameters would take several times longer (bind parsing dominates on PGlite).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../services/password.ts';
import type { Db, Tx } from '../client.ts';
import {
  cabinPhotos,
  cabins,
  cabinSeasonalRates,
  clients,
  hostBlocks,
  payments,
  reservations,
  reviews,
} from '../schema.ts';
import { DEMO_CLIENT, DEMO_HOST } from './bookings.ts';
import type { Catalogue } from './generate.ts';

const BATCH = 2000;

/** Inserts rows keyed by the table's property names, `size` per statement. */
export async function bulkInsert(
  tx: Tx | Db,
  table: PgTable,
  rows: ReadonlyArray<Record<string, unknown>>,
  size = BATCH,
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const key of keys) {
    if (!columns[key]) throw new Error(`bulkInsert: ${key} is not a column of the table`);
  }
  const target = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const source = sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  );
  const shape = sql.raw(keys.map((key) => `"${key}" ${columns[key].getSQLType()}`).join(', '));
  for (let i = 0; i < rows.length; i += size) {
    const batch = JSON.stringify(rows.slice(i, i + size));
    await tx.execute(
      sql`insert into ${table} (${target}) select ${source} from jsonb_to_recordset(${batch}::jsonb) as x(${shape})`,
    );
  }
}

/**
 * Inserts every row of `catalogue` inside `tx`. An account that already holds the demo client's or
 * the demo host's e-mail is kept: the demo trips, or the cabins, are then nobody's.
 */
export async function insertCatalogue(tx: Tx | Db, catalogue: Catalogue): Promise<void> {
  const hostInserted = await tx
    .insert(clients)
    .values({ ...catalogue.demoHost, passwordHash: await hashPassword(DEMO_HOST.password) })
    .onConflictDoNothing()
    .returning({ id: clients.id });
  const hostId = hostInserted.length ? catalogue.demoHost.id : null;
  await bulkInsert(
    tx,
    cabins,
    catalogue.cabins.map((cabin) => ({ ...cabin, ownerId: hostId })),
    1000,
  );
  await bulkInsert(tx, cabinPhotos, catalogue.photos);
  await bulkInsert(tx, cabinSeasonalRates, catalogue.seasonalRates);
  await bulkInsert(tx, reviews, catalogue.reviews);

  const passwordHash = await hashPassword(DEMO_CLIENT.password);
  const inserted = await tx
    .insert(clients)
    .values({ ...catalogue.demoClient, passwordHash })
    .onConflictDoNothing()
    .returning({ id: clients.id });
  // Someone registered the demo e-mail first: the demo trips are then nobody's.
  const ownerId = inserted.length ? catalogue.demoClient.id : null;
  const stays = catalogue.reservations.map((r) => ({
    ...r,
    clientId: r.clientId === catalogue.demoClient.id ? ownerId : r.clientId,
  }));
  await bulkInsert(tx, reservations, stays);
  await bulkInsert(tx, payments, catalogue.payments);
  await bulkInsert(tx, hostBlocks, catalogue.hostBlocks);
}
