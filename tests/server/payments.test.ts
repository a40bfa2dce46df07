import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, reservations, sandboxCharges } from '../../server/db/schema.ts';
import type { PaymentProvider } from '../../server/payments/provider.ts';
import { createSandboxProvider } from '../../server/payments/sandbox-provider.ts';
import { sweepExpiredHolds } from '../../server/payments/holds.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  PAYMENT_ERROR_MESSAGES,
  PAYMENT_IN_PROGRESS,
} from '../../src/shared/payment-errors.ts';
import { CHECKOUT_MESSAGES } from '../../src/shared/checkout-rules.ts';
import { CHARGE_MESSAGES } from '../../src/shared/validation/checkout.ts';
import type { ChargeResponse } from '../../src/shared/types.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';
import {
  CHARGES_URL,
  privateAuth,
  PUBLIC_AUTH,
  TOKENS_URL,
  card,
  charge,
  chargeBody,
  createCabin,
  paymentOf,
  reservationById,
  sandboxChargeFor,
  tokenFor,
  tokenize,
  writeCounts,
} from './payments-fixtures.ts';

const STAY = { checkIn: '2026-12-10', checkOut: '2026-12-12' };
/** 2 nights × $1,500 + 12 % commission. */
const STAY_TOTAL = 3360;

describe.each(databases)('card payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const newCabin = () => createCabin(db());

  describe('approved test cards', () => {
    it.each([
      ['4111111111111111', 'visa'],
      ['4242424242424242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['5105105105105100', 'mastercard'],
      ['345678000000007', 'amex'],
      ['343434343434343', 'amex'],
    ])('%s pays and confirms the stay', async (number, brand) => {
      const cabin = await newCabin();
      const token = await tokenFor(t.app, number);
      const res = await charge(t.app, chargeBody(cabin.id, token, STAY));
      expect(res.statusCode).toBe(200);
      const body = res.json<ChargeResponse>();
      expect(body).toMatchObject({
        success: true,
        data: {
          status: 'succeeded',
          ok: true,
          charge: { status: 'completed', error_message: null, authorization: '801585' },
          totalAmount: STAY_TOTAL,
          cardBrand: brand,
          last4: number.slice(-4),
        },
      });
      const reservationId = body.data!.reservationId;
      const reservation = await reservationById(db(), reservationId);
      expect(reservation).toMatchObject({
        status: 'active',
        paymentStatus: 'PAID',
        holdExpiresAt: null,
        totalCents: 336_000,
        subtotalCents: 300_000,
        commissionCents: 36_000,
        guestEmail: 'ana@example.mx',
        guestPhone: '+525512345678',
        specialRequests: 'Llegamos tarde',
        clientId: null,
      });
      expect(await paymentOf(db(), reservationId)).toMatchObject({
        status: 'PAID',
        providerChargeId: body.data!.paymentId,
        authorization: '801585',
        amountCents: 336_000,
        cardBrand: brand,
        cardLast4: number.slice(-4),
        provider: 'sandbox',
      });
      expect(await sandboxChargeFor(db(), reservationId)).toMatchObject({
        id: body.data!.paymentId,
        amountCents: 336_000,
        status: 'completed',
        description: 'Reserva Cabaña del Bosque',
      });
    });
  });

  describe('declined test cards', () => {
    it.each([
      ['4222222222222220', 3001, {}],
      ['4000000000000069', 3002, {}],
      ['4444444444444448', 3003, {}],
      ['4000000000000119', 3004, {}],
      ['4000000000030058', 3005, {}],
      ['4111111111111111', 2009, { cvv2: '000' }],
    ] as const)('%s is declined with %i and frees the nights', async (number, code, extra) => {
      const cabin = await newCabin();
      const token = await tokenFor(t.app, number, extra);
      const res = await charge(t.app, chargeBody(cabin.id, token, STAY));
      expect(res.statusCode).toBe(402);
      const body = res.json();
      expect(body).toMatchObject({
        success: false,
        error: PAYMENT_ERROR_MESSAGES[code],
        message: PAYMENT_ERROR_MESSAGES[code],
        error_code: code,
      });
      const reservation = await reservationById(db(), body.reservationId);
      expect(reservation).toMatchObject({ status: 'failed', paymentStatus: 'FAILED' });
      expect(await paymentOf(db(), body.reservationId)).toMatchObject({
        status: 'FAILED',
        errorCode: code,
      });
      expect(await sandboxChargeFor(db(), body.reservationId)).toMatchObject({
        status: 'failed',
        errorCode: code,
      });

      // The same nights can be paid with a good card right away.
      const retry = await charge(
        t.app,
        chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY),
      );
      expect(retry.statusCode).toBe(200);
    });

    it.each([
      ['4000000000010043', 1004],
      ['4000000000010050', 1005],
    ] as const)('%s is an outage (%i): 503, nothing charged', async (number, code) => {
      const cabin = await newCabin();
      const before = await writeCounts(db());
      const res = await charge(t.app, chargeBody(cabin.id, await tokenFor(t.app, number), STAY));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: PAYMENT_ERROR_MESSAGES[code], error_code: code });
      expect((await writeCounts(db())).charges).toBe(before.charges);
      expect(await reservationById(db(), res.json().reservationId)).toMatchObject({
        status: 'failed',
      });
    });

    it('settles a charge whose answer was lost by asking the provider (4000000000010001)', async () => {
      const cabin = await newCabin();
      const res = await charge(
        t.app,
        chargeBody(cabin.id, await tokenFor(t.app, '4000000000010001'), STAY),
      );
      expect(res.statusCode).toBe(200);
      const { reservationId, paymentId } = res.json<ChargeResponse>().data!;
      expect(await reservationById(db(), reservationId)).toMatchObject({
        status: 'active',
        paymentStatus: 'PAID',
      });
      expect((await sandboxChargeFor(db(), reservationId)).id).toBe(paymentId);
    });

    it('refuses a token used twice (tokens are single use)', async () => {
      const cabin = await newCabin();
      const token = await tokenFor(t.app, '4111111111111111');
      expect((await charge(t.app, chargeBody(cabin.id, token, STAY))).statusCode).toBe(200);
      const again = await charge(
        t.app,
        chargeBody(cabin.id, token, { checkIn: '2026-12-20', checkOut: '2026-12-22' }),
      );
      expect(again.statusCode).toBe(402);
      expect(again.json()).toMatchObject({ error_code: 1003, error: PAYMENT_ERROR_MESSAGES[1003] });
    });
  });

  describe('sandbox tokenization (Openpay errors)', () => {
    it('answers a token in Openpay shape, with only the masked number', async () => {
      const res = await tokenize(t.app, card('4111111111111111'));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        id: expect.stringMatching(/^k[a-z0-9]{19}$/),
        card: {
          card_number: '411111XXXXXX1111',
          holder_name: 'ANA RUIZ',
          expiration_month: '12',
          expiration_year: '29',
          brand: 'visa',
        },
      });
    });

    it.each([
      ['Luhn failure', card('4111111111111112'), 422, 2004],
      [
        'past expiry',
        card('4111111111111111', { expiration_year: '26', expiration_month: '10' }),
        400,
        2005,
      ],
      ['missing CVV', card('4111111111111111', { cvv2: '' }), 400, 2006],
      ['bad format', card('4111', { holder_name: '' }), 400, 1001],
      ['CVV length for Amex', card('345678000000007', { cvv2: '123' }), 400, 1001],
    ])('%s → %s / %s', async (_label, input, http, code) => {
      const res = await tokenize(t.app, input);
      expect(res.statusCode).toBe(http);
      expect(res.json()).toMatchObject({
        error_code: code,
        http_code: http,
        category: expect.any(String),
        description: expect.any(String),
        request_id: expect.any(String),
      });
    });

    it('accepts this month as not yet expired', async () => {
      const res = await tokenize(
        t.app,
        card('4111111111111111', { expiration_month: '11', expiration_year: '26' }),
      );
      expect(res.statusCode).toBe(201);
    });

    it('requires the merchant id and a key (1002), and the private key for charges (1010)', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: TOKENS_URL,
        headers: { authorization: 'Basic ' + Buffer.from('pk_wrong:').toString('base64') },
        payload: card('4111111111111111'),
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ error_code: 1002 });
      const wrongMerchant = await t.app.inject({
        method: 'POST',
        url: '/sandbox/openpay/v1/otro/tokens',
        headers: { authorization: PUBLIC_AUTH },
        payload: card('4111111111111111'),
      });
      expect(wrongMerchant.json()).toMatchObject({ error_code: 1002 });
      const publicCharge = await t.app.inject({
        method: 'POST',
        url: CHARGES_URL,
        headers: { authorization: PUBLIC_AUTH },
        payload: {},
      });
      expect(publicCharge.statusCode).toBe(403);
      expect(publicCharge.json()).toMatchObject({ error_code: 1010 });
    });

    it('charges over HTTP with the private key, and refuses a duplicate order_id (1006)', async () => {
      const token = await tokenFor(t.app, '5555555555554444');
      const payload = {
        method: 'card',
        source_id: token,
        amount: 100.5,
        currency: 'MXN',
        description: 'Prueba',
        order_id: 'oid-http-1',
        device_session_id: 'abc',
      };
      const ok = await t.app.inject({
        method: 'POST',
        url: CHARGES_URL,
        headers: { authorization: privateAuth(t.app) },
        payload,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        id: expect.stringMatching(/^tr[a-z0-9]{18}$/),
        amount: 100.5,
        status: 'completed',
        authorization: '801585',
        method: 'card',
        operation_type: 'in',
        transaction_type: 'charge',
        currency: 'MXN',
        order_id: 'oid-http-1',
        card: { brand: 'mastercard', card_number: expect.stringMatching(/4444$/) },
      });
      const dup = await t.app.inject({
        method: 'POST',
        url: CHARGES_URL,
        headers: { authorization: privateAuth(t.app) },
        payload: { ...payload, source_id: await tokenFor(t.app, '4111111111111111') },
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ error_code: 1006 });
      const byOrder = await t.app.inject({
        method: 'GET',
        url: `${CHARGES_URL}?order_id=oid-http-1`,
        headers: { authorization: privateAuth(t.app) },
      });
      expect(byOrder.json()).toHaveLength(1);
      const refund = await t.app.inject({
        method: 'POST',
        url: `${CHARGES_URL}/${ok.json().id}/refund`,
        headers: { authorization: privateAuth(t.app) },
        payload: { description: 'devolución' },
      });
      expect(refund.statusCode).toBe(200);
      expect(refund.json()).toMatchObject({
        status: 'completed',
        refund: { amount: 100.5, transaction_type: 'refund', status: 'completed' },
      });
      const missing = await t.app.inject({
        method: 'GET',
        url: `${CHARGES_URL}/trnoexiste0000000000`,
        headers: { authorization: privateAuth(t.app) },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('bad requests', () => {
    it.each([
      [
        'no token',
        (b: Record<string, unknown>) => ({ ...b, token_id: '' }),
        CHARGE_MESSAGES.tokenRequired,
      ],
      [
        'bad guest e-mail',
        (b: Record<string, unknown>) => withGuest(b, { email: 'no-es-correo' }),
        CHECKOUT_MESSAGES.guestEmailInvalid,
      ],
      [
        'short billing phone',
        (b: Record<string, unknown>) => ({
          ...b,
          customerData: { ...(b.customerData as object), phone_number: '55123' },
        }),
        CHECKOUT_MESSAGES.billingPhoneDigits,
      ],
      [
        'raw card data',
        (b: Record<string, unknown>) => ({ ...b, card_number: '4111111111111111', cvv2: '123' }),
        CHARGE_MESSAGES.cardDataSent,
      ],
      [
        'not card',
        (b: Record<string, unknown>) => ({ ...b, method: 'cash' }),
        CHARGE_MESSAGES.method,
      ],
      [
        'past dates',
        (b: Record<string, unknown>) =>
          withStay(b, { checkIn: '2026-11-01', checkOut: '2026-11-03' }),
        'La fecha de llegada no puede ser anterior a hoy',
      ],
      [
        'departure before arrival',
        (b: Record<string, unknown>) =>
          withStay(b, { checkIn: '2026-12-05', checkOut: '2026-12-03' }),
        'El rango de fechas seleccionado no es válido',
      ],
    ])('%s → 4xx in Spanish, nothing written', async (_label, mutate, message) => {
      const cabin = await newCabin();
      const token = await tokenFor(t.app, '4111111111111111');
      const before = await writeCounts(db());
      const res = await charge(
        t.app,
        mutate(chargeBody(cabin.id, token, STAY) as unknown as Record<string, unknown>),
        { 'idempotency-key': `bad-${Math.random()}` },
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(await writeCounts(db())).toEqual(before);
    });

    it('answers an unknown cabin with 404 CABIN_NOT_FOUND', async () => {
      const token = await tokenFor(t.app, '4111111111111111');
      const before = await writeCounts(db());
      const res = await charge(t.app, chargeBody('no-existe', token, STAY));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorType: 'CABIN_NOT_FOUND',
        message: 'La cabaña no fue encontrada',
      });
      expect((await writeCounts(db())).reservations).toBe(before.reservations);
    });

    it('refuses too many guests with CAPACITY_EXCEEDED and writes nothing', async () => {
      const cabin = await newCabin();
      const before = await writeCounts(db());
      const res = await charge(
        t.app,
        chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), { ...STAY, guests: 9 }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorType: 'CAPACITY_EXCEEDED' });
      expect(await writeCounts(db())).toEqual(before);
    });

    it('answers malformed JSON and a bad Idempotency-Key with 400', async () => {
      const before = await writeCounts(db());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/charge',
        headers: { 'content-type': 'application/json' },
        payload: '{"method":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/JSON/);
      const cabin = await newCabin();
      const badKey = await charge(
        t.app,
        chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY),
        { 'idempotency-key': 'con espacios y ñ' },
      );
      expect(badKey.statusCode).toBe(400);
      expect(await writeCounts(db())).toEqual(before);
    });

    it('uses the billing e-mail and phone when the guest left them blank', async () => {
      const cabin = await newCabin();
      const body = withGuest(
        chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY) as never,
        { email: '', phone: '' },
      );
      (body.customerData as Record<string, string>).email = 'Factura@Example.MX';
      (body.customerData as Record<string, string>).phone_number = '+52 33 1234 5678';
      const res = await charge(t.app, body);
      expect(res.statusCode).toBe(200);
      expect(await reservationById(db(), res.json().data.reservationId)).toMatchObject({
        guestEmail: 'factura@example.mx',
        guestPhone: '+523312345678',
      });
    });
  });

  it('ignores a tampered amount: the server prices the stay', async () => {
    const cabin = await newCabin();
    const body = chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY);
    body.reservationData.pricing = {
      basePrice: 1,
      totalPrice: 1,
      cleaningFee: 0,
      serviceFee: 0,
      comisionServicio: 0,
      taxes: 0,
    };
    const res = await charge(t.app, { ...body, amount: 1, totalAmount: 1 });
    expect(res.statusCode).toBe(200);
    const { reservationId, totalAmount } = res.json<ChargeResponse>().data!;
    expect(totalAmount).toBe(STAY_TOTAL);
    expect((await sandboxChargeFor(db(), reservationId)).amountCents).toBe(336_000);
    expect((await reservationById(db(), reservationId)).totalCents).toBe(336_000);
  });

  it('ignores a clienteWebId without a matching bearer token', async () => {
    const cabin = await newCabin();
    const body = chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY, {
      clienteWebId: 'cli-de-otra-persona',
    });
    const res = await charge(t.app, body);
    expect(res.statusCode).toBe(200);
    expect((await reservationById(db(), res.json().data.reservationId)).clientId).toBeNull();
  });

  it('attaches the booking to the signed-in client of the bearer token', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Lucía',
        lastName: 'Mendoza',
        email: `lucia-${kind}@example.mx`,
        phone: '+525598765432',
        password: 'montaña-2026',
        confirmPassword: 'montaña-2026',
        acceptTerms: true,
      },
    });
    expect(register.statusCode).toBeLessThan(300);
    const { token, client } = register.json().data;
    const cabin = await newCabin();
    const body = chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY, {
      clienteWebId: 'otro-id',
    });
    const res = await charge(t.app, body, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect((await reservationById(db(), res.json().data.reservationId)).clientId).toBe(client.id);
  });

  describe('idempotency', () => {
    it('replays the first answer for the same key and body, charging once', async () => {
      const cabin = await newCabin();
      const body = chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY);
      const headers = { 'idempotency-key': `key-${kind}-replay` };
      const first = await charge(t.app, body, headers);
      const second = await charge(t.app, body, headers);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      const rows = await db().select().from(reservations).where(eq(reservations.cabinId, cabin.id));
      expect(rows).toHaveLength(1);
      const charges = await db()
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.orderId, rows[0].id));
      expect(charges).toHaveLength(1);
    });

    it('replays a decline too, and a new key then charges a new token', async () => {
      const cabin = await newCabin();
      const declinedBody = chargeBody(cabin.id, await tokenFor(t.app, '4222222222222220'), STAY);
      const key = { 'idempotency-key': `key-${kind}-decline` };
      expect((await charge(t.app, declinedBody, key)).statusCode).toBe(402);
      const replay = await charge(t.app, declinedBody, key);
      expect(replay.statusCode).toBe(402);
      expect(replay.json().error_code).toBe(3001);
      const retry = await charge(
        t.app,
        chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY),
        { 'idempotency-key': `key-${kind}-decline-2` },
      );
      expect(retry.statusCode).toBe(200);
    });

    it('refuses the same key with a different body (422)', async () => {
      const cabin = await newCabin();
      const key = { 'idempotency-key': `key-${kind}-mismatch` };
      const token = await tokenFor(t.app, '4111111111111111');
      expect((await charge(t.app, chargeBody(cabin.id, token, STAY), key)).statusCode).toBe(200);
      const other = await charge(
        t.app,
        chargeBody(cabin.id, token, { checkIn: '2026-12-20', checkOut: '2026-12-21' }),
        key,
      );
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ success: false, message: IDEMPOTENCY_KEY_REUSED });
    });

    it('answers 409 to the same key while the first request is still charging', async () => {
      const cabin = await newCabin();
      const real = t.app.deps.payments;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const charging = new Promise<void>((resolve) => (entered = resolve));
      const slow: PaymentProvider = {
        ...real,
        name: real.name,
        charge: async (request) => {
          entered();
          await gate;
          return real.charge(request);
        },
        getCharge: (ref) => real.getCharge(ref),
        refund: (id, r) => real.refund(id, r),
      };
      t.app.deps.payments = slow;
      try {
        const body = chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY);
        const key = { 'idempotency-key': `key-${kind}-concurrent` };
        const first = charge(t.app, body, key);
        await charging;
        const second = await charge(t.app, body, key);
        expect(second.statusCode).toBe(409);
        expect(second.json()).toMatchObject({ message: PAYMENT_IN_PROGRESS });
        release();
        expect((await first).statusCode).toBe(200);
        const third = await charge(t.app, body, key);
        expect(third.statusCode).toBe(200);
        expect(third.json()).toEqual((await first).json());
      } finally {
        t.app.deps.payments = real;
      }
    });
  });

  it('200 concurrent charges for the same nights: one stay, one charge, the rest NOT_AVAILABLE', async () => {
    const cabin = await newCabin();
    const sandbox = createSandboxProvider({ db: db(), clock: t.app.deps.clock });
    const tokens = await Promise.all(
      Array.from({ length: 200 }, () =>
        sandbox.tokenize(card('4111111111111111')).then((tok) => tok.id),
      ),
    );
    const answers = await Promise.all(
      tokens.map((token, i) =>
        charge(t.app, chargeBody(cabin.id, token, STAY), {
          'idempotency-key': `race-${kind}-${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({
        success: false,
        errorType: 'NOT_AVAILABLE',
        error: 'No disponible para las fechas seleccionadas',
      });
    }
    const active = await db()
      .select()
      .from(reservations)
      .where(and(eq(reservations.cabinId, cabin.id), eq(reservations.status, 'active')));
    expect(active).toHaveLength(1);
    const all = await db().select().from(reservations).where(eq(reservations.cabinId, cabin.id));
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.orderId} in ${all.map((r) => r.id)}`);
    expect(charges).toHaveLength(1);
  });

  describe('holds that never finished', () => {
    async function insertHold(cabinId: string, id: string, expiresAt: Date) {
      await db().insert(reservations).values({
        id,
        cabinId,
        checkIn: STAY.checkIn,
        checkOut: STAY.checkOut,
        guests: 2,
        nights: 2,
        status: 'pending',
        paymentStatus: 'PENDING',
        subtotalCents: 300_000,
        commissionCents: 36_000,
        totalCents: 336_000,
        guestFirstName: 'Caído',
        guestLastName: 'Proceso',
        guestEmail: 'caido@example.mx',
        guestPhone: '+525511111111',
        holdExpiresAt: expiresAt,
      });
      await db()
        .insert(payments)
        .values({
          id: `pay-${id}`,
          reservationId: id,
          provider: 'sandbox',
          status: 'PENDING',
          amountCents: 336_000,
        });
    }

    it('a live hold keeps its nights', async () => {
      const cabin = await newCabin();
      await insertHold(cabin.id, `rsv-live-${kind}`, new Date(Date.now() + 10 * 60_000));
      const res = await charge(
        t.app,
        chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().errorType).toBe('NOT_AVAILABLE');
    });

    it('an expired hold is swept before the next charge and frees the nights', async () => {
      const cabin = await newCabin();
      const id = `rsv-crash-${kind}`;
      await insertHold(cabin.id, id, new Date(Date.now() - 60_000));
      const res = await charge(
        t.app,
        chargeBody(cabin.id, await tokenFor(t.app, '4111111111111111'), STAY),
      );
      expect(res.statusCode).toBe(200);
      expect(await reservationById(db(), id)).toMatchObject({
        status: 'expired',
        paymentStatus: 'FAILED',
      });
      expect(await paymentOf(db(), id)).toMatchObject({ status: 'FAILED' });
    });

    it('the sweeper confirms an expired hold whose charge did complete at the provider', async () => {
      const cabin = await newCabin();
      const id = `rsv-paid-${kind}`;
      await insertHold(cabin.id, id, new Date(Date.now() - 60_000));
      const provider = t.app.deps.payments;
      const token = await tokenFor(t.app, '4242424242424242');
      const paid = await provider.charge({
        method: 'card',
        source_id: token,
        amount: 3360,
        description: 'Reserva Cabaña del Bosque',
        order_id: id,
        device_session_id: 'abc',
      });
      const result = await sweepExpiredHolds({ db: db(), provider, now: new Date() });
      expect(result.confirmed).toBeGreaterThanOrEqual(1);
      expect(await reservationById(db(), id)).toMatchObject({
        status: 'active',
        paymentStatus: 'PAID',
      });
      expect(await paymentOf(db(), id)).toMatchObject({
        status: 'PAID',
        providerChargeId: paid.id,
        cardLast4: '4242',
        cardBrand: 'visa',
      });
    });

    it('leaves a hold alone while the provider cannot say whether it was charged', async () => {
      const cabin = await newCabin();
      const id = `rsv-unknown-${kind}`;
      await insertHold(cabin.id, id, new Date(Date.now() - 60_000));
      const down: PaymentProvider = {
        name: 'sandbox',
        charge: () => Promise.reject(new Error('down')),
        getCharge: () => Promise.reject(new Error('down')),
        refund: () => Promise.reject(new Error('down')),
        capture: () => Promise.reject(new Error('down')),
        release: () => Promise.reject(new Error('down')),
      };
      const result = await sweepExpiredHolds(
        { db: db(), provider: down, now: new Date() },
        { cabinId: cabin.id },
      );
      expect(result).toEqual({ confirmed: 0, expired: 0, unresolved: 1 });
      expect((await reservationById(db(), id)).status).toBe('pending');
    });
  });
});

function withGuest(body: Record<string, unknown>, guest: Record<string, string>) {
  const data = body.reservationData as Record<string, unknown>;
  return {
    ...body,
    reservationData: { ...data, guestInfo: { ...(data.guestInfo as object), ...guest } },
  } as unknown as Record<string, unknown> & { customerData: unknown };
}

function withStay(body: Record<string, unknown>, stay: { checkIn: string; checkOut: string }) {
  const data = body.reservationData as Record<string, unknown>;
  return { ...body, reservationData: { ...data, ...stay } };
}
