import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { waitLabel } from '../../src/shared/format.ts';
import { HttpError } from '../http-errors.ts';

/** One counter: at most `max` requests per `windowMs` under each key; a null key is not counted. */
export interface KeyedLimit {
  name: string;
  max: number;
  windowMs: number;
  key(request: FastifyRequest): string | null;
}

/**
 * A preHandler that counts a request under every key it has (an address, an e-mail, a client) and
 * answers 429 with `message(wait)` and Retry-After once any of them is over its limit. It uses the
 * app's @fastify/rate-limit store (in-process: see docs/decisions/010-auth-sessions-and-rate-limits.md).
 * A preHandler rather than the route's `config.rateLimit`: the keys may need the parsed body or the
 * signed-in client, and the route option allows one key.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  limits: readonly KeyedLimit[],
  message: (wait: string) => string,
) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = checks.filter(({ limit }) => limit.key(request) !== null);
    for (const result of await Promise.all(counted.map(({ check }) => check(request)))) {
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, message(waitLabel(result.ttlInSeconds)));
      }
    }
  };
}
