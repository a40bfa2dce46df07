import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates.ts';
import { REVIEW_MESSAGES, type ReviewRequest } from '../../src/shared/reviews.ts';
import {
  countRows,
  createCabin,
  createReservation,
  createReview,
  type CreatedCabin,
} from './factories.ts';
import { createTestApp, databases, registerClient, TEST_TODAY, type TestApp } from './helpers.ts';

type Headers = Record<string, string>;

const CATEGORIES = {
  limpieza: 5,
  exactitud: 4,
  llegada: 5,
  comunicacion: 5,
  ubicacion: 3,
  calidadPrecio: 4,
};
const COMMENT = 'La cabaña estaba limpia y el bosque es precioso. Volveremos.';

describe.each(databases)('reviews after the stay on %s', (kind) => {
  let t: TestApp;
  let cabin: CreatedCabin;
  let guest: { client: { id: string }; headers: Headers };
  let stranger: { headers: Headers };
  let address = 0;

  const post = (body: unknown, headers: Headers = guest.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers,
      payload: body as object,
      remoteAddress: `10.91.0.${++address}`,
    });
  const body = (reservationId: string, over: Partial<ReviewRequest> = {}): ReviewRequest => ({
    reservationId,
    rating: 4,
    categories: CATEGORIES,
    comment: COMMENT,
    ...over,
  });
  const stay = (checkOut: string, over: Record<string, unknown> = {}) =>
    createReservation(t.database.db, {
      cabinId: cabin.id,
      clientId: guest.client.id,
      checkIn: addDays(checkOut, -1),
      checkOut,
      ...over,
    });
  const ratingOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/habitaciones/${id}` })).json().data.rating;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, config: { appUrl: 'https://refugio.example' } });
    cabin = await createCabin(t.database.db, {
      name: 'Cabaña Reseñas',
      population: 'Mazamitla',
      state: 'Jalisco',
      reviews: [{ rating: 5 }, { rating: 3 }],
    });
    guest = await registerClient(t.app);
    stranger = await registerClient(t.app);
  });
  afterAll(() => t.close());

  it('lets the guest review a finished stay once, and the cabin’s rating moves at once', async () => {
    expect(await ratingOf(cabin.id)).toEqual({ average: 4, count: 2 });
    const finished = await stay(addDays(TEST_TODAY, -2));

    const res = await post(body(finished.id, { rating: 2, comment: `  ${COMMENT}  ` }));
    expect(res.statusCode).toBe(201);
    const { review } = res.json().data;
    expect(review).toMatchObject({ rating: 2, categories: CATEGORIES, comment: COMMENT });

    // (5 + 3 + 2) / 3, on the catalogue every answer reads.
    expect(await ratingOf(cabin.id)).toEqual({ average: 3.3, count: 3 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/habitaciones/${cabin.id}/reviews`,
    });
    expect(list.json().data[0]).toMatchObject({ authorName: 'Ana', rating: 2, comment: COMMENT });

    // The trip page and Mis reservas show it as written.
    const trip = await t.app.inject({
      method: 'GET',
      url: `/api/auth/my-reservations/${finished.id}`,
      headers: guest.headers,
    });
    expect(trip.json().data.reservation.review).toEqual({
      status: 'written',
      deadline: addDays(finished.checkOut, 14),
      review,
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-reservations',
      headers: guest.headers,
    });
    const item = mine.json().data.reservations.find((r: { _id: string }) => r._id === finished.id);
    expect(item.review.status).toBe('written');

    const again = await post(body(finished.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      errorType: 'REVIEW_EXISTS',
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect(await ratingOf(cabin.id)).toEqual({ average: 3.3, count: 3 });
  });

  it('answers 404 for another account’s stay or an unknown one, and writes nothing', async () => {
    const finished = await stay(addDays(TEST_TODAY, -3));
    const before = await countRows(t.database.db);
    for (const res of [
      await post(body(finished.id), stranger.headers),
      await post(body('no-such-stay')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REVIEW_MESSAGES.notFound);
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('opens the day after check-out and closes 14 days after it', async () => {
    const notYet = await post(body((await stay(TEST_TODAY)).id));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({
      errorType: 'STAY_NOT_FINISHED',
      message: REVIEW_MESSAGES.notFinished,
    });

    const late = await post(body((await stay(addDays(TEST_TODAY, -15))).id));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorType: 'REVIEW_WINDOW_CLOSED',
      message: REVIEW_MESSAGES.windowClosed,
    });

    const lastDay = await stay(addDays(TEST_TODAY, -14));
    const trip = await t.app.inject({
      method: 'GET',
      url: `/api/auth/my-reservations/${lastDay.id}`,
      headers: guest.headers,
    });
    expect(trip.json().data.reservation.review).toEqual({
      status: 'open',
      deadline: TEST_TODAY,
      review: null,
    });
    expect((await post(body(lastDay.id))).statusCode).toBe(201);
  });

  it('refuses a stay that did not happen', async () => {
    const cancelled = await stay(addDays(TEST_TODAY, -4), {
      status: 'cancelled',
      paymentStatus: 'REFUNDED',
    });
    const res = await post(body(cancelled.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorType: 'STAY_NOT_REVIEWABLE',
      message: REVIEW_MESSAGES.notReviewable,
    });
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reviews', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('answers bad input with the Spanish message of the field, writing nothing', async () => {
    // Two guests, so the per-account limit (10 per 15 minutes) stays out of the way.
    const guests = [await registerClient(t.app), await registerClient(t.app)];
    const stays = await Promise.all(
      guests.map((g, i) =>
        createReservation(t.database.db, {
          cabinId: cabin.id,
          clientId: g.client.id,
          checkIn: addDays(TEST_TODAY, -6 - i),
          checkOut: addDays(TEST_TODAY, -5 - i),
        }),
      ),
    );
    const finished = stays[0];
    const before = await countRows(t.database.db);
    const cases: Array<[unknown, string]> = [
      [body(finished.id, { rating: 6 }), REVIEW_MESSAGES.rating],
      [body(finished.id, { rating: 0 }), REVIEW_MESSAGES.rating],
      [body(finished.id, { rating: 4.5 }), REVIEW_MESSAGES.rating],
      [body(finished.id, { rating: '5' as unknown as number }), REVIEW_MESSAGES.rating],
      [{ ...body(finished.id), rating: undefined }, REVIEW_MESSAGES.ratingRequired],
      [{ ...body(finished.id), categories: undefined }, REVIEW_MESSAGES.categoriesRequired],
      [
        body(finished.id, { categories: { ...CATEGORIES, ubicacion: 9 } }),
        REVIEW_MESSAGES.category('Ubicación'),
      ],
      [body(finished.id, { comment: 'Muy bonito' }), REVIEW_MESSAGES.commentMin],
      [body(finished.id, { comment: `${' '.repeat(30)}corto` }), REVIEW_MESSAGES.commentMin],
      [body(finished.id, { comment: 'a'.repeat(2001) }), REVIEW_MESSAGES.commentMax],
      [{ ...body(finished.id), comment: 42 }, REVIEW_MESSAGES.commentType],
      [{ ...body(finished.id), reservationId: undefined }, REVIEW_MESSAGES.reservationRequired],
    ];
    for (const [i, [payload, message]] of cases.entries()) {
      const g = i % 2;
      const res = await post(
        {
          ...(payload as object),
          reservationId: (payload as ReviewRequest).reservationId && stays[g].id,
        },
        guests[g].headers,
      );
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('keeps the rating aggregate right whatever writes the reviews', async () => {
    const other = await createCabin(t.database.db, { name: 'Cabaña Agregada' });
    expect(await ratingOf(other.id)).toEqual({ average: null, count: 0 });
    const first = await createReview(t.database.db, { cabinId: other.id, rating: 4 });
    await createReview(t.database.db, { cabinId: other.id, rating: 1 });
    expect(await ratingOf(other.id)).toEqual({ average: 2.5, count: 2 });
    await t.database.db.execute(sql`update reviews set rating = 5 where id = ${first.id}`);
    expect(await ratingOf(other.id)).toEqual({ average: 3, count: 2 });
    await t.database.db.execute(sql`delete from reviews where id = ${first.id}`);
    expect(await ratingOf(other.id)).toEqual({ average: 1, count: 1 });
    await t.database.db.execute(sql`delete from reviews where cabin_id = ${other.id}`);
    expect(await ratingOf(other.id)).toEqual({ average: null, count: 0 });
  });

  it('limits reviews per account (429 with a Spanish message)', async () => {
    const g = await registerClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(body('no-such-stay'), g.headers);
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toMatch(/^Demasiadas reseñas enviadas\. Intenta de nuevo en /);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(codes).toEqual([...Array(10).fill(404), 429]);
  });
});
