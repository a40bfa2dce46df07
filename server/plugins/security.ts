import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';

function originOf(url: string): string | null {
  try {
    const { protocol, host } = new URL(url.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0'));
    return `${protocol}//${host.replace(/^a\./, '*.')}`;
  } catch {
    return null;
  }
}

/** Only what the app needs: itself, the tile host, inline styles (Chakra/Emotion), Openpay when configured. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tiles = originOf(config.TILE_URL);
  const openpay =
    config.PAYMENT_PROVIDER === 'openpay' ? ['https://js.openpay.mx', 'https://*.openpay.mx'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...openpay],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    connectSrc: ["'self'", ...(tiles ? [tiles] : []), ...openpay],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: openpay.length ? openpay : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.HTTPS ? [] : (null as unknown as string[]),
  };
}

/**
 * The headers @fastify/helmet sets with these options, as name/value pairs. They depend on the
 * options only (no nonces, no per-request directives), so they are computed once by running the
 * plugin itself on a throw-away instance, and the app sets them on every response.
 */
export async function staticSecurityHeaders(
  options: FastifyHelmetOptions,
): Promise<Array<[string, string | number | string[]]>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(res.json() as Record<string, string | number | string[]>);
  } finally {
    await probe.close();
  }
}
