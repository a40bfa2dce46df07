import { isIP } from 'node:net';
import { resolve } from 'node:path';
import * as yup from 'yup';
import { ISO_INSTANT } from './clock.ts';
import { mexicoCityDate } from '../src/shared/dates.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, the number of proxies in front of the server (e.g. 1) or their ' +
  'addresses / CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8); true is refused: ' +
  'it would let any client choose its address through X-Forwarded-For';

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's text as Fastify's `trustProxy`; undefined when it is not valid. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = (value ?? 'false').trim().toLowerCase();
  if (text === 'false' || text === '0' || text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

const envSchema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('production'),
  HOST: yup.string().default('0.0.0.0'),
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  LOG_LEVEL: yup
    .string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  DATA_DIR: yup.string().default('./data'),
  STATIC_DIR: yup.string().default('./dist'),
  SSR_ENTRY: yup.string().default('./dist-server/entry-server.js'),
  PGLITE_SHARED_BUFFERS_MB: yup.number().integer().min(1).max(1024).default(16),
  DATABASE_URL: yup
    .string()
    .matches(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: yup.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TODAY: yup.string().matches(ISO_DATE, 'TODAY must be yyyy-mm-dd').optional(),
  /**
   * The instant the server's clock starts from (demos and tests, docs/decisions/195): it then runs
   * on with real elapsed time. Without it, TODAY starts the clock at 12:00 of that day in Mexico City.
   */
  NOW: yup
    .string()
    .matches(
      ISO_INSTANT,
      'NOW must be an ISO instant with its offset, e.g. 2026-11-22T12:00:00-06:00',
    )
    .test(
      'instant',
      'NOW is not a real instant',
      (value) => !value || !Number.isNaN(Date.parse(value)),
    )
    .optional(),
  DEMO_CABINS: yup.number().integer().min(0).max(100000).optional(),
  TILE_URL: yup.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: yup
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  /**
   * A confirmed stay keeps a bounded set of tiles around its cabin (zoom 12–16, at most 80) for
   * offline use. Only for a tile source that allows it (your own tile server): never with the public
   * OpenStreetMap servers, whose policy forbids bulk downloads.
   */
  TILE_PREFETCH: yup.boolean().default(false),
  PAYMENT_PROVIDER: yup.string().oneOf(['sandbox', 'openpay']).default('sandbox'),
  OPENPAY_MERCHANT_ID: yup.string().optional(),
  OPENPAY_PUBLIC_KEY: yup.string().optional(),
  OPENPAY_PRIVATE_KEY: yup.string().optional(),
  OPENPAY_API_BASE: yup.string().url().default('https://sandbox-api.openpay.mx/v1'),
  OPENPAY_JS_URL: yup.string().url().default('https://js.openpay.mx/openpay.v1.min.js'),
  OPENPAY_WEBHOOK_USER: yup
    .string()
    .max(100)
    .matches(/^[^:]+$/, 'OPENPAY_WEBHOOK_USER must not contain ":"')
    .optional(),
  OPENPAY_WEBHOOK_PASSWORD: yup
    .string()
    .min(12, 'OPENPAY_WEBHOOK_PASSWORD must be at least 12 characters')
    .max(200)
    .optional(),
  HOLD_MINUTES: yup.number().integer().min(1).max(120).default(15),
  /** Meses sin intereses: the smallest total (pesos) that may be paid in monthly payments. */
  MSI_MIN_AMOUNT: yup.number().min(0).max(10_000_000).default(3000),
  /** Meses sin intereses: the plans offered, a comma-separated subset of Openpay's 3, 6, 9, 12, 18. */
  MSI_PLANS: yup
    .string()
    .matches(/^\s*(3|6|9|12|18)(\s*,\s*(3|6|9|12|18))*\s*$/, {
      message: 'MSI_PLANS must be a comma-separated list of 3, 6, 9, 12 or 18 (or empty)',
      excludeEmptyString: true,
    })
    .default('3,6,9,12'),
  /** How long a host has to answer a booking request before it expires and is released. */
  REQUEST_HOURS: yup.number().integer().min(1).max(168).default(24),
  SMTP_URL: yup
    .string()
    .matches(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: yup.string().default('Refugio <reservas@refugio.mx>'),
  /** Sent e-mails are deleted from the outbox this many days after sending (0: kept for ever). */
  MAIL_KEEP_DAYS: yup.number().integer().min(0).max(3650).default(30),
  APP_URL: yup
    .string()
    .matches(/^https?:\/\/[^/\s]+\/?$/, 'APP_URL must be http(s)://host[:port], without a path')
    .optional(),
  METRICS_TOKEN: yup
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .matches(/^\S+$/, 'METRICS_TOKEN must not contain spaces')
    .optional(),
  BACKUP_HOURS: yup.number().min(0).max(8760).default(24),
  BACKUP_KEEP: yup.number().integer().min(1).max(1000).default(7),
  MEDIA_CACHE_MB: yup.number().integer().min(1).max(1_000_000).default(512),
  SESSION_MAX_DAYS: yup.number().integer().min(1).max(365).default(90),
  TRUST_PROXY: yup
    .string()
    .default('false')
    .test('trust-proxy', TRUST_PROXY_HELP, (value) => parseTrustProxy(value) !== undefined),
  /** How often each calendar import feed is fetched. */
  ICAL_SYNC_MINUTES: yup.number().integer().min(1).max(1440).default(30),
  /** Lets import feeds point at loopback and private addresses (development and tests only). */
  ICAL_ALLOW_PRIVATE_FEEDS: yup.boolean().default(false),
  HTTPS: yup.boolean().default(false),
});

export type Config = Omit<yup.InferType<typeof envSchema>, 'TRUST_PROXY'> & {
  /**
   * Whose X-Forwarded-For to believe (Fastify's `trustProxy`): false, the number of proxies in
   * front of the server, or their addresses / CIDR ranges. Never `true`: then any client could
   * choose its address and escape every per-address limit.
   */
  TRUST_PROXY: TrustProxy;
  dataDir: string;
  /** Where links point (e-mails, sitemap, canonical and Open Graph URLs): APP_URL, else this server's own address. */
  appUrl: string;
};

/** Reads and validates the environment once; throws one readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(envSchema.fields).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  try {
    const parsed = envSchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
    if (parsed.PAYMENT_PROVIDER === 'openpay') {
      const missing = ['OPENPAY_MERCHANT_ID', 'OPENPAY_PUBLIC_KEY', 'OPENPAY_PRIVATE_KEY'].filter(
        (k) => !parsed[k as keyof typeof parsed],
      );
      if (missing.length) throw new Error(`PAYMENT_PROVIDER=openpay needs ${missing.join(', ')}`);
    }
    if (!parsed.OPENPAY_WEBHOOK_USER !== !parsed.OPENPAY_WEBHOOK_PASSWORD) {
      throw new Error('OPENPAY_WEBHOOK_USER and OPENPAY_WEBHOOK_PASSWORD go together');
    }
    if (parsed.NOW && parsed.TODAY && mexicoCityDate(new Date(parsed.NOW)) !== parsed.TODAY) {
      throw new Error('NOW must fall on TODAY (America/Mexico_City), or set only one of them');
    }
    const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
    return {
      ...parsed,
      TRUST_PROXY: parseTrustProxy(parsed.TRUST_PROXY)!,
      dataDir: resolve(parsed.DATA_DIR),
      appUrl,
    };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new Error(
        `Configuración inválida / invalid configuration:\n  - ${error.errors.join('\n  - ')}`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

/** A config for tests: in-memory database, silent logs, a fixed "today". */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
    dataDir: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    TODAY: '2026-11-22',
    ...overrides,
  };
}

/** MSI_PLANS as numbers, ascending, without repeats ([] turns meses sin intereses off). */
export function msiPlans(config: Pick<Config, 'MSI_PLANS'>): number[] {
  const plans = (config.MSI_PLANS ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0);
  return [...new Set(plans)].sort((a, b) => a - b);
}
