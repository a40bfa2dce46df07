import type { FastifyInstance } from 'fastify';
import { STAY_CALENDAR_TEXTS } from '../../src/shared/mail-texts.ts';
import { TRIP_TEXTS } from '../../src/shared/trip.ts';
import { notFound } from '../http-errors.ts';
import { requireClient } from '../plugins/auth-context.ts';
import { stayCalendar } from '../services/stay-calendar.ts';
import { findClientTrip } from '../services/trip-repository.ts';

type WithId = { Params: { id: string } };

/**
 * The guest's trip (ARCHITECTURE "The guest's trip"): one stay's page data and its calendar file.
 * Only the stay's guest reads them; anyone else's id, or an unknown one, is the same 404.
 */
export async function tripRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock, config } = app.deps;

  const load = async (clientId: string, id: string) => {
    const found = await findClientTrip(database.db, clientId, id, clock.today());
    if (!found) throw notFound(TRIP_TEXTS.notFound);
    return found;
  };

  app.get<WithId>(
    '/api/auth/my-reservations/:id',
    { preHandler: requireClient },
    async (request, reply) => {
      const { trip } = await load(request.clientId!, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return { success: true, data: { reservation: trip } };
    },
  );

  app.get<WithId>(
    '/api/auth/my-reservations/:id/calendar.ics',
    { preHandler: requireClient },
    async (request, reply) => {
      const { calendar } = await load(request.clientId!, request.params.id);
      const url = `${config.appUrl}/my-reservations/${encodeURIComponent(calendar.reservationId)}`;
      reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${STAY_CALENDAR_TEXTS.fileName(calendar.reservationId)}"`,
        )
        .header('Cache-Control', 'no-store');
      return stayCalendar({ ...calendar, url }, clock.now());
    },
  );
}
