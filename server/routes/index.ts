import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';

/** Every HTTP route of the API. Each module holds HTTP only and calls a service. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
