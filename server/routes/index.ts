import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { mediaRoutes } from './media.ts';
import { cabinRoutes } from './cabins.ts';
import { quoteRoutes } from './quotes.ts';
import { availabilityRoutes } from './availability.ts';
import { bookingRoutes } from './bookings.ts';
import { cancellationRoutes } from './cancellations.ts';
import { paymentRoutes } from './payments.ts';
import { sandboxOpenpayRoutes } from './sandbox-openpay.ts';
import { webhookRoutes } from './webhooks.ts';
import { authContextPlugin } from '../plugins/auth-context.ts';
import { authRoutes } from './auth.ts';
import { myBookingsRoutes } from './my-bookings.ts';
import { hostRoutes } from './host.ts';
import { hostRequestRoutes } from './host-requests.ts';
import { mediaUploadRoutes } from './media-uploads.ts';
import { icalRoutes } from './ical.ts';
import { tripRoutes } from './trips.ts';
import { discoveryRoutes } from './discovery.ts';
import { reviewRoutes } from './reviews.ts';
import { favoritesRoutes } from './favorites.ts';

/** Every HTTP route of the API. Each module holds HTTP only and calls a service. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // First: sets request.clientId from a valid bearer token for every route below.
  await app.register(authContextPlugin);
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaUploadRoutes);
  await app.register(cabinRoutes);
  await app.register(quoteRoutes);
  await app.register(availabilityRoutes);
  await app.register(bookingRoutes);
  await app.register(cancellationRoutes);
  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxOpenpayRoutes);
  await app.register(authRoutes);
  await app.register(myBookingsRoutes);
  await app.register(hostRoutes);
  await app.register(hostRequestRoutes);
  await app.register(icalRoutes);
  await app.register(tripRoutes);
  await app.register(discoveryRoutes);
  await app.register(reviewRoutes);
  await app.register(favoritesRoutes);
}
