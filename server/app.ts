import { resolve } from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Clock } from './clock.ts';
import { createClock } from './clock.ts';
import type { TrustProxy } from './config.ts';
import type { AppDeps } from './deps.ts';
import { HttpError } from './http-errors.ts';
import { createPaymentProvider, type PaymentProvider } from './payments/index.ts';
import { resolveSandboxPrivateKey } from './payments/sandbox-keys.ts';
import { loggerOptions } from './log-options.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { registerRoutes } from './routes/index.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { metricsPluginRegistration } from './plugins/metrics.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { staticPlugin } from './plugins/static.ts';
import { contentSecurityPolicy, staticSecurityHeaders } from './plugins/security.ts';

const API_PREFIXES = ['/api/', '/media/', '/webhooks/', '/sandbox/'];

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'El cuerpo de la solicitud no es JSON válido',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Tipo de contenido no admitido; envía application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Longitud de contenido inválida' },
  FST_ERR_BAD_URL: { status: 400, message: 'La dirección solicitada no es válida' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'La solicitud no es válida' },
};

/**
 * TRUST_PROXY as Fastify's option. Fastify 5.12 ignores a bare hop count (it cannot tell a proxy
 * from a client sending its own X-Forwarded-For), so a count becomes "the nearest N addresses are
 * proxies": right only when the server can be reached through its proxies alone (README).
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
}

/** Builds the whole app from its dependencies. Tests call this and use `inject`; server.ts listens. */
export async function buildApp(
  deps: Omit<AppDeps, 'clock' | 'payments' | 'mail' | 'sandboxPrivateKey'> & {
    clock?: Clock;
    payments?: PaymentProvider;
    mail?: MailTransport;
    sandboxPrivateKey?: string;
  },
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const { logger, ...fastifyOptions } = options;

  // helmet's headers, computed once: @fastify/helmet rebuilds helmet (parsing every CSP directive)
  // on every request, for headers that never change with this config.
  const securityHeaders = await staticSecurityHeaders({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    hsts: config.HTTPS ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const setSecurityHeaders = (reply: FastifyReply) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
  };

  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logger),
    bodyLimit: 256 * 1024,
    // Long path parameters reach our handlers (and their Spanish 404s) instead of Fastify's English 414.
    routerOptions: { maxParamLength: 16_384 },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
    // A path the router cannot decode ('/%') is answered before any hook runs: in Spanish, with the
    // security headers, like every other answer.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as FastifyReply;
      const known = FASTIFY_CODES[error.code] ?? FASTIFY_CODES.FST_ERR_ASYNC_CONSTRAINT;
      setSecurityHeaders(reply);
      return reply
        .status(known.status)
        .send({ success: false, message: known.message, error: known.message });
    },
    ...fastifyOptions,
  });
  const clock = deps.clock ?? createClock(config.TODAY, config.NOW);
  const payments = deps.payments ?? createPaymentProvider({ ...deps, clock });
  const mail = deps.mail ?? createMailTransport(config);
  const sandboxPrivateKey =
    config.PAYMENT_PROVIDER === 'sandbox'
      ? (deps.sandboxPrivateKey ?? resolveSandboxPrivateKey(config))
      : null;
  app.decorate('deps', { ...deps, clock, payments, mail, sandboxPrivateKey });
  app.addHook('onClose', async () => mail.close());
  app.decorateRequest('clientId', null);

  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      success: false,
      message: `Demasiados intentos. Intenta de nuevo en ${Math.ceil(context.ttl / 1000)} segundos.`,
    }),
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, error: error.message, ...error.extra });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return reply
        .status(known.status)
        .send({ success: false, message: known.message, error: known.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const message = error.message || 'Demasiados intentos. Intenta de nuevo más tarde.';
      return reply.status(429).send({ success: false, message, error: message });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ success: false, message: 'Datos inválidos', error: 'Datos inválidos' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, message: 'Solicitud inválida', error: 'Solicitud inválida' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: 'Error interno del servidor',
      error: 'Error interno del servidor',
    });
  });

  // Before every route: it describes each as it is registered.
  await app.register(apiDocsPlugin);
  await app.register(metricsPluginRegistration);
  await app.register(registerRoutes);
  await app.register(staticPlugin, {
    enabled: config.NODE_ENV !== 'test',
    root: resolve(config.STATIC_DIR),
  });
  await app.register(pagesPlugin, {
    rendererPath: resolve(config.SSR_ENTRY),
    manifestPath: resolve(config.STATIC_DIR, '.vite', 'manifest.json'),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && (await reply.sendPage?.(request))) return reply;
    return reply
      .status(404)
      .send({ success: false, message: 'Recurso no encontrado', error: 'Recurso no encontrado' });
  });

  return app;
}
