import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoAltSchema,
  photoPatchSchema,
} from '../../src/shared/validation/host-photos.ts';
import { HttpError } from '../http-errors.ts';
import { addPhoto, checkImage, deletePhoto, updatePhoto } from '../services/host-photos-service.ts';
import * as yup from 'yup';
import { HOST_MESSAGES } from '../../src/shared/host.ts';
import {
  cabinCreateSchema,
  cabinPatchSchema,
  hostOnboardSchema,
  pricingSchema,
  blockSchema,
  icalFeedSchema,
  type CabinPatchInput,
} from '../../src/shared/validation/host.ts';
import { minNightsFor, priceStayCents, toStayPricing } from '../../src/shared/pricing.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { replaceHostPricing } from '../services/host-pricing-service.ts';
import {
  HOST_RESERVATION_STATUSES,
  HOST_RESERVATION_WHEN,
  listHostReservations,
} from '../services/host-reservations-service.ts';
import {
  createBlock,
  deleteBlock,
  parseCalendarRange,
  readCalendar,
} from '../services/host-calendar-service.ts';
import { releaseLapsedHolds } from '../payments/holds.ts';
import { rotateIcalToken } from '../services/ical-export.ts';
import {
  addFeed,
  deleteFeed,
  FEED_MESSAGES,
  listFeeds,
  syncFeedNow,
} from '../services/ical-feeds-service.ts';
import { icalExportPath } from '../services/host-cabins-service.ts';
import { loadRateCard, validateStayDates } from '../services/stay-service.ts';
import { requireClient } from '../plugins/auth-context.ts';
import { keyedRateLimit } from '../plugins/rate-limits.ts';
import { findClientById, toClient } from '../services/client-repository.ts';
import { findHostCabin, requireHost, type HostActor } from '../services/host-access.ts';
import {
  createHostCabin,
  hostCabinAnswer,
  listHostCabins,
  onboardHost,
  setHostCabinStatus,
  updateHostCabin,
} from '../services/host-cabins-service.ts';
import { parseWith } from '../validation.ts';

type WithId = { Params: { id: string } };

/** How many drafts one host may start: each is a row anyone with an account could pile up. */
export const HOST_RATE_LIMITS = {
  createCabin: { max: 30, windowMs: 60 * 60_000, message: 'Demasiadas cabañas creadas' },
  // Each upload makes the server decode an image of up to 15 MB.
  uploadPhoto: { max: 120, windowMs: 60 * 60_000, message: 'Demasiadas fotos subidas' },
  // Each sync makes the server fetch another site's address.
  syncFeed: {
    max: 10,
    windowMs: 15 * 60_000,
    message: 'Demasiadas sincronizaciones seguidas',
  },
} as const;

/** A positive photo id from the path, else null (then 404). */
const photoIdOf = (raw: string): number | null =>
  /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

const reservationsQuerySchema = yup.object({
  status: yup
    .string()
    .strict()
    .typeError('El estado de la reserva no es válido')
    .oneOf(HOST_RESERVATION_STATUSES, 'El estado de la reserva no es válido'),
  when: yup
    .string()
    .strict()
    .typeError('El periodo debe ser upcoming, current o past')
    .oneOf(HOST_RESERVATION_WHEN, 'El periodo debe ser upcoming, current o past'),
  cabinId: yup
    .string()
    .strict()
    .typeError('La cabaña no es válida')
    .max(64, 'La cabaña no es válida'),
  page: yup
    .number()
    .transform((v: unknown, o: unknown) => (o === '' || o == null ? undefined : v))
    .typeError('La página debe ser un número entero entre 1 y 10000')
    .integer('La página debe ser un número entero entre 1 y 10000')
    .min(1, 'La página debe ser un número entero entre 1 y 10000')
    .max(10_000, 'La página debe ser un número entero entre 1 y 10000')
    .default(1),
});

const listQuerySchema = yup.object({
  page: yup
    .number()
    .transform((v: unknown, o: unknown) => (o === '' || o == null ? undefined : v))
    .typeError('La página debe ser un número entero entre 1 y 10000')
    .integer('La página debe ser un número entero entre 1 y 10000')
    .min(1, 'La página debe ser un número entero entre 1 y 10000')
    .max(10_000, 'La página debe ser un número entero entre 1 y 10000')
    .default(1),
});

/** The host API (ARCHITECTURE "Hosts"): /api/host/… with a host's token; others' cabins are 404. */
export async function hostRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.deps;
  const db = database.db;
  const host = requireHost();
  const actorOf = (request: FastifyRequest): HostActor => request.hostActor!;
  /**
   * The body of a write to the cabin of the path, parsed by `schema`. A body that fails is a 400
   * only on the actor's own cabin: another host's cabin is a 404 whatever the body says. A valid
   * body's cabin is looked up once, inside the write's transaction.
   */
  const parseForCabin = async <S extends yup.AnyObjectSchema>(
    schema: S,
    request: FastifyRequest<WithId>,
  ): Promise<yup.InferType<S>> => {
    try {
      return parseWith(schema, request.body);
    } catch (error) {
      await findHostCabin(db, actorOf(request), request.params.id);
      throw error;
    }
  };
  app.decorateRequest('hostActor', null);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/host/')) reply.header('Cache-Control', 'no-store');
  });

  const createLimit = keyedRateLimit(
    app,
    [
      {
        name: 'host-create-cabin',
        max: HOST_RATE_LIMITS.createCabin.max,
        windowMs: HOST_RATE_LIMITS.createCabin.windowMs,
        key: (request) => request.clientId ?? null,
      },
    ],
    (wait) => `${HOST_RATE_LIMITS.createCabin.message}. Intenta de nuevo en ${wait}.`,
  );

  await app.register(multipart, {
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 4096 },
  });
  const uploadLimit = keyedRateLimit(
    app,
    [
      {
        name: 'host-upload-photo',
        max: HOST_RATE_LIMITS.uploadPhoto.max,
        windowMs: HOST_RATE_LIMITS.uploadPhoto.windowMs,
        key: (request) => request.clientId ?? null,
      },
    ],
    (wait) => `${HOST_RATE_LIMITS.uploadPhoto.message}. Intenta de nuevo en ${wait}.`,
  );

  app.post('/api/host/onboard', { preHandler: requireClient }, async (request) => {
    parseWith(hostOnboardSchema, request.body, HOST_MESSAGES.hostTermsRequired);
    const row = await onboardHost(db, request.clientId!, clock.now());
    const client = row ?? (await findClientById(db, request.clientId!));
    return { success: true, message: HOST_MESSAGES.onboarded, data: { client: toClient(client!) } };
  });

  app.get('/api/host/cabins', { preHandler: host }, async (request) => {
    const { page } = parseWith(listQuerySchema, request.query ?? {});
    const data = await listHostCabins(db, actorOf(request), clock.today(), page);
    return { success: true, data };
  });

  app.post('/api/host/cabins', { preHandler: [host, createLimit] }, async (request, reply) => {
    const input = parseWith(cabinCreateSchema, request.body);
    const row = await createHostCabin(db, actorOf(request), input);
    return reply.status(201).send({
      success: true,
      message: HOST_MESSAGES.cabinCreated,
      data: { cabin: await hostCabinAnswer(db, row) },
    });
  });

  app.get<WithId>('/api/host/cabins/:id', { preHandler: host }, async (request) => {
    const row = await findHostCabin(db, actorOf(request), request.params.id);
    return { success: true, data: { cabin: await hostCabinAnswer(db, row) } };
  });

  app.patch<WithId>('/api/host/cabins/:id', { preHandler: host }, async (request) => {
    const patch = (await parseForCabin(cabinPatchSchema, request)) as CabinPatchInput;
    const row = await updateHostCabin(db, actorOf(request), request.params.id, patch);
    return {
      success: true,
      message: HOST_MESSAGES.cabinUpdated,
      data: { cabin: await hostCabinAnswer(db, row) },
    };
  });

  app.put<WithId>('/api/host/cabins/:id/pricing', { preHandler: host }, async (request) => {
    const input = await parseForCabin(pricingSchema, request);
    const row = await replaceHostPricing(db, actorOf(request), request.params.id, input);
    return {
      success: true,
      message: HOST_MESSAGES.pricingSaved,
      data: { cabin: await hostCabinAnswer(db, row) },
    };
  });

  // 'Precios' preview: what a guest would pay for a sample stay, by the real pricing rules, for a
  // draft too (the public quote does not know drafts). Availability is not checked here.
  app.get<WithId & { Querystring: { checkIn?: unknown; checkOut?: unknown } }>(
    '/api/host/cabins/:id/quote',
    { preHandler: host },
    async (request) => {
      const row = await findHostCabin(db, actorOf(request), request.params.id);
      const query = (request.query ?? {}) as { checkIn?: unknown; checkOut?: unknown };
      const dates = validateStayDates(query.checkIn, query.checkOut, clock.today());
      if (!dates.ok) throw badRequest(dates.message, { errorType: dates.errorType });
      const rateCard = await loadRateCard(db, row);
      return {
        success: true,
        data: {
          pricing: toStayPricing(priceStayCents(rateCard, dates.checkIn, dates.checkOut)),
          minNights: minNightsFor(rateCard, row.minNights, dates.checkIn),
        },
      };
    },
  );

  app.get<WithId>('/api/host/cabins/:id/calendar', { preHandler: host }, async (request) => {
    const row = await findHostCabin(db, actorOf(request), request.params.id);
    const range = parseCalendarRange(
      (request.query ?? {}) as { from?: unknown; to?: unknown },
      clock.today(),
    );
    return { success: true, data: await readCalendar(db, row.id, range, clock.now()) };
  });

  app.post<WithId>('/api/host/cabins/:id/blocks', { preHandler: host }, async (request, reply) => {
    const row = await findHostCabin(db, actorOf(request), request.params.id);
    const input = parseWith(blockSchema, request.body);
    // A hold whose time ran out still has its row until swept: it must not stand in the way.
    await releaseLapsedHolds(
      { db, provider: app.deps.payments, now: clock.now(), log: request.log },
      row.id,
    );
    const block = await createBlock(db, row.id, input, clock.today());
    return reply
      .status(201)
      .send({ success: true, message: HOST_MESSAGES.blockCreated, data: { block } });
  });

  app.delete<{ Params: { id: string; blockId: string } }>(
    '/api/host/cabins/:id/blocks/:blockId',
    { preHandler: host },
    async (request) => {
      const row = await findHostCabin(db, actorOf(request), request.params.id);
      await deleteBlock(db, row.id, request.params.blockId);
      return { success: true, message: HOST_MESSAGES.blockDeleted };
    },
  );

  app.post<WithId>(
    '/api/host/cabins/:id/photos',
    { preHandler: [host, uploadLimit] },
    async (request, reply) => {
      await findHostCabin(db, actorOf(request), request.params.id);
      if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.notMultipart);
      let bytes: Buffer | null = null;
      let files = 0;
      const fields: Record<string, unknown> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            files += 1;
            const data = await part.toBuffer();
            if (part.fieldname === 'photo' && files === 1) bytes = data;
          } else {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
        if (code === 'FST_FILES_LIMIT') throw badRequest(PHOTO_MESSAGES.oneFile);
        if (code?.startsWith('FST_')) throw badRequest(PHOTO_MESSAGES.notMultipart);
        throw error;
      }
      if (files > 1) throw badRequest(PHOTO_MESSAGES.oneFile);
      if (!bytes || !bytes.length) throw badRequest(PHOTO_MESSAGES.fileRequired);
      const { alt } = parseWith(photoAltSchema, fields);
      const image = await checkImage(bytes);
      const photo = await addPhoto(db, actorOf(request), request.params.id, { bytes, alt, image });
      return reply.status(201).send({
        success: true,
        message: PHOTO_MESSAGES.uploaded,
        data: { photo: { ...photo, width: image.width, height: image.height } },
      });
    },
  );

  app.patch<{ Params: { id: string; photoId: string } }>(
    '/api/host/cabins/:id/photos/:photoId',
    { preHandler: host },
    async (request) => {
      await findHostCabin(db, actorOf(request), request.params.id);
      const photoId = photoIdOf(request.params.photoId);
      if (photoId === null) throw notFound(PHOTO_MESSAGES.notFound);
      const change = parseWith(photoPatchSchema, request.body);
      const photos = await updatePhoto(db, actorOf(request), request.params.id, photoId, change);
      return { success: true, message: PHOTO_MESSAGES.updated, data: { photos } };
    },
  );

  app.delete<{ Params: { id: string; photoId: string } }>(
    '/api/host/cabins/:id/photos/:photoId',
    { preHandler: host },
    async (request) => {
      await findHostCabin(db, actorOf(request), request.params.id);
      const photoId = photoIdOf(request.params.photoId);
      if (photoId === null) throw notFound(PHOTO_MESSAGES.notFound);
      const photos = await deletePhoto(db, actorOf(request), request.params.id, photoId);
      return { success: true, message: PHOTO_MESSAGES.deleted, data: { photos } };
    },
  );

  app.post<WithId>('/api/host/cabins/:id/ical/rotate', { preHandler: host }, async (request) => {
    const token = await rotateIcalToken(db, actorOf(request), request.params.id);
    return {
      success: true,
      message: 'Nueva dirección del calendario generada; la anterior ya no funciona',
      data: { icalExportUrl: icalExportPath(token) },
    };
  });

  const syncLimit = keyedRateLimit(
    app,
    [
      {
        name: 'host-sync-feed',
        max: HOST_RATE_LIMITS.syncFeed.max,
        windowMs: HOST_RATE_LIMITS.syncFeed.windowMs,
        key: (request) => request.clientId ?? null,
      },
    ],
    (wait) => `${HOST_RATE_LIMITS.syncFeed.message}. Intenta de nuevo en ${wait}.`,
  );
  type WithFeed = { Params: { id: string; feedId: string } };

  app.get<WithId>('/api/host/cabins/:id/ical-feeds', { preHandler: host }, async (request) => {
    const row = await findHostCabin(db, actorOf(request), request.params.id);
    return { success: true, data: { feeds: await listFeeds(db, row.id) } };
  });

  app.post<WithId>(
    '/api/host/cabins/:id/ical-feeds',
    { preHandler: host },
    async (request, reply) => {
      const row = await findHostCabin(db, actorOf(request), request.params.id);
      const input = parseWith(icalFeedSchema, request.body);
      const feed = await addFeed(db, row.id, input, clock.now());
      return reply
        .status(201)
        .send({ success: true, message: FEED_MESSAGES.added, data: { feed } });
    },
  );

  app.delete<WithFeed>(
    '/api/host/cabins/:id/ical-feeds/:feedId',
    { preHandler: host },
    async (request) => {
      const row = await findHostCabin(db, actorOf(request), request.params.id);
      await deleteFeed(db, row.id, request.params.feedId);
      return { success: true, message: FEED_MESSAGES.deleted };
    },
  );

  app.post<WithFeed>(
    '/api/host/cabins/:id/ical-feeds/:feedId/sync',
    { preHandler: [host, syncLimit] },
    async (request) => {
      const row = await findHostCabin(db, actorOf(request), request.params.id);
      const feed = await syncFeedNow(db, row.id, request.params.feedId, {
        allowPrivate: app.deps.config.ICAL_ALLOW_PRIVATE_FEEDS,
        today: clock.today(),
        now: clock.now(),
        intervalMs: app.deps.config.ICAL_SYNC_MINUTES * 60_000,
      });
      return { success: true, message: FEED_MESSAGES.synced, data: { feed } };
    },
  );

  app.get('/api/host/reservations', { preHandler: host }, async (request) => {
    const filters = parseWith(reservationsQuerySchema, request.query ?? {});
    // A cabin filter names a cabin the actor reaches (another host's is 404, as everywhere).
    if (filters.cabinId) await findHostCabin(db, actorOf(request), filters.cabinId);
    const data = await listHostReservations(db, actorOf(request), filters, clock.today());
    return { success: true, data };
  });

  const statusRoute = (
    path: string,
    status: 'published' | 'draft' | 'archived',
    message: string,
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    app.route<WithId>({
      method,
      url: path,
      preHandler: host,
      handler: async (request) => {
        const row = await setHostCabinStatus(db, actorOf(request), request.params.id, status);
        return { success: true, message, data: { cabin: await hostCabinAnswer(db, row) } };
      },
    });
  statusRoute('/api/host/cabins/:id/publish', 'published', HOST_MESSAGES.cabinPublished);
  statusRoute('/api/host/cabins/:id/unpublish', 'draft', HOST_MESSAGES.cabinUnpublished);
  statusRoute('/api/host/cabins/:id/archive', 'archived', HOST_MESSAGES.cabinArchived);
  statusRoute('/api/host/cabins/:id', 'archived', HOST_MESSAGES.cabinArchived, 'DELETE');
}
