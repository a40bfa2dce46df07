import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cabin, SearchResponse } from '../../src/shared/types.ts';
import { buildApp } from '../../server/app.ts';
import type { Clock } from '../../server/clock.ts';
import { testConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { Catalogue, catalogueOf, type CatalogueSnapshot } from '../../server/services/catalogue.ts';
import { createCabin, createCabins, createHostBlock, createReview } from './factories.ts';
import { databases, openTestDatabase, TEST_TODAY } from './helpers.ts';

/**
 * The catalogue reloads only the cabins that changed (migration 0019's change log, patchSnapshot).
 * Every edit of one cabin among many must show in the very next answer, patched — never a whole
 * reload — and the patched snapshot must equal one built from scratch.
 */

const clock: Clock = { today: () => TEST_TODAY, now: () => new Date(`${TEST_TODAY}T18:00:00Z`) };
const checkIn = '2027-04-12';
const checkOut = '2027-04-14';

/** What a snapshot answers with, to compare a patched one with a fresh build. */
const shape = (snapshot: CatalogueSnapshot) => ({
  entries: snapshot.entries.map((e) => [e.index, e.row.id, e.head.toString(), e.listingPrice]),
  // Every lookup leads to the very entry at its index (not a copy left from an older snapshot).
  byId: [...snapshot.byId.positions.keys()]
    .map((id) => {
      const e = snapshot.byId.get(id)!;
      return [id, e.index, snapshot.entries[e.index] === e && e.row.id === id];
    })
    .sort(),
  grouped: snapshot.destinations.every((d) =>
    d.entries.every((e) => snapshot.entries[e.index] === e),
  ),
  destinations: snapshot.destinations.map(({ key, count, minPrice, image, entries }) => ({
    key,
    count,
    minPrice,
    image,
    entries: entries.map((e) => e.index),
  })),
});

async function fillOthers(database: Database): Promise<void> {
  const places = [
    { population: 'Mazamitla', state: 'Jalisco' },
    { population: 'Valle de Bravo', state: 'Estado de México' },
    { population: 'Real del Monte', state: 'Hidalgo' },
  ];
  await createCabins(database.db, 240, (i) => ({
    ...places[i % places.length],
    name: `Cabaña ${String(i).padStart(3, '0')}`,
    nightlyRateCents: 120_000 + (i % 17) * 5_000,
  }));
}

describe.each(databases)('incremental catalogue reloads on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let targetId: string;

  const search = async (location = 'Tapalpa') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/cotizar/search?location=${encodeURIComponent(location)}&guests=2&checkIn=${checkIn}&checkOut=${checkOut}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as SearchResponse;
  };
  const names = async (location = 'Tapalpa') =>
    (await search(location)).habitaciones.map((c) => c.propertyDetails.name);
  const target = async () =>
    (await search()).habitaciones.find((c) => c._id === targetId) as Cabin | undefined;
  const page = async () => app.inject({ method: 'GET', url: `/api/habitaciones/${targetId}` });
  const quoteTotal = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservas/cotizar',
      payload: { habitacionId: targetId, checkIn, checkOut, guests: 2 },
    });
    const body = res.json() as { pricing?: { totalPrice: number } };
    return { precioTotal: body.pricing?.totalPrice };
  };

  /** Runs `edit`, checks the next answers with `verify`, and that it cost a patch, not a reload. */
  const afterEdit = async (edit: () => Promise<unknown>, verify: () => Promise<void>) => {
    const catalogue = catalogueOf(database);
    const before = catalogue.reloads;
    await edit();
    await verify();
    const after = catalogue.reloads;
    expect(after.full).toBe(before.full);
    expect(after.patched).toBeGreaterThan(before.patched);
    // The patched snapshot is what a whole reload builds.
    const fresh = await new Catalogue(database).get();
    expect(shape(await catalogue.get())).toEqual(shape(fresh));
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, clock });
    await app.ready();
    await fillOthers(database);
    const place = { population: 'Tapalpa', state: 'Jalisco' };
    await createCabin(database.db, { ...place, name: 'B Encino', nightlyRateCents: 180_000 });
    await createCabin(database.db, { ...place, name: 'D Roble', nightlyRateCents: 200_000 });
    targetId = (
      await createCabin(database.db, { ...place, name: 'C Pino', nightlyRateCents: 150_000 })
    ).id;
    // Read once (a whole load), so every later answer would be stale if an edit went unnoticed.
    expect(await names()).toEqual(['B Encino', 'C Pino', 'D Roble']);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows a new nightly price in search, the cabin page and quotes', async () => {
    const oldPrice = (await target())!.precioCalculado.precioBaseFinal;
    const oldQuote = (await quoteTotal()).precioTotal;
    await afterEdit(
      () =>
        database.db.execute(
          sql`update cabins set nightly_rate_cents = 260000 where id = ${targetId}`,
        ),
      async () => {
        expect((await target())!.precioCalculado.precioBaseFinal).toBeGreaterThan(oldPrice);
        const cabin = ((await page()).json() as { data: Cabin }).data;
        expect(cabin.precioCalculado.precioBaseFinal).toBe(
          (await target())!.precioCalculado.precioBaseFinal,
        );
        expect((await quoteTotal()).precioTotal).toBeGreaterThan(oldQuote!);
      },
    );
  });

  it('moves a renamed cabin to its new place in the catalogue order', async () => {
    await afterEdit(
      () => database.db.execute(sql`update cabins set name = 'A Pino' where id = ${targetId}`),
      async () => expect(await names()).toEqual(['A Pino', 'B Encino', 'D Roble']),
    );
    await afterEdit(
      () => database.db.execute(sql`update cabins set name = 'E Pino' where id = ${targetId}`),
      async () => expect(await names()).toEqual(['B Encino', 'D Roble', 'E Pino']),
    );
  });

  it('moves a cabin to another destination', async () => {
    await afterEdit(
      () =>
        database.db.execute(sql`update cabins set population = 'Mazamitla' where id = ${targetId}`),
      async () => {
        expect(await names()).toEqual(['B Encino', 'D Roble']);
        expect(((await page()).json() as { data: Cabin }).data.location.population).toBe(
          'Mazamitla',
        );
        const mazamitla = (await catalogueOf(database).get()).match('Mazamitla');
        expect(mazamitla.map((e) => e.row.id)).toContain(targetId);
      },
    );
    await afterEdit(
      () =>
        database.db.execute(sql`update cabins set population = 'Tapalpa' where id = ${targetId}`),
      async () => expect(await names()).toEqual(['B Encino', 'D Roble', 'E Pino']),
    );
  });

  it('drops an unpublished or archived cabin at once, and shows it again when published', async () => {
    await afterEdit(
      () => database.db.execute(sql`update cabins set status = 'draft' where id = ${targetId}`),
      async () => {
        expect(await names()).toEqual(['B Encino', 'D Roble']);
        expect((await page()).statusCode).toBe(404);
      },
    );
    await afterEdit(
      () => database.db.execute(sql`update cabins set status = 'published' where id = ${targetId}`),
      async () => {
        expect(await names()).toEqual(['B Encino', 'D Roble', 'E Pino']);
        expect((await page()).statusCode).toBe(200);
      },
    );
    await afterEdit(
      () => database.db.execute(sql`update cabins set status = 'archived' where id = ${targetId}`),
      async () => {
        expect(await names()).toEqual(['B Encino', 'D Roble']);
        expect((await page()).statusCode).toBe(404);
      },
    );
    await afterEdit(
      () => database.db.execute(sql`update cabins set status = 'published' where id = ${targetId}`),
      async () => expect(await names()).toEqual(['B Encino', 'D Roble', 'E Pino']),
    );
  });

  it('shows added, reordered and deleted photos', async () => {
    const before = (await target())!.images;
    await afterEdit(
      () =>
        database.db.execute(
          sql`insert into cabin_photos (cabin_id, position, path, alt)
            values (${targetId}, 9, 'scenes/lake-1', 'Vista del lago')`,
        ),
      async () => expect((await target())!.images).toHaveLength(before.length + 1),
    );
    await afterEdit(
      () =>
        database.db.execute(
          sql`update cabin_photos set position = -1 where cabin_id = ${targetId} and position = 9`,
        ),
      async () => expect((await target())!.images[0]).toContain('lake-1'),
    );
    await afterEdit(
      () =>
        database.db.execute(
          sql`delete from cabin_photos where cabin_id = ${targetId} and position = -1`,
        ),
      async () => expect((await target())!.images).toEqual(before),
    );
  });

  it('prices a stay with a new seasonal rate, and a new review moves the rating', async () => {
    const oldQuote = (await quoteTotal()).precioTotal!;
    await afterEdit(
      () =>
        database.db.execute(
          sql`insert into cabin_seasonal_rates (cabin_id, name, start_date, end_date, nightly_rate_cents)
            values (${targetId}, 'Semana Santa', '2027-04-01', '2027-04-30', 900000)`,
        ),
      async () => expect((await quoteTotal()).precioTotal).toBeGreaterThan(oldQuote),
    );
    await afterEdit(
      () => createReview(database.db, { cabinId: targetId, rating: 4 }),
      async () => expect((await target())!.rating).toMatchObject({ count: 1, average: 4 }),
    );
  });

  it('answers a host block in the next search (availability, no catalogue reload)', async () => {
    expect((await target())!.restrictions).toEqual([]);
    const catalogue = catalogueOf(database);
    const before = catalogue.reloads;
    await createHostBlock(database.db, { cabinId: targetId, checkIn, checkOut });
    expect((await target())!.restrictions.map((r) => r.type)).toContain('NOT_AVAILABLE');
    expect(catalogue.reloads).toEqual(before);
    await database.db.execute(sql`delete from host_blocks where cabin_id = ${targetId}`);
    expect((await target())!.restrictions).toEqual([]);
  });

  it('patches neighbours changed in one statement, in place or moved', async () => {
    const tapalpa = sql`population = 'Tapalpa' and name in ('B Encino', 'D Roble')`;
    await afterEdit(
      () =>
        database.db.execute(
          sql`update cabins set nightly_rate_cents = nightly_rate_cents + 5000 where ${tapalpa}`,
        ),
      async () => expect(await names()).toEqual(['B Encino', 'D Roble', 'E Pino']),
    );
    await afterEdit(
      () =>
        database.db.execute(
          sql`update cabins set name = case name when 'B Encino' then 'Z Encino' else 'A Roble' end
            where ${tapalpa}`,
        ),
      async () => expect(await names()).toEqual(['A Roble', 'E Pino', 'Z Encino']),
    );
    await afterEdit(
      () =>
        database.db.execute(
          sql`update cabins set name = case name when 'Z Encino' then 'B Encino' else 'D Roble' end
            where population = 'Tapalpa' and name in ('Z Encino', 'A Roble')`,
        ),
      async () => expect(await names()).toEqual(['B Encino', 'D Roble', 'E Pino']),
    );
  });

  it('carries warm caches over in-place patches, answering as a whole reload would', async () => {
    const otherId = (
      (await database.db.execute(
        sql`select id from cabins where population = 'Mazamitla' order by name limit 1`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows[0].id;
    const dated = `checkIn=${checkIn}&checkOut=${checkOut}`;
    const area = 'bbox=-104,19,-102,20.5';
    const urls = [
      `/api/cotizar/search?location=Tapalpa&guests=2&${dated}`,
      `/api/cotizar/search?location=Mazamitla&guests=2&${dated}&sort=price_asc`,
      `/api/cotizar/search?location=Jalisco&${dated}&sort=price_desc&minPrice=1400&maxPrice=2400`,
      `/api/cotizar/search?${dated}&sort=price_asc&pageSize=100`,
      `/api/cotizar/search?${dated}&bedrooms=1&sort=price_desc&pageSize=100`,
      `/api/cotizar/search?${dated}&${area}&sort=price_asc&pageSize=100`,
      `/api/cotizar/search?${area}&sort=price_asc&pageSize=100`,
      `/api/cotizar/search?location=Mazamitla&minPrice=1500&sort=price_asc`,
      `/api/habitaciones/${targetId}`,
      `/api/habitaciones/${otherId}`,
    ];
    const answers = async () => {
      const out: unknown[] = [];
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        out.push(res.json());
      }
      for (const habitacionId of [targetId, otherId]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/reservas/cotizar',
          payload: { habitacionId, checkIn, checkOut, guests: 2 },
        });
        out.push([res.statusCode, res.json()]);
      }
      return out;
    };
    const catalogue = catalogueOf(database);
    const warm = await answers(); // every cache of this snapshot filled
    const before = catalogue.reloads;
    // Two patches in place (new prices, a cabin leaving the area), the second with nothing asked
    // in between: the caches come from two snapshots back.
    await database.db.execute(
      sql`update cabins set nightly_rate_cents = 310000, latitude = 25 where id = ${targetId}`,
    );
    await catalogue.get();
    await database.db.execute(
      sql`update cabins set nightly_rate_cents = nightly_rate_cents + 77700 where id = ${otherId}`,
    );
    const patched = await answers();
    const snapshot = await catalogue.get();
    expect(snapshot.origin?.changed.size).toBe(1);
    expect(catalogue.reloads).toEqual({ full: before.full, patched: before.patched + 2 });
    expect(patched).not.toEqual(warm);

    // The same answers from a whole reload (the log trimmed past this snapshot's version).
    await database.db.execute(sql`update catalogue_version set changes_from = version + 1`);
    await database.db.execute(sql`update cabins set name = name where false`);
    const whole = await answers();
    expect(catalogue.reloads.full).toBe(before.full + 1);
    expect((await catalogue.get()).origin).toBeUndefined();
    expect(patched).toEqual(whole);
  });

  it('reloads everything when many cabins changed or the log was trimmed', async () => {
    const catalogue = catalogueOf(database);
    let before = catalogue.reloads;
    // One statement over 240 cabins: the log records "everything".
    await database.db.execute(
      sql`update cabins set nightly_rate_cents = nightly_rate_cents + 100 where population <> 'Tapalpa'`,
    );
    expect(await names()).toEqual(['B Encino', 'D Roble', 'E Pino']);
    expect(catalogue.reloads.full).toBe(before.full + 1);
    expect(shape(await catalogue.get())).toEqual(shape(await new Catalogue(database).get()));

    before = catalogue.reloads;
    await database.db.execute(sql`update catalogue_version set changes_from = version + 1`);
    await database.db.execute(sql`update cabins set name = 'F Pino' where id = ${targetId}`);
    expect(await names()).toEqual(['B Encino', 'D Roble', 'F Pino']);
    expect(catalogue.reloads.full).toBe(before.full + 1);
  });

  it('keeps the log short: old entries are trimmed, and a server older than them reloads all', async () => {
    const read = async () =>
      (
        (await database.db.execute(
          sql`select (select version::float8 from catalogue_version) as v,
            (select changes_from::float8 from catalogue_version) as f,
            (select min(version)::float8 from catalogue_changes) as oldest`,
        )) as unknown as { rows: Array<{ v: number; f: number; oldest: number }> }
      ).rows[0];
    const { v, oldest } = await read();
    expect(oldest).toBeLessThan(v);
    // The next statement's version is a multiple of 256, past 1024 after the oldest entry.
    const jump = Math.ceil((v + 2048) / 256) * 256 - 1;
    await database.db.execute(sql`update catalogue_version set version = ${jump}`);
    const catalogue = catalogueOf(database);
    const before = catalogue.reloads;
    await database.db.execute(sql`update cabins set name = 'G Pino' where id = ${targetId}`);
    expect(await read()).toEqual({ v: jump + 1, f: jump + 1 - 1024, oldest: jump + 1 });
    // This server's snapshot is older than what the log still holds: a whole reload.
    expect(await names()).toEqual(['B Encino', 'D Roble', 'G Pino']);
    expect(catalogue.reloads.full).toBe(before.full + 1);
  });
});

describe.skipIf(!databases.includes('postgres'))('incremental reloads on two processes', () => {
  it('shows an edit made through one process in the next answer of the other, patched', async () => {
    const first = await openTestDatabase('postgres');
    const url = (first.db as unknown as { $client: { options: { connectionString: string } } })
      .$client.options.connectionString;
    const second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const apps = [
      await buildApp({ config: testConfig(), database: first, clock }),
      await buildApp({ config: testConfig(), database: second, clock }),
    ];
    try {
      await fillOthers(first);
      const { id } = await createCabin(first.db, {
        population: 'Tapalpa',
        state: 'Jalisco',
        name: 'C Pino',
      });
      const names = async (app: FastifyInstance) =>
        (
          (
            await app.inject({
              method: 'GET',
              url: '/api/cotizar/search?location=Tapalpa&guests=2',
            })
          ).json() as SearchResponse
        ).habitaciones.map((c) => `${c.propertyDetails.name} ${c.precioCalculado.precioBaseFinal}`);
      const [a, b] = apps;
      expect(await names(a)).toEqual(await names(b));
      const reader = catalogueOf(second);
      for (const [i, name] of ['Pino Alto', 'Pino Bajo', 'Pino Real'].entries()) {
        const before = reader.reloads;
        await first.db.execute(
          sql`update cabins set name = ${name}, nightly_rate_cents = ${200_000 + i * 10_000}
            where id = ${id}`,
        );
        // The other process's very next answer has it, from a patch.
        const seen = await names(b);
        expect(seen).toHaveLength(1);
        expect(seen[0]).toMatch(new RegExp(`^${name} `));
        expect(seen).toEqual(await names(a));
        expect(reader.reloads.full).toBe(before.full);
        expect(reader.reloads.patched).toBeGreaterThan(before.patched);
      }
      await first.db.execute(sql`update cabins set status = 'draft' where id = ${id}`);
      expect(await names(b)).toEqual([]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await second.close();
      await first.close();
    }
  });
});
