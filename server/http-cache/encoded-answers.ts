import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withJoinedParts } from './pooled-join.ts';

/**
 * Large JSON answers (search pages, the cabin list, cabin details), kept encoded for the transport.
 *
 * Browsers ask for `Accept-Encoding: br, gzip`; @fastify/compress used to brotli-compress every
 * 170 KB search page on every request (more CPU than the search), and the home list (1.4 MB on the
 * 10 000-cabin catalogue) cost ~9 ms of brotli per request. Here each answer is encoded once per
 * variant (identity, br, gzip, built lazily when first asked for) and served from a bounded LRU with
 * the right Content-Encoding, Vary and Content-Length. Routes that use it opt out of
 * @fastify/compress (`compress: false`), so nothing is compressed twice.
 *
 * Correctness lives in the key, which the caller builds from everything the answer depends on. The
 * search keys name the very objects the answer is made from (the catalogue snapshot, the occupancy
 * answer's set of taken cabins: `objectKey`), which the catalogue and occupancy caches hand out only
 * while they are current for this request (every write, expired hold, other process's write and
 * clock set back gives new objects). The same key therefore always means the same bytes.
 */

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this are sent as they are (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Brotli quality for a cache miss: on a 170 KB search page (2-core VM) quality 4 takes ~1.0 ms for
 * 12.9 KB, 5 ~1.3 ms for 11.2 KB, 6 ~1.5 ms for 11.0 KB, 9 ~75 ms. See docs/performance.md.
 */
export const BROTLI_QUALITY = 5;
/** zlib's default level: ~1.2 ms and 14.5 KB for a search page (9: 1.8 ms, 13.8 KB). */
export const GZIP_LEVEL = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` compressed with `encoding` (identity: a copy the caller may keep). */
export async function encodeAnswer(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === 'gzip') return gzip(body, { level: GZIP_LEVEL });
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Negotiation: the same choice @fastify/compress makes with encodings ['br', 'gzip'].

const negotiated = new Map<string, AnswerEncoding>();
const NEGOTIATED_LIMIT = 500;

function negotiate(header: string): AnswerEncoding {
  let best: AnswerEncoding = 'identity';
  let bestQuality = 0;
  for (const item of header.toLowerCase().split(',')) {
    const [rawName, ...params] = item.split(';');
    let name = rawName.trim();
    // As @fastify/compress: "*" (no preference) and x-gzip count as gzip.
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip') continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key.trim() === 'q') quality = Number.parseFloat(value ?? '') || 0;
    }
    if (!(quality > 0)) continue;
    // Highest quality wins; on a tie br (the server's first choice) over gzip.
    if (quality > bestQuality || (quality === bestQuality && name === 'br')) {
      best = name;
      bestQuality = quality;
    }
  }
  return best;
}

/** The encoding to answer `request` with: br, gzip or identity. */
export function negotiateEncoding(request: FastifyRequest): AnswerEncoding {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || !header) return 'identity';
  if (request.headers['x-no-compression'] !== undefined) return 'identity';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    if (negotiated.size >= NEGOTIATED_LIMIT) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

// ---------------------------------------------------------------------------------------------
// Keys naming objects.

const serials = new WeakMap<object, number>();
let nextSerial = 1;

/**
 * A number for this very object (never reused while it lives), so a key can say "built from this
 * snapshot / this set of taken cabins" without holding on to it.
 */
export function objectKey(value: object): number {
  let serial = serials.get(value);
  if (serial === undefined) {
    serial = nextSerial++;
    serials.set(value, serial);
  }
  return serial;
}

// ---------------------------------------------------------------------------------------------
// The cache.

export interface EncodedAnswer {
  body: Buffer;
  /** What `body` is encoded with: identity for answers too small to gain from compression. */
  encoding: AnswerEncoding;
}

interface Entry {
  key: string;
  /** The answer in each encoding asked for so far: done, or being built (shared by every caller). */
  variants: Partial<Record<AnswerEncoding, EncodedAnswer | Promise<EncodedAnswer>>>;
  /** Bytes counted against the cache for this entry (finished variants and the key). */
  bytes: number;
  /** False once evicted: variants finishing later are not counted. */
  live: boolean;
}

export interface AnswerCacheOptions {
  /** Bytes of encoded answers kept at most, over all entries. */
  maxBytes: number;
  /** Larger answers are encoded for the request and not kept. */
  maxEntryBytes: number;
}

export interface AnswerCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** The parts of a JSON answer, joined in order (the services' pre-encoded pieces). */
export type AnswerBuilder = () => readonly Buffer[] | Promise<readonly Buffer[]>;

/** A bounded LRU (by bytes) of encoded answers by key and encoding. */
export class AnswerCache {
  #entries = new Map<string, Entry>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;

  constructor(private readonly options: AnswerCacheOptions) {}

  get stats(): AnswerCacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  clear(): void {
    for (const entry of this.#entries.values()) entry.live = false;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * The answer of `key` in `encoding`: from memory, else built with `build`, encoded (once for
   * every concurrent caller) and kept.
   */
  get(
    key: string,
    encoding: AnswerEncoding,
    build: AnswerBuilder,
  ): EncodedAnswer | Promise<EncodedAnswer> {
    let entry = this.#entries.get(key);
    if (entry) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      const known = entry.variants[encoding];
      if (known) {
        this.#hits += 1;
        return known;
      }
    } else {
      entry = { key, variants: {}, bytes: key.length, live: true };
      this.#entries.set(key, entry);
      this.#bytes += entry.bytes;
    }
    this.#misses += 1;
    return this.#build(entry, encoding, build);
  }

  #build(entry: Entry, encoding: AnswerEncoding, build: AnswerBuilder): Promise<EncodedAnswer> {
    const pending = (async (): Promise<EncodedAnswer> => {
      const parts = await build();
      return withJoinedParts(parts, async (joined) => {
        // Tiny answers gain nothing from compression (the same threshold as @fastify/compress).
        const as = joined.length < COMPRESS_THRESHOLD ? 'identity' : encoding;
        return { body: await encodeAnswer(joined, as), encoding: as };
      });
    })();
    entry.variants[encoding] = pending;
    const settle = (answer: EncodedAnswer | null) => {
      if (entry.variants[encoding] !== pending) return;
      if (!answer || answer.body.length > this.options.maxEntryBytes) {
        delete entry.variants[encoding];
        return;
      }
      entry.variants[encoding] = answer;
      this.#count(entry, answer.body.length);
    };
    pending.then(settle, () => settle(null));
    return pending;
  }

  #count(entry: Entry, bytes: number): void {
    if (!entry.live) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    // Least recently used first out, the entry just filled last of all.
    for (const [key, oldest] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) return;
      if (oldest !== entry) this.#evict(key, oldest);
    }
    if (this.#bytes > this.options.maxBytes) this.#evict(entry.key, entry);
  }

  #evict(key: string, entry: Entry): void {
    this.#entries.delete(key);
    entry.live = false;
    this.#bytes -= entry.bytes;
  }
}

/** The process's cache of encoded answers (every database and app in it; keys tell them apart). */
export const answers = new AnswerCache({
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 8 * 1024 * 1024,
});

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends the JSON answer of `key` in the encoding the request accepts, from the cache or built with
 * `build`. The route must have `compress: false` (the bytes are already encoded here).
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: AnswerBuilder,
  cache: AnswerCache = answers,
): Promise<FastifyReply> {
  const { body, encoding } = await cache.get(key, negotiateEncoding(request), build);
  reply.header('content-type', JSON_TYPE).header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('content-length', body.length).send(body);
}
