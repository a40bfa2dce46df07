import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../server/db/schema.ts';
import { sessionSweepJob } from '../../server/jobs/session-sweep.ts';
import { AUTH_RATE_LIMITS } from '../../server/routes/auth.ts';
import {
  createTestApp,
  databases,
  registerClient,
  testClock,
  type TestApp,
  type TestClock,
} from './helpers.ts';

const DAY = 86_400_000;
const MAX_DAYS = 10;

/** Refresh, session maximum age and the sweep of dead sessions (issue 14), on each database. */
describe.each(databases)('sessions on %s', (kind) => {
  let testApp: TestApp;
  let clock: TestClock;
  let address = 0;
  const nextAddress = () => `10.88.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  beforeAll(async () => {
    clock = testClock();
    testApp = await createTestApp(kind, {
      seed: false,
      clock,
      config: { SESSION_MAX_DAYS: MAX_DAYS },
    });
  });
  afterAll(async () => testApp?.close());

  const refresh = (token: string, remoteAddress = nextAddress()) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
    });
  const check = (token: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { authorization: `Bearer ${token}` },
    });
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      iat: number;
      exp: number;
    };

  it('answers 429 beyond 30 refreshes a minute from one client', async () => {
    const { max } = AUTH_RATE_LIMITS.refresh.perClient;
    let { token } = await registerClient(testApp.app);
    for (let i = 0; i < max; i++) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.json().data.token;
    }
    const over = await refresh(token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false });
    expect(over.json().message).toMatch(/^Demasiadas renovaciones de sesión\. Intenta de nuevo en/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The refused refresh changed nothing: the token still works.
    expect((await check(token)).statusCode).toBe(200);
    clock.advance(61_000);
  });

  it('answers 429 beyond 30 refreshes a minute from one address, signed in or not', async () => {
    const { max } = AUTH_RATE_LIMITS.refresh.perIp;
    const from = nextAddress();
    for (let i = 0; i < max; i++) {
      const res = await refresh('no.es.token', from);
      expect(res.statusCode).toBe(401);
    }
    const { token } = await registerClient(testApp.app);
    const over = await refresh(token, from);
    expect(over.statusCode).toBe(429);
    expect((await refresh(token)).statusCode).toBe(200);
    clock.advance(61_000);
  });

  it('never extends a session beyond its sign-in time plus SESSION_MAX_DAYS', async () => {
    const signedUp = await registerClient(testApp.app);
    const signedInAt = Math.floor(clock.now().getTime() / 1000);
    let token = signedUp.token;
    // A 24-hour session refreshed every 20 hours: it slides until the maximum age, then ends.
    for (let day = 1; ; day++) {
      clock.advance(20 * 3_600_000);
      const res = await refresh(token);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Tu sesión ha expirado. Inicia sesión de nuevo.');
        expect(clock.now().getTime()).toBeGreaterThanOrEqual(
          (signedInAt + MAX_DAYS * 86_400) * 1000,
        );
        break;
      }
      token = res.json().data.token;
      expect(claimsOf(token).exp).toBeLessThanOrEqual(signedInAt + MAX_DAYS * 86_400);
      expect(day).toBeLessThan(MAX_DAYS * 2);
    }
    expect((await check(token)).statusCode).toBe(401);
    const [row] = await testApp.database.db
      .select({ signedInAt: authSessions.signedInAt })
      .from(authSessions)
      .where(eq(authSessions.clientId, signedUp.client.id))
      .orderBy(authSessions.createdAt)
      .limit(1);
    expect(row.signedInAt.getTime()).toBe(signedInAt * 1000);
  });

  it('caps a remember-me sign-in at SESSION_MAX_DAYS too', async () => {
    const email = `recordar-${Date.now()}@example.mx`;
    await registerClient(testApp.app, email);
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { email, password: 'secreto123', rememberMe: true },
    });
    expect(res.statusCode).toBe(200);
    const { iat, exp } = claimsOf(res.json().data.token);
    expect(exp - iat).toBe(MAX_DAYS * 86_400);
  });

  it('the sweep purges expired sessions and those revoked over a day ago', async () => {
    const db = testApp.database.db;
    const live = await registerClient(testApp.app);
    const loggedOut = await registerClient(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: loggedOut.headers,
    });
    const rowsOf = async (clientId: string) =>
      (
        await db
          .select({ n: count() })
          .from(authSessions)
          .where(eq(authSessions.clientId, clientId))
      )[0].n;
    await sessionSweepJob.run(testApp.app);
    // Just revoked: kept, so its token still hears "your session was closed".
    expect(await rowsOf(loggedOut.client.id)).toBe(1);
    expect((await check(loggedOut.token)).json().message).toBe(
      'Tu sesión fue cerrada. Inicia sesión de nuevo.',
    );
    clock.advance(DAY + 60_000);
    const before = (await db.select({ n: count() }).from(authSessions))[0].n;
    await sessionSweepJob.run(testApp.app);
    expect(await rowsOf(loggedOut.client.id)).toBe(0);
    // The 24-hour session has expired too; of every earlier test's rows only the remember-me
    // session, still live, is left.
    expect(await rowsOf(live.client.id)).toBe(0);
    const after = (await db.select({ n: count() }).from(authSessions))[0].n;
    expect(before).toBeGreaterThan(after);
    expect(after).toBe(1);
  });
});
