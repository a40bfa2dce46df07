import { and, desc, eq, sql } from 'drizzle-orm';
import { minNightsFor, priceStayCents, toStayPricing } from '../../src/shared/pricing.ts';
import { FAVORITES_LIMITS } from '../../src/shared/favorites.ts';
import type { Cabin } from '../../src/shared/types.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { favorites } from '../db/schema.ts';
import { occupiedCabins } from './availability-service.ts';
import { catalogueOf } from './catalogue.ts';
import { stayRestrictions } from './stay-service.ts';

/**
 * A signed-in guest's saved cabins. Rows name only the client's own cabins: every query is
 * bounded by client_id, so another account's favourites are never reached.
 */

/** Saved cabin ids, newest first. */
export async function listFavoriteIds(db: DbOrTx, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ cabinId: favorites.cabinId })
    .from(favorites)
    .where(eq(favorites.clientId, clientId))
    .orderBy(desc(favorites.savedAt), favorites.cabinId);
  return rows.map((row) => row.cabinId);
}

/**
 * Saves a cabin (again: nothing changes). 'full' when the account already holds the limit; the
 * count and the insert are one statement, so two saves at once cannot pass it together by much.
 */
export async function addFavorite(
  db: DbOrTx,
  clientId: string,
  cabinId: string,
  now: Date,
): Promise<'saved' | 'full'> {
  const inserted = await db.execute(sql`
    insert into favorites (client_id, cabin_id, saved_at)
    select ${clientId}, ${cabinId}, ${now.toISOString()}::timestamptz
    where (select count(*) from favorites where client_id = ${clientId}) < ${FAVORITES_LIMITS.max}
    on conflict (client_id, cabin_id) do nothing
    returning cabin_id`);
  if ((inserted as unknown as { rows: unknown[] }).rows.length > 0) return 'saved';
  const [existing] = await db
    .select({ cabinId: favorites.cabinId })
    .from(favorites)
    .where(and(eq(favorites.clientId, clientId), eq(favorites.cabinId, cabinId)));
  return existing ? 'saved' : 'full';
}

/** Removes a saved cabin: false when it was not saved (nothing changes). */
export async function removeFavorite(
  db: DbOrTx,
  clientId: string,
  cabinId: string,
): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.clientId, clientId), eq(favorites.cabinId, cabinId)))
    .returning({ cabinId: favorites.cabinId });
  return removed.length > 0;
}

/**
 * The saved cabins still in the catalogue, as search cards: with a stay, each priced for it
 * (`cotizacion`) and with the restrictions that keep it from hosting the stay, as in the results.
 */
export async function favoriteCabins(
  database: Database,
  ids: readonly string[],
  stay: { checkIn: string; checkOut: string; nights: number; guests: number | null } | null,
  now: Date,
): Promise<Cabin[]> {
  const occupancy = stay ? await occupiedCabins(database, stay, now) : null;
  const snapshot = await catalogueOf(database).get(occupancy?.version);
  const cabins: Cabin[] = [];
  for (const id of ids) {
    const entry = snapshot.byId.get(id);
    if (!entry) continue;
    if (!stay) {
      cabins.push(entry.cabin);
      continue;
    }
    const restrictions = stayRestrictions(entry.row, {
      guests: stay.guests,
      nights: stay.nights,
      occupied: occupancy?.ids.has(id) ?? false,
      minNights: minNightsFor(entry.rateCard, entry.row.minNights, stay.checkIn),
    });
    cabins.push({
      ...entry.cabin,
      restrictions,
      cotizacion: toStayPricing(priceStayCents(entry.rateCard, stay.checkIn, stay.checkOut)),
    } as Cabin);
  }
  return cabins;
}
