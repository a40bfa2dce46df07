import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { AUTH_RATE_LIMITS } from '../../server/routes/auth.ts';
import { databases, openTestDatabase, realTimeClock } from './helpers.ts';

/**
 * Passwords, session tokens (JWTs), Authorization headers and password hashes must never reach the
 * log, whatever the level. The whole login flow runs with the logger at `trace` into a captured
 * stream — buildApp lays the level and the stream over the production logger options
 * (server/log-options.ts: redaction and error serializer) — then every line is searched.
 */

const PASSWORD = 'Cabaña-Secreta-7391';
const WRONG_PASSWORD = 'Equivocada-Clave-5824';
const SHORT_PASSWORD = 'x9Q!z';
/** Anything shaped like a JWT (base64url JSON header "{"…). */
const JWT_LIKE = /eyJ[A-Za-z0-9_-]{5,}/;

describe.each(databases)('secrets stay out of the log in the login flow on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];
  /** Every token the server issued and every Authorization header value sent. */
  const tokens: string[] = [];
  const authorizations: string[] = [];
  const passwords = [PASSWORD, WRONG_PASSWORD, SHORT_PASSWORD];
  const statuses: Record<string, number> = {};

  let ip = 0;
  async function call(name: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    const authorization = options.headers?.authorization;
    if (typeof authorization === 'string') authorizations.push(authorization);
    const res = await app.inject({ remoteAddress: `10.7.0.${(ip++ % 250) + 1}`, ...options });
    statuses[name] = res.statusCode;
    const token = (res.json() as { data?: { token?: string } }).data?.token;
    if (token) tokens.push(token);
    return res;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({ LOG_LEVEL: 'trace' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      { config, database, clock: realTimeClock(config.TODAY) },
      { logger: { level: 'trace', stream } },
    );
    await app.ready();

    const registration = {
      firstName: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia@example.mx',
      phone: '5512345678',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    };
    const registered = await call('register', {
      method: 'POST',
      url: '/api/auth/register',
      payload: registration,
    });
    const registerToken = registered.json().data.token as string;
    await call('register again', {
      method: 'POST',
      url: '/api/auth/register',
      payload: registration,
    });
    // A database failure mid-registration (here a constraint refusing one e-mail) is a 500 whose
    // error is logged: the failed query's parameters include the new password hash.
    await database.db.execute(
      sql.raw(
        `alter table clients add constraint auth_secrets_fail check (email <> 'fallo@example.mx') not valid`,
      ),
    );
    await call('register database failure', {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration, email: 'fallo@example.mx' },
    });
    await call('register mismatch', {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration, email: 'otra@example.mx', confirmPassword: WRONG_PASSWORD },
    });

    const login = await call('login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia@example.mx', password: PASSWORD, rememberMe: true },
    });
    const token = login.json().data.token as string;
    await call('login wrong password', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia@example.mx', password: WRONG_PASSWORD },
    });
    await call('login unknown e-mail', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@example.mx', password: PASSWORD },
    });
    await call('login short password', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia@example.mx', password: SHORT_PASSWORD },
    });
    await call('login malformed JSON', {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"lucia@example.mx","password":"${PASSWORD}"`,
    });
    await call('login form-encoded', {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=lucia%40example.mx&password=${encodeURIComponent(PASSWORD)}`,
    });
    // Past the per-e-mail limit, with the right password in the refused request.
    for (let i = 0; i < AUTH_RATE_LIMITS.login.perEmail.max; i++) {
      await call('login limited', {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'limite@example.mx', password: WRONG_PASSWORD },
      });
    }
    await call('login rate limited', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'limite@example.mx', password: PASSWORD },
    });

    await call('check', { method: 'GET', url: '/api/auth/check', headers: bearer(token) });
    await call('check register token', {
      method: 'GET',
      url: '/api/auth/check',
      headers: bearer(registerToken),
    });
    await call('profile', {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      // Password fields a client might wrongly send along: ignored, and not logged.
      payload: {
        firstName: 'Lucía',
        lastName: 'Pérez Soto',
        phone: '5598765432',
        password: PASSWORD,
        currentPassword: PASSWORD,
        newPassword: WRONG_PASSWORD,
      },
    });
    await call('preferences', {
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: bearer(token),
      payload: { notifications: { email: false, sms: true }, newsletter: true },
    });
    await call('my reservations', {
      method: 'GET',
      url: '/api/auth/my-reservations',
      headers: bearer(token),
    });
    const refreshed = await call('refresh', {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    });
    const newToken = refreshed.json().data.token as string;
    await call('refresh again (revoked)', {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    });
    await call('check tampered', {
      method: 'GET',
      url: '/api/auth/check',
      headers: bearer(`${newToken.slice(0, -4)}AAAA`),
    });
    await call('check other scheme', {
      method: 'GET',
      url: '/api/auth/check',
      headers: {
        authorization: `Basic ${Buffer.from(`lucia@example.mx:${PASSWORD}`).toString('base64')}`,
      },
    });
    await call('logout', { method: 'POST', url: '/api/auth/logout', headers: bearer(newToken) });
    await call('check after logout', {
      method: 'GET',
      url: '/api/auth/check',
      headers: bearer(newToken),
    });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('drove the flow it meant to, and logged it at trace level', () => {
    expect(statuses).toMatchObject({
      register: 201,
      'register again': 409,
      'register database failure': 500,
      'register mismatch': 400,
      login: 200,
      'login wrong password': 401,
      'login unknown e-mail': 401,
      'login short password': 400,
      'login malformed JSON': 400,
      'login form-encoded': 415,
      'login rate limited': 429,
      check: 200,
      'check register token': 200,
      profile: 200,
      preferences: 200,
      'my reservations': 200,
      refresh: 200,
      'refresh again (revoked)': 401,
      'check tampered': 401,
      'check other scheme': 401,
      logout: 200,
      'check after logout': 401,
    });
    expect(tokens).toHaveLength(3);
    const text = lines.join('');
    for (const url of ['/api/auth/login', '/api/auth/register', '/api/auth/refresh']) {
      expect(text).toContain(url);
    }
    expect(app.log.level).toBe('trace');
    // The database failure is still logged usefully: the query and the database's reason.
    const failure = lines.find((line) => line.includes('unhandled error'));
    expect(failure).toContain('Failed query: insert into');
    expect(failure).toContain('auth_secrets_fail');
    expect(failure).toContain('params: [oculto]');
  });

  it('never logs a password, a token or an Authorization header', () => {
    expect(lines.length).toBeGreaterThan(40);
    for (const line of lines) {
      for (const password of passwords) {
        expect(line).not.toContain(password);
        expect(line).not.toContain(encodeURIComponent(password));
      }
      for (const token of tokens) {
        expect(line).not.toContain(token);
        // Not the signature alone either (the part a forger lacks).
        expect(line).not.toContain(token.split('.')[2]);
      }
      expect(line).not.toMatch(JWT_LIKE);
      for (const authorization of authorizations) {
        expect(line).not.toContain(authorization);
        expect(line).not.toContain(authorization.split(' ')[1]);
      }
      expect(line).not.toContain('$argon2');
    }
  });
});
