/**
 * Test data with overrides: `await createCabin(db, { maxOccupancy: 2, minNights: 3 })`.
 * Every factory writes real rows (constraints and triggers apply) and returns what it wrote.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays, nightsBetween } from '../../src/shared/dates.ts';
import { commissionCents } from '../../src/shared/pricing.ts';
import type { AccommodationFeatures, FeatureGroup } from '../../src/shared/types.ts';
import type { DbOrTx } from '../../server/db/client.ts';
import {
  cabinPhotos,
  cabinSeasonalRates,
  cabins,
  clients,
  hostBlocks,
  reservations,
  reviews,
} from '../../server/db/schema.ts';
import { TEST_TODAY } from './helpers.ts';

export type CabinRow = typeof cabins.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type HostBlockRow = typeof hostBlocks.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

let sequence = 0;
const next = () => ++sequence;

export const DEFAULT_FEATURES: AccommodationFeatures = {
  generalFeatures: { wifi: true, fireplace: true, petsAllowed: false, hotWater: true },
  views: { forestView: true, lakeView: false },
  activities: { hiking: true },
  parking: { freeParking: true },
  restroomFeatures: { privateBathroom: true },
  kitchen: { kitchen: true, barbecue: true },
  sport: {},
  livingRoom: { boardGames: true },
};

export interface CabinOverrides extends Partial<Omit<typeof cabins.$inferInsert, 'features'>> {
  /** Merged group by group over DEFAULT_FEATURES (use `replaceFeatures` to start empty). */
  features?: Partial<Record<FeatureGroup, Record<string, boolean>>>;
  replaceFeatures?: boolean;
  /** Photo paths in order (default two). */
  photos?: string[];
  seasonalRates?: Array<{
    name?: string;
    startDate: string;
    endDate: string;
    nightlyRateCents: number;
  }>;
  reviews?: Array<{ rating: number; comment?: string; authorName?: string; createdAt?: Date }>;
}

export type CreatedCabin = CabinRow & { photos: string[] };

function cabinValues(overrides: CabinOverrides): {
  cabin: typeof cabins.$inferInsert;
  photos: string[];
} {
  const n = next();
  const {
    features,
    replaceFeatures,
    photos = [`scenes/forest-${(n % 6) + 1}`, `scenes/forest-${((n + 1) % 6) + 1}`],
    seasonalRates: _seasons,
    reviews: _reviews,
    ...columns
  } = overrides;
  const base: AccommodationFeatures = replaceFeatures
    ? {
        generalFeatures: {},
        views: {},
        activities: {},
        parking: {},
        restroomFeatures: {},
        kitchen: {},
        sport: {},
        livingRoom: {},
      }
    : structuredClone(DEFAULT_FEATURES);
  for (const [group, flags] of Object.entries(features ?? {})) {
    base[group as FeatureGroup] = { ...base[group as FeatureGroup], ...flags };
  }
  return {
    cabin: {
      id: randomUUID(),
      name: `Cabaña de prueba ${n}`,
      accommodationType: 'Cabaña',
      description: 'Una cabaña de prueba entre pinos.',
      population: 'Mazamitla',
      state: 'Jalisco',
      address: `Camino al bosque ${n}, Mazamitla, Jalisco`,
      latitude: 19.915,
      longitude: -103.02,
      minOccupancy: 1,
      maxOccupancy: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      minNights: 1,
      nightlyRateCents: 150_000,
      weekendRateCents: null,
      features: base,
      // Test cabins are in the catalogue unless a test says otherwise (the column's default is a draft).
      status: 'published',
      ...columns,
    },
    photos,
  };
}

/** One cabin, with its photos, seasonal rates and reviews. */
export async function createCabin(
  db: DbOrTx,
  overrides: CabinOverrides = {},
): Promise<CreatedCabin> {
  const { cabin, photos } = cabinValues(overrides);
  const [row] = await db.insert(cabins).values(cabin).returning();
  if (photos.length) {
    await db.insert(cabinPhotos).values(
      photos.map((path, position) => ({
        cabinId: row.id,
        position,
        path,
        alt: `${row.name}, foto ${position + 1}`,
      })),
    );
  }
  if (overrides.seasonalRates?.length) {
    await db.insert(cabinSeasonalRates).values(
      overrides.seasonalRates.map((season, i) => ({
        cabinId: row.id,
        name: season.name ?? `Temporada ${i + 1}`,
        startDate: season.startDate,
        endDate: season.endDate,
        nightlyRateCents: season.nightlyRateCents,
      })),
    );
  }
  for (const review of overrides.reviews ?? []) {
    await createReview(db, { cabinId: row.id, ...review });
  }
  return { ...row, photos };
}

/**
 * Many cabins at once (multi-row inserts in batches), for large catalogues. `each(i)` gives the
 * overrides of cabin i (seasonal rates and reviews are not supported here).
 */
export async function createCabins(
  db: DbOrTx,
  count: number,
  each: (i: number) => CabinOverrides = () => ({}),
  batchSize = 500,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start) }, (_, k) =>
      cabinValues(each(start + k)),
    );
    await db.insert(cabins).values(batch.map((b) => b.cabin));
    const photoRows = batch.flatMap((b) =>
      b.photos.map((path, position) => ({
        cabinId: b.cabin.id!,
        position,
        path,
        alt: `${b.cabin.name}, foto ${position + 1}`,
      })),
    );
    if (photoRows.length) await db.insert(cabinPhotos).values(photoRows);
    ids.push(...batch.map((b) => b.cabin.id!));
  }
  return ids;
}

export type ReservationOverrides = Partial<typeof reservations.$inferInsert> & { cabinId: string };

/** A reservation (default: active and paid, 2 guests, 3 weeks after TEST_TODAY for 2 nights). */
export async function createReservation(
  db: DbOrTx,
  overrides: ReservationOverrides,
): Promise<ReservationRow> {
  const checkIn = overrides.checkIn ?? addDays(TEST_TODAY, 21);
  const checkOut = overrides.checkOut ?? addDays(checkIn, 2);
  const nights = nightsBetween(checkIn, checkOut);
  const subtotal = overrides.subtotalCents ?? nights * 150_000;
  const commission = overrides.commissionCents ?? commissionCents(subtotal);
  const total = overrides.totalCents ?? subtotal + commission;
  // Sold under the cabin's policy, as the booking routes copy it.
  const [cabin] = await db
    .select({ cancellationPolicy: cabins.cancellationPolicy })
    .from(cabins)
    .where(eq(cabins.id, overrides.cabinId))
    .limit(1);
  const [row] = await db
    .insert(reservations)
    .values({
      id: randomUUID(),
      guests: 2,
      nights,
      status: 'active',
      paymentStatus: 'PAID',
      subtotalCents: subtotal,
      commissionCents: commission,
      totalCents: total,
      balanceDueCents: 0,
      guestFirstName: 'Ana',
      guestLastName: 'López',
      guestEmail: 'ana.lopez@example.com',
      guestPhone: '+525512345678',
      cancellationPolicy: cabin?.cancellationPolicy ?? 'non_refundable',
      ...overrides,
      checkIn,
      checkOut,
    })
    .returning();
  return row;
}

/** Nights the host closed (maintenance, own use). */
export async function createHostBlock(
  db: DbOrTx,
  overrides: Partial<typeof hostBlocks.$inferInsert> & { cabinId: string },
): Promise<HostBlockRow> {
  const checkIn = overrides.checkIn ?? addDays(TEST_TODAY, 30);
  const [row] = await db
    .insert(hostBlocks)
    .values({
      id: randomUUID(),
      reason: 'Mantenimiento',
      ...overrides,
      checkIn,
      checkOut: overrides.checkOut ?? addDays(checkIn, 3),
    })
    .returning();
  return row;
}

export async function createReview(
  db: DbOrTx,
  overrides: Partial<typeof reviews.$inferInsert> & { cabinId: string; rating: number },
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values({
      id: randomUUID(),
      authorName: 'Huésped de prueba',
      comment: 'Muy buena estancia.',
      ...overrides,
    })
    .returning();
  return row;
}

/** A client account row (no password: enough to own reservations). */
export async function createClient(
  db: DbOrTx,
  overrides: Partial<typeof clients.$inferInsert> = {},
): Promise<ClientRow> {
  const n = next();
  const [row] = await db
    .insert(clients)
    .values({
      id: randomUUID(),
      email: `cliente${n}.${Date.now()}@example.com`,
      firstName: 'Cliente',
      lastName: `Prueba ${n}`,
      ...overrides,
    })
    .returning();
  return row;
}

const COUNTED = [
  'cabins',
  'reservations',
  'host_blocks',
  'reviews',
  'clients',
  'payments',
] as const;

/** Row counts of the tables a request could write, to prove a refused request wrote nothing. */
export async function countRows(db: DbOrTx): Promise<Record<(typeof COUNTED)[number], number>> {
  const result = await db.execute(
    sql.raw(`select ${COUNTED.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`),
  );
  const [row] = (result as unknown as { rows: Array<Record<string, number>> }).rows;
  return Object.fromEntries(COUNTED.map((t) => [t, Number(row[t])])) as Record<
    (typeof COUNTED)[number],
    number
  >;
}
