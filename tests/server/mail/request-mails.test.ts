import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, mailOutbox } from '../../../server/db/schema.ts';
import { expireRequests } from '../../../server/payments/requests.ts';
import { formatDateTimeLong } from '../../../src/shared/format.ts';
import { charge, chargeBody, createCabin, tokenFor } from '../payments-fixtures.ts';
import { databases, testClock } from '../helpers.ts';
import { APP_URL, hostMailHarness } from './host-mail-harness.ts';
import { parseIcsEvent } from './smtp-test-server.ts';

/**
 * The e-mails of a booking request (docs/decisions/185-request-mails.md), from the API to a real
 * SMTP server in this process: received (guest) and new request (host) with the pre-authorization,
 * then accepted, declined or expired (guest), each written in the change's own transaction.
 */
describe.each(databases)('booking request e-mails on %s', (kind) => {
  const clock = testClock();
  const box = hostMailHarness(kind, clock);
  let cabinId: string;

  beforeAll(async () => {
    cabinId = (
      await createCabin(box.t.database.db, {
        ownerId: box.host.client.id,
        bookingMode: 'request',
        name: 'Cabaña <El Roble>',
      })
    ).id;
  }, 60_000);

  let day = 1;
  async function request() {
    const stay = {
      checkIn: `2027-05-${String(day).padStart(2, '0')}`,
      checkOut: `2027-05-${String(day + 2).padStart(2, '0')}`,
    };
    day += 2;
    const token = await tokenFor(box.t.app, '4111111111111111');
    const res = await charge(box.t.app, chargeBody(cabinId, token, stay));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { reservationId: string; respondBy: string } }>().data;
    return { id: data.reservationId, respondBy: data.respondBy, stay };
  }
  const answer = (id: string, action: 'accept' | 'decline', payload: object = {}) =>
    box.t.app.inject({
      method: 'POST',
      url: `/api/host/reservations/${id}/${action}`,
      headers: box.host.headers,
      payload,
    });
  const kindsFor = async (reservationId: string) =>
    (
      await box.t.database.db
        .select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient })
        .from(mailOutbox)
        .where(sql`${mailOutbox.payload}->>'reservationId' = ${reservationId}`)
        .orderBy(mailOutbox.createdAt, mailOutbox.kind)
    ).map((r) => [r.kind, r.recipient]);

  it('a request tells the guest it was received and the host how long is left to answer', async () => {
    const { id, respondBy } = await request();
    expect(await kindsFor(id)).toEqual([
      ['host-new-request', box.hostEmail],
      ['request-received', 'ana@example.mx'],
    ]);
    expect(await box.deliver()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const mails = box.received();

    const guest = mails['Solicitud enviada: Cabaña <El Roble>'];
    expect(guest.recipients).toEqual(['ana@example.mx']);
    expect(guest.mail.text).toContain('Hola, Ana:');
    expect(guest.mail.text).toContain(
      'Tu tarjeta quedó preautorizada por $3,360.00 MXN: el cargo se hará solo si el anfitrión la acepta.',
    );
    expect(guest.mail.text).toContain(
      `El anfitrión tiene hasta el ${formatDateTimeLong(respondBy)} para responder.`,
    );
    expect(guest.mail.text).toContain(`${APP_URL}/my-reservations/${id}`);
    expect(guest.mail.html).toContain('Cabaña &lt;El Roble&gt;');
    expect(guest.mail.attachments).toEqual([]);

    const toHost = mails['Nueva solicitud: Cabaña <El Roble>, 1 may 2027 – 3 may 2027'];
    expect(toHost.recipients).toEqual([box.hostEmail]);
    expect(toHost.mail.text).toContain('Hola, Lupita:');
    expect(toHost.mail.text).toContain('Ana Ruiz quiere reservar Cabaña <El Roble>.');
    expect(toHost.mail.text).toContain(
      `Quedan 24 h para responder (hasta el ${formatDateTimeLong(respondBy)}).`,
    );
    expect(toHost.mail.text).toContain('Solicitudes especiales: Llegamos tarde');
    expect(toHost.mail.text).toContain(`Responder en Solicitudes:\n${APP_URL}/host`);
  });

  it('accepting sends the guest the confirmation with the stay’s .ics, once', async () => {
    const { id } = await request();
    await box.deliver();
    box.smtp.reset();
    expect((await answer(id, 'accept')).statusCode).toBe(200);
    expect((await answer(id, 'accept')).statusCode).toBe(200);
    expect((await kindsFor(id)).filter(([k]) => k === 'request-accepted')).toEqual([
      ['request-accepted', 'ana@example.mx'],
    ]);
    // The guest is not told twice that the stay is confirmed.
    expect((await kindsFor(id)).map(([k]) => k)).not.toContain('booking-confirmed');
    expect(await box.deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [{ mail, recipients }] = box.smtp.received;
    expect(recipients).toEqual(['ana@example.mx']);
    expect(mail.subject).toBe('Solicitud aceptada: Cabaña <El Roble>');
    expect(mail.text).toContain(
      'El anfitrión de Cabaña <El Roble> aceptó tu solicitud: tu estancia está confirmada y el cargo se realizó.',
    );
    expect(mail.text).toContain('Total pagado: $3,360.00 MXN');
    const [ics] = mail.attachments;
    expect(ics.contentType).toBe('text/calendar');
    const { event } = parseIcsEvent(ics.content.toString('utf8'));
    expect(event.uid).toBe(`${id}@refugio`);
    expect(event.startDate.toString()).toBe('2027-05-03');
  });

  it('declining sends the guest the host’s reason and the released amount', async () => {
    const { id } = await request();
    await box.deliver();
    box.smtp.reset();
    const res = await answer(id, 'decline', { reason: 'La cabaña está en <mantenimiento>' });
    expect(res.statusCode, res.body).toBe(200);
    // A second decline is the same answer, and no second message.
    expect((await answer(id, 'decline', { reason: 'otra vez' })).statusCode).toBe(200);
    expect((await kindsFor(id)).filter(([k]) => k === 'request-declined')).toHaveLength(1);
    expect(await box.deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [{ mail, recipients }] = box.smtp.received;
    expect(recipients).toEqual(['ana@example.mx']);
    expect(mail.subject).toBe('Solicitud rechazada: Cabaña <El Roble>');
    expect(mail.text).toContain('Motivo del anfitrión: La cabaña está en <mantenimiento>');
    expect(mail.html).toContain('La cabaña está en &lt;mantenimiento&gt;');
    expect(mail.text).toContain(
      'Liberamos la preautorización de $3,360.00 MXN: no se te cobró nada.',
    );
    expect(mail.text).toContain('Preautorización liberada: $3,360.00 MXN');
  });

  it('an unanswered request expires with a message to the guest; a second run writes nothing more', async () => {
    const { id } = await request();
    await box.deliver();
    box.smtp.reset();
    clock.advance(24 * 3_600_000);
    try {
      const run = await expireRequests({
        db: box.t.database.db,
        provider: box.t.app.deps.payments,
        now: clock.now(),
      });
      expect(run.expired).toBeGreaterThanOrEqual(1);
      expect(await box.deliver()).toMatchObject({ failed: 0 });
      const expired = box.smtp.received.filter(
        (r) => r.mail.subject === 'Solicitud expirada: Cabaña <El Roble>',
      );
      expect(expired.map((r) => r.recipients)).toContainEqual(['ana@example.mx']);
      const mine = expired.find((r) => r.mail.text?.includes(id))!;
      expect(mine.mail.text).toContain(
        'El anfitrión de Cabaña <El Roble> no respondió a tiempo y tu solicitud expiró.',
      );
      expect(mine.mail.text).toContain(
        'Liberamos la preautorización de $3,360.00 MXN: no se te cobró nada.',
      );
      // Nothing more for this request: a second run, or a late answer, writes no message.
      await expireRequests({
        db: box.t.database.db,
        provider: box.t.app.deps.payments,
        now: clock.now(),
      });
      expect((await kindsFor(id)).map(([k]) => k)).toEqual([
        'host-new-request',
        'request-received',
        'request-expired',
      ]);
    } finally {
      clock.advance(-24 * 3_600_000);
    }
  });

  it('the host’s e-mail preference silences the new-request message, never the guest’s receipts', async () => {
    await box.t.database.db
      .update(clients)
      .set({ notifyEmail: false })
      .where(eq(clients.id, box.host.client.id));
    const { id } = await request();
    expect(await kindsFor(id)).toEqual([['request-received', 'ana@example.mx']]);
    const rows = await box.t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'host-new-request'));
    expect(rows).toEqual([]);
  });
});
