// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so
// its statements never block the server's event loop (docs/decisions/205-pglite-thread.md).
// server/db/pglite-client.ts is the other end: it sends each call as a message and gets its
// answer back, in order. Plain JavaScript so that it runs as it is under tsx, vitest and the
// compiled server (scripts/build-server.mjs copies it beside dist-server/server.mjs).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** @type {PGlite} */
let db;
/** Open transactions by id: the handle PGlite gave, and how to end the callback holding it. */
const transactions = new Map();
/** Channels listened to, with their unlisten function. */
const listening = new Map();

// A large answer (the whole catalogue at start-up: ~70 MB of rows at 10 000 cabins) leaves its rows
// as garbage on this thread's heap, and an idle thread allocates nothing more that would start a
// collection: they would stay for the life of the process. So this thread collects once it has
// sent a large answer and nothing is waiting.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
const LARGE_ANSWER_ROWS = 1000;
let running = 0;
let collectWhenIdle = false;

/** A text-as-is parser for each type id: what drizzle asks for dates, times and intervals. */
const rawParsers = (ids) => Object.fromEntries((ids ?? []).map((id) => [id, (value) => value]));

const handleOf = (tx) => {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.handle;
};

/** An error as plain data: its message, name and PostgreSQL's fields (code, constraint, …). */
function serialize(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

const operations = {
  async open({ dataDir, startParams }) {
    db = await PGlite.create({
      dataDir,
      extensions: { btree_gist, pg_trgm, unaccent },
      startParams,
    });
    return { dataDir: db.dataDir ?? null };
  },
  query({ sql, params, options, tx }) {
    const { rowMode, rawTypes } = options ?? {};
    return handleOf(tx).query(sql, params, {
      ...(rowMode && { rowMode }),
      ...(rawTypes && { parsers: rawParsers(rawTypes) }),
    });
  },
  exec({ sql, tx }) {
    return handleOf(tx).exec(sql);
  },
  begin({ tx }) {
    return new Promise((started, failed) => {
      const open = {};
      transactions.set(tx, open);
      open.pending = db
        .transaction(
          (handle) =>
            new Promise((commit, rollback) => {
              Object.assign(open, { handle, commit, rollback });
              started(null);
            }),
        )
        .finally(() => transactions.delete(tx));
      // A BEGIN that failed never reached the callback (once started, this changes nothing).
      open.pending.catch(failed);
    });
  },
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open?.handle) throw new Error('Transaction is closed');
    if (commit) open.commit(null);
    else open.rollback(new Error('rollback'));
    await open.pending.catch((error) => {
      if (commit) throw error;
    });
    return null;
  },
  async listen({ channel }) {
    if (!listening.has(channel)) {
      const unlisten = await db.listen(channel, (payload) =>
        parentPort.postMessage({ notify: channel, payload }),
      );
      listening.set(channel, unlisten);
    }
    return null;
  },
  async unlisten({ channel }) {
    const unlisten = listening.get(channel);
    listening.delete(channel);
    if (unlisten) await unlisten();
    return null;
  },
  async dump({ compression }) {
    const file = await db.dumpDataDir(compression);
    return { name: file.name ?? null, type: file.type, bytes: await file.arrayBuffer() };
  },
  async close() {
    await db?.close();
    return null;
  },
};

const rowsOf = (result) =>
  Array.isArray(result)
    ? result.reduce((sum, r) => sum + (r?.rows?.length ?? 0), 0)
    : (result?.rows?.length ?? 0);

parentPort.on('message', async (message) => {
  const { id, op } = message;
  running += 1;
  try {
    const result = await operations[op](message);
    const transfer = op === 'dump' ? [result.bytes] : [];
    parentPort.postMessage({ id, result }, transfer);
    if (op === 'dump' || rowsOf(result) >= LARGE_ANSWER_ROWS) collectWhenIdle = true;
  } catch (error) {
    parentPort.postMessage({ id, error: serialize(error) });
  } finally {
    running -= 1;
    if (collectWhenIdle && running === 0) {
      collectWhenIdle = false;
      setImmediate(() => {
        if (running === 0) collect();
        else collectWhenIdle = true;
      });
    }
  }
});
