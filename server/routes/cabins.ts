import type { FastifyInstance, FastifyReply } from 'fastify';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import { cabinListQuerySchema } from '../../src/shared/validation/search.ts';
import { sendJsonParts } from '../http-answers.ts';
import { notFound } from '../http-errors.ts';
import { parseWith } from '../validation.ts';
import { listCabinReviews } from '../services/cabins-repository.ts';
import { catalogueOf } from '../services/catalogue.ts';
import {
  cabinExists,
  cabinJson,
  listCabinsJson,
  listDestinations,
  parseSearchRequest,
  searchCabins,
} from '../services/search-service.ts';

export const cabinNotFound = () =>
  notFound(QUOTE_ERROR_MESSAGES.CABIN_NOT_FOUND, { errorType: 'CABIN_NOT_FOUND' });

/** Answers JSON the services already built. */
export const sendJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

/** The public catalogue: cabins, reviews, destinations and search. */
export async function cabinRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;

  // Load the catalogue before the first request rather than during it (it is reloaded on change).
  app.addHook('onReady', async () => {
    try {
      await catalogueOf(database).get();
    } catch (error) {
      app.log.warn({ err: error }, 'catalogue warm-up failed; it loads on first use');
    }
  });

  app.get('/api/habitaciones', async (request, reply) => {
    const page = parseWith(cabinListQuerySchema, request.query ?? {});
    return sendJsonParts(reply, await listCabinsJson(database, page));
  });

  app.get<{ Params: { id: string } }>('/api/habitaciones/:id', async (request, reply) => {
    const json = await cabinJson(database, request.params.id);
    if (!json) throw cabinNotFound();
    return sendJson(reply, json);
  });

  app.get<{ Params: { id: string } }>('/api/habitaciones/:id/reviews', async (request) => {
    if (!(await cabinExists(database, request.params.id))) throw cabinNotFound();
    return { success: true, data: await listCabinReviews(database.db, request.params.id) };
  });

  app.get('/api/destinos', async () => ({
    success: true,
    data: await listDestinations(database),
  }));

  app.get('/api/cotizar/search', async (request, reply) => {
    const params = parseSearchRequest(request.url, request.query, clock.today());
    return sendJsonParts(reply, await searchCabins(database, params, clock.now()));
  });
}
