import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestId } from '../payments/ids.ts';
import type { OpenpayChargeRequest, OpenpayTokenRequest } from '../payments/openpay-types.ts';
import { ProviderError } from '../payments/provider.ts';
import {
  SANDBOX_MERCHANT_ID,
  SANDBOX_PUBLIC_KEY,
  openpayError,
} from '../payments/sandbox-cards.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';

type KeyKind = 'public' | 'private';

/** The key of an `Authorization: Basic base64(key:)` header. */
function basicUser(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^Basic /i.test(header)) return null;
  try {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon === -1 ? decoded : decoded.slice(0, colon);
  } catch {
    return null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compares a key given with the private key in constant time. */
const sameSecret = (given: string, secret: string) =>
  timingSafeEqual(digest(given), digest(secret));

const sendError = (reply: FastifyReply, code: number, description?: string) => {
  const body = openpayError(code, requestId(), description);
  return reply.status(body.http_code).send(body);
};

/**
 * The card sandbox's Openpay-compatible HTTP API (reference/openpay.md): tokens with the public key
 * (as Openpay.js does), charges with the private key (this installation's own, generated in its
 * data folder). Only mounted when the sandbox is the provider.
 * Answers and errors are Openpay's JSON, never our `{success,…}` envelope.
 */
export async function sandboxOpenpayRoutes(app: FastifyInstance): Promise<void> {
  if (app.deps.config.PAYMENT_PROVIDER !== 'sandbox' || !app.deps.sandboxPrivateKey) return;
  const privateKey = app.deps.sandboxPrivateKey;
  const sandbox = createSandboxProvider({ db: app.deps.database.db, clock: app.deps.clock });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ProviderError && error.body) {
      return reply.status(error.body.http_code).send(error.body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return sendError(reply, 1000, 'Too many requests');
    if (status >= 400 && status < 500) return sendError(reply, 1001, 'Bad Request');
    request.log.error({ err: error }, 'sandbox error');
    return sendError(reply, 1000);
  });

  /** Checks the merchant id and the key; answers Openpay's 1002/1010 errors itself. */
  function authorize(
    request: FastifyRequest<{ Params: { merchantId: string } }>,
    reply: FastifyReply,
    allowed: KeyKind[],
  ): boolean {
    const key = basicUser(request) ?? '';
    const kind: KeyKind | null = sameSecret(key, privateKey)
      ? 'private'
      : key === SANDBOX_PUBLIC_KEY
        ? 'public'
        : null;
    if (request.params.merchantId !== SANDBOX_MERCHANT_ID || !kind) {
      void sendError(reply, 1002);
      return false;
    }
    if (!allowed.includes(kind)) {
      void sendError(reply, 1010);
      return false;
    }
    return true;
  }

  const base = '/sandbox/openpay/v1/:merchantId';
  type Params = { merchantId: string };

  app.post<{ Params: Params; Body: OpenpayTokenRequest }>(
    `${base}/tokens`,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (!authorize(request, reply, ['public', 'private'])) return reply;
      const token = await sandbox.tokenize(request.body ?? {});
      return reply.status(201).send(token);
    },
  );

  app.post<{ Params: Params; Body: OpenpayChargeRequest }>(
    `${base}/charges`,
    async (request, reply) => {
      if (!authorize(request, reply, ['private'])) return reply;
      const charge = await sandbox.charge(request.body ?? ({} as OpenpayChargeRequest));
      return reply.status(200).send(charge);
    },
  );

  app.get<{ Params: Params; Querystring: { order_id?: string } }>(
    `${base}/charges`,
    async (request, reply) => {
      if (!authorize(request, reply, ['private'])) return reply;
      const orderId = request.query.order_id;
      if (!orderId) return sendError(reply, 1001, 'order_id is required by the sandbox');
      const charge = await sandbox.getCharge({ orderId });
      return reply.send(charge ? [charge] : []);
    },
  );

  app.get<{ Params: Params & { id: string } }>(`${base}/charges/:id`, async (request, reply) => {
    if (!authorize(request, reply, ['private'])) return reply;
    const charge = await sandbox.getCharge({ id: request.params.id });
    if (!charge) {
      // Openpay's "not found" is 1005 with HTTP 404.
      return reply.status(404).send({
        category: 'request',
        description: "The requested resource doesn't exist",
        http_code: 404,
        error_code: 1005,
        request_id: requestId(),
      });
    }
    return reply.send(charge);
  });

  app.post<{ Params: Params & { id: string }; Body: { amount?: number } }>(
    `${base}/charges/:id/capture`,
    async (request, reply) => {
      if (!authorize(request, reply, ['private'])) return reply;
      const charge = await sandbox.capture(request.params.id, request.body ?? {});
      return reply.send(charge);
    },
  );

  // Also cancels an authorization that was never captured, as Openpay's refund call does.
  app.post<{ Params: Params & { id: string }; Body: { description?: string; amount?: number } }>(
    `${base}/charges/:id/refund`,
    async (request, reply) => {
      if (!authorize(request, reply, ['private'])) return reply;
      const charge = await sandbox.refund(request.params.id, request.body ?? {});
      return reply.send(charge);
    },
  );
}
