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
