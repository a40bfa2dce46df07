import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_KEYS } from '../../src/shared/amenities.ts';
import { addDays } from '../../src/shared/dates.ts';
import { describeDestination } from '../../src/shared/destinations.ts';
import { priceStayCents } from '../../src/shared/pricing.ts';
import { FEATURE_GROUPS } from '../../src/shared/types.ts';
import type { Database } from '../../server/db/client.ts';
import {
  DEMO_CABIN_COUNT,
  generateCatalogue,
  type Catalogue,
} from '../../server/db/catalogue/generate.ts';
import { easterSunday, seasonsAround } from '../../server/db/catalogue/seasons.ts';
import { seedLarge } from '../../server/db/catalogue/seed-large.ts';
import {
  cabinPhotos,
  cabins,
  cabinSeasonalRates,
  clients,
  hostBlocks,
  payments,
  reservations,
  reviews,
} from '../../server/db/schema.ts';
import { DEMO_CLIENT, ensureSeeded, seedIfEmpty } from '../../server/db/seed.ts';
import { DEMO_HOST } from '../../server/db/catalogue/bookings.ts';
import { isInterior, isSceneKind, parseSceneFile } from '../../server/media/scene-kinds.ts';
import { verifyPassword } from '../../server/services/password.ts';
import { databases, openTestDatabase, TEST_TODAY } from './helpers.ts';

const BEACH = 'Cabañas frente al mar y a pasos de la playa';
const CARIBE = 'Caribe mexicano, cenotes y selva maya';
const COLONIAL = 'Ciudades coloniales, haciendas y cenotes';
const FOREST = 'Cabañas entre pinos, aire de montaña';
const LAKE = 'Lagos y lagunas para desconectarte';

const byCabin = <T extends { cabinId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.cabinId, [...(map.get(row.cabinId) ?? []), row]);
  return map;
};

describe('the generated demo catalogue', () => {
  const catalogue: Catalogue = generateCatalogue({ today: TEST_TODAY });
  const destinations = new Map<string, number>();
  for (const cabin of catalogue.cabins) {
    const key = `${cabin.population}, ${cabin.state}`;
    destinations.set(key, (destinations.get(key) ?? 0) + 1);
  }

  it('is deterministic: same seed and today give identical rows', () => {
    expect(generateCatalogue({ today: TEST_TODAY })).toEqual(catalogue);
    const other = generateCatalogue({ today: TEST_TODAY, seed: 'otra-semilla' });
    expect(other.cabins.map((c) => c.id)).not.toEqual(catalogue.cabins.map((c) => c.id));
  });

  it("mostly sells 'No reembolsable' stays, some cabins on each other policy, every stay a copy of its cabin's", () => {
    const count = (policy: string) =>
      catalogue.cabins.filter((c) => c.cancellationPolicy === policy).length;
    expect(count('non_refundable')).toBeGreaterThan(count('flexible'));
    for (const policy of ['flexible', 'moderate', 'strict'])
      expect(count(policy)).toBeGreaterThan(0);
    const policyOf = new Map(catalogue.cabins.map((c) => [c.id, c.cancellationPolicy]));
    expect(catalogue.reservations.length).toBeGreaterThan(0);
    for (const r of catalogue.reservations) {
      expect(r.cancellationPolicy).toBe(policyOf.get(r.cabinId));
    }
  });

  it('dates stays relative to today, keeping the cabins themselves', () => {
    const later = generateCatalogue({ today: addDays(TEST_TODAY, 10) });
    expect(later.cabins.map((c) => c.id)).toEqual(catalogue.cabins.map((c) => c.id));
    expect(later.reservations.map((r) => r.checkIn)).toEqual(
      catalogue.reservations.map((r) => addDays(r.checkIn, 10)),
    );
  });

  it('holds at least 72 cabins in at least 12 real destinations, unevenly', () => {
    expect(catalogue.cabins.length).toBe(DEMO_CABIN_COUNT);
    expect(catalogue.cabins.length).toBeGreaterThanOrEqual(72);
    expect(destinations.size).toBeGreaterThanOrEqual(12);
    const counts = [...destinations.values()].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(counts[1]);
    expect(new Set(counts.slice(0, 6)).size).toBe(6);
    expect(counts.at(-1)).toBe(3);
    expect(destinations.get('Mazamitla, Jalisco')).toBe(counts[0]);
  });

  it('exercises every keyword category of the destination suggestions', () => {
    const descriptions = new Set(
      [...destinations.keys()].map((key) => {
        const [population, state] = key.split(', ');
        return describeDestination(population, state).description;
      }),
    );
    for (const expected of [BEACH, CARIBE, COLONIAL, FOREST, LAKE]) {
      expect(descriptions).toContain(expected);
    }
    expect([...descriptions].some((d) => d.startsWith('Alojamientos disponibles en '))).toBe(true);
  });

  it('gives every cabin a Mongo-like id and coordinates near its town, some shared', () => {
    const ids = catalogue.cabins.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    const towns: Record<string, [number, number]> = {
      Tulum: [20.21, -87.47],
      Mazamitla: [19.915, -103.02],
      Creel: [27.75, -107.63],
      'San Cristóbal de las Casas': [16.737, -92.638],
    };
    for (const cabin of catalogue.cabins) {
      const town = towns[cabin.population];
      if (!town) continue;
      expect(Math.abs(cabin.latitude - town[0])).toBeLessThan(0.06);
      expect(Math.abs(cabin.longitude - town[1])).toBeLessThan(0.06);
    }
    const spots = new Map<string, number>();
    for (const c of catalogue.cabins) {
      const key = `${c.latitude},${c.longitude}`;
      spots.set(key, (spots.get(key) ?? 0) + 1);
    }
    expect([...spots.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(2);
    for (const cabin of catalogue.cabins) {
      expect(cabin.address).toContain(cabin.population);
      expect(cabin.address).toMatch(/\d{5} /);
    }
  });

  it('writes distinct Spanish names and descriptions with nothing left to fill', () => {
    const names = catalogue.cabins.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const descriptions = catalogue.cabins.map((c) => c.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const cabin of catalogue.cabins) {
      expect(cabin.description).not.toMatch(/[{}]|undefined|lorem/i);
      expect(cabin.description.length).toBeGreaterThan(250);
      expect(
        cabin.description.startsWith(cabin.name) || cabin.description.includes(cabin.name),
      ).toBe(true);
    }
    const types = new Set(catalogue.cabins.map((c) => c.accommodationType));
    for (const type of [
      'Cabaña',
      'Casa de campo',
      'Bungalow',
      'Villa',
      'Glamping',
      'Casa del árbol',
      'Loft',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('keeps capacities, rooms and prices coherent', () => {
    for (const c of catalogue.cabins) {
      expect(c.minOccupancy).toBeGreaterThanOrEqual(1);
      expect(c.minOccupancy).toBeLessThanOrEqual(2);
      expect(c.maxOccupancy).toBeGreaterThanOrEqual(2);
      expect(c.maxOccupancy).toBeLessThanOrEqual(12);
      expect(c.bedrooms).toBeGreaterThanOrEqual(1);
      expect(c.beds).toBeGreaterThanOrEqual(c.bedrooms);
      expect(c.beds * 2).toBeGreaterThanOrEqual(c.maxOccupancy);
      expect(c.bathrooms).toBeGreaterThanOrEqual(1);
      expect(c.bathrooms).toBeLessThanOrEqual(c.bedrooms);
      expect([1, 2, 3]).toContain(c.minNights);
      expect(c.nightlyRateCents % 5000).toBe(0);
      expect(c.nightlyRateCents).toBeGreaterThanOrEqual(950_00);
      expect(c.nightlyRateCents).toBeLessThanOrEqual(6500_00);
      if (c.weekendRateCents != null)
        expect(c.weekendRateCents).toBeGreaterThan(c.nightlyRateCents);
    }
    expect(catalogue.cabins.filter((c) => c.minOccupancy === 2).length).toBeGreaterThan(0);
    expect(catalogue.cabins.filter((c) => c.minNights > 1).length).toBeGreaterThan(0);
    expect(catalogue.cabins.filter((c) => c.weekendRateCents != null).length).toBeGreaterThan(10);
    const tulum = catalogue.cabins.filter((c) => c.population === 'Tulum');
    const creel = catalogue.cabins.filter((c) => c.population === 'Creel');
    const avg = (xs: typeof tulum) => xs.reduce((s, c) => s + c.nightlyRateCents, 0) / xs.length;
    expect(avg(tulum)).toBeGreaterThan(avg(creel));
  });

  it('sets every amenity key to a boolean, and only amenities that fit the place', () => {
    for (const cabin of catalogue.cabins) {
      for (const group of FEATURE_GROUPS) {
        expect(Object.keys(cabin.features[group]).sort()).toEqual([...FEATURE_KEYS[group]].sort());
        for (const value of Object.values(cabin.features[group]))
          expect(typeof value).toBe('boolean');
      }
      const { generalFeatures: g, views, activities } = cabin.features;
      const { icon } = describeDestination(cabin.population, cabin.state);
      if (views.seaView) expect(icon).toBe('beach');
      if (activities.surf)
        expect(['Puerto Escondido', 'Sayulita', 'Tulum']).toContain(cabin.population);
      if (g.fireplace) expect(g.airConditioning).toBe(false);
      if (cabin.population === 'Holbox') expect(cabin.features.parking.freeParking).toBe(false);
      if (!cabin.features.kitchen.kitchen) expect(cabin.features.kitchen.oven).toBe(false);
      if (views.gardenView) expect(g.garden).toBe(true);
      expect(Object.values(views).some(Boolean)).toBe(true);
    }
    const some = (pick: (c: Catalogue['cabins'][number]) => boolean) => catalogue.cabins.some(pick);
    expect(some((c) => c.features.views.seaView)).toBe(true);
    expect(some((c) => c.population === 'Bacalar' && c.features.views.lakeView)).toBe(true);
    expect(some((c) => c.population === 'Valle de Bravo' && c.features.views.lakeView)).toBe(true);
    expect(some((c) => c.population === 'Mazamitla' && c.features.generalFeatures.fireplace)).toBe(
      true,
    );
    for (const group of FEATURE_GROUPS) {
      expect(some((c) => Object.values(c.features[group]).some(Boolean))).toBe(true);
    }
  });

  it('gives each cabin 3–8 photos, an exterior first, with Spanish alt texts', () => {
    const photos = byCabin(catalogue.photos);
    for (const cabin of catalogue.cabins) {
      const list = photos.get(cabin.id) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(8);
      expect(list.map((p) => p.position)).toEqual(list.map((_, i) => i));
      for (const photo of list) {
        const match = /^scenes\/([a-z-]+)-(\d+)$/.exec(photo.path);
        expect(match).not.toBeNull();
        expect(parseSceneFile(`${match![1]}-${match![2]}-480.webp`)).not.toBeNull();
        expect(photo.alt).toContain(cabin.name);
      }
      const firstKind = /^scenes\/([a-z-]+)-\d+$/.exec(list[0].path)![1];
      expect(isSceneKind(firstKind) && !isInterior(firstKind)).toBe(true);
    }
    const creelCovers = catalogue.cabins
      .filter((c) => c.population === 'Creel')
      .map((c) => photos.get(c.id)![0].path);
    expect(creelCovers.some((p) => p.startsWith('scenes/canyon-'))).toBe(true);
    const withoutPool = catalogue.cabins.filter((c) => !c.features.generalFeatures.privatePool);
    for (const cabin of withoutPool) {
      expect(photos.get(cabin.id)!.some((p) => p.path.startsWith('scenes/pool-'))).toBe(false);
    }
  });

  it('adds Semana Santa, verano and Navidad rates around today', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
    const names = seasonsAround(TEST_TODAY).map((s) => s.name);
    expect(names).toContain('Navidad y Año Nuevo 2026–2027');
    expect(names).toContain('Semana Santa 2027');
    expect(names).not.toContain('Verano 2026');
    const rates = catalogue.seasonalRates;
    expect(new Set(rates.map((r) => r.cabinId)).size).toBeGreaterThan(20);
    const navidad = rates.find((r) => r.name === 'Navidad y Año Nuevo 2026–2027')!;
    expect(navidad).toMatchObject({ startDate: '2026-12-20', endDate: '2027-01-07' });
    expect(rates.find((r) => r.name === 'Semana Santa 2027')).toMatchObject({
      startDate: '2027-03-20',
      endDate: '2027-03-29',
    });
    const verano = rates.find((r) => r.name === 'Verano 2027')!;
    expect(verano).toMatchObject({ startDate: '2027-07-15', endDate: '2027-08-16' });
    const cabinById = new Map(catalogue.cabins.map((c) => [c.id, c]));
    for (const rate of rates) {
      expect(rate.endDate > rate.startDate).toBe(true);
      expect(rate.nightlyRateCents).toBeGreaterThan(cabinById.get(rate.cabinId)!.nightlyRateCents);
    }
  });

  it('has reviews for most cabins and none for a few new ones', () => {
    const grouped = byCabin(catalogue.reviews);
    const counts = catalogue.cabins.map((c) => grouped.get(c.id)?.length ?? 0);
    const none = counts.filter((n) => n === 0).length;
    expect(none).toBeGreaterThanOrEqual(3);
    expect(none).toBeLessThan(10);
    for (const n of counts) if (n > 0) expect(n).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    for (const review of catalogue.reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.authorName).toMatch(/^[A-ZÁÉÍÓÚÑ][\p{L} ]+ [A-ZÁÉÍÓÚÑ]\.$/u);
      expect(review.comment).not.toMatch(/[{}]/);
      expect(review.createdAt!.getTime()).toBeLessThan(
        new Date(`${TEST_TODAY}T23:59:59-06:00`).getTime(),
      );
    }
    for (const [, list] of grouped) {
      const average = list.reduce((s, r) => s + r.rating, 0) / list.length;
      expect(average).toBeGreaterThanOrEqual(3);
      expect(average).toBeLessThanOrEqual(5);
    }
    const overall = catalogue.reviews.reduce((s, r) => s + r.rating, 0) / catalogue.reviews.length;
    expect(overall).toBeGreaterThan(4);
  });

  it('plans stays and blocks that never overlap, priced by the rate card', () => {
    const occupying = [
      ...catalogue.reservations
        .filter((r) => r.status === 'active')
        .map((r) => ({ cabinId: r.cabinId, checkIn: r.checkIn, checkOut: r.checkOut })),
      ...catalogue.hostBlocks,
    ];
    for (const a of occupying) {
      for (const b of occupying) {
        if (a === b || a.cabinId !== b.cabinId) continue;
        expect(a.checkIn < b.checkOut && b.checkIn < a.checkOut).toBe(false);
      }
    }
    const upcoming = catalogue.reservations.filter(
      (r) => r.status === 'active' && r.checkIn > TEST_TODAY,
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(
      catalogue.reservations.filter((r) => r.status === 'completed').length,
    ).toBeGreaterThanOrEqual(5);
    for (const r of catalogue.reservations) {
      expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      if (r.status === 'completed') expect(r.checkOut <= TEST_TODAY).toBe(true);
      else expect(r.checkOut > TEST_TODAY).toBe(true);
      const cabin = catalogue.cabins.find((c) => c.id === r.cabinId)!;
      expect(r.guests).toBeGreaterThanOrEqual(cabin.minOccupancy);
      expect(r.guests).toBeLessThanOrEqual(cabin.maxOccupancy);
      expect(r.nights).toBeGreaterThanOrEqual(cabin.minNights);
      const rateCard = {
        nightlyRateCents: cabin.nightlyRateCents,
        weekendRateCents: cabin.weekendRateCents ?? null,
        seasonalRates: catalogue.seasonalRates.filter((s) => s.cabinId === cabin.id),
      };
      const price = priceStayCents(rateCard, r.checkIn, r.checkOut);
      expect(r).toMatchObject({
        subtotalCents: price.subtotalCents,
        commissionCents: price.commissionCents,
        totalCents: price.totalCents,
      });
    }
    const reasons = new Set(catalogue.hostBlocks.map((b) => b.reason));
    expect(reasons).toEqual(new Set(['Mantenimiento', 'Uso del propietario']));
  });

  it('gives the demo client an upcoming paid trip and completed ones', () => {
    const own = catalogue.reservations.filter((r) => r.clientId === catalogue.demoClient.id);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.length).toBeLessThanOrEqual(3);
    expect(own.filter((r) => r.status === 'active' && r.checkIn > TEST_TODAY)).toHaveLength(1);
    expect(own.filter((r) => r.status === 'completed').length).toBeGreaterThanOrEqual(1);
    for (const r of own) {
      expect(r).toMatchObject({ paymentStatus: 'PAID', guestEmail: DEMO_CLIENT.email });
      expect(catalogue.payments.filter((p) => p.reservationId === r.id)).toHaveLength(1);
    }
  });

  it('keeps any prefix of the catalogue identical and spread over the destinations', () => {
    const small = generateCatalogue({ today: TEST_TODAY, count: 13 });
    expect(small.cabins).toEqual(catalogue.cabins.slice(0, 13));
    expect(new Set(small.cabins.map((c) => c.population)).size).toBe(13);
    const cabinIds = new Set(small.cabins.map((c) => c.id));
    for (const r of small.reservations) expect(cabinIds.has(r.cabinId)).toBe(true);
  });

  it('generates large catalogues with composed names and jittered coordinates', () => {
    const large = generateCatalogue({ today: TEST_TODAY, count: 1500 });
    expect(large.cabins).toHaveLength(1500);
    expect(large.cabins.slice(0, DEMO_CABIN_COUNT)).toEqual(catalogue.cabins);
    expect(new Set(large.cabins.map((c) => c.name)).size).toBe(1500);
    expect(new Set(large.cabins.map((c) => c.id)).size).toBe(1500);
    const extra = large.cabins.slice(DEMO_CABIN_COUNT);
    expect(new Set(extra.map((c) => c.population)).size).toBe(destinations.size);
    expect(new Set(extra.map((c) => `${c.latitude},${c.longitude}`)).size).toBeGreaterThan(1400);
    const photos = byCabin(large.photos);
    for (const cabin of extra) expect(photos.get(cabin.id)!.length).toBeGreaterThanOrEqual(3);
    expect(large.reviews.length).toBeGreaterThan(catalogue.reviews.length);
  });
});

describe.each(databases)('seeding the database on %s', (kind) => {
  let database: Database;
  let catalogue: Catalogue;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    catalogue = generateCatalogue({ today: TEST_TODAY });
    await ensureSeeded(database.db, { today: TEST_TODAY });
  });
  afterAll(() => database.close());

  it('inserts exactly the generated rows', async () => {
    const { db } = database;
    const rows = await db.select().from(cabins).orderBy(cabins.id);
    expect(rows).toHaveLength(catalogue.cabins.length);
    const generated = [...catalogue.cabins].sort((a, b) => (a.id < b.id ? -1 : 1));
    // The generated columns (the rest are the table's defaults: the export token, updatedAt, …).
    const keys = Object.keys(generated[0]).filter((k) => k !== 'createdAt');
    const pick = (row: object) =>
      Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));
    expect(rows.map(pick)).toEqual(generated.map(pick));
    // Every seeded cabin is published and belongs to the demo host, who accepted the host terms.
    const [host] = await db.select().from(clients).where(eq(clients.email, DEMO_HOST.email));
    expect(host.hostTermsAcceptedAt).not.toBeNull();
    expect(new Set(rows.map((r) => `${r.status}|${r.ownerId}`))).toEqual(
      new Set([`published|${host.id}`]),
    );
    expect(rows[0].createdAt).toEqual(generated[0].createdAt);
    const [{ photos }] = await db.select({ photos: sql<number>`count(*)::int` }).from(cabinPhotos);
    const [{ seasons }] = await db
      .select({ seasons: sql<number>`count(*)::int` })
      .from(cabinSeasonalRates);
    const [{ reviewCount }] = await db
      .select({ reviewCount: sql<number>`count(*)::int` })
      .from(reviews);
    expect({ photos, seasons, reviewCount }).toEqual({
      photos: catalogue.photos.length,
      seasons: catalogue.seasonalRates.length,
      reviewCount: catalogue.reviews.length,
    });
  });

  it('seeds nothing when cabins already exist', async () => {
    expect(await seedIfEmpty(database.db, { today: addDays(TEST_TODAY, 3) })).toBe(false);
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(cabins);
    expect(n).toBe(catalogue.cabins.length);
  });

  it('stores reservations and blocks that the database accepts as non-overlapping', async () => {
    const { db } = database;
    const overlaps = await db.execute(sql`
      select 1 from reservations a join reservations b
        on a.cabin_id = b.cabin_id and a.id < b.id
       and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
     where a.status in ('pending', 'active') and b.status in ('pending', 'active')
     union all
      select 1 from reservations r join host_blocks h on r.cabin_id = h.cabin_id
       and daterange(r.check_in, r.check_out, '[)') && daterange(h.check_in, h.check_out, '[)')
     where r.status in ('pending', 'active')`);
    expect((overlaps as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    const active = await db.select().from(reservations).where(eq(reservations.status, 'active'));
    expect(active.length).toBeGreaterThanOrEqual(5);
    const blocks = await db.select().from(hostBlocks);
    expect(blocks.length).toBe(catalogue.hostBlocks.length);
    // The exclusion constraint itself refuses a stay on top of a seeded one.
    const taken = active[0];
    await expect(
      db
        .insert(reservations)
        .values({ ...taken, id: 'overlap-test', createdAt: new Date(), updatedAt: new Date() }),
    ).rejects.toThrow();
  });

  it('creates the demo client with a working password and paid reservations', async () => {
    const { db } = database;
    const [client] = await db.select().from(clients).where(eq(clients.email, DEMO_CLIENT.email));
    expect(client).toMatchObject({
      firstName: 'Ana',
      lastName: 'García',
      phone: '+525512345678',
      isEmailVerified: true,
    });
    expect(client.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(client.passwordHash!, 'refugio123')).toBe(true);
    expect(await verifyPassword(client.passwordHash!, 'otra-clave')).toBe(false);
    const own = await db.select().from(reservations).where(eq(reservations.clientId, client.id));
    expect(own.map((r) => r.status).sort()).toEqual(['active', 'completed', 'completed']);
    for (const r of own) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.reservationId, r.id), eq(payments.status, 'PAID')));
      expect(payment.amountCents).toBe(r.totalCents);
    }
  });
});

describe('large seeding', () => {
  it('seeds a 1 200-cabin catalogue in batches, and refuses to seed twice', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const first = await seedLarge(database.db, {
        count: 1200,
        today: TEST_TODAY,
        target: 'memory://',
      });
      expect(first).toMatchObject({ ok: true });
      expect(first.message).toMatch(/^Sembradas 1200 cabañas en memory:\/\/ en \d+\.\d s\.$/);
      const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(cabins);
      const [{ p }] = await database.db.select({ p: sql<number>`count(*)::int` }).from(cabinPhotos);
      expect(n).toBe(1200);
      expect(p).toBeGreaterThanOrEqual(1200 * 3);
      const second = await seedLarge(database.db, {
        count: 10,
        today: TEST_TODAY,
        target: 'memory://',
      });
      expect(second.ok).toBe(false);
      expect(second.message).toContain('ya tiene 1200 cabañas; no se sembró nada');
    } finally {
      await database.close();
    }
  });
});
