import type { FastifyInstance } from 'fastify';
import { REVIEW_MESSAGES } from '../../src/shared/reviews.ts';
import { reviewRequestSchema } from '../../src/shared/validation/review.ts';
import { requireClient } from '../plugins/auth-context.ts';
import { keyedRateLimit } from '../plugins/rate-limits.ts';
import { submitReview } from '../services/review-service.ts';
import { parseWith } from '../validation.ts';

/**
 * A guest writes a few reviews a year: 10 per 15 minutes per account (and 30 per address, for many
 * accounts behind one) stops a script without ever meeting a person.
 */
export const REVIEW_RATE_LIMITS = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 30, windowMs: 15 * 60_000 },
} as const;

/** Reviews after the stay (ARCHITECTURE "The guest's trip"): `POST /api/reviews`. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;
  const limit = keyedRateLimit(
    app,
    [
      { name: 'reviews:client', ...REVIEW_RATE_LIMITS.perClient, key: (r) => r.clientId },
      { name: 'reviews:ip', ...REVIEW_RATE_LIMITS.perIp, key: (r) => r.ip },
    ],
    REVIEW_MESSAGES.tooMany,
  );

  app.post('/api/reviews', { preHandler: [requireClient, limit] }, async (request, reply) => {
    const input = parseWith(reviewRequestSchema, request.body);
    const review = await submitReview(database.db, request.clientId!, input, clock);
    reply.code(201);
    return { success: true, message: 'Reseña publicada', data: { review } };
  });
}
