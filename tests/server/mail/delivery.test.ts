import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../../server/db/client.ts';
import { clients, mailOutbox } from '../../../server/db/schema.ts';
import { mailDeliveryJob } from '../../../server/jobs/mail-delivery.ts';
import { startJobs } from '../../../server/jobs/runner.ts';
import {
  deliverDueMail,
  MAIL_DELIVERY,
  retryDelayMs,
  type DeliveryDeps,
} from '../../../server/mail/delivery.ts';
import { enqueueMail, MAIL_CHANNEL } from '../../../server/mail/outbox-repository.ts';
import { listen } from '../../../server/db/listen.ts';
import {
  fileTransport,
  smtpTransport,
  type MailTransport,
} from '../../../server/mail/transport.ts';
import { charge, chargeBody, createCabin, tokenFor } from '../payments-fixtures.ts';
import { createTestApp, databases, type TestApp } from '../helpers.ts';
import { parseIcsEvent, startSmtpServer } from './smtp-test-server.ts';

const FROM = 'Refugio <reservas@refugio.mx>';
const APP_URL = 'https://refugio.example.mx';

/** A clock the test moves by hand. */
function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

async function outboxRows(db: Db) {
  return db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

/** A reset message for `to`: the smallest message, enqueued the way every message is. */
async function enqueueReset(db: Db, to: string, now: Date) {
  return db.transaction((tx) =>
    enqueueMail(
      tx,
      { kind: 'password-reset', to, payload: { firstName: 'Ana', token: 'a'.repeat(43) } },
      now,
    ),
  );
}

describe.each(databases)('mail delivery on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;
  let clock: ReturnType<typeof manualClock>;
  /** Where the app's own transport (no SMTP_URL) writes .eml files. */
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'refugio-mail-test-'));
    t = await createTestApp(kind, { seed: false, mail: fileTransport(directory) });
    smtp = await startSmtpServer({ refuseRecipients: ['nadie@refugio.mx'] });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
    rmSync(directory, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
    smtp.reset();
    transport = smtpTransport(smtp.url);
    clock = manualClock();
  });
  afterEach(() => transport.close());

  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db: t.database.db,
    transport,
    from: FROM,
    appUrl: APP_URL,
    now: clock.now,
    ...overrides,
  });

  it('writes the confirmation in the payment’s transaction and delivers it with its .ics', async () => {
    const cabin = await createCabin(t.database.db, {
      name: 'Cabaña <El Roble>',
      address: 'Camino al Tigre 12',
      population: 'Mazamitla',
      state: 'Jalisco',
      latitude: 19.91512,
      longitude: -103.01987,
    });
    const stay = { checkIn: '2027-01-15', checkOut: '2027-01-18', guests: 2 };
    const token = await tokenFor(t.app, '4111111111111111');
    const res = await charge(t.app, chargeBody(cabin.id, token, stay));
    expect(res.statusCode).toBe(200);
    const reservationId = res.json<{ data: { reservationId: string } }>().data.reservationId;
    clock = manualClock();

    const [row] = await outboxRows(t.database.db);
    expect(row).toMatchObject({
      kind: 'booking-confirmed',
      recipient: 'ana@example.mx',
      status: 'pending',
      attempts: 0,
    });

    expect(await deliverDueMail(deps())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const { mail, recipients } = smtp.received[0];
    expect(recipients).toEqual(['ana@example.mx']);
    expect(mail.subject).toBe('Reserva confirmada: Cabaña <El Roble>');
    expect(mail.from?.value).toEqual([{ name: 'Refugio', address: 'reservas@refugio.mx' }]);
    expect(mail.messageId).toBe(`<${row.id}@refugio.mx>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Llegada: 15 de enero de 2027');
    expect(mail.text).toContain('Salida: 18 de enero de 2027');
    expect(mail.text).toContain('Total pagado: $5,040.00 MXN');
    expect(mail.text).toContain('Tarjeta: Visa •••• 1111');
    expect(mail.text).toContain(`${APP_URL}/my-reservations`);
    expect(mail.html).toContain('Cabaña &lt;El Roble&gt;');
    expect(mail.html).not.toContain('<El Roble>');

    const [ics] = mail.attachments;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.filename).toBe(`reserva-${reservationId.slice(-8)}.ics`);
    const { event, vevent } = parseIcsEvent(ics.content.toString('utf8'));
    expect(event.uid).toBe(`${reservationId}@refugio`);
    expect(event.summary).toBe('Estancia en Cabaña <El Roble>');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-01-15');
    expect(event.endDate.toString()).toBe('2027-01-18');
    expect(event.location).toBe('Cabaña <El Roble>\nCamino al Tigre 12, Mazamitla, Jalisco');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([19.91512, -103.01987]);

    const [sent] = await outboxRows(t.database.db);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, claimToken: null });
    expect(sent.sentAt).toEqual(clock.now());
    // A second run finds nothing to send.
    expect(await deliverDueMail(deps())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('writes nothing for a charge that is declined', async () => {
    const cabin = await createCabin(t.database.db);
    const token = await tokenFor(t.app, '4222222222222220');
    const res = await charge(
      t.app,
      chargeBody(cabin.id, token, { checkIn: '2027-02-01', checkOut: '2027-02-03' }),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await outboxRows(t.database.db)).toEqual([]);
  });

  it('rolls the message back with a transaction that fails', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(
          tx,
          {
            kind: 'password-reset',
            to: 'ana@example.mx',
            payload: { firstName: 'Ana', token: 'x' },
          },
          clock.now(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows(t.database.db)).toEqual([]);
  });

  it('sends each message once when two servers deliver at the same time', async () => {
    for (let i = 0; i < 25; i++)
      await enqueueReset(t.database.db, `ana${i}@example.mx`, clock.now());
    // Another server on the same database: its own connection pool on PostgreSQL. PGlite is one
    // process's database, so there the two deliveries run concurrently in this process.
    let other: Database | null = null;
    if (kind === 'postgres') {
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      other = await openDatabase({
        databaseUrl: pool.options.connectionString!,
        dataDir: 'memory://',
      });
    }
    const otherTransport = smtpTransport(smtp.url);
    try {
      const reports = await Promise.all([
        deliverDueMail(deps()),
        deliverDueMail(deps({ db: (other ?? t.database).db, transport: otherTransport })),
        deliverDueMail(deps()),
      ]);
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(25);
    } finally {
      otherTransport.close();
      await other?.close();
    }
    const addresses = smtp.received.flatMap((r) => r.recipients).sort();
    expect(addresses).toHaveLength(25);
    expect(new Set(addresses).size).toBe(25);
    expect((await outboxRows(t.database.db)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('retries after the SMTP server refuses, waiting its backoff, then sends once', async () => {
    await enqueueReset(t.database.db, 'ana@example.mx', clock.now());
    smtp.answerWith(() => ({ accept: false, code: 451, message: 'Try again later' }));

    expect(await deliverDueMail(deps())).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await outboxRows(t.database.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimToken: null });
    expect(row.lastError).toContain('Try again later');
    expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));

    smtp.answerWith(() => ({ accept: true }));
    // Not before its time.
    clock.advance(retryDelayMs(1) - 1_000);
    expect(await deliverDueMail(deps())).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(1_000);
    expect(await deliverDueMail(deps())).toEqual({ sent: 1, retried: 0, failed: 0 });
    [row] = await outboxRows(t.database.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.dataCommands()).toBe(2);
  });

  it('records the failure after MAIL_DELIVERY.maxAttempts refusals, each after a longer wait', async () => {
    await enqueueReset(t.database.db, 'ana@example.mx', clock.now());
    smtp.answerWith(() => ({ accept: false, code: 421, message: 'Service not available' }));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_DELIVERY.maxAttempts; attempt++) {
      const report = await deliverDueMail(deps());
      const [row] = await outboxRows(t.database.db);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAIL_DELIVERY.maxAttempts) {
        expect(report).toEqual({ sent: 0, retried: 1, failed: 0 });
        const wait = row.nextAttemptAt.getTime() - clock.now().getTime();
        waits.push(wait);
        clock.advance(wait);
      } else {
        expect(report).toEqual({ sent: 0, retried: 0, failed: 1 });
      }
    }
    expect(waits).toEqual([30_000, 120_000, 480_000, 1_920_000, 7_680_000]);
    const [row] = await outboxRows(t.database.db);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_DELIVERY.maxAttempts });
    expect(row.failedAt).toEqual(clock.now());
    expect(row.lastError).toContain('Service not available');
    // The reset link's token is not kept in a message that will never leave.
    expect(row.payload).toBeNull();
    clock.advance(24 * 3_600_000);
    expect(await deliverDueMail(deps())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.dataCommands()).toBe(MAIL_DELIVERY.maxAttempts);
  });

  it('fails at once for a recipient the server does not know (550)', async () => {
    await enqueueReset(t.database.db, 'nadie@refugio.mx', clock.now());
    expect(await deliverDueMail(deps())).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await outboxRows(t.database.db);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('No such mailbox');
  });

  it('takes back a message whose sender died once its lease runs out', async () => {
    const id = await enqueueReset(t.database.db, 'ana@example.mx', clock.now());
    await t.database.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: 1,
        claimToken: 'dead-sender',
        lockedUntil: new Date(clock.now().getTime() + MAIL_DELIVERY.leaseMs),
      })
      .where(eq(mailOutbox.id, id!));
    expect(await deliverDueMail(deps())).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(MAIL_DELIVERY.leaseMs);
    expect(await deliverDueMail(deps())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('erases a reset link from the outbox once it is sent', async () => {
    await enqueueReset(t.database.db, 'ana@example.mx', clock.now());
    await deliverDueMail(deps());
    const [row] = await outboxRows(t.database.db);
    expect(row.status).toBe('sent');
    expect(row.payload).toBeNull();
    expect(smtp.received[0].mail.text).toContain(
      `${APP_URL}/reset-password?token=${'a'.repeat(43)}`,
    );
  });

  it('records a message it cannot draw as failed, without sending it', async () => {
    await t.database.db.insert(mailOutbox).values({
      id: 'broken',
      kind: 'no-such-kind',
      recipient: 'ana@example.mx',
      payload: {},
      nextAttemptAt: clock.now(),
    });
    expect(await deliverDueMail(deps())).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await outboxRows(t.database.db);
    expect(row).toMatchObject({ status: 'failed', lastError: 'unknown mail kind no-such-kind' });
    expect(smtp.dataCommands()).toBe(0);
  });

  it('NOTIFYs listeners on every connection when the enqueueing transaction commits, not before', async () => {
    let calls = 0;
    const stop = await listen(t.database, MAIL_CHANNEL, () => calls++);
    try {
      // Once on subscribing: anything committed before.
      expect(calls).toBe(1);
      await t.database.db
        .transaction(async (tx) => {
          await enqueueMail(
            tx,
            {
              kind: 'password-reset',
              to: 'ana@example.mx',
              payload: { firstName: 'A', token: 't' },
            },
            clock.now(),
          );
          tx.rollback();
        })
        .catch(() => {});
      await t.database.db.transaction(async (tx) => {
        await enqueueMail(
          tx,
          { kind: 'password-reset', to: 'ana@example.mx', payload: { firstName: 'A', token: 't' } },
          clock.now(),
        );
        expect(calls).toBe(1);
      });
      await expect.poll(() => calls).toBe(2);
      expect(await outboxRows(t.database.db)).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  describe('without SMTP_URL', () => {
    beforeEach(() => {
      for (const name of readdirSync(directory)) rmSync(join(directory, name));
    });

    it('writes each message as an .eml file a mail app opens', async () => {
      const id = await enqueueReset(t.database.db, 'ana@example.mx', clock.now());
      const files = fileTransport(directory);
      expect(await deliverDueMail(deps({ transport: files }))).toEqual({
        sent: 1,
        retried: 0,
        failed: 0,
      });
      const names = readdirSync(directory);
      const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
      expect(names).toEqual([`${stamp}-password-reset-${id}.eml`]);
      const mail = await simpleParser(readFileSync(join(directory, names[0])));
      expect(mail.subject).toBe('Restablece tu contraseña de Refugio');
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ana@example.mx');
      expect(mail.text).toContain('El enlace vence en 1 hora y solo funciona una vez.');
      expect(mail.html).toContain('Elegir una contraseña nueva');
    });

    it('delivers as soon as the change commits: the job wakes on the NOTIFY, not its interval', async () => {
      const stop = startJobs(t.app, [{ ...mailDeliveryJob, everyMs: 3_600_000 }]);
      try {
        // The job's first run happens at start and finds nothing.
        await t.database.db.transaction(async (tx) => {
          await enqueueMail(
            tx,
            {
              kind: 'password-reset',
              to: 'ana@example.mx',
              payload: { firstName: 'Ana', token: 't' },
            },
            new Date(),
          );
          expect(readdirSync(directory)).toEqual([]);
        });
        await expect
          .poll(async () => (await outboxRows(t.database.db))[0].status, { timeout: 10_000 })
          .toBe('sent');
        expect(readdirSync(directory)).toHaveLength(1);
      } finally {
        await stop();
      }
    });
  });
});

describe.each(databases)('mail preferences on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  async function client(email: string, notifyEmail: boolean) {
    const [row] = await t.database.db
      .insert(clients)
      .values({
        id: `cl-${email}`,
        email,
        passwordHash: 'x',
        firstName: 'Lupita',
        lastName: 'Anfitriona',
        notifyEmail,
      })
      .returning();
    return row;
  }

  async function payAs(
    clientToken: string | null,
    cabinId: string,
    stay: { checkIn: string; checkOut: string },
  ) {
    const token = await tokenFor(t.app, '4111111111111111');
    const res = await charge(
      t.app,
      chargeBody(cabinId, token, stay),
      clientToken ? { authorization: `Bearer ${clientToken}` } : {},
    );
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { reservationId: string } }>().data.reservationId;
  }

  it('sends the host a new-booking message to the cabin’s owner, honouring their preference', async () => {
    {
      const host = await client('lupita@example.mx', true);
      const quietHost = await client('callado@example.mx', false);
      const cabin = await createCabin(t.database.db, { name: 'Cabaña Lupita' });
      const quietCabin = await createCabin(t.database.db, { name: 'Cabaña Callada' });
      await t.database.db.execute(
        sql`update cabins set owner_id = ${host.id} where id = ${cabin.id}`,
      );
      await t.database.db.execute(
        sql`update cabins set owner_id = ${quietHost.id} where id = ${quietCabin.id}`,
      );

      const reservationId = await payAs(null, cabin.id, {
        checkIn: '2027-03-01',
        checkOut: '2027-03-03',
      });
      await payAs(null, quietCabin.id, { checkIn: '2027-03-01', checkOut: '2027-03-03' });

      const rows = await t.database.db
        .select()
        .from(mailOutbox)
        .orderBy(mailOutbox.createdAt, mailOutbox.kind);
      expect(rows.map((r) => [r.kind, r.recipient])).toEqual([
        ['booking-confirmed', 'ana@example.mx'],
        ['host-new-booking', 'lupita@example.mx'],
        ['booking-confirmed', 'ana@example.mx'],
      ]);
      const hostRow = rows.find((r) => r.kind === 'host-new-booking')!;
      expect(hostRow.clientId).toBe(host.id);
      expect(hostRow.payload).toMatchObject({
        reservationId,
        hostFirstName: 'Lupita',
        guestFirstName: 'Ana',
        guestLastName: 'Ruiz',
        specialRequests: 'Llegamos tarde',
        subtotalCents: 300_000,
      });
    }
  });

  it('sends receipts whatever the guest’s e-mail preference, and skips optional messages', async () => {
    await t.database.db.delete(mailOutbox);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ana',
        lastName: 'Callada',
        email: 'ana.callada@example.mx',
        password: 'montaña-2026',
        confirmPassword: 'montaña-2026',
        acceptTerms: true,
      },
    });
    const { token, client: guest } = registered.json<{
      data: { token: string; client: { id: string } };
    }>().data;
    const quiet = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: { authorization: `Bearer ${token}` },
      payload: { notifications: { email: false, sms: false }, newsletter: false },
    });
    expect(quiet.statusCode).toBe(200);

    const cabin = await createCabin(t.database.db);
    await payAs(token, cabin.id, { checkIn: '2027-04-01', checkOut: '2027-04-03' });
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows.map((r) => [r.kind, r.clientId])).toEqual([['booking-confirmed', guest.id]]);

    const skipped = await t.database.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          kind: 'host-new-booking',
          to: 'ana.callada@example.mx',
          clientId: guest.id,
          payload: rows[0].payload as never,
        },
        new Date(),
      ),
    );
    expect(skipped).toBeNull();
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
