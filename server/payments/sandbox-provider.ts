import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { pgErrorOf, type DbOrTx } from '../db/client.ts';
import { sandboxCharges, sandboxTokens } from '../db/schema.ts';
import { mexicoTimestamp, randomId, requestId } from './ids.ts';
import type {
  OpenpayBrand,
  OpenpayCard,
  OpenpayCharge,
  OpenpayToken,
  OpenpayTokenRequest,
} from './openpay-types.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';
import {
  SANDBOX_AUTHORIZATION,
  SANDBOX_LATE_CHARGE_MS,
  SANDBOX_MERCHANT_ID,
  SANDBOX_TIMEOUT_CODE,
  chargesBeforeFailing,
  msiRefusal,
  openpayError,
  sandboxCardType,
  validateTokenRequest,
} from './sandbox-cards.ts';

type TokenRow = typeof sandboxTokens.$inferSelect;
type ChargeRow = typeof sandboxCharges.$inferSelect;

const fail = (code: number, description?: string): ProviderError =>
  new ProviderError(openpayError(code, requestId(), description));

const maskedPan = (bin: string, last4: string) => `${bin}XXXXXX${last4}`;

function tokenCard(row: TokenRow): OpenpayCard {
  return {
    card_number: maskedPan(row.bin, row.last4),
    holder_name: row.holderName,
    expiration_year: row.expirationYear,
    expiration_month: row.expirationMonth,
    address: null,
    creation_date: null,
    brand: row.brand as OpenpayBrand,
    type: sandboxCardType(row.bin),
    points_card: false,
  };
}

function chargeJson(row: ChargeRow): OpenpayCharge {
  const created = mexicoTimestamp(row.createdAt);
  const amount = row.amountCents / 100;
  const charge: OpenpayCharge = {
    id: row.id,
    amount,
    authorization: row.authorization,
    method: 'card',
    operation_type: 'in',
    transaction_type: 'charge',
    card: {
      type: row.cardType === 'debit' ? 'debit' : 'credit',
      brand: row.cardBrand as OpenpayBrand,
      address: null,
      // The sandbox keeps only the last 4 digits of a charged card.
      card_number: `XXXXXXXXXXXX${row.cardLast4}`,
      holder_name: '',
      expiration_year: '',
      expiration_month: '',
      allows_charges: true,
      allows_payouts: false,
      creation_date: created,
      bank_name: 'Banco Sandbox',
      bank_code: '000',
    },
    status: row.status as OpenpayCharge['status'],
    conciliated: false,
    currency: 'MXN',
    creation_date: created,
    operation_date: created,
    description: row.description,
    error_message: row.errorMessage,
    error_code: row.errorCode,
    order_id: row.orderId,
  };
  if (row.installments) charge.payment_plan = { payments: row.installments };
  if (row.refundedAt) {
    const refunded = mexicoTimestamp(row.refundedAt);
    charge.refund = {
      id: `tr${row.id.slice(2, 10)}rf${row.id.slice(12)}`.slice(0, 20),
      amount: (row.refundedCents ?? row.amountCents) / 100,
      authorization: row.authorization,
      method: 'card',
      operation_type: 'out',
      transaction_type: 'refund',
      status: 'completed',
      currency: 'MXN',
      creation_date: refunded,
      operation_date: refunded,
      description: 'devolución',
      error_message: null,
      order_id: null,
    };
  }
  return charge;
}

function validAmount(amount: unknown): number | null {
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  const value = Number(amount);
  if (!Number.isFinite(value) || value <= 0 || value > 10_000_000) return null;
  if (Math.round(value * 100) !== Number((value * 100).toFixed(6))) return null;
  return Math.round(value * 100);
}

/**
 * The built-in card sandbox, an Openpay look-alike on our database. It stores what Openpay would
 * show back (brand, BIN, last 4, holder, expiry) and the scripted outcome; never a number or a CVV.
 */
export function createSandboxProvider(deps: {
  db: DbOrTx;
  clock: Clock;
  merchantId?: string;
}): PaymentProvider & { tokenize(request: OpenpayTokenRequest): Promise<OpenpayToken> } {
  const { db, clock } = deps;
  const merchantId = deps.merchantId ?? SANDBOX_MERCHANT_ID;

  async function findRow(ref: { id: string } | { orderId: string }): Promise<ChargeRow | null> {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(
        and(
          eq(sandboxCharges.merchantId, merchantId),
          'id' in ref ? eq(sandboxCharges.id, ref.id) : eq(sandboxCharges.orderId, ref.orderId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * The charge as the API shows it. A timed-out charge (the timeout test card) is not shown until
   * SANDBOX_LATE_CHARGE_MS after it was made; then it has completed.
   */
  async function findCharge(ref: { id: string } | { orderId: string }): Promise<ChargeRow | null> {
    const row = await findRow(ref);
    // An authorization (capture: false) is in progress too, but it has its authorization code.
    if (!row || row.status !== 'in_progress' || row.authorization) return row;
    if (clock.now().getTime() < row.createdAt.getTime() + SANDBOX_LATE_CHARGE_MS) return null;
    const [completed] = await db
      .update(sandboxCharges)
      .set({
        status: row.preAuthorization ? 'in_progress' : 'completed',
        authorization: SANDBOX_AUTHORIZATION,
      })
      .where(
        and(
          eq(sandboxCharges.id, row.id),
          eq(sandboxCharges.status, 'in_progress'),
          isNull(sandboxCharges.authorization),
        ),
      )
      .returning();
    return completed ?? findRow({ id: row.id });
  }

  /** Cancels an authorization: the amount is no longer held on the card. Idempotent. */
  async function cancelAuthorization(row: ChargeRow): Promise<OpenpayCharge> {
    if (!row.preAuthorization) throw fail(1003, 'The charge was not made with capture false');
    if (row.status === 'cancelled') return chargeJson(row);
    if (row.status !== 'in_progress' || !row.authorization) {
      throw fail(1003, 'Only authorized charges can be cancelled');
    }
    const [cancelled] = await db
      .update(sandboxCharges)
      .set({ status: 'cancelled' })
      .where(and(eq(sandboxCharges.id, row.id), eq(sandboxCharges.status, 'in_progress')))
      .returning();
    if (cancelled) return chargeJson(cancelled);
    const now = await findRow({ id: row.id });
    if (now?.status === 'cancelled') return chargeJson(now);
    throw fail(1003, 'Only authorized charges can be cancelled');
  }

  return {
    name: 'sandbox',

    async tokenize(request) {
      const checked = validateTokenRequest(request ?? {}, clock.today());
      if (!checked.ok) throw fail(checked.code, checked.description);
      const card = checked.value;
      const [row] = await db
        .insert(sandboxTokens)
        .values({
          id: randomId('k'),
          merchantId,
          brand: card.brand,
          bin: card.digits.slice(0, 6),
          last4: card.digits.slice(-4),
          holderName: card.holderName,
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
          outcomeCode: card.outcomeCode,
          captureOutcomeCode: card.captureOutcomeCode,
        })
        .returning();
      return { id: row.id, card: tokenCard(row) };
    },

    async charge(request) {
      const problems: string[] = [];
      if (request?.method !== 'card') problems.push('method must be card');
      if (typeof request?.source_id !== 'string' || !request.source_id) {
        problems.push('source_id is required');
      } else if (request.source_id.length > 45) problems.push('source_id length is invalid');
      const amountCents = validAmount(request?.amount);
      if (amountCents === null)
        problems.push('amount must be greater than 0 with up to 2 decimals');
      if (typeof request?.description !== 'string' || !request.description.trim()) {
        problems.push('description is required');
      } else if (request.description.length > 250) problems.push('description length is invalid');
      if (typeof request?.order_id !== 'string' || !request.order_id) {
        problems.push('order_id is required');
      } else if (request.order_id.length > 100) problems.push('order_id length is invalid');
      if (typeof request?.device_session_id !== 'string' || !request.device_session_id) {
        problems.push('device_session_id is required');
      } else if (request.device_session_id.length > 255) {
        problems.push('device_session_id length is invalid');
      }
      if (request?.currency !== undefined && String(request.currency).toUpperCase() !== 'MXN') {
        problems.push('currency must be MXN');
      }
      if (request?.capture !== undefined && typeof request.capture !== 'boolean') {
        problems.push('capture must be true or false');
      }
      if (problems.length) throw fail(1001, problems.join(', '));
      const preAuthorization = request.capture === false;

      if (await findRow({ orderId: request.order_id })) throw fail(1006);

      // Tokens are single use: whatever the outcome, this token is spent now.
      const [token] = await db
        .update(sandboxTokens)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(sandboxTokens.id, request.source_id),
            eq(sandboxTokens.merchantId, merchantId),
            isNull(sandboxTokens.usedAt),
          ),
        )
        .returning();
      if (!token) {
        const [exists] = await db
          .select({ id: sandboxTokens.id })
          .from(sandboxTokens)
          .where(
            and(eq(sandboxTokens.id, request.source_id), eq(sandboxTokens.merchantId, merchantId)),
          )
          .limit(1);
        throw fail(
          1003,
          exists
            ? 'The token has already been used'
            : `The token with id '${request.source_id}' does not exist`,
        );
      }

      const code = token.outcomeCode;
      // Outages: nothing is charged.
      if (code === 1004 || code === 1005) throw fail(code);
      const cardType = sandboxCardType(token.bin);
      // Meses sin intereses: refused (3201–3205) before anything is charged.
      const plan = request.payment_plan;
      if (plan !== undefined) {
        const refusal = msiRefusal({
          payments: plan?.payments,
          amountCents: amountCents!,
          cardType,
          brand: token.brand,
        });
        if (refusal !== null) throw fail(refusal);
      }

      const late = code === SANDBOX_TIMEOUT_CODE;
      const declined = code !== null && !late && !chargesBeforeFailing(code);
      const values = {
        id: randomId('tr'),
        merchantId,
        orderId: request.order_id,
        amountCents: amountCents!,
        // An authorization stays in progress until it is captured or cancelled.
        status: declined ? 'failed' : late || preAuthorization ? 'in_progress' : 'completed',
        authorization: declined || late ? null : SANDBOX_AUTHORIZATION,
        errorCode: declined ? code : null,
        errorMessage: declined ? openpayError(code!, null).description : null,
        cardBrand: token.brand,
        cardLast4: token.last4,
        cardType,
        installments: plan ? (plan.payments as number) : null,
        description: request.description.trim(),
        preAuthorization,
        captureErrorCode: preAuthorization ? token.captureOutcomeCode : null,
        createdAt: clock.now(),
      };
      let row: ChargeRow;
      try {
        [row] = await db.insert(sandboxCharges).values(values).returning();
      } catch (error) {
        if (pgErrorOf(error).code === '23505') throw fail(1006);
        throw error;
      }
      if (declined) throw fail(code!);
      // A timeout: no answer at all, as when the connection to Openpay is cut.
      if (late) throw new ProviderError(null, { message: 'Timeout after 40000 milliseconds' });
      // A scripted lost answer: the card was charged, the caller hears an internal error.
      if (code !== null) throw fail(code);
      return chargeJson(row);
    },

    async getCharge(ref) {
      const row = await findCharge(ref);
      return row ? chargeJson(row) : null;
    },

    async capture(chargeId, request = {}) {
      const row = await findCharge({ id: chargeId });
      if (!row) throw fail(1003, `The charge with id '${chargeId}' does not exist`);
      if (!row.preAuthorization) throw fail(1003, 'The charge was not made with capture false');
      // Captured already: the same answer again, nothing charged twice.
      if (row.status === 'completed') return chargeJson(row);
      if (row.status !== 'in_progress' || !row.authorization) {
        throw fail(1003, 'Only authorized charges can be captured');
      }
      let cents = row.amountCents;
      if (request.amount !== undefined) {
        const asked = validAmount(request.amount);
        if (asked === null || asked > row.amountCents) {
          throw fail(1001, 'amount must be greater than 0 and not exceed the authorized amount');
        }
        cents = asked;
      }
      if (row.captureErrorCode !== null) throw fail(row.captureErrorCode);
      const [captured] = await db
        .update(sandboxCharges)
        .set({ status: 'completed', amountCents: cents })
        .where(and(eq(sandboxCharges.id, row.id), eq(sandboxCharges.status, 'in_progress')))
        .returning();
      if (captured) return chargeJson(captured);
      // Someone else captured or cancelled it in the meantime.
      const now = await findRow({ id: row.id });
      if (now?.status === 'completed') return chargeJson(now);
      throw fail(1003, 'Only authorized charges can be captured');
    },

    async release(chargeId) {
      const row = await findCharge({ id: chargeId });
      if (!row) throw fail(1003, `The charge with id '${chargeId}' does not exist`);
      return cancelAuthorization(row);
    },

    async refund(chargeId, request = {}) {
      const row = await findCharge({ id: chargeId });
      if (!row) throw fail(1003, `The charge with id '${chargeId}' does not exist`);
      // Openpay cancels an authorization that was never captured through its refund call.
      if (row.preAuthorization && row.status !== 'completed') return cancelAuthorization(row);
      if (row.status !== 'completed') throw fail(1003, 'Only completed charges can be refunded');
      if (row.refundedAt) throw fail(1003, 'The charge has already been refunded');
      // A part of the charge (amount) or all of it; one refund per charge, as the charge JSON
      // carries one refund object.
      let refundedCents = row.amountCents;
      if (request.amount !== undefined) {
        const cents = validAmount(request.amount);
        if (cents === null || cents > row.amountCents) {
          throw fail(1001, 'amount must be greater than 0 and not exceed the charge');
        }
        refundedCents = cents;
      }
      const [updated] = await db
        .update(sandboxCharges)
        .set({ refundedAt: clock.now(), refundedCents })
        .where(and(eq(sandboxCharges.id, row.id), sql`${sandboxCharges.refundedAt} is null`))
        .returning();
      if (!updated) throw fail(1003, 'The charge has already been refunded');
      return chargeJson(updated);
    },
  };
}
