import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  preferencesSchema,
  profileSchema,
  registerSchema,
} from '../../src/shared/validation/auth.ts';
import { requireClient } from '../plugins/auth-context.ts';
import { keyedRateLimit } from '../plugins/rate-limits.ts';
import { PasswordResetService } from '../services/password-reset-service.ts';
import { listClientReservations } from '../services/reservation-list-repository.ts';
import { parseWith } from '../validation.ts';

/**
 * Login and register are limited per IP (floods) and per e-mail (guessing one account's password
 * from many addresses). Counters live in @fastify/rate-limit's in-process store: see
 * docs/decisions/010-auth-sessions-and-rate-limits.md for why that is enough here.
 */
export const AUTH_RATE_LIMITS = {
  login: {
    perIp: { max: 20, windowMs: 60_000 },
    perEmail: { max: 10, windowMs: 15 * 60_000 },
    message: 'Demasiados intentos de inicio de sesión',
  },
  register: {
    perIp: { max: 30, windowMs: 15 * 60_000 },
    perEmail: { max: 5, windowMs: 15 * 60_000 },
    message: 'Demasiados intentos de registro',
  },
  // Each request may send an e-mail: a few per address an hour is all a person needs.
  passwordReset: {
    perIp: { max: 20, windowMs: 60 * 60_000 },
    perEmail: { max: 5, windowMs: 60 * 60_000 },
    message: 'Demasiadas solicitudes para restablecer la contraseña',
  },
  // Its body has no e-mail: only the per-address limit applies.
  passwordResetConfirm: {
    perIp: { max: 20, windowMs: 15 * 60_000 },
    perEmail: { max: 20, windowMs: 15 * 60_000 },
    message: 'Demasiados intentos de restablecer la contraseña',
  },
  // A refresh signs a token and writes a session row: 30 a minute per client or address (an app
  // refreshes once a day). Per client, not per session: each refresh opens a new session.
  refresh: {
    perIp: { max: 30, windowMs: 60_000 },
    perClient: { max: 30, windowMs: 60_000 },
    message: 'Demasiadas renovaciones de sesión',
  },
} as const;

function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  return body && typeof body.email === 'string' && body.email.trim()
    ? body.email.trim().toLowerCase()
    : null;
}

function limiter(app: FastifyInstance, kind: Exclude<keyof typeof AUTH_RATE_LIMITS, 'refresh'>) {
  const limits = AUTH_RATE_LIMITS[kind];
  return keyedRateLimit(
    app,
    [
      { name: `${kind}:ip`, ...limits.perIp, key: (request) => request.ip },
      { name: `${kind}:email`, ...limits.perEmail, key: emailOf },
    ],
    (wait) => `${limits.message}. Intenta de nuevo en ${wait}.`,
  );
}

/** The auth API (SPEC §7): /api/auth/*. Answers follow the Auth response shape of SPEC §3. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = app.authService;
  const loginLimit = limiter(app, 'login');
  const registerLimit = limiter(app, 'register');

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post('/api/auth/register', { preHandler: registerLimit }, async (request, reply) => {
    const input = parseWith(registerSchema, request.body);
    const data = await auth.register(input);
    return reply.status(201).send({ success: true, message: 'Registro exitoso', data });
  });

  app.post('/api/auth/login', { preHandler: loginLimit }, async (request) => {
    const input = parseWith(loginSchema, request.body);
    const data = await auth.login(input);
    return { success: true, message: 'Inicio de sesión exitoso', data };
  });

  app.post('/api/auth/logout', { preHandler: requireClient }, async (request) => {
    await auth.logout(request.authSession!);
    return { success: true, message: 'Sesión cerrada correctamente' };
  });

  app.get('/api/auth/check', { preHandler: requireClient }, async (request) => {
    const client = await auth.getClient(request.clientId!);
    return { success: true, message: 'Sesión activa', data: { isAuthenticated: true, client } };
  });

  const refreshLimits = AUTH_RATE_LIMITS.refresh;
  const refreshLimit = keyedRateLimit(
    app,
    [
      { name: 'refresh:ip', ...refreshLimits.perIp, key: (request) => request.ip },
      { name: 'refresh:client', ...refreshLimits.perClient, key: (request) => request.clientId },
    ],
    (wait) => `${refreshLimits.message}. Intenta de nuevo en ${wait}.`,
  );
  app.post('/api/auth/refresh', { preHandler: [refreshLimit, requireClient] }, async (request) => {
    const data = await auth.refresh(request.authSession!);
    return { success: true, message: 'Sesión renovada', data };
  });

  app.put('/api/auth/profile', { preHandler: requireClient }, async (request) => {
    const input = parseWith(profileSchema, request.body);
    const client = await auth.updateProfile(request.clientId!, input);
    return { success: true, message: 'Perfil actualizado correctamente', data: { client } };
  });

  app.put('/api/auth/preferences', { preHandler: requireClient }, async (request) => {
    const input = parseWith(preferencesSchema, request.body);
    const client = await auth.updatePreferences(request.clientId!, input);
    return { success: true, message: 'Preferencias actualizadas correctamente', data: { client } };
  });

  app.get('/api/auth/my-reservations', { preHandler: requireClient }, async (request) => {
    const reservations = await listClientReservations(
      app.deps.database.db,
      request.clientId!,
      app.deps.clock.today(),
    );
    return { success: true, data: { reservations } };
  });

  for (const provider of ['google', 'facebook'] as const) {
    app.post(`/api/auth/social/${provider}`, async () => auth.socialLogin(provider));
  }

  passwordResetRoutes(app);
}

/** Password reset by e-mail: the answer to a request never says whether the e-mail has an account. */
function passwordResetRoutes(app: FastifyInstance): void {
  const resets = new PasswordResetService({
    db: app.deps.database.db,
    clock: app.deps.clock,
    auth: app.authService,
  });
  const requestLimit = limiter(app, 'passwordReset');
  const confirmLimit = limiter(app, 'passwordResetConfirm');

  app.post('/api/auth/password-reset', { preHandler: requestLimit }, async (request) => {
    const { email } = parseWith(passwordResetRequestSchema, request.body);
    await resets.request(email);
    return { success: true, message: PASSWORD_RESET_MESSAGES.requested };
  });

  app.post('/api/auth/password-reset/confirm', { preHandler: confirmLimit }, async (request) => {
    const input = parseWith(passwordResetConfirmSchema, request.body);
    const data = await resets.confirm(input);
    return { success: true, message: PASSWORD_RESET_MESSAGES.done, data };
  });
}
