import type { PgliteThread } from './pglite-client.ts';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

const RECONNECT_MS = 5_000;

/**
 * Calls `onNotify` for every NOTIFY on `channel` (sent by any server on this database; a NOTIFY in
 * a transaction arrives when it commits). On PostgreSQL it holds one connection of its own and
 * reconnects if it drops; PGlite delivers in-process. `onNotify` is also called once listening
 * starts (anything committed before). Returns the function that stops listening.
 */
export async function listen(
  database: Database,
  channel: string,
  onNotify: () => void,
  log?: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const driver = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const unlisten = await (driver as PgliteThread).listen(channel, onNotify);
    // Whatever was committed before we listened.
    onNotify();
    return unlisten;
  }
  const pool = driver as pg.Pool;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      log?.warn({ err: error, channel }, 'listen connection lost: reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleRetry();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      if (stopped) return;
      log?.warn({ err: error, channel }, 'listen failed: retrying');
      scheduleRetry();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // Whatever was committed while the connection was down.
    onNotify();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}
