import type { FastifyInstance } from 'fastify';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import { cabinListQuerySchema } from '../../src/shared/validation/search.ts';
import { sendCachedJson } from '../http-cache/encoded-answers.ts';
import { notFound } from '../http-errors.ts';
import { parseWith } from '../validation.ts';
import { listCabinReviews } from '../services/cabins-repository.ts';
import { catalogueOf } from '../services/catalogue.ts';
import { resolveFlexibleSearch } from '../services/flexible-search.ts';
import {
  cabinExists,
  listDestinations,
  parseSearchRequest,
  resolveCabin,
  resolveCabinList,
  resolveSearch,
} from '../services/search-service.ts';

export const cabinNotFound = () =>
  notFound(QUOTE_ERROR_MESSAGES.CABIN_NOT_FOUND, { errorType: 'CABIN_NOT_FOUND' });

/**
 * The large answers (search pages, the list, a cabin) are encoded once per variant and served from
 * ../http-cache/encoded-answers.ts with their Content-Encoding; @fastify/compress must not compress them again.
 */
const PRE_ENCODED = { compress: false } as const;

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

  app.get('/api/habitaciones', PRE_ENCODED, async (request, reply) => {
    const page = parseWith(cabinListQuerySchema, request.query ?? {});
    const list = await resolveCabinList(database, page);
    return sendCachedJson(request, reply, list.key, list.build);
  });

  app.get<{ Params: { id: string } }>(
    '/api/habitaciones/:id',
    PRE_ENCODED,
    async (request, reply) => {
      const cabin = await resolveCabin(database, request.params.id);
      if (!cabin) throw cabinNotFound();
      return sendCachedJson(request, reply, cabin.key, cabin.build);
    },
  );

  app.get<{ Params: { id: string } }>('/api/habitaciones/:id/reviews', async (request) => {
    if (!(await cabinExists(database, request.params.id))) throw cabinNotFound();
    return { success: true, data: await listCabinReviews(database.db, request.params.id) };
  });

  app.get('/api/destinos', async () => ({
    success: true,
    data: await listDestinations(database),
  }));

  app.get('/api/cotizar/search', PRE_ENCODED, async (request, reply) => {
    const today = clock.today();
    const params = parseSearchRequest(request.url, request.query, today);
    const search = params.flexible
      ? await resolveFlexibleSearch(database, params, clock.now(), today)
      : await resolveSearch(database, params, clock.now(), today);
    return sendCachedJson(request, reply, search.key, search.build);
  });
}
