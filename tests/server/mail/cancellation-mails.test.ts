import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, mailOutbox } from '../../../server/db/schema.ts';
import { addDays } from '../../../src/shared/dates.ts';
import { charge, chargeBody, createCabin, nextIp, tokenFor } from '../payments-fixtures.ts';
import { databases, registerClient, testClock, TEST_TODAY } from '../helpers.ts';
import { APP_URL, hostMailHarness } from './host-mail-harness.ts';

/**
 * The host and the guest hear of every cancellation (docs/decisions/200-cancellation-mails.md),
 * from the API to a real SMTP server in this process: a withdrawn request ('Solicitud cancelada' to
 * the guest, 'Solicitud retirada' to the host) and a guest's cancellation of a confirmed stay
 * ('Reserva cancelada por el huésped' to the host), each written once, in the change's transaction.
 */
describe.each(databases)('cancellation e-mails on %s', (kind) => {
  const clock = testClock();
  const box = hostMailHarness(kind, clock);
  let guest: Awaited<ReturnType<typeof registerClient>>;
  let requestCabinId: string;
  let instantCabinId: string;

  beforeAll(async () => {
    guest = await registerClient(box.t.app);
    requestCabinId = (
      await createCabin(box.t.database.db, {
        ownerId: box.host.client.id,
        bookingMode: 'request',
        name: 'Cabaña <El Roble>',
      })
    ).id;
    instantCabinId = (
      await createCabin(box.t.database.db, {
        ownerId: box.host.client.id,
        cancellationPolicy: 'moderate',
        name: 'Cabaña <El Pino>',
      })
    ).id;
  }, 60_000);

  let day = 1;
  /** A new stay of the cabin by the guest: a request waiting for its host, or a paid stay. */
  async function book(cabinId: string, checkIn = `2027-06-${String(day).padStart(2, '0')}`) {
    const stay = { checkIn, checkOut: addDays(checkIn, 2) };
    day += 2;
    const token = await tokenFor(box.t.app, '4111111111111111');
    const res = await charge(box.t.app, chargeBody(cabinId, token, stay), guest.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { reservationId: string } }>().data.reservationId;
  }
  const cancelAsGuest = (id: string) =>
    box.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: guest.headers,
      remoteAddress: nextIp(),
    });
  const hostAction = (id: string, action: 'accept' | 'cancel') =>
    box.t.app.inject({
      method: 'POST',
      url: `/api/host/reservations/${id}/${action}`,
      headers: box.host.headers,
      remoteAddress: nextIp(),
    });
  /** The messages written about a reservation after it was made (the booking's own are left out). */
  const kindsFor = async (reservationId: string) =>
    (
      await box.t.database.db
        .select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient })
        .from(mailOutbox)
        .where(sql`${mailOutbox.payload}->>'reservationId' = ${reservationId}`)
        .orderBy(mailOutbox.createdAt, mailOutbox.kind)
    )
      .map((r) => [r.kind, r.recipient])
      .filter(
        ([k]) =>
          ![
            'request-received',
            'host-new-request',
            'booking-confirmed',
            'host-new-booking',
          ].includes(k),
      );
  const guestEmail = 'ana@example.mx';

  it('a withdrawn request: the guest gets the receipt of the release and the host hears the request is gone, once', async () => {
    const id = await book(requestCabinId);
    const first = await cancelAsGuest(id);
    expect(first.statusCode, first.body).toBe(200);
    // The same withdrawal sent again is the same answer, and no second message.
    expect((await cancelAsGuest(id)).statusCode).toBe(200);
    expect(await kindsFor(id)).toEqual([
      ['host-stay-cancelled', box.hostEmail],
      ['request-withdrawn', guestEmail],
    ]);

    box.smtp.reset();
    expect(await box.deliver()).toMatchObject({ retried: 0, failed: 0 });
    const mails = box.received();
    const toGuest = mails['Solicitud cancelada: Cabaña <El Roble>'];
    expect(toGuest.recipients).toEqual([guestEmail]);
    expect(toGuest.mail.text).toContain('Hola, Ana:');
    expect(toGuest.mail.text).toContain(
      'Liberamos la preautorización de $3,360.00 MXN: no se te cobró nada.',
    );
    expect(toGuest.mail.html).toContain('Cabaña &lt;El Roble&gt;');

    const toHost = mails['Solicitud retirada: Cabaña <El Roble>, 1 jun 2027 – 3 jun 2027'];
    expect(toHost.recipients).toEqual([box.hostEmail]);
    expect(toHost.mail.text).toContain('Hola, Lupita:');
    expect(toHost.mail.text).toContain(
      'Ana Ruiz retiró su solicitud para Cabaña <El Roble>: ya no tienes que responderla.',
    );
    expect(toHost.mail.text).toContain('quedaron libres de nuevo en tu calendario.');
    expect(toHost.mail.text).toContain(`Ver tus reservas:\n${APP_URL}/host/reservations`);
    expect(toHost.mail.text).not.toContain('5512345678');
    expect(toHost.mail.text).not.toContain(guestEmail);
  });

  it('two withdrawals at once: one releases, the messages are written once', async () => {
    const id = await book(requestCabinId);
    const answers = await Promise.all([cancelAsGuest(id), cancelAsGuest(id)]);
    // The loser is told the same (already withdrawn) or that the other call is under way.
    expect(answers.map((r) => r.statusCode)).toContain(200);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    expect(await kindsFor(id)).toEqual([
      ['host-stay-cancelled', box.hostEmail],
      ['request-withdrawn', guestEmail],
    ]);
  });

  it('a withdrawal that loses to the host’s answer writes no withdrawal message', async () => {
    const id = await book(requestCabinId);
    expect((await hostAction(id, 'accept')).statusCode).toBe(200);
    const late = await box.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: guest.headers,
      remoteAddress: nextIp(),
      payload: { expectedStatus: 'pending_host' },
    });
    expect(late.statusCode).toBe(409);
    expect((await kindsFor(id)).map(([k]) => k)).toEqual(['request-accepted']);
  });

  it('a guest’s cancellation of a confirmed stay tells the host what goes back to the guest', async () => {
    // Moderada, 3 days before check-in: half of the $3,360.00 goes back.
    const id = await book(instantCabinId, addDays(TEST_TODAY, 3));
    const res = await cancelAsGuest(id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await cancelAsGuest(id)).statusCode).toBe(200);
    expect(await kindsFor(id)).toEqual([
      ['booking-cancelled', guestEmail],
      ['host-stay-cancelled', box.hostEmail],
    ]);

    box.smtp.reset();
    expect(await box.deliver()).toMatchObject({ retried: 0, failed: 0 });
    const toHost =
      box.received()[
        'Reserva cancelada por el huésped: Cabaña <El Pino>, 25 nov 2026 – 27 nov 2026'
      ];
    expect(toHost.recipients).toEqual([box.hostEmail]);
    expect(toHost.mail.text).toContain(
      'Ana Ruiz canceló su estancia confirmada en Cabaña <El Pino>.',
    );
    expect(toHost.mail.text).toContain(
      'Según la política de cancelación de la cabaña, le reembolsamos $1,680.00 MXN.',
    );
    expect(toHost.mail.text).toContain('Reembolso al huésped: $1,680.00 MXN');
    expect(toHost.mail.text).toContain('Las 2 noches de esta estancia');
  });

  it('a host who cancels needs no message: only the guest hears of it', async () => {
    const id = await book(instantCabinId);
    const res = await hostAction(id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(await kindsFor(id)).toEqual([['booking-cancelled', guestEmail]]);
  });

  it('the host’s e-mail preference silences the host’s messages, never the guest’s receipt', async () => {
    await box.t.database.db
      .update(clients)
      .set({ notifyEmail: false })
      .where(eq(clients.id, box.host.client.id));
    const request = await book(requestCabinId);
    expect((await cancelAsGuest(request)).statusCode).toBe(200);
    expect(await kindsFor(request)).toEqual([['request-withdrawn', guestEmail]]);

    const stay = await book(instantCabinId);
    expect((await cancelAsGuest(stay)).statusCode).toBe(200);
    expect(await kindsFor(stay)).toEqual([['booking-cancelled', guestEmail]]);
  });

  it('a host who books their own cabin gets no host message for cancelling it', async () => {
    const token = await tokenFor(box.t.app, '4111111111111111');
    const stay = { checkIn: '2027-08-01', checkOut: '2027-08-03' };
    const res = await charge(box.t.app, chargeBody(instantCabinId, token, stay), box.host.headers);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { reservationId: string } }>().data.reservationId;
    const cancel = await box.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: box.host.headers,
      remoteAddress: nextIp(),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await kindsFor(id)).toEqual([['booking-cancelled', guestEmail]]);
  });
});
