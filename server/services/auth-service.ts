import { randomUUID } from 'node:crypto';
import type { Client } from '../../src/shared/types.ts';
import type { Role } from '../../src/shared/host.ts';
import {
  phoneDigits,
  type LoginPayload,
  type PreferencesPayload,
  type ProfilePayload,
  type RegisterPayload,
} from '../../src/shared/validation/auth.ts';
import type { Clock } from '../clock.ts';
import { pgErrorOf, type Db, type DbOrTx } from '../db/client.ts';
import { conflict, HttpError, unauthorized } from '../http-errors.ts';
import {
  REMEMBER_ME_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  type TokenFailure,
  type TokenSigner,
} from './auth-tokens.ts';
import {
  deleteExpiredSessions,
  findClientByEmail,
  findClientById,
  findSession,
  insertClient,
  insertSession,
  revokeLiveSession,
  revokeSession,
  toClient,
  touchLastLogin,
  updateClientPreferences,
  updateClientProfile,
} from './client-repository.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.ts';

export const AUTH_ERRORS = {
  noSession: 'No hay sesión activa',
  expired: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  revoked: 'Tu sesión fue cerrada. Inicia sesión de nuevo.',
  invalid: 'La sesión no es válida. Inicia sesión de nuevo.',
  badCredentials: 'Correo electrónico o contraseña incorrectos',
  duplicateEmail: 'Ya existe una cuenta registrada con este correo electrónico',
  socialNotImplemented: (provider: string) => `Autenticación con ${provider} no implementada aún`,
} as const;

export type AuthFailure = TokenFailure | 'revoked' | 'missing';

export function authFailureMessage(reason: AuthFailure | null): string {
  switch (reason) {
    case 'expired':
      return AUTH_ERRORS.expired;
    case 'revoked':
      return AUTH_ERRORS.revoked;
    case 'invalid':
      return AUTH_ERRORS.invalid;
    default:
      return AUTH_ERRORS.noSession;
  }
}

/** A verified bearer token: its session row exists, is not revoked and has not expired. */
export interface AuthSession {
  sessionId: string;
  clientId: string;
  /** Seconds since the epoch, from the token. */
  issuedAt: number;
  expiresAt: number;
  /** The client's roles as this request found them (not from the token: they change). */
  roles: Role[];
}

export interface IssuedSession {
  token: string;
  client: Client;
}

const storedPhone = (phone: string | null | undefined): string | null => {
  const digits = phoneDigits(phone);
  return digits ? `+52${digits}` : null;
};

export class AuthService {
  constructor(
    private readonly deps: {
      db: Db;
      signer: TokenSigner;
      clock: Clock;
      /** No session outlives its sign-in by more than this, however often it is refreshed. */
      maxSessionSeconds: number;
    },
  ) {}

  async register(input: RegisterPayload): Promise<IssuedSession> {
    const { db, clock } = this.deps;
    if (await findClientByEmail(db, input.email)) throw conflict(AUTH_ERRORS.duplicateEmail);
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const row = await insertClient(tx, {
          id: randomUUID(),
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: storedPhone(input.phone),
          lastLogin: now,
        });
        const token = await this.openSession(tx, row.id, SESSION_TTL_SECONDS, now);
        return { token, client: toClient(row) };
      });
    } catch (error) {
      // Two registrations of one e-mail racing: the unique index on lower(email) decides.
      if (pgErrorOf(error).code === '23505') throw conflict(AUTH_ERRORS.duplicateEmail);
      throw error;
    }
  }

  async login(input: LoginPayload): Promise<IssuedSession> {
    const { db, clock } = this.deps;
    const row = await findClientByEmail(db, input.email);
    const valid = row?.passwordHash
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!row || !valid) throw unauthorized(AUTH_ERRORS.badCredentials);
    const now = clock.now();
    const ttl = input.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
    return db.transaction(async (tx) => {
      await deleteExpiredSessions(tx, row.id, now);
      const updated = await touchLastLogin(tx, row.id, now);
      const token = await this.openSession(tx, row.id, ttl, now);
      return { token, client: toClient(updated) };
    });
  }

  /** Checks a bearer token against its signature, its expiry and its session row. */
  async authenticate(
    token: string,
  ): Promise<{ ok: true; session: AuthSession } | { ok: false; reason: AuthFailure }> {
    const now = this.deps.clock.now();
    const verified = await this.deps.signer.verify(token, now);
    if (!verified.ok) return verified;
    const { claims } = verified;
    const row = await findSession(this.deps.db, claims.sessionId);
    if (!row || row.clientId !== claims.clientId) return { ok: false, reason: 'invalid' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      session: {
        sessionId: claims.sessionId,
        clientId: claims.clientId,
        issuedAt: claims.issuedAt,
        expiresAt: claims.expiresAt,
        roles: row.roles,
      },
    };
  }

  async logout(session: AuthSession): Promise<void> {
    await revokeSession(this.deps.db, session.sessionId, this.deps.clock.now());
  }

  /**
   * A new token with the old one's lifetime (24 h or 30 days), but never beyond the sign-in time
   * plus SESSION_MAX_DAYS; the old one is revoked.
   */
  async refresh(session: AuthSession): Promise<IssuedSession> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const ttl =
      session.expiresAt - session.issuedAt > SESSION_TTL_SECONDS
        ? REMEMBER_ME_TTL_SECONDS
        : SESSION_TTL_SECONDS;
    return db.transaction(async (tx) => {
      // Only one of two concurrent refreshes of a token wins; the other is refused.
      const revoked = await revokeLiveSession(tx, session.sessionId, now);
      if (!revoked) throw unauthorized(AUTH_ERRORS.revoked);
      const row = await findClientById(tx, session.clientId);
      if (!row) throw unauthorized(AUTH_ERRORS.invalid);
      const token = await this.openSession(tx, row.id, ttl, now, revoked.signedInAt);
      return { token, client: toClient(row) };
    });
  }

  async getClient(clientId: string): Promise<Client> {
    const row = await findClientById(this.deps.db, clientId);
    if (!row) throw unauthorized(AUTH_ERRORS.invalid);
    return toClient(row);
  }

  /** PUT semantics: the personal data is replaced; an empty phone removes it. */
  async updateProfile(clientId: string, input: ProfilePayload): Promise<Client> {
    const row = await updateClientProfile(this.deps.db, clientId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: storedPhone(input.phone),
    });
    if (!row) throw unauthorized(AUTH_ERRORS.invalid);
    return toClient(row);
  }

  async updatePreferences(clientId: string, input: PreferencesPayload): Promise<Client> {
    const row = await updateClientPreferences(this.deps.db, clientId, {
      notifyEmail: input.notifications.email,
      notifySms: input.notifications.sms,
      newsletter: input.newsletter,
    });
    if (!row) throw unauthorized(AUTH_ERRORS.invalid);
    return toClient(row);
  }

  socialLogin(provider: 'google' | 'facebook'): never {
    throw new HttpError(501, AUTH_ERRORS.socialNotImplemented(provider));
  }

  /**
   * A new session row and its signed token (sign-in, registration, a password reset, a refresh,
   * which passes the sign-in time it continues). It expires after `ttlSeconds`, or at
   * signedInAt + SESSION_MAX_DAYS if that comes first.
   */
  async openSession(
    db: DbOrTx,
    clientId: string,
    ttlSeconds: number,
    now: Date,
    signedInAt: Date = now,
  ): Promise<string> {
    const sessionId = randomUUID();
    const second = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;
    const expiresAt = new Date(
      Math.min(
        second(now) + ttlSeconds * 1000,
        second(signedInAt) + this.deps.maxSessionSeconds * 1000,
      ),
    );
    // The last second of a session that has reached its maximum age: nothing left to give.
    if (expiresAt.getTime() <= now.getTime()) throw unauthorized(AUTH_ERRORS.expired);
    await insertSession(db, { id: sessionId, clientId, expiresAt, createdAt: now, signedInAt });
    return this.deps.signer.sign({ clientId, sessionId, issuedAt: now, expiresAt });
  }
}
