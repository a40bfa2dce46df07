import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '../../src/shared/host.ts';
import type { Client } from '../../src/shared/types.ts';
import type { DbOrTx } from '../db/client.ts';
import { authSessions, clients } from '../db/schema.ts';

export type ClientRow = typeof clients.$inferSelect;

const REGISTRATION_METHODS = ['email', 'google', 'facebook'] as const;

/** The wire shape of a client: never the password hash. */
export function toClient(row: ClientRow): Client {
  const method = REGISTRATION_METHODS.find((m) => m === row.registrationMethod) ?? 'email';
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    registrationMethod: method,
    isEmailVerified: row.isEmailVerified,
    oauthProviders: { google: row.googleLinked, facebook: row.facebookLinked },
    preferences: {
      notifications: { email: row.notifyEmail, sms: row.notifySms },
      newsletter: row.newsletter,
    },
    createdAt: row.createdAt.toISOString(),
    roles: rolesOf(row),
  };
}

/** The roles of an account: a guest always, a host once it accepted the host terms, an operator. */
export function rolesOf(row: Pick<ClientRow, 'hostTermsAcceptedAt' | 'isAdmin'>): Role[] {
  const roles: Role[] = ['guest'];
  if (row.hostTermsAcceptedAt) roles.push('host');
  if (row.isAdmin) roles.push('admin');
  return roles;
}

export async function findClientByEmail(db: DbOrTx, email: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(sql`lower(${clients.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findClientById(db: DbOrTx, id: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row ?? null;
}

export async function insertClient(
  db: DbOrTx,
  values: {
    id: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    lastLogin: Date;
  },
): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, email: values.email.toLowerCase(), registrationMethod: 'email' })
    .returning();
  return row;
}

export async function updateClientProfile(
  db: DbOrTx,
  id: string,
  values: { firstName: string; lastName: string; phone: string | null },
): Promise<ClientRow | null> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  return row ?? null;
}

export async function updateClientPreferences(
  db: DbOrTx,
  id: string,
  values: { notifyEmail: boolean; notifySms: boolean; newsletter: boolean },
): Promise<ClientRow | null> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  return row ?? null;
}

export async function touchLastLogin(db: DbOrTx, id: string, at: Date): Promise<ClientRow> {
  const [row] = await db
    .update(clients)
    .set({ lastLogin: at })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

export type SessionRow = typeof authSessions.$inferSelect;

export async function insertSession(
  db: DbOrTx,
  values: { id: string; clientId: string; expiresAt: Date; createdAt: Date; signedInAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(values);
}

/** A session with its client's roles, in one statement (every signed-in request reads it). */
export async function findSession(
  db: DbOrTx,
  id: string,
): Promise<(SessionRow & { roles: Role[] }) | null> {
  const [row] = await db
    .select({
      session: authSessions,
      hostTermsAcceptedAt: clients.hostTermsAcceptedAt,
      isAdmin: clients.isAdmin,
    })
    .from(authSessions)
    .innerJoin(clients, eq(clients.id, authSessions.clientId))
    .where(eq(authSessions.id, id))
    .limit(1);
  if (!row) return null;
  return { ...row.session, roles: rolesOf(row) };
}

/** Revokes a live session; false when it was already revoked (or never existed). */
export async function revokeSession(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  return (await revokeLiveSession(db, id, at)) !== null;
}

/** Revokes a live session and says when its client signed in; null when it was not live. */
export async function revokeLiveSession(
  db: DbOrTx,
  id: string,
  at: Date,
): Promise<{ signedInAt: Date } | null> {
  const [row] = await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(
      and(eq(authSessions.id, id), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, at)),
    )
    .returning({ signedInAt: authSessions.signedInAt });
  return row ?? null;
}

/**
 * Rows no token can use any more: expired sessions, and sessions revoked before `revokedBefore`
 * (a refresh revokes one per call; kept a while so a stale token hears "your session was closed").
 */
export async function purgeDeadSessions(
  db: DbOrTx,
  now: Date,
  revokedBefore: Date,
): Promise<number> {
  const rows = await db
    .delete(authSessions)
    .where(or(lt(authSessions.expiresAt, now), lt(authSessions.revokedAt, revokedBefore)))
    .returning({ id: authSessions.id });
  return rows.length;
}

/** Expired sessions are useless rows: dropped opportunistically when someone signs in. */
export async function deleteExpiredSessions(db: DbOrTx, clientId: string, now: Date) {
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.clientId, clientId), lt(authSessions.expiresAt, now)));
}
