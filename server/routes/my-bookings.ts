import type { FastifyInstance } from 'fastify';
import { requireClient } from '../plugins/auth-context.ts';
import { listClientReservations } from '../services/reservation-list-repository.ts';

/** GET /api/bookings: the signed-in client's bookings (SPEC §7 "list by user"), as in Mis reservas. */
export async function myBookingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/bookings', { preHandler: requireClient }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const reservations = await listClientReservations(
      app.deps.database.db,
      request.clientId!,
      app.deps.clock.today(),
    );
    return { success: true, data: { reservations } };
  });
}
