import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http-errors.ts';
import { resolveJwtSecret, TokenSigner } from '../services/auth-tokens.ts';
import {
  authFailureMessage,
  AuthService,
  type AuthFailure,
  type AuthSession,
} from '../services/auth-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
  interface FastifyRequest {
    /** The verified session behind request.clientId, when a valid bearer token came. */
    authSession: AuthSession | null;
    /** Why a bearer token that came was refused (null when none came or it was valid). */
    authFailure: AuthFailure | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads the bearer token of every request: a valid one sets request.clientId; an invalid one only
 * leaves it null (protected routes answer 401 through requireClient, everything else carries on).
 */
async function authContext(app: FastifyInstance): Promise<void> {
  const service = new AuthService({
    db: app.deps.database.db,
    signer: new TokenSigner(resolveJwtSecret(app.deps.config)),
    clock: app.deps.clock,
    maxSessionSeconds: app.deps.config.SESSION_MAX_DAYS * 86_400,
  });
  app.decorate('authService', service);
  app.decorateRequest('authSession', null);
  app.decorateRequest('authFailure', null);

  // A callback hook, not an async one: most requests carry no token, and those pass straight on
  // without a promise of their own.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header) return done();
    const match = BEARER.exec(header);
    if (!match) {
      request.authFailure = 'invalid';
      return done();
    }
    service.authenticate(match[1]).then((result) => {
      if (result.ok) {
        request.clientId = result.session.clientId;
        request.authSession = result.session;
      } else {
        request.authFailure = result.reason;
      }
      done();
    }, done);
  });
}

export const authContextPlugin = fp(authContext, { name: 'refugio-auth-context' });

/** preHandler for routes that need a signed-in client: 401 with the Spanish reason otherwise. */
export async function requireClient(request: FastifyRequest): Promise<void> {
  if (!request.clientId || !request.authSession) {
    throw unauthorized(authFailureMessage(request.authFailure), {
      data: { isAuthenticated: false },
    });
  }
}
