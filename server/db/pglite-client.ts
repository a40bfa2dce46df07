import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database, run on a thread of its own (./pglite-thread.mjs) and used from the
 * server's thread through the part of PGlite's interface the app and drizzle use: query, exec,
 * transaction, listen, dumpDataDir, close. PGlite runs each statement without yielding, so on the
 * server's thread a host's edit (a dozen statements) held every search behind it for 10–20 ms;
 * here the statements run beside the event loop. docs/decisions/205-pglite-thread.md.
 *
 * Order is kept: calls are answered in the order PGlite runs them (its own locks, on its thread),
 * and a notification is posted on the same channel before the answer of the statement that raised
 * it, so a listener has heard of a write before the writer's await returns (the catalogue and the
 * occupancy cache count on it: ../services/catalogue.ts).
 */

interface WireError {
  message: string;
  name: string;
  [field: string]: unknown;
}

type Message =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: WireError }
  | { notify: string; payload: string };

type TxId = number;

/** The handle a transaction's callback gets, as PGlite's own. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  readonly closed: boolean;
}

/** An error of the database's thread as an Error again, with PostgreSQL's fields (code, constraint…). */
function toError({ message, name, ...fields }: WireError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/**
 * drizzle's parsers keep dates, times and intervals as PostgreSQL's text (identity functions):
 * the thread is told which type ids to leave as text. Any other parser could not cross threads.
 */
function wireOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).length) {
    throw new Error(`PgliteThread: unsupported query options ${Object.keys(rest).join(', ')}`);
  }
  return { rowMode, rawTypes: parsers ? Object.keys(parsers).map(Number) : undefined };
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #nextTx = 1;
  #closed = false;
  dataDir: string | undefined;

  private constructor() {
    // A small young generation: the thread's allocations are short-lived rows, and V8's default
    // (2 × 16 MB of semi-space) would stay resident for nothing (docs/performance.md).
    this.#worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    this.#worker.on('message', (message: Message) => this.#receive(message));
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', () => this.#failAll(new Error('The database thread has stopped')));
    // Only a call waiting for its answer keeps the process alive (#call, #receive), as a socket
    // would: an open database alone does not, nor does listening.
    this.#worker.unref();
  }

  /** Opens (or creates) the database in `dataDir` (in memory without one) on a new thread. */
  static async open(options: { dataDir?: string; startParams: string[] }): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      const { dataDir } = await thread.#call<{ dataDir: string | null }>({
        op: 'open',
        ...options,
      });
      thread.dataDir = dataDir ?? undefined;
      return thread;
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: TxId) {
    return this.#call<Results<T>>({ op: 'query', sql, params, options: wireOptions(options), tx });
  }

  exec(sql: string, tx?: TxId): Promise<Results[]> {
    return this.#call<Results[]>({ op: 'exec', sql, tx });
  }

  /** BEGIN, the callback's statements, then COMMIT, or ROLLBACK when the callback throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#call({ op: 'begin', tx });
    let ended = false;
    const handle: ThreadTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        ended
          ? Promise.reject(new Error('Transaction is closed'))
          : this.query<R>(sql, params, options, tx),
      exec: (sql: string) =>
        ended ? Promise.reject(new Error('Transaction is closed')) : this.exec(sql, tx),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      ended = true;
      await this.#call({ op: 'end', tx, commit: false });
      throw error;
    }
    ended = true;
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `callback` with each notification on `channel`; returns the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
    }
    callbacks.add(callback);
    await this.#call({ op: 'listen', channel });
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size || this.#closed) return;
      this.#listeners.delete(channel);
      await this.#call({ op: 'unlisten', channel });
    };
  }

  /** The data folder as a tar archive (PGlite's dumpDataDir). */
  async dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<File> {
    const { name, type, bytes } = await this.#call<{
      name: string | null;
      type: string;
      bytes: ArrayBuffer;
    }>({ op: 'dump', compression });
    return new File([new Uint8Array(bytes)], name ?? 'pgdata.tar', { type });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (!this.#pending.size) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #receive(message: Message): void {
    if ('notify' in message) {
      for (const callback of this.#listeners.get(message.notify) ?? []) callback(message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (!this.#pending.size) this.#worker.unref();
    if (message.error) pending.reject(toError(message.error));
    else pending.resolve(message.result);
  }

  #failAll(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
