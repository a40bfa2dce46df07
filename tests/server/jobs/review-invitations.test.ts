import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, mailOutbox, reviewInvitations } from '../../../server/db/schema.ts';
import { inviteFinishedStays } from '../../../server/services/review-invitations.ts';
import { addDays } from '../../../src/shared/dates.ts';
import { createCabin, createReservation, createReview, type CreatedCabin } from '../factories.ts';
import { createTestApp, databases, registerClient, TEST_TODAY, type TestApp } from '../helpers.ts';

describe.each(databases)('review invitations on %s', (kind) => {
  let t: TestApp;
  let cabin: CreatedCabin;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    cabin = await createCabin(t.database.db, { name: 'Cabaña Invitada' });
  });
  afterAll(() => t.close());

  it('invites each finished stay once, the day after check-out, honouring the preference', async () => {
    const db = t.database.db;
    const guest = await registerClient(t.app);
    const quiet = await registerClient(t.app);
    await db.update(clients).set({ notifyEmail: false }).where(eq(clients.id, quiet.client.id));
    const stay = (clientId: string | null, checkOut: string, over: object = {}) =>
      createReservation(db, {
        cabinId: cabin.id,
        clientId,
        checkIn: addDays(checkOut, -1),
        checkOut,
        guestEmail: 'ana.ruiz@example.mx',
        guestFirstName: 'Ana',
        ...over,
      });
    const yesterday = await stay(guest.client.id, addDays(TEST_TODAY, -1));
    const lastDay = await stay(guest.client.id, addDays(TEST_TODAY, -14));
    await stay(guest.client.id, addDays(TEST_TODAY, -15)); // window closed
    await stay(guest.client.id, TEST_TODAY); // leaves today
    await stay(guest.client.id, addDays(TEST_TODAY, -2), { status: 'cancelled' });
    await stay(null, addDays(TEST_TODAY, -3)); // no account: nobody can review it
    const reviewed = await stay(guest.client.id, addDays(TEST_TODAY, -4));
    await createReview(db, { cabinId: cabin.id, rating: 5, reservationId: reviewed.id });
    const optedOut = await stay(quiet.client.id, addDays(TEST_TODAY, -5));

    const now = new Date(`${TEST_TODAY}T15:00:00Z`);
    // Two servers at once: each stay is claimed by one of them.
    const counts = await Promise.all([
      inviteFinishedStays(db, { today: TEST_TODAY, now }),
      inviteFinishedStays(db, { today: TEST_TODAY, now }),
    ]);
    expect(counts[0] + counts[1]).toBe(3);

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'review-invitation'));
    expect(mails.map((m) => (m.payload as { reservationId: string }).reservationId).sort()).toEqual(
      [yesterday.id, lastDay.id].sort(),
    );
    const mail = mails.find(
      (m) => (m.payload as { reservationId: string }).reservationId === yesterday.id,
    )!;
    expect(mail).toMatchObject({
      recipient: 'ana.ruiz@example.mx',
      clientId: guest.client.id,
      status: 'pending',
    });
    expect(mail.payload).toMatchObject({
      cabinName: 'Cabaña Invitada',
      guestFirstName: 'Ana',
      deadline: addDays(yesterday.checkOut, 14),
    });
    // The guest who turned e-mail off is not written to, nor asked about again.
    const [quietRow] = await db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.reservationId, optedOut.id));
    expect(quietRow.mailId).toBeNull();

    // The next run (and the next day) finds nothing new to send.
    expect(await inviteFinishedStays(db, { today: TEST_TODAY, now })).toBe(0);
    expect(await inviteFinishedStays(db, { today: addDays(TEST_TODAY, 1), now })).toBe(1);
  });
});
