import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetches an import feed only from public addresses (no SSRF into the server's own network): the
 * host name is resolved first and every address checked (loopback, private, link-local, cloud
 * metadata, CGNAT, multicast and reserved ranges refused), the connection goes to the address that
 * was checked (no second resolution to rebind), and each redirect is checked the same way. A time
 * limit and a size limit bound what one feed may cost.
 */

export const FEED_LIMITS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
} as const;

export const FEED_ERRORS = {
  url: 'La dirección del calendario debe empezar con http:// o https://',
  private: 'La dirección del calendario no es pública; usa la que te da Airbnb, Booking.com o Vrbo',
  dns: 'No se encontró el servidor del calendario',
  timeout: 'El calendario tardó demasiado en responder',
  tooLarge: 'El calendario es demasiado grande (máximo 2 MB)',
  status: (code: number) => `El servidor del calendario respondió con un error (${code})`,
  redirects: 'El calendario redirige demasiadas veces',
  network: 'No se pudo descargar el calendario',
  notCalendar: 'La dirección no devolvió un calendario iCal válido',
} as const;

export class FeedError extends Error {}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for an address a feed may not point at. IPv4-mapped IPv6 is checked as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** A feed URL's shape (http/https, a host, no credentials), else null. */
export function parseFeedUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

async function resolvePublic(
  hostname: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(bare)) {
    addresses = [{ address: bare, family: isIP(bare) }];
  } else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch {
      throw new FeedError(FEED_ERRORS.dns);
    }
  }
  if (!addresses.length) throw new FeedError(FEED_ERRORS.dns);
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new FeedError(FEED_ERRORS.private);
  }
  return addresses[0];
}

function getOnce(
  url: URL,
  target: { address: string; family: number },
  deadline: number,
): Promise<{ status: number; location?: string; body?: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        // Connect to the address that was checked, whatever DNS would say now.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) {
            (
              callback as unknown as (
                e: null,
                a: Array<{ address: string; family: number }>,
              ) => void
            )(null, [target]);
          } else {
            callback(null, target.address, target.family);
          }
        },
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Refugio-iCal/1.0' },
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ status, location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          resolve({ status });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > FEED_LIMITS.maxBytes) {
            request.destroy(new FeedError(FEED_ERRORS.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new FeedError(FEED_ERRORS.timeout)),
      Math.max(1, deadline - Date.now()),
    );
    request.on('timeout', () => request.destroy(new FeedError(FEED_ERRORS.timeout)));
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FeedError ? error : new FeedError(FEED_ERRORS.network));
    });
    request.on('close', () => clearTimeout(timer));
  });
}

/** The feed's text, or a FeedError with the Spanish reason. */
export async function fetchFeed(
  raw: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? FEED_LIMITS.timeoutMs);
  let url = parseFeedUrl(raw);
  if (!url) throw new FeedError(FEED_ERRORS.url);
  for (let hop = 0; hop <= FEED_LIMITS.maxRedirects; hop++) {
    const target = await resolvePublic(url.hostname, options.allowPrivate);
    const answer = await getOnce(url, target, deadline);
    if (answer.location) {
      const next = parseFeedUrl(new URL(answer.location, url).toString());
      if (!next) throw new FeedError(FEED_ERRORS.url);
      url = next;
      continue;
    }
    if (answer.status !== 200 || !answer.body)
      throw new FeedError(FEED_ERRORS.status(answer.status));
    return answer.body.toString('utf8');
  }
  throw new FeedError(FEED_ERRORS.redirects);
}
