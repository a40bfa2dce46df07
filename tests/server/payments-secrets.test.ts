import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { databases, openTestDatabase, realTimeClock } from './helpers.ts';
import { card, charge, chargeBody, createCabin, tokenize } from './payments-fixtures.ts';

/** Card numbers and CVVs must never be stored or logged (docs/decisions/002-card-sandbox.md). */

const CARDS = [
  '4111111111111111',
  '5555555555554444',
  '345678000000007',
  '4222222222222220',
  '4000000000010001',
];
const CVV = '739';
const AMEX_CVV = '7391';
/** A standalone number as long as a card number (not digits inside a hash or an id). */
const PAN_LIKE = /(?<![A-Za-z0-9])\d{13,19}(?![A-Za-z0-9])/;
const CVV_FIELD = /cvv2?\W{0,4}\d/i;

describe.each(databases)('card data stays out of storage and logs on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({ LOG_LEVEL: 'trace' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      { config, database, clock: realTimeClock(config.TODAY) },
      { logger: { level: 'trace', stream } },
    );
    await app.ready();

    let day = 1;
    for (const [index, number] of CARDS.entries()) {
      const cabin = await createCabin(database.db);
      const tokenRes = await tokenize(
        app,
        card(number, { cvv2: number.startsWith('3') ? AMEX_CVV : CVV }),
      );
      expect(tokenRes.statusCode).toBe(201);
      const stay = {
        checkIn: `2026-12-${String(day).padStart(2, '0')}`,
        checkOut: `2026-12-${String(day + 2).padStart(2, '0')}`,
      };
      day += 3;
      await charge(app, chargeBody(cabin.id, tokenRes.json().id, stay), {
        'idempotency-key': `secret-${index}`,
      });
    }
    // Refused tokenizations and a request that wrongly carries card data are not logged either.
    await tokenize(app, card('4111111111111112', { cvv2: CVV }));
    await tokenize(app, card('4111111111111111', { expiration_year: '20', cvv2: CVV }));
    await charge(app, { card_number: CARDS[0], cvv2: CVV, method: 'card' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes the flow to the log at trace level', () => {
    const text = lines.join('');
    expect(text).toContain('reservation paid');
    expect(text).toContain('charge declined');
    expect(text).toContain('/api/payments/charge');
  });

  it('never logs a card number or a CVV', () => {
    const text = lines.join('');
    for (const number of CARDS) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    expect(text).not.toMatch(CVV_FIELD);
  });

  it('never stores a card number or a CVV in any text column of any table', async () => {
    type Rows<T> = { rows: T[] };
    const { rows } = (await database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    `)) as unknown as Rows<{ table_name: string; column_name: string }>;
    expect(rows.length).toBeGreaterThan(20);
    const values: string[] = [];
    for (const { table_name, column_name } of rows) {
      const result = (await database.db.execute(
        sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier(table_name)}`,
      )) as unknown as Rows<{ v: string | null }>;
      for (const row of result.rows)
        if (row.v) values.push(`${table_name}.${column_name}=${row.v}`);
    }
    expect(values.some((v) => v.startsWith('sandbox_tokens.last4='))).toBe(true);
    for (const value of values) {
      for (const number of CARDS) expect(value).not.toContain(number);
      expect(value).not.toMatch(PAN_LIKE);
      expect(value).not.toMatch(CVV_FIELD);
      expect(value.endsWith(`=${CVV}`) || value.endsWith(`=${AMEX_CVV}`)).toBe(false);
    }
  });
});
