import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_HOST } from '../../../server/db/catalogue/bookings.ts';
import { cabinPhotos, cabins, clients } from '../../../server/db/schema.ts';
import type { Database } from '../../../server/db/client.ts';
import { registerClient } from '../helpers.ts';

let addresses = 0;
const nextAddress = () => `10.91.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

/** Signs in an account by e-mail and password; its Authorization header. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextAddress(),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  const { token, client } = res.json().data as { token: string; client: { id: string } };
  return { client, headers: { authorization: `Bearer ${token}` } };
}

export const signInDemoHost = (app: FastifyInstance) =>
  signIn(app, DEMO_HOST.email, DEMO_HOST.password);

/** A new account that accepted the host terms through the API. */
export async function registerHost(app: FastifyInstance) {
  const account = await registerClient(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/host/onboard',
    headers: account.headers,
    payload: { acceptHostTerms: true },
  });
  if (res.statusCode !== 200) throw new Error(`onboard: ${res.statusCode} ${res.body}`);
  return account;
}

export async function makeAdmin(database: Database, clientId: string) {
  await database.db.update(clients).set({ isAdmin: true }).where(eq(clients.id, clientId));
}

export const ALL_FOR_PUBLISHING = {
  propertyDetails: { minOccupancy: 1, maxOccupancy: 4, bedrooms: 2 },
  accomodationDescription:
    'Cabaña de madera entre pinos, con chimenea, terraza y vista al bosque. Ideal para descansar.',
  location: {
    address: 'Camino al Tigre 12, Mazamitla',
    population: 'Mazamitla',
    state: 'Jalisco',
    latitude: 19.915,
    longitude: -103.02,
  },
};

/** Photos written straight to the table (the upload route has its own tests). */
export async function addPhotoRows(database: Database, cabinId: string, count: number) {
  await database.db.insert(cabinPhotos).values(
    Array.from({ length: count }, (_, position) => ({
      cabinId,
      position,
      path: `scenes/forest-${(position % 6) + 1}`,
      alt: `Vista ${position + 1} de la cabaña`,
    })),
  );
}

export async function setPrice(database: Database, cabinId: string, cents: number) {
  await database.db.update(cabins).set({ nightlyRateCents: cents }).where(eq(cabins.id, cabinId));
}
