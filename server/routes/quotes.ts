import type { FastifyError, FastifyInstance } from 'fastify';
import { isPlainObject } from '../../src/shared/is-plain-object.ts';
import { QUOTE_ERROR_MESSAGES } from '../../src/shared/quote-errors.ts';
import { HttpError } from '../http-errors.ts';
import { quoteAnswer } from '../services/quote-answers.ts';

const INVALID_QUOTE = 'La solicitud de cotización no es válida';
const JSON_TYPE = 'application/json; charset=utf-8';

/** POST /api/reservas/cotizar: every answer, errors included, has the QuoteResponse shape. */
export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;

  // Malformed JSON and unexpected failures also answer as quotes (SPEC §8 SERVER_ERROR), no details.
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status < 500) {
      const message = error instanceof HttpError ? error.message : INVALID_QUOTE;
      return reply
        .status(status)
        .send({ success: false, available: false, error: message, message });
    }
    request.log.error({ err: error }, 'quote failed');
    const message = QUOTE_ERROR_MESSAGES.SERVER_ERROR;
    return reply.status(500).send({
      success: false,
      available: false,
      errorType: 'SERVER_ERROR',
      error: message,
      message,
    });
  });

  // Every answer is far below @fastify/compress's 1 KB threshold, and a quote request is a few
  // dozen bytes that no client compresses: its per-request hooks would only cost time (a
  // compressed body is refused as malformed JSON, 400).
  app.post(
    '/api/reservas/cotizar',
    { compress: false, decompress: false },
    async (request, reply) => {
      // Read by hand, not with a yup schema: the stay rules check dates and guests with SPEC §8's
      // errorTypes, and every answer, errors included, keeps the QuoteResponse shape.
      const body = request.body;
      if (!isPlainObject(body)) throw new HttpError(400, INVALID_QUOTE);
      const { habitacionId, checkIn, checkOut, guests } = body;
      if (typeof habitacionId !== 'string' || !habitacionId.trim()) {
        throw new HttpError(400, 'Indica la cabaña que quieres cotizar');
      }
      const answer = await quoteAnswer(
        database,
        { cabinId: habitacionId, checkIn, checkOut, guests },
        clock.today(),
        clock.now(),
      );
      return reply.status(answer.status).type(JSON_TYPE).send(answer.json);
    },
  );
}
