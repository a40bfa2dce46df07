import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { clients, mailOutbox } from '../db/schema.ts';
import { MAIL_TEMPLATES, type MailKind, type MailPayloads } from './templates/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The channel a committed enqueue NOTIFYs, so every server delivers at once (server/db/listen.ts). */
export const MAIL_CHANNEL = 'refugio_mail';

export interface NewMail<K extends MailKind> {
  kind: K;
  to: string;
  /** The account the message is about, when there is one: its e-mail preference applies. */
  clientId?: string | null;
  payload: MailPayloads[K];
}

/**
 * Writes a message to the outbox in the caller's transaction: it exists exactly when the change it
 * reports commits. A message that is not a receipt is skipped for an account whose e-mail
 * notifications are off. The NOTIFY is delivered at commit, never for a rolled-back change.
 * Returns the outbox id, or null when the message was skipped.
 */
export async function enqueueMail<K extends MailKind>(
  tx: DbOrTx,
  mail: NewMail<K>,
  now: Date,
): Promise<string | null> {
  if (!MAIL_TEMPLATES[mail.kind].receipt && mail.clientId) {
    const [account] = await tx
      .select({ notifyEmail: clients.notifyEmail })
      .from(clients)
      .where(eq(clients.id, mail.clientId))
      .limit(1);
    if (account && !account.notifyEmail) return null;
  }
  const id = randomUUID();
  await tx.insert(mailOutbox).values({
    id,
    kind: mail.kind,
    recipient: mail.to,
    clientId: mail.clientId ?? null,
    payload: mail.payload,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return id;
}

/**
 * Claims up to `limit` messages that are due (pending and past their next attempt, or claimed by a
 * sender whose lease ran out): each is marked sending under a fresh claim token until `leaseUntil`
 * and its attempt counted. `FOR UPDATE SKIP LOCKED` hands each row to one claimer only, however many
 * servers claim at once.
 */
export async function claimDueMail(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const { now, leaseUntil, limit } = options;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: leaseUntil,
      claimToken: randomUUID(),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

const claimed = (row: Pick<OutboxRow, 'id' | 'claimToken'>) =>
  and(
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.claimToken, row.claimToken ?? ''),
  );

export async function markMailSent(
  db: DbOrTx,
  row: Pick<OutboxRow, 'id' | 'claimToken'>,
  result: { messageId: string; now: Date; erasePayload: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: result.now,
      messageId: result.messageId,
      lockedUntil: null,
      claimToken: null,
      lastError: null,
      ...(result.erasePayload ? { payload: null } : {}),
    })
    .where(claimed(row));
}

/** A failed attempt: tried again at `retryAt`, or recorded as failed for good when it is null. */
export async function markMailAttemptFailed(
  db: DbOrTx,
  row: Pick<OutboxRow, 'id' | 'claimToken'>,
  result: { error: string; now: Date; retryAt: Date | null; erasePayload: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      result.retryAt
        ? {
            status: 'pending',
            nextAttemptAt: result.retryAt,
            lockedUntil: null,
            claimToken: null,
            lastError: result.error,
          }
        : {
            status: 'failed',
            failedAt: result.now,
            lockedUntil: null,
            claimToken: null,
            lastError: result.error,
            ...(result.erasePayload ? { payload: null } : {}),
          },
    )
    .where(claimed(row));
}

/**
 * Deletes the messages sent before `sentBefore` (the outbox is a queue, not an archive: the SMTP
 * server and the recipient keep theirs). Pending, sending and failed messages stay. A DELETE is its
 * own claim: two servers purging at once delete each row once. Returns how many rows went.
 */
export async function purgeSentMail(db: DbOrTx, sentBefore: Date): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, sentBefore)))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
