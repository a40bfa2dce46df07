import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import {
  cabins,
  idempotencyKeys,
  payments,
  reservations,
  sandboxCharges,
  webhookEvents,
} from '../../server/db/schema.ts';
import { SANDBOX_MERCHANT_ID, SANDBOX_PUBLIC_KEY } from '../../server/payments/sandbox-cards.ts';
import type { ChargeRequest } from '../../src/shared/types.ts';

/** Test data for the payment tests: cabins, tokens from the sandbox and charge requests. */

export const FEATURES = {
  generalFeatures: { wifi: true },
  views: {},
  activities: {},
  parking: {},
  restroomFeatures: {},
  kitchen: {},
  sport: {},
  livingRoom: {},
};

/** A cabin at $1,500.00 a night (host rate), 1–4 guests. Total for n nights: 1500·n·1.12. */
export async function createCabin(
  db: Db,
  overrides: Partial<typeof cabins.$inferInsert> = {},
): Promise<typeof cabins.$inferSelect> {
  const [row] = await db
    .insert(cabins)
    .values({
      id: `cab-${Math.random().toString(36).slice(2, 10)}`,
      name: 'Cabaña del Bosque',
      accommodationType: 'Cabaña',
      description: 'Cabaña de prueba',
      population: 'Mazamitla',
      state: 'Jalisco',
      address: 'Camino al bosque 1',
      latitude: 19.91,
      longitude: -103.02,
      minOccupancy: 1,
      maxOccupancy: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      minNights: 1,
      nightlyRateCents: 150_000,
      weekendRateCents: null,
      features: FEATURES,
      status: 'published',
      ...overrides,
    })
    .returning();
  return row;
}

export const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
export const TOKENS_URL = `/sandbox/openpay/v1/${SANDBOX_MERCHANT_ID}/tokens`;
export const CHARGES_URL = `/sandbox/openpay/v1/${SANDBOX_MERCHANT_ID}/charges`;
export const PUBLIC_AUTH = basic(SANDBOX_PUBLIC_KEY);
/** The app's own sandbox private key, as Basic auth. */
export const privateAuth = (app: FastifyInstance) => basic(app.deps.sandboxPrivateKey!);

let ipCounter = 1;
/** A fresh client address, so per-IP rate limits do not bite tests that send many requests. */
export const nextIp = () => `10.9.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export interface CardInput {
  card_number?: string;
  holder_name?: string;
  expiration_month?: string;
  expiration_year?: string;
  cvv2?: string;
}

export function card(number: string, overrides: CardInput = {}): CardInput {
  return {
    card_number: number,
    holder_name: 'ANA RUIZ',
    expiration_month: '12',
    expiration_year: '29',
    cvv2: number.startsWith('3') ? '1234' : '123',
    ...overrides,
  };
}

/** Tokenizes through the sandbox's HTTP API, as the browser does. */
export async function tokenize(app: FastifyInstance, input: CardInput) {
  const res = await app.inject({
    method: 'POST',
    url: TOKENS_URL,
    headers: { authorization: PUBLIC_AUTH },
    payload: input,
    remoteAddress: nextIp(),
  });
  return res;
}

export async function tokenFor(app: FastifyInstance, number: string, overrides: CardInput = {}) {
  const res = await tokenize(app, card(number, overrides));
  if (res.statusCode !== 201) throw new Error(`tokenize ${number}: ${res.body}`);
  return res.json<{ id: string; card: { brand: string; card_number: string } }>().id;
}

export function chargeBody(
  cabinId: string,
  tokenId: string,
  stay: { checkIn: string; checkOut: string; guests?: number },
  overrides: Partial<ChargeRequest> = {},
): ChargeRequest {
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  return {
    reservationId: cabinId,
    method: 'card',
    token_id: tokenId,
    device_session_id: 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f',
    customerData: {
      name: 'Ana',
      last_name: 'Ruiz',
      phone_number: '5512345678',
      email: 'ana@example.mx',
    },
    reservationData: {
      cabinId,
      cabinName: 'Cabaña del Bosque',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests ?? 2,
      nights,
      location: 'Mazamitla, Jalisco',
      maxOccupancy: 4,
      pricing: {
        basePrice: 1500 * nights,
        totalPrice: 1680 * nights,
        cleaningFee: 0,
        serviceFee: 0,
        comisionServicio: 180 * nights,
        taxes: 0,
      },
      guestInfo: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana@example.mx',
        phone: '5512345678',
        specialRequests: 'Llegamos tarde',
      },
    },
    ...overrides,
  };
}

export async function charge(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/charge',
    headers,
    payload: body as Record<string, unknown>,
    remoteAddress: nextIp(),
  });
}

/** Row counts of every table the charge flow may write. */
export async function writeCounts(db: Db) {
  const [[r], [p], [k], [c], [w]] = await Promise.all([
    db.select({ n: count() }).from(reservations),
    db.select({ n: count() }).from(payments),
    db.select({ n: count() }).from(idempotencyKeys),
    db.select({ n: count() }).from(sandboxCharges),
    db.select({ n: count() }).from(webhookEvents),
  ]);
  return { reservations: r.n, payments: p.n, idempotencyKeys: k.n, charges: c.n, webhooks: w.n };
}

export async function reservationById(db: Db, id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

export async function paymentOf(db: Db, reservationId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .limit(1);
  return row;
}

export async function sandboxChargeFor(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.orderId, orderId))
    .limit(1);
  return row;
}
