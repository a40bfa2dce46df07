import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import '../../server/app.ts';
import { authContextPlugin } from '../../server/plugins/auth-context.ts';
import type { AuthService } from '../../server/services/auth-service.ts';
import { createPaymentProvider } from '../../server/payments/index.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { testConfig } from '../../server/config.ts';
import {
  authSessions,
  cabinPhotos,
  cabins,
  clients,
  reservations,
} from '../../server/db/schema.ts';
import { AUTH_RATE_LIMITS } from '../../server/routes/auth.ts';
import {
  resolveJwtSecret,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '../../server/services/auth-tokens.ts';
import { AUTH_MESSAGES } from '../../src/shared/validation/auth.ts';
import type { AuthResponse, ReservationListItem } from '../../src/shared/types.ts';
import {
  createTestApp,
  databases,
  openTestDatabase,
  realTimeClock,
  TEST_TODAY,
  type TestApp,
} from './helpers.ts';

const PASSWORD = 'montaña-2026';
const FEATURES = {
  generalFeatures: { wifi: true },
  views: {},
  activities: {},
  parking: {},
  restroomFeatures: {},
  kitchen: {},
  sport: {},
  livingRoom: {},
};

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.mx',
    phone: '+525512345678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(databases)('auth API on %s', (kind) => {
  let t: TestApp;
  const payloads: string[] = [];
  let ipCounter = 0;
  let emailCounter = 0;
  /** Each call comes from its own address unless told, so per-IP limits never leak between tests. */
  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await t.app.inject({ remoteAddress: `10.0.0.${++ipCounter % 250}`, ...options });
    payloads.push(res.body);
    return res;
  }
  const countClients = async () => (await t.database.db.select({ n: count() }).from(clients))[0].n;

  async function register(overrides: Record<string, unknown> = {}) {
    const res = await call({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(overrides),
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Required<AuthResponse>;
  }

  async function login(email: string, password = PASSWORD, rememberMe?: boolean) {
    return call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, rememberMe },
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates the client, signs them in and never answers the password hash', async () => {
      const body = await register({ email: '  Ana@Example.MX ', firstName: ' Ana ' });
      expect(body).toMatchObject({ success: true, message: 'Registro exitoso' });
      expect(body.data.token.split('.')).toHaveLength(3);
      expect(body.data.client).toMatchObject({
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana@example.mx',
        phone: '+525512345678',
        registrationMethod: 'email',
        isEmailVerified: false,
        oauthProviders: { google: false, facebook: false },
        preferences: { notifications: { email: true, sms: false }, newsletter: false },
      });
      expect(body.data.client.lastLogin).not.toBeNull();
      expect(Object.keys(body.data.client)).not.toContain('passwordHash');

      const [row] = await t.database.db
        .select()
        .from(clients)
        .where(eq(clients.email, 'ana@example.mx'));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(PASSWORD);

      const check = await call({
        method: 'GET',
        url: '/api/auth/check',
        headers: bearer(body.data.token),
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({
        success: true,
        data: { isAuthenticated: true, client: { email: 'ana@example.mx' } },
      });
    });

    it('stores a phone typed as 10 digits with +52, and no phone as null', async () => {
      const withDigits = await register({ email: 'digits@example.mx', phone: '33 1234-5678' });
      expect(withDigits.data.client.phone).toBe('+523312345678');
      const without = await register({ email: 'nophone@example.mx', phone: '' });
      expect(without.data.client.phone).toBeNull();
      const omitted = await register({ email: 'omitted@example.mx', phone: undefined });
      expect(omitted.data.client.phone).toBeNull();
    });

    it('refuses an e-mail already registered, whatever its case, with a Spanish 409', async () => {
      const before = await countClients();
      for (const email of ['ana@example.mx', 'ANA@EXAMPLE.MX', ' Ana@example.mx']) {
        const res = await call({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration({ email }),
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'Ya existe una cuenta registrada con este correo electrónico',
        });
      }
      expect(await countClients()).toBe(before);
    });

    it.each([
      ['firstName', { firstName: 'A' }, AUTH_MESSAGES.firstNameMin],
      ['firstName', { firstName: 'A'.repeat(61) }, AUTH_MESSAGES.firstNameMax],
      ['firstName', { firstName: 42 }, AUTH_MESSAGES.firstNameType],
      ['firstName', { firstName: undefined }, AUTH_MESSAGES.firstNameRequired],
      ['lastName', { lastName: ' B ' }, AUTH_MESSAGES.lastNameMin],
      ['lastName', { lastName: 'B'.repeat(61) }, AUTH_MESSAGES.lastNameMax],
      ['lastName', { lastName: null }, AUTH_MESSAGES.lastNameRequired],
      ['email', { email: 'ana@' }, 'Correo electrónico inválido'],
      ['email', { email: `${'a'.repeat(250)}@x.mx` }, AUTH_MESSAGES.emailMax],
      ['email', { email: ['a@b.mx'] }, 'Correo electrónico inválido'],
      ['email', { email: undefined }, AUTH_MESSAGES.emailRequired],
      ['phone', { phone: '55123' }, 'El teléfono debe tener exactamente 10 dígitos'],
      ['phone', { phone: '+1 5512345678' }, 'El teléfono debe tener exactamente 10 dígitos'],
      [
        'password',
        { password: '12345', confirmPassword: '12345' },
        'La contraseña debe tener al menos 6 caracteres',
      ],
      [
        'password',
        { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        AUTH_MESSAGES.passwordMax,
      ],
      ['password', { password: 123456, confirmPassword: '123456' }, AUTH_MESSAGES.passwordType],
      ['confirmPassword', { confirmPassword: 'otra-cosa' }, 'Las contraseñas no coinciden'],
      ['confirmPassword', { confirmPassword: undefined }, AUTH_MESSAGES.confirmPasswordRequired],
      ['acceptTerms', { acceptTerms: false }, 'Debes aceptar los términos y condiciones'],
      ['acceptTerms', { acceptTerms: 'true' }, 'Debes aceptar los términos y condiciones'],
      ['acceptTerms', { acceptTerms: undefined }, 'Debes aceptar los términos y condiciones'],
    ])('answers 400 for a bad %s (%j) and writes nothing', async (field, overrides, message) => {
      const before = await countClients();
      const res = await call({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ email: `nuevo${++emailCounter}@example.mx`, ...overrides }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, fields: { [field]: message } });
      expect(await countClients()).toBe(before);
    });

    it('lists every field message when everything is missing', async () => {
      const res = await call({ method: 'POST', url: '/api/auth/register', payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        firstName: AUTH_MESSAGES.firstNameRequired,
        lastName: AUTH_MESSAGES.lastNameRequired,
        email: AUTH_MESSAGES.emailRequired,
        password: AUTH_MESSAGES.passwordRequired,
        confirmPassword: AUTH_MESSAGES.confirmPasswordRequired,
        acceptTerms: AUTH_MESSAGES.acceptTerms,
      });
    });

    it('answers malformed JSON and non-object bodies with a Spanish 400', async () => {
      const before = await countClients();
      const malformed = await call({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "x@y.mx",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('El cuerpo de la solicitud no es JSON válido');
      const array = await call({
        method: 'POST',
        url: '/api/auth/register',
        payload: [registration()],
      });
      expect(array.statusCode).toBe(400);
      expect(array.json().message).toBe('Datos inválidos');
      expect(await countClients()).toBe(before);
    });
  });

  describe('login', () => {
    it('signs in with any casing of the e-mail and updates lastLogin', async () => {
      const [before] = await t.database.db
        .select()
        .from(clients)
        .where(eq(clients.email, 'ana@example.mx'));
      await new Promise((r) => setTimeout(r, 5));
      const res = await login('ANA@example.mx');
      expect(res.statusCode).toBe(200);
      const body = res.json() as Required<AuthResponse>;
      expect(body).toMatchObject({ success: true, data: { client: { email: 'ana@example.mx' } } });
      expect(new Date(body.data.client.lastLogin!).getTime()).toBeGreaterThan(
        before.lastLogin!.getTime(),
      );
    });

    it('issues 24-hour tokens, or 30-day tokens with rememberMe', async () => {
      const claims = (token: string) =>
        JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
          exp: number;
          iat: number;
          jti: string;
          sub: string;
        };
      const day = claims((await login('ana@example.mx')).json().data.token);
      expect(day.exp - day.iat).toBe(24 * 3600);
      const month = claims((await login('ana@example.mx', PASSWORD, true)).json().data.token);
      expect(month.exp - month.iat).toBe(30 * 24 * 3600);
      const [session] = await t.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, month.jti));
      expect(session.clientId).toBe(month.sub);
      expect(Math.round(session.expiresAt.getTime() / 1000)).toBe(month.exp);
    });

    it('refuses a wrong password or an unknown e-mail with the same Spanish 401', async () => {
      for (const res of [
        await login('ana@example.mx', 'equivocada'),
        await login('nadie@example.mx'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'Correo electrónico o contraseña incorrectos',
        });
      }
    });

    it.each([
      [{ email: 'ana@example.mx' }, 'password', AUTH_MESSAGES.passwordRequired],
      [{ email: 'ana@example.mx', password: '123' }, 'password', AUTH_MESSAGES.passwordMin],
      [{ email: 'no-es-correo', password: PASSWORD }, 'email', 'Correo electrónico inválido'],
      [{ password: PASSWORD }, 'email', AUTH_MESSAGES.emailRequired],
      [
        { email: 'ana@example.mx', password: PASSWORD, rememberMe: 'si' },
        'rememberMe',
        AUTH_MESSAGES.rememberMe,
      ],
    ])('answers 400 for %j', async (payload, field, message) => {
      const res = await call({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, fields: { [field]: message } });
    });
  });

  describe('tokens', () => {
    let token: string;
    beforeAll(async () => {
      token = (await login('ana@example.mx')).json().data.token;
    });

    it.each([
      ['no header', {}, 'No hay sesión activa'],
      [
        'another scheme',
        { authorization: 'Basic YW5hOng=' },
        'La sesión no es válida. Inicia sesión de nuevo.',
      ],
      [
        'garbage',
        { authorization: 'Bearer no.es.token' },
        'La sesión no es válida. Inicia sesión de nuevo.',
      ],
    ])('refuses %s on every protected route', async (_name, headers, message) => {
      const routes: Array<[InjectOptions['method'], string]> = [
        ['POST', '/api/auth/logout'],
        ['GET', '/api/auth/check'],
        ['POST', '/api/auth/refresh'],
        ['PUT', '/api/auth/profile'],
        ['PUT', '/api/auth/preferences'],
        ['GET', '/api/auth/my-reservations'],
        ['GET', '/api/bookings'],
      ];
      for (const [method, url] of routes) {
        const res = await call({
          method,
          url,
          headers,
          payload: method === 'PUT' ? {} : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, message });
      }
      const check = await call({ method: 'GET', url: '/api/auth/check', headers });
      expect(check.json().data).toEqual({ isAuthenticated: false });
    });

    it('refuses a tampered token (one character flipped in the payload or signature)', async () => {
      const [header, payload, signature] = token.split('.');
      const flip = (s: string, i: number) =>
        s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
      for (const forged of [
        [header, flip(payload, 5), signature].join('.'),
        [header, payload, flip(signature, 3)].join('.'),
      ]) {
        const res = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(forged) });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('La sesión no es válida. Inicia sesión de nuevo.');
      }
    });

    it('refuses an expired token signed with the real secret', async () => {
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(new TextEncoder().encode(t.config.JWT_SECRET!));
      const res = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(expired) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Tu sesión ha expirado. Inicia sesión de nuevo.');
    });

    it('refuses a well-signed token whose session was never issued, or another alg', async () => {
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      const key = new TextEncoder().encode(t.config.JWT_SECRET!);
      const sign = (alg: string, jti: string) =>
        new SignJWT({})
          .setProtectedHeader({ alg })
          .setSubject(claims.sub)
          .setJti(jti)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(key);
      for (const forged of [
        await sign('HS256', 'sesion-inventada'),
        await sign('HS512', claims.jti),
      ]) {
        const res = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(forged) });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('La sesión no es válida. Inicia sesión de nuevo.');
      }
    });

    it('refresh gives a new token and revokes the old one', async () => {
      const own = (await login('ana@example.mx', PASSWORD, true)).json().data.token as string;
      const res = await call({ method: 'POST', url: '/api/auth/refresh', headers: bearer(own) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Required<AuthResponse>;
      expect(body.data.token).not.toBe(own);
      expect(body.data.client.email).toBe('ana@example.mx');
      const claims = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);

      const old = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(own) });
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe('Tu sesión fue cerrada. Inicia sesión de nuevo.');
      const again = await call({ method: 'POST', url: '/api/auth/refresh', headers: bearer(own) });
      expect(again.statusCode).toBe(401);
      const fresh = await call({
        method: 'GET',
        url: '/api/auth/check',
        headers: bearer(body.data.token),
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('logout revokes the token on the server', async () => {
      const own = (await login('ana@example.mx')).json().data.token as string;
      const res = await call({ method: 'POST', url: '/api/auth/logout', headers: bearer(own) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Sesión cerrada correctamente' });
      for (const [method, url] of [
        ['GET', '/api/auth/check'],
        ['POST', '/api/auth/logout'],
        ['GET', '/api/auth/my-reservations'],
      ] as const) {
        const after = await call({ method, url, headers: bearer(own) });
        expect(after.statusCode).toBe(401);
        expect(after.json().message).toBe('Tu sesión fue cerrada. Inicia sesión de nuevo.');
      }
      // Other sessions of the same client stay valid.
      const other = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(token) });
      expect(other.statusCode).toBe(200);
    });

    it('an invalid token on a public route is ignored, not refused', async () => {
      const res = await call({ method: 'GET', url: '/api/health', headers: bearer('no.es.token') });
      expect(res.statusCode).toBe(200);
    });

    it('answers social login with a Spanish 501', async () => {
      for (const provider of ['google', 'facebook']) {
        const res = await call({
          method: 'POST',
          url: `/api/auth/social/${provider}`,
          payload: { accessToken: 'x' },
        });
        expect(res.statusCode).toBe(501);
        expect(res.json()).toMatchObject({
          success: false,
          message: `Autenticación con ${provider} no implementada aún`,
          error: `Autenticación con ${provider} no implementada aún`,
        });
      }
    });
  });

  describe('profile and preferences', () => {
    let token: string;
    beforeAll(async () => {
      token = (await register({ email: 'perfil@example.mx', phone: '' })).data.token;
    });

    it('updates the personal data, storing the phone as +52 and 10 digits', async () => {
      const res = await call({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { firstName: ' Lucía ', lastName: 'Pérez Gómez', phone: '+525598765432' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Perfil actualizado correctamente',
        data: { client: { firstName: 'Lucía', lastName: 'Pérez Gómez', phone: '+525598765432' } },
      });
      const check = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(token) });
      expect(check.json().data.client).toMatchObject({
        firstName: 'Lucía',
        phone: '+525598765432',
      });
    });

    it('removes the phone when it comes empty', async () => {
      const res = await call({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { firstName: 'Lucía', lastName: 'Pérez', phone: '' },
      });
      expect(res.json().data.client.phone).toBeNull();
    });

    it.each([
      [{ firstName: 'L', lastName: 'Pérez' }, 'firstName', AUTH_MESSAGES.firstNameMin],
      [{ firstName: 'Lucía', lastName: 'P' }, 'lastName', AUTH_MESSAGES.lastNameMin],
      [{ firstName: 'Lucía', lastName: 'Pérez', phone: '123' }, 'phone', AUTH_MESSAGES.phone],
      [{ firstName: 'Lucía', lastName: 'Pérez', phone: 5512345678 }, 'phone', AUTH_MESSAGES.phone],
      [{ firstName: 'x'.repeat(61), lastName: 'Pérez' }, 'firstName', AUTH_MESSAGES.firstNameMax],
      [{ lastName: 'Pérez' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    ])('refuses %j with 400 and changes nothing', async (payload, field, message) => {
      const res = await call({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
      const check = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(token) });
      expect(check.json().data.client).toMatchObject({ firstName: 'Lucía', lastName: 'Pérez' });
    });

    it('updates the three preferences', async () => {
      const res = await call({
        method: 'PUT',
        url: '/api/auth/preferences',
        headers: bearer(token),
        payload: { notifications: { email: false, sms: true }, newsletter: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Preferencias actualizadas correctamente',
        data: {
          client: { preferences: { notifications: { email: false, sms: true }, newsletter: true } },
        },
      });
    });

    it.each([
      [{ notifications: { email: 'no', sms: true }, newsletter: true }, 'notifications.email'],
      [{ notifications: { email: true, sms: true } }, 'newsletter'],
      [{ newsletter: false }, 'notifications.email'],
      [{ notifications: null, newsletter: false }, 'notifications'],
    ])('refuses preferences %j with 400', async (payload, field) => {
      const res = await call({
        method: 'PUT',
        url: '/api/auth/preferences',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { [field]: AUTH_MESSAGES.preference } });
      const check = await call({ method: 'GET', url: '/api/auth/check', headers: bearer(token) });
      expect(check.json().data.client.preferences).toEqual({
        notifications: { email: false, sms: true },
        newsletter: true,
      });
    });
  });

  describe('my reservations', () => {
    let token: string;
    let clientId: string;
    beforeAll(async () => {
      const body = await register({ email: 'viajera@example.mx' });
      token = body.data.token;
      clientId = body.data.client.id;
      const other = await register({ email: 'otro@example.mx' });
      const db = t.database.db;
      await db.insert(cabins).values(
        ['cab-bosque', 'cab-lago'].map((id, i) => ({
          id,
          name: i === 0 ? 'Cabaña del Bosque' : 'Refugio del Lago',
          accommodationType: 'Cabaña',
          description: 'Una cabaña',
          population: i === 0 ? 'Mazamitla' : 'Valle de Bravo',
          state: i === 0 ? 'Jalisco' : 'Estado de México',
          address: i === 0 ? 'Camino al Tigre 12' : 'Av. del Lago 5',
          latitude: 19.9 + i,
          longitude: -103.0 + i,
          maxOccupancy: 6,
          bedrooms: 2,
          beds: 3,
          bathrooms: 1,
          nightlyRateCents: 180000,
          features: FEATURES,
        })),
      );
      await db.insert(cabinPhotos).values([
        { cabinId: 'cab-bosque', position: 2, path: 'scenes/forest-2', alt: 'b' },
        { cabinId: 'cab-bosque', position: 1, path: 'scenes/forest-1', alt: 'a' },
      ]);
      const base = {
        guests: 2,
        nights: 2,
        subtotalCents: 360000,
        commissionCents: 36000,
        totalCents: 396050,
        guestFirstName: 'Ana',
        guestLastName: 'Ruiz',
        guestEmail: 'viajera@example.mx',
        guestPhone: '5512345678',
      };
      await db.insert(reservations).values([
        {
          ...base,
          id: 'res-future-active',
          cabinId: 'cab-bosque',
          clientId,
          checkIn: '2026-12-20',
          checkOut: '2026-12-22',
          status: 'active',
          paymentStatus: 'PAID',
          url: 'https://refugio.mx/llegada/res-future-active',
        },
        {
          ...base,
          id: 'res-past-active',
          cabinId: 'cab-bosque',
          clientId,
          checkIn: '2026-10-01',
          checkOut: '2026-10-03',
          status: 'active',
          paymentStatus: 'PAID',
        },
        {
          ...base,
          id: 'res-ends-today',
          cabinId: 'cab-lago',
          clientId,
          checkIn: '2026-11-20',
          checkOut: TEST_TODAY,
          status: 'active',
          paymentStatus: 'PAID',
        },
        {
          ...base,
          id: 'res-cancelled',
          cabinId: 'cab-lago',
          clientId,
          checkIn: '2026-09-10',
          checkOut: '2026-09-12',
          status: 'cancelled',
          paymentStatus: 'REFUNDED',
        },
        {
          ...base,
          id: 'res-pending',
          cabinId: 'cab-lago',
          clientId,
          checkIn: '2027-01-05',
          checkOut: '2027-01-07',
          status: 'pending',
          paymentStatus: 'PENDING',
          balanceDueCents: 120000,
        },
        {
          ...base,
          id: 'res-failed',
          cabinId: 'cab-lago',
          clientId,
          checkIn: '2027-02-05',
          checkOut: '2027-02-07',
          status: 'failed',
          paymentStatus: 'FAILED',
        },
        {
          ...base,
          id: 'res-someone-else',
          cabinId: 'cab-bosque',
          clientId: other.data.client.id,
          checkIn: '2027-03-01',
          checkOut: '2027-03-03',
          status: 'active',
          paymentStatus: 'PAID',
        },
      ]);
    });

    it("lists only the client's reservations, newest arrival first, in the list-item shape", async () => {
      const res = await call({
        method: 'GET',
        url: '/api/auth/my-reservations',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const items = res.json().data.reservations as ReservationListItem[];
      expect(items.map((r) => [r._id, r.status])).toEqual([
        ['res-pending', 'pending'],
        ['res-future-active', 'active'],
        ['res-ends-today', 'active'],
        ['res-past-active', 'completed'],
        ['res-cancelled', 'cancelled'],
      ]);
      expect(items[1]).toEqual({
        _id: 'res-future-active',
        status: 'active',
        paymentStatus: 'PAID',
        resourceId: 'cab-bosque',
        resourceName: 'Cabaña del Bosque',
        chaletImage: 'scenes/forest-1',
        arrivalDate: '2026-12-20',
        departureDate: '2026-12-22',
        pax: 2,
        nNights: 2,
        maxOccupation: 6,
        total: 3960.5,
        currency: 'MXN',
        balanceDue: 0,
        url: 'https://refugio.mx/llegada/res-future-active',
        location: {
          population: 'Mazamitla',
          state: 'Jalisco',
          address: 'Camino al Tigre 12',
          latitude: 19.9,
          longitude: -103,
        },
      });
      expect(items[0]).toMatchObject({ balanceDue: 1200, chaletImage: '' });
      expect(items[0]).not.toHaveProperty('url');
    });

    it('GET /api/bookings lists the same items', async () => {
      const mine = await call({
        method: 'GET',
        url: '/api/auth/my-reservations',
        headers: bearer(token),
      });
      const res = await call({ method: 'GET', url: '/api/bookings', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.reservations).toEqual(mine.json().data.reservations);
    });

    it('answers an empty list for a client without reservations', async () => {
      const fresh = await register({ email: 'sinviajes@example.mx' });
      const res = await call({
        method: 'GET',
        url: '/api/auth/my-reservations',
        headers: bearer(fresh.data.token),
      });
      expect(res.json()).toEqual({ success: true, data: { reservations: [] } });
    });
  });

  describe('rate limits', () => {
    it('limits login attempts per e-mail with a Spanish 429', async () => {
      await register({ email: 'limite@example.mx' });
      const { max } = AUTH_RATE_LIMITS.login.perEmail;
      for (let i = 0; i < max; i++) {
        const res = await login('limite@example.mx', 'equivocada');
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login('LIMITE@example.mx', PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        success: false,
        message: 'Demasiados intentos de inicio de sesión. Intenta de nuevo en 15 minutos.',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits login attempts per IP across e-mails', async () => {
      const { max } = AUTH_RATE_LIMITS.login.perIp;
      const remoteAddress = '192.0.2.10';
      for (let i = 0; i < max; i++) {
        const res = await call({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: `ip${i}@example.mx`, password: 'x' },
        });
        expect(res.statusCode).toBe(400);
      }
      const blocked = await call({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'perfil@example.mx', password: PASSWORD },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(
        /^Demasiados intentos de inicio de sesión\. Intenta de nuevo en (\d+ segundos|1 minuto)\.$/,
      );
    });

    it('limits registrations per e-mail', async () => {
      const before = await countClients();
      const { max } = AUTH_RATE_LIMITS.register.perEmail;
      for (let i = 0; i < max; i++) {
        const res = await call({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration({ email: 'Spam@example.mx', acceptTerms: false }),
        });
        expect(res.statusCode).toBe(400);
      }
      const blocked = await call({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ email: 'spam@example.mx' }),
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(
        'Demasiados intentos de registro. Intenta de nuevo en 15 minutos.',
      );
      expect(await countClients()).toBe(before);
    });
  });

  it('never answers a password or a hash', () => {
    expect(payloads.length).toBeGreaterThan(50);
    const keysOf = (value: unknown): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) =>
            key === 'fields' ? [] : [key, ...keysOf(inner)],
          )
        : [];
    for (const body of payloads) {
      expect(keysOf(JSON.parse(body)).filter((key) => /password|hash/i.test(key))).toEqual([]);
      expect(body).not.toContain('$argon2');
      expect(body).not.toContain(PASSWORD);
    }
  });
});

describe('request.clientId', () => {
  it('is set for every route registered beside the plugin, and left null otherwise', async () => {
    const database = await openTestDatabase('pglite');
    const config = testConfig();
    const app = Fastify();
    let service: AuthService | undefined;
    const clock = realTimeClock(config.TODAY);
    app.decorate('deps', {
      config,
      database,
      clock,
      payments: createPaymentProvider({ config, database, clock }),
      mail: createMailTransport(config),
      sandboxPrivateKey: null,
    });
    app.decorateRequest('clientId', null);
    // The shape of server/routes/index.ts: the plugin first, then sibling route plugins.
    await app.register(async (routes) => {
      await routes.register(authContextPlugin);
      await routes.register(async (other) => {
        service = other.authService;
        other.get('/api/__whoami', async (request) => ({ clientId: request.clientId }));
      });
    });
    try {
      await app.ready();
      const client = await service!.register({
        ...registration({ email: 'quien@example.mx' }),
        phone: null,
      } as never);
      const who = (headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/api/__whoami', headers }).then((r) => r.json());
      expect(await who(bearer(client.token))).toEqual({ clientId: client.client.id });
      expect(await who(bearer(`${client.token}x`))).toEqual({ clientId: null });
      expect(await who({ authorization: 'Bearer' })).toEqual({ clientId: null });
      expect(await who({})).toEqual({ clientId: null });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('JWT secret', () => {
  it('is created once in the data folder with mode 0600 and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'refugio-secret-'));
    try {
      const config = testConfig({ JWT_SECRET: undefined, DATA_DIR: dir, dataDir: dir });
      const first = resolveJwtSecret(config);
      const path = join(dir, 'jwt-secret');
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(readFileSync(path, 'utf8').length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(resolveJwtSecret(config)).equals(Buffer.from(first))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when set, and a random one per process in memory', () => {
    const set = testConfig();
    expect(new TextDecoder().decode(resolveJwtSecret(set))).toBe(set.JWT_SECRET);
    const memory = testConfig({ JWT_SECRET: undefined });
    expect(
      Buffer.from(resolveJwtSecret(memory)).equals(Buffer.from(resolveJwtSecret(memory))),
    ).toBe(false);
  });
});
