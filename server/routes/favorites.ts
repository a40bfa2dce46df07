import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FAVORITES_LIMITS, FAVORITES_MESSAGES } from '../../src/shared/favorites.ts';
import { favoritesQuerySchema } from '../../src/shared/validation/favorites.ts';
import { badRequest, conflict } from '../http-errors.ts';
import { requireClient } from '../plugins/auth-context.ts';
import { keyedRateLimit } from '../plugins/rate-limits.ts';
import {
  addFavorite,
  favoriteCabins,
  listFavoriteIds,
  removeFavorite,
} from '../services/favorites-service.ts';
import { cabinExists } from '../services/search-service.ts';
import { validateStayDates } from '../services/stay-service.ts';
import { parseWith } from '../validation.ts';
import { cabinNotFound } from './cabins.ts';

type WithCabin = { Params: { cabinId: string } };

/**
 * A signed-in guest's favourites (ARCHITECTURE "Discovery"): the hearts, on every device. Each
 * request reaches the caller's own list only; a cabin outside the catalogue is CABIN_NOT_FOUND.
 */
export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;
  const db = database.db;

  const writeLimit = keyedRateLimit(
    app,
    [
      {
        name: 'favorites-write',
        max: FAVORITES_LIMITS.writesPerMinute,
        windowMs: 60_000,
        key: (request: FastifyRequest) => request.clientId ?? null,
      },
    ],
    (wait) => `${FAVORITES_MESSAGES.rateLimited}. Intenta de nuevo en ${wait}.`,
  );

  const answer = async (clientId: string) => ({
    success: true as const,
    data: { cabinIds: await listFavoriteIds(db, clientId) },
  });

  // The list, and with checkIn/checkOut (and guests) each cabin priced for that stay.
  app.get('/api/auth/favorites', { preHandler: requireClient }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const q = parseWith(favoritesQuerySchema, request.query ?? {});
    let stay: Parameters<typeof favoriteCabins>[2] = null;
    if (q.checkIn != null || q.checkOut != null) {
      const dates = validateStayDates(q.checkIn, q.checkOut, clock.today());
      if (!dates.ok) throw badRequest(dates.message, { errorType: dates.errorType });
      stay = {
        checkIn: dates.checkIn,
        checkOut: dates.checkOut,
        nights: dates.nights,
        guests: q.guests ?? null,
      };
    }
    const cabinIds = await listFavoriteIds(db, request.clientId!);
    const habitaciones = await favoriteCabins(database, cabinIds, stay, clock.now());
    return { success: true, data: { cabinIds, habitaciones } };
  });

  app.put<WithCabin>(
    '/api/auth/favorites/:cabinId',
    { preHandler: [requireClient, writeLimit] },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { cabinId } = request.params;
      if (!(await cabinExists(database, cabinId))) throw cabinNotFound();
      const saved = await addFavorite(db, request.clientId!, cabinId, clock.now());
      if (saved === 'full')
        throw conflict(FAVORITES_MESSAGES.full, { errorType: 'FAVORITES_FULL' });
      return answer(request.clientId!);
    },
  );

  app.delete<WithCabin>(
    '/api/auth/favorites/:cabinId',
    { preHandler: [requireClient, writeLimit] },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { cabinId } = request.params;
      // A saved cabin the catalogue no longer holds (unpublished) can still be removed; one that
      // is neither saved nor in the catalogue is unknown.
      const removed = await removeFavorite(db, request.clientId!, cabinId);
      if (!removed && !(await cabinExists(database, cabinId))) throw cabinNotFound();
      return answer(request.clientId!);
    },
  );
}
