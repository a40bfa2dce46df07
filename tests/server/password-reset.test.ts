import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients, mailOutbox, passwordResetTokens } from '../../server/db/schema.ts';
import { deliverDueMail } from '../../server/mail/delivery.ts';
import { smtpTransport } from '../../server/mail/transport.ts';
import { AUTH_RATE_LIMITS } from '../../server/routes/auth.ts';
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  PASSWORD_RESET_MESSAGES,
} from '../../src/shared/validation/auth.ts';
import type { AuthResponse } from '../../src/shared/types.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';
import { startSmtpServer } from './mail/smtp-test-server.ts';

const PASSWORD = 'montaña-2026';
const NEW_PASSWORD = 'cabaña-nueva-2027';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(databases)('password reset on %s', (kind) => {
  let t: TestApp;
  let ipCounter = 0;
  let emailCounter = 0;
  /** Each call from its own address unless told, so per-IP limits never leak between tests. */
  function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    return t.app.inject({ remoteAddress: `10.1.0.${(++ipCounter % 250) + 1}`, ...options });
  }
  const requestReset = (email: unknown, remoteAddress?: string) =>
    call({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const confirm = (payload: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/auth/password-reset/confirm', payload });
  const login = (email: string, password: string) =>
    call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  async function registerAccount() {
    const email = `viajera${++emailCounter}@example.mx`;
    const res = await call({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Lucía',
        lastName: 'Prueba',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return { email, ...(res.json() as Required<AuthResponse>).data };
  }

  /** The raw token of the newest reset e-mail to `email`, read from the outbox before delivery. */
  async function tokenMailedTo(email: string): Promise<string> {
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(mailOutbox.createdAt);
    const payload = rows.at(-1)?.payload as { token: string } | undefined;
    if (!payload) throw new Error(`no reset e-mail to ${email}`);
    return payload.token;
  }

  async function counts() {
    const [[tokens], [mails], [accounts]] = await Promise.all([
      t.database.db.select({ n: count() }).from(passwordResetTokens),
      t.database.db.select({ n: count() }).from(mailOutbox),
      t.database.db.select({ n: count() }).from(clients),
    ]);
    return { tokens: tokens.n, mails: mails.n, accounts: accounts.n };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/password-reset', () => {
    it('e-mails a link valid one hour and keeps only the hash of its token', async () => {
      const account = await registerAccount();
      const before = Date.now();
      const res = await requestReset(account.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
      expect(res.headers['cache-control']).toBe('no-store');

      const token = await tokenMailedTo(account.email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.clientId, account.client.id));
      expect(row.tokenHash).toBe(sha256(token));
      expect(row.usedAt).toBeNull();
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(
        AUTH_LIMITS.resetLinkMinutes * 60_000,
      );
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, account.email));
      expect(mail).toMatchObject({ kind: 'password-reset', clientId: account.client.id });
    });

    it('answers an unknown e-mail exactly the same, and writes nothing', async () => {
      const before = await counts();
      const res = await requestReset('nadie.registrado@example.mx');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['ana@', AUTH_MESSAGES.emailInvalid],
      ['', AUTH_MESSAGES.emailRequired],
      [undefined, AUTH_MESSAGES.emailRequired],
      [42, AUTH_MESSAGES.emailInvalid],
    ])('answers 400 for the e-mail %j and writes nothing', async (email, message) => {
      const before = await counts();
      const res = await requestReset(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, fields: { email: message } });
      expect(await counts()).toEqual(before);
    });

    it('limits requests per e-mail, registered or not, with the same Spanish 429', async () => {
      const account = await registerAccount();
      const limit = AUTH_RATE_LIMITS.passwordReset.perEmail.max;
      const answers: Record<string, LightMyRequestResponse[]> = { known: [], unknown: [] };
      for (let i = 0; i <= limit; i++) {
        answers.known.push(await requestReset(account.email));
        answers.unknown.push(await requestReset(`desconocida${emailCounter}@example.mx`));
      }
      for (const list of Object.values(answers)) {
        expect(list.slice(0, limit).map((r) => r.statusCode)).toEqual(Array(limit).fill(200));
        const refused = list[limit];
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({
          success: false,
          message: `${AUTH_RATE_LIMITS.passwordReset.message}. Intenta de nuevo en 60 minutos.`,
        });
      }
      expect(answers.known[limit].json()).toEqual(answers.unknown[limit].json());
    });

    it('limits requests per address', async () => {
      const limit = AUTH_RATE_LIMITS.passwordReset.perIp.max;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        statuses.push((await requestReset(`otra${i}@example.mx`, '10.2.0.1')).statusCode);
      }
      expect(statuses).toEqual([...Array(limit).fill(200), 429]);
    });
  });

  describe('POST /api/auth/password-reset/confirm', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp.close());
    beforeEach(() => smtp.reset());

    it('sets the password from the e-mailed link, ends every session and signs in', async () => {
      const account = await registerAccount();
      const other = (await login(account.email, PASSWORD)).json() as Required<AuthResponse>;
      expect((await requestReset(account.email)).statusCode).toBe(200);

      const transport = smtpTransport(smtp.url);
      try {
        await deliverDueMail({
          db: t.database.db,
          transport,
          from: t.config.MAIL_FROM,
          appUrl: t.config.appUrl,
          now: () => new Date(),
        });
      } finally {
        transport.close();
      }
      const mail = smtp.received.find((r) => r.recipients.includes(account.email))!.mail;
      expect(mail.subject).toBe('Restablece tu contraseña de Refugio');
      const link = /(http\S+\/reset-password\?token=(\S+))/.exec(mail.text ?? '')!;
      expect(link[1].startsWith(`${t.config.appUrl}/reset-password?token=`)).toBe(true);
      expect(mail.html).toContain(`href="${link[1]}"`);
      // Once sent, the outbox keeps no usable link.
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, account.email));
      expect(row).toMatchObject({ status: 'sent', payload: null });

      const res = await confirm({
        token: decodeURIComponent(link[2]),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Required<AuthResponse>;
      expect(body).toMatchObject({
        success: true,
        message: PASSWORD_RESET_MESSAGES.done,
        data: { client: { id: account.client.id, email: account.email, isEmailVerified: true } },
      });
      expect(Object.keys(body.data.client)).not.toContain('passwordHash');

      const check = await call({
        method: 'GET',
        url: '/api/auth/check',
        headers: bearer(body.data.token),
      });
      expect(check.statusCode).toBe(200);
      for (const old of [account.token, other.data.token]) {
        const refused = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(old) });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe('Tu sesión fue cerrada. Inicia sesión de nuevo.');
      }
      expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a link used once, and every other link of the account with it', async () => {
      const account = await registerAccount();
      await requestReset(account.email);
      const first = await tokenMailedTo(account.email);
      await requestReset(account.email);
      const second = await tokenMailedTo(account.email);
      expect(second).not.toBe(first);

      const ok = await confirm({
        token: second,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(ok.statusCode).toBe(200);
      for (const token of [second, first]) {
        const again = await confirm({
          token,
          password: 'otra-clave',
          confirmPassword: 'otra-clave',
        });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toMatchObject({
          success: false,
          message: PASSWORD_RESET_MESSAGES.used,
        });
      }
      expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous uses of a link through', async () => {
      const account = await registerAccount();
      await requestReset(account.email);
      const token = await tokenMailedTo(account.email);
      const answers = await Promise.all(
        ['primera-clave', 'segunda-clave'].map((password) =>
          confirm({ token, password, confirmPassword: password }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(
        PASSWORD_RESET_MESSAGES.used,
      );
    });

    it('refuses a link older than an hour and changes nothing', async () => {
      const account = await registerAccount();
      await requestReset(account.email);
      const token = await tokenMailedTo(account.email);
      // An hour has passed since the e-mail.
      await t.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, sha256(token)));
      const res = await confirm({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: PASSWORD_RESET_MESSAGES.expired,
      });
      expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
      const check = await call({
        method: 'GET',
        url: '/api/auth/check',
        headers: bearer(account.token),
      });
      expect(check.statusCode).toBe(200);
    });

    it.each([
      ['an unknown token', { token: 'A'.repeat(43) }, PASSWORD_RESET_MESSAGES.invalid],
      ['a malformed token', { token: 'abc' }, PASSWORD_RESET_MESSAGES.invalid],
      ['no token', { token: undefined }, PASSWORD_RESET_MESSAGES.invalid],
      ['passwords that differ', { confirmPassword: 'otra-cosa' }, AUTH_MESSAGES.passwordsMismatch],
      [
        'a short password',
        { password: '12345', confirmPassword: '12345' },
        AUTH_MESSAGES.passwordMin,
      ],
    ])('answers 400 for %s and leaves the link usable', async (_what, overrides, message) => {
      const account = await registerAccount();
      await requestReset(account.email);
      const token = await tokenMailedTo(account.email);
      const res = await confirm({
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...overrides,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
      const ok = await confirm({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(ok.statusCode).toBe(200);
    });
  });
});
