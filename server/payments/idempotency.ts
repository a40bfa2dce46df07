import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** A client's Idempotency-Key: 1–200 visible ASCII characters (UUIDs in practice). */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{1,200}$/;

/**
 * A key still running after this long was left by a process that died: the next request with it
 * takes it over. Longer than any charge may take (two provider calls of at most 60 s each).
 */
export const IN_PROGRESS_EXPIRES_MS = 5 * 60_000;

export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: unknown }
  /** The stored answer was "outcome unknown": the caller looks again at its reservation. */
  | { kind: 'unsettled'; status: number; body: unknown; reservationId: string | null }
  /** Taken over from a crashed request: its hold, if it wrote one, answers instead of a new charge. */
  | { kind: 'taken-over'; reservationId: string | null }
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
 * ones see the stored answer, a different request under the same key, a request still running, or
 * one that has been running for so long that its process must have died (then one of them takes
 * it over, with a conditional update).
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  key: string,
  hash: string,
  now: Date,
): Promise<IdempotencyClaim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash: hash, claimedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'new' };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key))
    .limit(1);
  if (!row) return claimIdempotencyKey(db, key, hash, now);
  if (row.requestHash !== hash) return { kind: 'mismatch' };
  if (row.responseStatus === null) {
    const expired = new Date(now.getTime() - IN_PROGRESS_EXPIRES_MS);
    if (row.claimedAt > expired) return { kind: 'in-progress' };
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ claimedAt: now })
      .where(
        and(
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.responseStatus),
          lte(idempotencyKeys.claimedAt, expired),
        ),
      )
      .returning({ reservationId: idempotencyKeys.reservationId });
    return taken
      ? { kind: 'taken-over', reservationId: taken.reservationId }
      : { kind: 'in-progress' };
  }
  if (row.outcomeUnknown) {
    return {
      kind: 'unsettled',
      status: row.responseStatus,
      body: row.responseBody,
      reservationId: row.reservationId,
    };
  }
  return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
}

/** The hold the request under `key` wrote (in the hold's own transaction). */
export async function recordIdempotentHold(
  db: DbOrTx,
  key: string,
  reservationId: string,
): Promise<void> {
  await db.update(idempotencyKeys).set({ reservationId }).where(eq(idempotencyKeys.key, key));
}

/** The answer to replay; `outcomeUnknown` answers are looked at again on each replay. */
export async function saveIdempotentAnswer(
  db: DbOrTx,
  key: string,
  status: number,
  body: unknown,
  options: { outcomeUnknown?: boolean } = {},
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body, outcomeUnknown: !!options.outcomeUnknown })
    .where(eq(idempotencyKeys.key, key));
}

/** Frees a key whose request failed unexpectedly, so the client may retry it. */
export async function releaseIdempotencyKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

/**
 * Drops keys older than `before`, whatever their state (retries come within minutes, not days; by
 * then the reconciliation job has settled what a key left unknown or a crash left in progress).
 */
export async function purgeIdempotencyKeys(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
