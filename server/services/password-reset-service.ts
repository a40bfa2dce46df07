import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import {
  AUTH_LIMITS,
  PASSWORD_RESET_MESSAGES,
  type PasswordResetConfirmPayload,
} from '../../src/shared/validation/auth.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { authSessions, clients, passwordResetTokens } from '../db/schema.ts';
import { badRequest } from '../http-errors.ts';
import { enqueueMail } from '../mail/outbox-repository.ts';
import type { AuthService, IssuedSession } from './auth-service.ts';
import { SESSION_TTL_SECONDS } from './auth-tokens.ts';
import { findClientByEmail, toClient } from './client-repository.ts';
import { hashPassword } from './password.ts';

const LINK_TTL_MS = AUTH_LIMITS.resetLinkMinutes * 60_000;

/** What is stored of a reset token: its SHA-256 (the token itself is 256 random bits). */
export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail: a single-use link valid AUTH_LIMITS.resetLinkMinutes, of which only the
 * hash is stored. Using it sets the new password, ends every session of the account and signs in.
 */
export class PasswordResetService {
  constructor(private readonly deps: { db: Db; clock: Clock; auth: AuthService }) {}

  /**
   * Sends a reset link when the e-mail has an account, and does nothing otherwise: the caller answers
   * the same either way. The token row and its e-mail commit together.
   */
  async request(email: string): Promise<void> {
    const { db, clock } = this.deps;
    const client = await findClientByEmail(db, email);
    if (!client) return;
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.clientId, client.id),
            or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)),
          ),
        );
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashResetToken(token),
        clientId: client.id,
        expiresAt: new Date(now.getTime() + LINK_TTL_MS),
        createdAt: now,
      });
      await enqueueMail(
        tx,
        {
          kind: 'password-reset',
          to: client.email,
          clientId: client.id,
          payload: { firstName: client.firstName, token },
        },
        now,
      );
    });
  }

  /** Why a token cannot be used (a Spanish 400), or nothing when it can. */
  private async refusal(tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return PASSWORD_RESET_MESSAGES.invalid;
    if (row.usedAt) return PASSWORD_RESET_MESSAGES.used;
    if (row.expiresAt.getTime() <= now.getTime()) return PASSWORD_RESET_MESSAGES.expired;
    return null;
  }

  async confirm(input: PasswordResetConfirmPayload): Promise<IssuedSession> {
    const { db, clock, auth } = this.deps;
    const tokenHash = hashResetToken(input.token);
    // A bad link is refused before the (deliberately slow) password hashing.
    const early = await this.refusal(tokenHash, clock.now());
    if (early) throw badRequest(early);
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      // Single use, also when two requests race with one link: only one update matches.
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ clientId: passwordResetTokens.clientId });
      if (!spent) return null;
      const [client] = await tx
        .update(clients)
        // Opening the e-mailed link proves the address.
        .set({ passwordHash, isEmailVerified: true, lastLogin: now })
        .where(eq(clients.id, spent.clientId))
        .returning();
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.clientId, client.id), isNull(authSessions.revokedAt)));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.clientId, client.id), isNull(passwordResetTokens.usedAt)),
        );
      const token = await auth.openSession(tx, client.id, SESSION_TTL_SECONDS, now);
      return { token, client: toClient(client) };
    });
    if (!result)
      throw badRequest((await this.refusal(tokenHash, now)) ?? PASSWORD_RESET_MESSAGES.invalid);
    return result;
  }
}
