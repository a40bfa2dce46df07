import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.ts';
import { exportCalendar } from '../services/ical-export.ts';

/** Calendar exports, fetched by other sites with the secret token of the address (no sign-in). */
export async function icalRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;
  app.get<{ Params: { file: string } }>('/ical/:file', async (request, reply) => {
    const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
    const body = await exportCalendar(database.db, token, clock.today(), clock.now());
    if (body === null) throw notFound('Calendario no encontrado');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, max-age=300')
      .header('X-Robots-Tag', 'noindex')
      .send(body);
  });
}
