import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** A client's Idempotency-Key: 1–200 visible ASCII characters (UUIDs in practice). */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{1,200}$/;

export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

/** JSON with sorted keys, so equal requests hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (value: unknown): string =>
  createHash('sha256').update(canonical(value)).digest('hex');

/**
 * Claims `key` for a request. The first claim wins (a unique insert, safe across processes); later
 * ones see the stored answer, a different request under the same key, or a request still running.
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  key: string,
  hash: string,
): Promise<IdempotencyClaim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'new' };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key))
    .limit(1);
  if (!row) return claimIdempotencyKey(db, key, hash);
  if (row.requestHash !== hash) return { kind: 'mismatch' };
  if (row.responseStatus === null) return { kind: 'in-progress' };
  return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
}

export async function saveIdempotentAnswer(
  db: DbOrTx,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.key, key));
}

/** Frees a key whose request failed unexpectedly, so the client may retry it. */
export async function releaseIdempotencyKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

/** Drops finished keys older than `before` (retries come within minutes, not days). */
export async function purgeIdempotencyKeys(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(isNotNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.createdAt, before)));
}
