import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HOST_MESSAGES } from '../../src/shared/host.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import type { DbOrTx } from '../db/client.ts';
import { cabins } from '../db/schema.ts';
import { forbidden, notFound } from '../http-errors.ts';
import { requireClient } from '../plugins/auth-context.ts';
import type { CabinRow } from './stay-service.ts';

/** Who is acting on the host API: a host reaches their own cabins; an operator reaches every one. */
export interface HostActor {
  clientId: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireHost. */
    hostActor: HostActor | null;
  }
}

export const cabinNotFound = () =>
  notFound(QUOTE_ERROR_MESSAGES.CABIN_NOT_FOUND, { errorType: 'CABIN_NOT_FOUND' });

/**
 * preHandler of the host API: a signed-in account (401 otherwise, as every signed-in route) that is
 * a host or an operator (403 with the way to become one otherwise).
 */
export function requireHost() {
  return async (request: FastifyRequest): Promise<void> => {
    await requireClient(request);
    // The roles came with the session (server/plugins/auth-context.ts): no statement of its own.
    const { roles } = request.authSession!;
    const isAdmin = roles.includes('admin');
    if (!roles.includes('host') && !isAdmin) {
      throw forbidden(HOST_MESSAGES.notHost, { errorType: 'NOT_HOST' });
    }
    request.hostActor = { clientId: request.clientId!, isAdmin };
  };
}

/** The condition "cabin `id`, reachable by the actor" (its owner, or an operator). */
export const hostCabinWhere = (actor: HostActor, id: string) =>
  actor.isAdmin ? eq(cabins.id, id) : and(eq(cabins.id, id), eq(cabins.ownerId, actor.clientId));

/** The cabin `id` if the actor may reach it (its owner, or an operator); 404 otherwise. */
export async function findHostCabin(
  db: DbOrTx,
  actor: HostActor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CabinRow> {
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw cabinNotFound();
  const query = db.select().from(cabins).where(hostCabinWhere(actor, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw cabinNotFound();
  return row;
}
