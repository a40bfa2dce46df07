import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../../server/payments/sandbox-provider.ts';
import { PAYMENT_ERROR_MESSAGES } from '../../src/shared/payment-errors.ts';
import { CHARGE_MESSAGES } from '../../src/shared/validation/checkout.ts';
import { createTestApp, databases, registerClient, TEST_TODAY, type TestApp } from './helpers.ts';
import {
  charge,
  chargeBody,
  createCabin,
  paymentOf,
  sandboxChargeFor,
  tokenFor,
  tokenize,
  card,
} from './payments-fixtures.ts';
import { addDays } from '../../src/shared/dates.ts';
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema.ts';
import { renderMail } from '../../server/mail/layout.ts';
import { renderTemplate } from '../../server/mail/templates/index.ts';

/**
 * Meses sin intereses (issue 16): the charge carries `payment_plan: {payments: N}` for the plans of
 * MSI_PLANS from MSI_MIN_AMOUNT; the sandbox tells credit from debit by the BIN and answers 3201–3205.
 */
describe.each(databases)('meses sin intereses on %s', (kind) => {
  let t: TestApp;
  let guest: Awaited<ReturnType<typeof registerClient>>;
  let day = 10;
  /** A 2-night stay ($3,360.00), or 1 night ($1,680.00), of a new cabin. */
  async function stay(nights = 2) {
    const cabin = await createCabin(t.database.db);
    const checkIn = addDays(TEST_TODAY, (day += 3));
    return { cabin, dates: { checkIn, checkOut: addDays(checkIn, nights) } };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: false,
      config: { MSI_MIN_AMOUNT: 3000, MSI_PLANS: '3,6,9,12' },
    });
    guest = await registerClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells credit from debit by the BIN, as Openpay’s bin lookup does', async () => {
    const debit = await tokenize(t.app, card('4242424242424242'));
    expect(debit.json().card).toMatchObject({ brand: 'visa', type: 'debit' });
    const credit = await tokenize(t.app, card('4111111111111111'));
    expect(credit.json().card).toMatchObject({ brand: 'visa', type: 'credit' });
    const mcDebit = await tokenize(t.app, card('5105105105105100'));
    expect(mcDebit.json().card).toMatchObject({ type: 'debit' });
  });

  it('charges a credit card in 6 monthly payments and keeps the plan', async () => {
    const { cabin, dates } = await stay();
    const token = await tokenFor(t.app, '4111111111111111');
    const res = await charge(
      t.app,
      chargeBody(cabin.id, token, dates, { payment_plan: { payments: 6 } } as never),
      guest.headers,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'succeeded', totalAmount: 3360, installments: 6 });
    expect(await paymentOf(t.database.db, data.reservationId)).toMatchObject({
      status: 'PAID',
      installments: 6,
    });
    expect(await sandboxChargeFor(t.database.db, data.reservationId)).toMatchObject({
      installments: 6,
      cardType: 'credit',
    });
    const fetched = await t.app.deps.payments.getCharge({ id: data.paymentId });
    expect(fetched).toMatchObject({ payment_plan: { payments: 6 }, card: { type: 'credit' } });

    // Mis reservas, the trip page and the 'Reserva confirmada' e-mail carry the plan.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: guest.headers,
    });
    const item = list
      .json()
      .data.reservations.find((r: { _id: string }) => r._id === data.reservationId);
    expect(item).toMatchObject({ total: 3360, installments: 6 });
    const trip = await t.app.inject({
      method: 'GET',
      url: `/api/auth/my-reservations/${data.reservationId}`,
      headers: guest.headers,
    });
    expect(trip.json().data.reservation.payment).toMatchObject({ paid: 3360, installments: 6 });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'booking-confirmed'),
          sql`${mailOutbox.payload}->>'reservationId' = ${data.reservationId}`,
        ),
      );
    const rendered = renderMail(
      renderTemplate('booking-confirmed', mail.payload as never, {
        appUrl: 'https://refugio.example.mx',
        createdAt: new Date(),
      }),
    );
    expect(rendered.text).toContain('Meses sin intereses: 6 pagos de $560');
  });

  it('a stay paid in one payment lists no plan', async () => {
    const { cabin, dates } = await stay();
    const token = await tokenFor(t.app, '4111111111111111');
    const res = await charge(t.app, chargeBody(cabin.id, token, dates), guest.headers);
    const { reservationId } = res.json().data;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: guest.headers,
    });
    const item = list
      .json()
      .data.reservations.find((r: { _id: string }) => r._id === reservationId);
    expect(item.installments).toBeUndefined();
  });

  it('answers 3203 in Spanish for a debit card, and charges nothing', async () => {
    const { cabin, dates } = await stay();
    const token = await tokenFor(t.app, '4242424242424242');
    const res = await charge(
      t.app,
      chargeBody(cabin.id, token, dates, { payment_plan: { payments: 3 } } as never),
      guest.headers,
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      success: false,
      error_code: 3203,
      message: PAYMENT_ERROR_MESSAGES[3203],
    });
    const reservationId = res.json().reservationId as string;
    expect((await paymentOf(t.database.db, reservationId)).status).toBe('FAILED');
    expect(await sandboxChargeFor(t.database.db, reservationId)).toBeUndefined();
  });

  it('refuses plans not offered, small totals and bad plans before holding anything', async () => {
    const cases: Array<[unknown, number, string, number]> = [
      [
        { payments: 18 },
        2,
        'Ese plan de meses sin intereses no está disponible para este pago',
        400,
      ],
      [{ payments: 3 }, 1, 'Los meses sin intereses están disponibles desde $3,000', 400],
      [{ payments: 'seis' }, 2, CHARGE_MESSAGES.paymentPlan, 400],
      [{ payments: 6.5 }, 2, CHARGE_MESSAGES.paymentPlan, 400],
      ['6', 2, CHARGE_MESSAGES.paymentPlan, 400],
    ];
    for (const [plan, nights, message, status] of cases) {
      const { cabin, dates } = await stay(nights);
      const token = await tokenFor(t.app, '4111111111111111');
      const res = await charge(
        t.app,
        chargeBody(cabin.id, token, dates, { payment_plan: plan } as never),
        guest.headers,
      );
      expect(res.statusCode, JSON.stringify(plan)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('the sandbox answers 3201, 3202, 3204 and 3205 as Openpay does', async () => {
    const sandbox = createSandboxProvider({ db: t.database.db, clock: t.app.deps.clock });
    const attempt = async (number: string, amount: number, payments: number) => {
      const token = await tokenFor(t.app, number);
      return sandbox
        .charge({
          method: 'card',
          source_id: token,
          amount,
          description: 'MSI',
          order_id: `msi-${kind}-${number}-${amount}-${payments}-${Math.random()}`,
          device_session_id: 'abc',
          payment_plan: { payments },
        })
        .then(
          () => 0,
          (error: { errorCode: number }) => error.errorCode,
        );
    };
    expect(await attempt('4111111111111111', 5000, 18)).toBe(3201);
    expect(await attempt('4111111111111111', 5000, 4)).toBe(3202);
    expect(await attempt('4111111111111111', 299.99, 3)).toBe(3204);
    expect(await attempt('345678000000007', 5000, 3)).toBe(3205);
    expect(await attempt('5555555555554444', 5000, 12)).toBe(0);
    for (const code of [3201, 3202, 3203, 3204, 3205]) {
      expect(PAYMENT_ERROR_MESSAGES[code]).toMatch(/contado|plan/);
    }
  });

  describe('GET /api/payments/card-plans', () => {
    let address = 0;
    const plansFor = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/payments/card-plans?${query}`,
        remoteAddress: `10.8.0.${++address}`,
      });

    it('offers the plans of MSI_PLANS to a credit card from MSI_MIN_AMOUNT, with each payment', async () => {
      const res = await plansFor('bin=411111&amount=3360');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        success: true,
        data: {
          cardType: 'credit',
          minAmount: 3000,
          plans: [
            { payments: 3, monthlyPayment: 1120 },
            { payments: 6, monthlyPayment: 560 },
            { payments: 9, monthlyPayment: 373.33 },
            { payments: 12, monthlyPayment: 280 },
          ],
        },
      });
      const edge = await plansFor('bin=555555&amount=3000');
      expect(edge.json().data).toMatchObject({ cardType: 'credit' });
      expect(edge.json().data.plans).toHaveLength(4);
    });

    it('offers nothing to a debit card or a total under the minimum', async () => {
      for (const bin of ['424242', '510510']) {
        const res = await plansFor(`bin=${bin}&amount=9000`);
        expect(res.json().data).toEqual({ cardType: 'debit', minAmount: 3000, plans: [] });
      }
      const small = await plansFor('bin=411111&amount=2999.99');
      expect(small.json().data).toEqual({ cardType: 'credit', minAmount: 3000, plans: [] });
    });

    it('offers the plans when the card type is unknown (the charge decides)', async () => {
      const res = await plansFor('bin=601100&amount=3360');
      expect(res.json().data.cardType).toBe('unknown');
      expect(res.json().data.plans.map((p: { payments: number }) => p.payments)).toEqual([
        3, 6, 9, 12,
      ]);
    });

    it('refuses a bad BIN or amount in Spanish', async () => {
      for (const [query, message] of [
        ['amount=3360', 'Indica los primeros 6 dígitos de la tarjeta'],
        ['bin=4111111111111111&amount=3360', 'Indica los primeros 6 dígitos de la tarjeta'],
        ['bin=411111', 'Indica el total del pago en pesos'],
        ['bin=411111&amount=-1', 'Indica el total del pago en pesos'],
      ]) {
        const res = await plansFor(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message });
      }
    });

    it('is rate limited per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/payments/card-plans?bin=411111&amount=100',
          remoteAddress: '10.8.1.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    });
  });
});
