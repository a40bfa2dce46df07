import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clients, mailOutbox } from '../../../server/db/schema.ts';
import { deliverDueMail } from '../../../server/mail/delivery.ts';
import { smtpTransport, type MailTransport } from '../../../server/mail/transport.ts';
import { createTestApp, type TestApp, type TestClock } from '../helpers.ts';
import { registerHost } from '../host/host-support.ts';
import { startSmtpServer } from './smtp-test-server.ts';

const FROM = 'Refugio <reservas@refugio.mx>';
export const APP_URL = 'https://refugio.example.mx';

export interface HostMailHarness {
  readonly t: TestApp;
  readonly smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** A host named 'Lupita' who wants e-mail (reset before each test). */
  readonly host: Awaited<ReturnType<typeof registerHost>>;
  readonly hostEmail: string;
  /** Runs the mail job once at the clock's time, into the SMTP server. */
  deliver(): ReturnType<typeof deliverDueMail>;
  /** What the SMTP server received, by subject. */
  received(): Record<string, Awaited<ReturnType<typeof startSmtpServer>>['received'][number]>;
}

/**
 * The set-up of the tests that follow a booking's e-mails from the API to a real SMTP server in
 * the test process: an app on `kind` without the seed, a host, an empty outbox and SMTP server
 * before each test. Call it inside the describe block (it registers the hooks).
 */
export function hostMailHarness(kind: 'pglite' | 'postgres', clock: TestClock): HostMailHarness {
  let t: TestApp;
  let smtp: HostMailHarness['smtp'];
  let host: HostMailHarness['host'];
  let hostEmail: string;
  let transport: MailTransport;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, clock });
    smtp = await startSmtpServer();
    host = await registerHost(t.app);
    const [row] = await t.database.db
      .update(clients)
      .set({ firstName: 'Lupita' })
      .where(eq(clients.id, host.client.id))
      .returning({ email: clients.email });
    hostEmail = row.email;
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
    await t.database.db
      .update(clients)
      .set({ notifyEmail: true })
      .where(eq(clients.id, host.client.id));
    smtp.reset();
    transport = smtpTransport(smtp.url);
  });
  afterEach(() => transport.close());

  return {
    get t() {
      return t;
    },
    get smtp() {
      return smtp;
    },
    get host() {
      return host;
    },
    get hostEmail() {
      return hostEmail;
    },
    deliver: () =>
      deliverDueMail({ db: t.database.db, transport, from: FROM, appUrl: APP_URL, now: clock.now }),
    received: () =>
      Object.fromEntries(smtp.received.map((r) => [r.mail.subject ?? '', r] as const)),
  };
}
