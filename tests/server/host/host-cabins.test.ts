import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabins } from '../../../server/db/schema.ts';
import { HOST_MESSAGES, PUBLISH_REQUIREMENTS } from '../../../src/shared/host.ts';
import { HOST_FIELD_MESSAGES } from '../../../src/shared/validation/host.ts';
import { createTestApp, databases, registerClient, type TestApp } from '../helpers.ts';
import {
  addPhotoRows,
  ALL_FOR_PUBLISHING,
  makeAdmin,
  registerHost,
  setPrice,
  signInDemoHost,
} from './host-support.ts';

describe.each(databases)('host cabins API on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let other: Awaited<ReturnType<typeof registerHost>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    host = await registerHost(t.app);
    other = await registerHost(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = host.headers,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, payload: payload as object });

  const createDraft = async (headers = host.headers) => {
    const res = await call('POST', '/api/host/cabins', headers, {
      propertyDetails: { name: 'Cabaña Los Ocotes', accomodationType: 'Cabaña', maxOccupancy: 4 },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.cabin as { _id: string; status: string; [k: string]: unknown };
  };

  describe('becoming a host', () => {
    it('needs a session (401 in Spanish) and the host terms accepted (400)', async () => {
      const anonymous = await call('POST', '/api/host/onboard', {}, { acceptHostTerms: true });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, message: 'No hay sesión activa' });

      const guest = await registerClient(t.app);
      for (const body of [{}, { acceptHostTerms: false }, { acceptHostTerms: 'true' }]) {
        const res = await call('POST', '/api/host/onboard', guest.headers, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(HOST_MESSAGES.hostTermsRequired);
      }
      const check = await call('GET', '/api/auth/check', guest.headers);
      expect(check.json().data.client.roles).toEqual(['guest']);
    });

    it('makes the account a host, and its auth answers say so', async () => {
      const guest = await registerClient(t.app);
      expect((await call('GET', '/api/host/cabins', guest.headers)).statusCode).toBe(403);
      const res = await call('POST', '/api/host/onboard', guest.headers, { acceptHostTerms: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: HOST_MESSAGES.onboarded,
        data: { client: { roles: ['guest', 'host'] } },
      });
      const check = await call('GET', '/api/auth/check', guest.headers);
      expect(check.json().data.client.roles).toEqual(['guest', 'host']);
      expect((await call('GET', '/api/host/cabins', guest.headers)).statusCode).toBe(200);
    });

    it('refuses the host API to a guest with a Spanish 403', async () => {
      const guest = await registerClient(t.app);
      const res = await call('GET', '/api/host/cabins', guest.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: HOST_MESSAGES.notHost });
    });
  });

  describe('the demo host', () => {
    it('signs in with the seeded password and owns the demo cabins', async () => {
      const demo = await signInDemoHost(t.app);
      const res = await call('GET', '/api/host/cabins', demo.headers);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const [{ count }] = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(cabins);
      expect(data.total).toBe(count);
      expect(data.cabins).toHaveLength(Math.min(50, count));
      const first = data.cabins[0];
      expect(first).toMatchObject({ status: 'published', cover: { path: expect.any(String) } });
      expect(first.cover.alt.length).toBeGreaterThan(0);
      expect(first.occupancyThisMonth).toBeGreaterThanOrEqual(0);
      expect(first.occupancyThisMonth).toBeLessThanOrEqual(100);
      // Some demo cabin has guests arriving, with the guest's name and the reservation id.
      const all = [
        ...data.cabins,
        ...(await call('GET', '/api/host/cabins?page=2', demo.headers)).json().data.cabins,
      ];
      const arrival = all.flatMap((c: { nextArrivals: unknown[] }) => c.nextArrivals)[0];
      expect(arrival).toMatchObject({
        reservationId: expect.any(String),
        guestName: expect.stringMatching(/\S+ \S+/),
        checkIn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      // The demo host reads its cabin, with its export address.
      const one = await call('GET', `/api/host/cabins/${first._id}`, demo.headers);
      expect(one.json().data.cabin).toMatchObject({
        _id: first._id,
        status: 'published',
        // The demo cabins carry each of the four policies and both booking modes.
        cancellationPolicy: expect.stringMatching(/^(flexible|moderate|strict|non_refundable)$/),
        bookingMode: expect.stringMatching(/^(instant|request)$/),
        icalExportUrl: expect.stringMatching(/^\/ical\/[0-9a-f]{64}\.ics$/),
        publishMissing: [],
      });
    });

    it('a new host sees none of them', async () => {
      const res = await call('GET', '/api/host/cabins');
      expect(res.json().data).toMatchObject({ total: 0, cabins: [] });
    });
  });

  describe('a cabin from draft to published', () => {
    it('creates a draft that no guest can find', async () => {
      const draft = await createDraft();
      expect(draft).toMatchObject({
        status: 'draft',
        propertyDetails: { name: 'Cabaña Los Ocotes', maxOccupancy: 4 },
        pricing: { basePrice: null, cleaningFee: 0, minNights: 1, seasonalRates: [] },
        cancellationPolicy: 'non_refundable',
      });
      expect(draft.publishMissing).toEqual(
        (['photos', 'price', 'location', 'description'] as const).map((requirement) => ({
          requirement,
          message: PUBLISH_REQUIREMENTS[requirement],
        })),
      );
      expect((await call('GET', `/api/habitaciones/${draft._id}`, {})).statusCode).toBe(404);
      const list = await call('GET', '/api/host/cabins');
      expect(list.json().data.cabins.map((c: { _id: string }) => c._id)).toContain(draft._id);
    });

    it('refuses bad bodies in Spanish and writes nothing', async () => {
      const draft = await createDraft();
      const cases: Array<[unknown, string]> = [
        [{ propertyDetails: { name: 'A' } }, HOST_FIELD_MESSAGES.name],
        [{ propertyDetails: { name: '   Ab   ' } }, HOST_FIELD_MESSAGES.name],
        [{ propertyDetails: { name: 12345 } }, HOST_FIELD_MESSAGES.name],
        [{ houseRules: ['No fumar'] }, HOST_FIELD_MESSAGES.text],
        [{ propertyDetails: { accomodationType: 'Castillo' } }, HOST_FIELD_MESSAGES.type],
        [{ propertyDetails: { maxOccupancy: 0 } }, HOST_FIELD_MESSAGES.guests],
        [{ propertyDetails: { maxOccupancy: [3] } }, HOST_FIELD_MESSAGES.guests],
        [{ location: { latitude: 48.8 } }, HOST_FIELD_MESSAGES.latitude],
        [{ checkInTime: '25:00' }, HOST_FIELD_MESSAGES.time],
        [{ cancellationPolicy: 'generous' }, HOST_FIELD_MESSAGES.cancellationPolicy],
        [
          { accommodationFeatures: { generalFeatures: { wifi: 'sí' } } },
          HOST_FIELD_MESSAGES.amenity,
        ],
        [{ propertyDetails: { minOccupancy: 6 } }, HOST_MESSAGES.occupancyOrder],
        [{}, 'No hay cambios que guardar'],
      ];
      for (const [body, message] of cases) {
        const res = await call('PATCH', `/api/host/cabins/${draft._id}`, host.headers, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toBe(message);
      }
      const [row] = await t.database.db.select().from(cabins).where(eq(cabins.id, draft._id));
      expect(row).toMatchObject({ name: 'Cabaña Los Ocotes', maxOccupancy: 4, minOccupancy: 1 });
    });

    it('publishes once photos, price, location and description are there, and the edit is live', async () => {
      const draft = await createDraft();
      const url = `/api/host/cabins/${draft._id}`;
      const refused = await call('POST', `${url}/publish`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorType: 'PUBLISH_REQUIREMENTS',
        missing: [
          { requirement: 'photos' },
          { requirement: 'price' },
          { requirement: 'location' },
          { requirement: 'description' },
        ],
      });
      expect(refused.json().message).toContain(HOST_MESSAGES.cannotPublish);

      const patched = await call('PATCH', url, host.headers, {
        ...ALL_FOR_PUBLISHING,
        accommodationFeatures: { generalFeatures: { wifi: true, fireplace: true } },
        houseRules: 'No fumar dentro.',
        checkInInstructions: 'La llave está en la caja junto a la puerta.',
        checkInTime: '16:00',
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data.cabin).toMatchObject({
        location: { population: 'Mazamitla', latitude: 19.915 },
        checkInTime: '16:00',
        accommodationFeatures: { generalFeatures: { wifi: true, fireplace: true } },
      });
      await addPhotoRows(t.database, draft._id, 5);
      await setPrice(t.database, draft._id, 180_000);

      const published = await call('POST', `${url}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json().data.cabin).toMatchObject({
        status: 'published',
        publishMissing: [],
      });

      const page = await call('GET', `/api/habitaciones/${draft._id}`, {});
      expect(page.statusCode).toBe(200);
      expect(page.json().propertyDetails ?? page.json().data?.propertyDetails).toBeDefined();
      // The guest's page carries the host's alt text of every photo, in the photos' order.
      const publicCabin = page.json().data ?? page.json();
      expect(publicCabin.imageAlts).toEqual([1, 2, 3, 4, 5].map((n) => `Vista ${n} de la cabaña`));
      expect(publicCabin.imageAlts).toHaveLength(publicCabin.images.length);
      const searchUrl =
        '/api/cotizar/search?location=Mazamitla&checkIn=2026-12-10&checkOut=2026-12-12&guests=2&pageSize=100';
      const search = await call('GET', searchUrl, {});
      const found = JSON.stringify(search.json());
      expect(found).toContain(draft._id);
      // Check-in instructions are for confirmed guests only: never in the public record.
      expect(page.body).not.toContain('La llave está en la caja');

      // An edit is in the public record at the next request.
      await call('PATCH', url, host.headers, {
        propertyDetails: { name: 'Cabaña Los Ocotes Altos' },
      });
      expect((await call('GET', `/api/habitaciones/${draft._id}`, {})).body).toContain(
        'Cabaña Los Ocotes Altos',
      );
      // A published cabin cannot lose what publishing needs.
      const emptied = await call('PATCH', url, host.headers, { accomodationDescription: 'Corta' });
      expect(emptied.statusCode).toBe(409);

      // Unpublished: gone for guests, kept for its host.
      expect((await call('POST', `${url}/unpublish`)).json().data.cabin.status).toBe('draft');
      expect((await call('GET', `/api/habitaciones/${draft._id}`, {})).statusCode).toBe(404);
      const quote = await call(
        'POST',
        '/api/reservas/cotizar',
        {},
        {
          habitacionId: draft._id,
          checkIn: '2026-12-10',
          checkOut: '2026-12-12',
          guests: 2,
        },
      );
      expect(quote.json()).toMatchObject({ success: false, errorType: 'CABIN_NOT_FOUND' });
      expect(JSON.stringify((await call('GET', searchUrl, {})).json())).not.toContain(draft._id);
      // Archived: the same for guests.
      await call('POST', `${url}/publish`);
      expect((await call('DELETE', url)).json().data.cabin.status).toBe('archived');
      expect((await call('GET', `/api/habitaciones/${draft._id}`, {})).statusCode).toBe(404);
    });
  });

  describe('whose cabin', () => {
    it("answers 404 for another host's cabin on every route, and lets an operator reach it", async () => {
      const draft = await createDraft(other.headers);
      const url = `/api/host/cabins/${draft._id}`;
      for (const [method, path, body] of [
        ['GET', url, undefined],
        ['PATCH', url, { propertyDetails: { name: 'Robada' } }],
        ['POST', `${url}/publish`, undefined],
        ['POST', `${url}/unpublish`, undefined],
        ['POST', `${url}/archive`, undefined],
        ['DELETE', url, undefined],
      ] as const) {
        const res = await call(method, path, host.headers, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, errorType: 'CABIN_NOT_FOUND' });
      }
      const [row] = await t.database.db.select().from(cabins).where(eq(cabins.id, draft._id));
      expect(row).toMatchObject({ name: 'Cabaña Los Ocotes', status: 'draft' });

      const operator = await registerClient(t.app);
      await makeAdmin(t.database, operator.client.id);
      const reached = await call('GET', url, operator.headers);
      expect(reached.statusCode).toBe(200);
      expect(reached.json().data.cabin.ownerId).toBe(other.client.id);
      const check = await call('GET', '/api/auth/check', operator.headers);
      expect(check.json().data.client.roles).toEqual(['guest', 'admin']);
    });
  });
});
