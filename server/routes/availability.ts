import type { FastifyInstance } from 'fastify';
import { isPlainObject } from '../../src/shared/is-plain-object.ts';
import { HttpError } from '../http-errors.ts';
import {
  availabilityForRange,
  cabinAvailability,
  checkAvailability,
} from '../services/availability-service.ts';
import type { StayFailure } from '../services/stay-service.ts';
import { cabinNotFound } from './cabins.ts';

const stayFailure = (failure: StayFailure) =>
  new HttpError(failure.status, failure.message, {
    available: false,
    errorType: failure.errorType,
  });

const asObject = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

/** Which nights are free: for one stay, for every cabin, and a cabin's calendar. */
export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;

  // Bodies and queries are read by hand, not with a yup schema: the stay rules (stay-service) check
  // cabin, dates and guests themselves and answer with SPEC §8's errorTypes, which a schema would not.
  app.post('/api/availability/check', async (request) => {
    if (!isPlainObject(request.body)) {
      throw new HttpError(400, 'La solicitud de disponibilidad no es válida', { available: false });
    }
    const { cabinId, checkIn, checkOut } = asObject(request.body);
    const result = await checkAvailability(
      database,
      { cabinId, checkIn, checkOut },
      clock.today(),
      clock.now(),
    );
    if (!result.ok) throw stayFailure(result);
    return result.available
      ? { success: true, available: true }
      : { success: true, available: false, errorType: result.errorType, reason: result.reason };
  });

  app.get('/api/availability/date-range', async (request) => {
    const { checkIn, checkOut } = asObject(request.query);
    const result = await availabilityForRange(
      database,
      { checkIn, checkOut },
      clock.today(),
      clock.now(),
    );
    if (!result.ok) throw stayFailure(result);
    return {
      success: true,
      data: { available: result.available, unavailable: result.unavailable },
    };
  });

  app.get<{ Params: { id: string } }>('/api/availability/cabin/:id', async (request, reply) => {
    const today = clock.today();
    const result = await cabinAvailability(database, request.params.id, today, clock.now());
    if (!result) throw cabinNotFound();
    reply.header('Cache-Control', 'no-store');
    return {
      success: true,
      data: { occupied: result.occupied, minNights: result.entry.row.minNights, today },
    };
  });
}
