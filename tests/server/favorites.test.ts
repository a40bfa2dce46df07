import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_LIMITS, FAVORITES_MESSAGES } from '../../src/shared/favorites.ts';
import type { Cabin } from '../../src/shared/types.ts';
import { cabins, favorites } from '../../server/db/schema.ts';
import { createCabin, createCabins, createReservation, type CreatedCabin } from './factories.ts';
import { createTestApp, databases, registerClient, type TestApp } from './helpers.ts';

/** ARCHITECTURE "Discovery": GET /api/auth/favorites, PUT and DELETE /api/auth/favorites/:cabinId. */
describe.each(databases)('favourites of a signed-in guest on %s', (kind) => {
  let t: TestApp;
  let pinar: CreatedCabin;
  let roble: CreatedCabin;
  let draft: CreatedCabin;

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    pinar = await createCabin(t.database.db, { name: 'El Pinar', nightlyRateCents: 150_000 });
    roble = await createCabin(t.database.db, { name: 'El Roble', maxOccupancy: 2 });
    draft = await createCabin(t.database.db, { name: 'Borrador', status: 'draft' });
    await createReservation(t.database.db, {
      cabinId: roble.id,
      checkIn: '2027-01-15',
      checkOut: '2027-01-17',
    });
  });
  afterAll(() => t.close());

  it('is for signed-in guests only', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/favorites'],
      ['PUT', `/api/auth/favorites/${pinar.id}`],
      ['DELETE', `/api/auth/favorites/${pinar.id}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('saves, lists, removes, and each save or removal is idempotent', async () => {
    const { headers } = await registerClient(t.app);
    expect((await call('GET', '/api/auth/favorites', headers)).json().data).toEqual({
      cabinIds: [],
      habitaciones: [],
    });
    expect((await call('PUT', `/api/auth/favorites/${pinar.id}`, headers)).json().data).toEqual({
      cabinIds: [pinar.id],
    });
    const second = await call('PUT', `/api/auth/favorites/${roble.id}`, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    expect((await call('PUT', `/api/auth/favorites/${pinar.id}`, headers)).statusCode).toBe(200);
    const list = (await call('GET', '/api/auth/favorites', headers)).json().data as {
      cabinIds: string[];
      habitaciones: Cabin[];
    };
    expect(list.cabinIds).toHaveLength(2);
    expect(new Set(list.cabinIds)).toEqual(new Set([pinar.id, roble.id]));
    expect(list.habitaciones.map((c) => c._id)).toEqual(list.cabinIds);
    expect(list.habitaciones[0].cotizacion ?? null).toBeNull();

    expect((await call('DELETE', `/api/auth/favorites/${pinar.id}`, headers)).json().data).toEqual({
      cabinIds: [roble.id],
    });
    const again = await call('DELETE', `/api/auth/favorites/${pinar.id}`, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ cabinIds: [roble.id] });
  });

  it('prices the saved cabins for the stay asked, with the restrictions of the results', async () => {
    const { headers } = await registerClient(t.app);
    await call('PUT', `/api/auth/favorites/${pinar.id}`, headers);
    await call('PUT', `/api/auth/favorites/${roble.id}`, headers);
    const res = await call(
      'GET',
      '/api/auth/favorites?checkIn=2027-01-15&checkOut=2027-01-17&guests=3',
      headers,
    );
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      (res.json().data.habitaciones as Cabin[]).map((cabin) => [cabin._id, cabin]),
    );
    expect(byId.get(pinar.id)?.cotizacion?.totalPrice).toBe(3360);
    expect(byId.get(pinar.id)?.restrictions).toEqual([]);
    expect(
      byId
        .get(roble.id)
        ?.restrictions.map((r) => r.type)
        .sort(),
    ).toEqual(['CAPACITY_EXCEEDED', 'NOT_AVAILABLE']);
  });

  it("never reaches another account's favourites", async () => {
    const ana = await registerClient(t.app);
    const beto = await registerClient(t.app);
    await call('PUT', `/api/auth/favorites/${pinar.id}`, ana.headers);
    expect((await call('GET', '/api/auth/favorites', beto.headers)).json().data.cabinIds).toEqual(
      [],
    );
    // Beto removing Ana's cabin removes nothing of Ana's.
    expect((await call('DELETE', `/api/auth/favorites/${pinar.id}`, beto.headers)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/favorites', ana.headers)).json().data.cabinIds).toEqual([
      pinar.id,
    ]);
  });

  it('refuses a cabin outside the catalogue with CABIN_NOT_FOUND and writes nothing', async () => {
    const { headers } = await registerClient(t.app);
    for (const cabinId of [draft.id, 'no-existe', 'x'.repeat(200), "' OR 1=1 --"]) {
      const url = `/api/auth/favorites/${encodeURIComponent(cabinId)}`;
      const put = await call('PUT', url, headers);
      expect(put.statusCode, cabinId).toBe(404);
      expect(put.json()).toMatchObject({ success: false, errorType: 'CABIN_NOT_FOUND' });
      expect((await call('DELETE', url, headers)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/auth/favorites', headers)).json().data.cabinIds).toEqual([]);
  });

  it('keeps a saved cabin that left the catalogue removable, and lists it no more', async () => {
    const { headers } = await registerClient(t.app);
    const gone = await createCabin(t.database.db, { name: 'Se va' });
    await call('PUT', `/api/auth/favorites/${gone.id}`, headers);
    await t.database.db.update(cabins).set({ status: 'draft' }).where(eq(cabins.id, gone.id));
    const list = (await call('GET', '/api/auth/favorites', headers)).json().data;
    expect(list.cabinIds).toEqual([gone.id]);
    expect(list.habitaciones).toEqual([]);
    expect((await call('DELETE', `/api/auth/favorites/${gone.id}`, headers)).statusCode).toBe(200);
  });

  it('refuses bad stays with the Spanish stay messages', async () => {
    const { headers } = await registerClient(t.app);
    for (const query of [
      'checkIn=2027-01-17&checkOut=2027-01-15',
      'checkIn=hoy&checkOut=2027-01-15',
      'checkIn=2027-01-15',
      'checkIn=2027-01-15&checkOut=2027-01-17&guests=dos',
    ]) {
      const res = await call('GET', `/api/auth/favorites?${query}`, headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    }
  });

  it(`holds at most ${FAVORITES_LIMITS.max} per account`, async () => {
    const { headers, client } = await registerClient(t.app);
    const ids = await createCabins(t.database.db, FAVORITES_LIMITS.max + 1, (i) => ({
      name: `Lleno ${i}`,
      population: 'Lleno',
    }));
    // The account at its limit (written directly: through the API it would take the rate limit's minutes).
    await t.database.db
      .insert(favorites)
      .values(
        ids.slice(0, FAVORITES_LIMITS.max).map((cabinId) => ({ clientId: client.id, cabinId })),
      );
    const over = await call('PUT', `/api/auth/favorites/${ids[FAVORITES_LIMITS.max]}`, headers);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: FAVORITES_MESSAGES.full,
      errorType: 'FAVORITES_FULL',
    });
    // Saving one already saved still answers as saved; removing one makes room.
    expect((await call('PUT', `/api/auth/favorites/${ids[0]}`, headers)).statusCode).toBe(200);
    await call('DELETE', `/api/auth/favorites/${ids[0]}`, headers);
    const room = await call('PUT', `/api/auth/favorites/${ids[FAVORITES_LIMITS.max]}`, headers);
    expect(room.statusCode).toBe(200);
    expect(room.json().data.cabinIds).toHaveLength(FAVORITES_LIMITS.max);
  });

  it('answers 429 past the writes a minute of one account', async () => {
    const { headers } = await registerClient(t.app);
    let last = 0;
    for (let i = 0; i <= FAVORITES_LIMITS.writesPerMinute; i++) {
      last = (await call('PUT', `/api/auth/favorites/${pinar.id}`, headers)).statusCode;
    }
    expect(last).toBe(429);
    const res = await call('DELETE', `/api/auth/favorites/${pinar.id}`, headers);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(FAVORITES_MESSAGES.rateLimited);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
