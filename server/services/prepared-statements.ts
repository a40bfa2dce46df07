import type { PgliteThread } from '../db/pglite-client.ts';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Hot read queries as prepared statements, parsed and planned once per connection. On PGlite,
 * planning a query costs several times its execution (WASM), so the statement is PREPAREd once
 * and run with EXECUTE over the simple protocol, its values written as escaped literals.
 * On PostgreSQL, node-postgres prepares named statements on each pooled connection.
 */

export interface PreparedQuery {
  /** Unique name (prefix refugio_). */
  name: string;
  /** Parameter types, in $1..$n order. */
  types: string[];
  text: string;
}

type Value = string | number | null;

const prepared = new WeakMap<object, Map<string, Promise<void>>>();

const literal = (value: Value): string =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : pg.escapeLiteral(value);

const list = (items: string[]) => (items.length ? ` (${items.join(', ')})` : '');

async function runOnPglite<T>(
  client: PgliteThread,
  query: PreparedQuery,
  values: Value[],
): Promise<T[]> {
  let names = prepared.get(client);
  if (!names) {
    names = new Map();
    prepared.set(client, names);
  }
  const prepare = () => {
    const promise = client
      .exec(`PREPARE ${query.name}${list(query.types)} AS ${query.text}`)
      .then(() => undefined);
    names.set(query.name, promise);
    promise.catch(() => names.delete(query.name));
    return promise;
  };
  await (names.get(query.name) ?? prepare());
  const statement = `EXECUTE ${query.name}${list(values.map(literal))}`;
  try {
    const [result] = await client.exec(statement);
    return result.rows as T[];
  } catch (error) {
    // 26000: the session lost the statement (DISCARD ALL, a reset): prepare it again once.
    if ((error as { code?: string }).code !== '26000') throw error;
    names.delete(query.name);
    await prepare();
    const [result] = await client.exec(statement);
    return result.rows as T[];
  }
}

export async function runPrepared<T>(
  database: Database,
  query: PreparedQuery,
  values: Value[],
): Promise<T[]> {
  const client = (database.db as unknown as { $client: PgliteThread | pg.Pool }).$client;
  if (database.kind === 'pglite') return runOnPglite<T>(client as PgliteThread, query, values);
  const result = await (client as pg.Pool).query({ name: query.name, text: query.text, values });
  return result.rows as T[];
}
