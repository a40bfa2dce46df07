import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

/**
 * A server of a spec's own, from the e2e build (dist-server/server.mjs), for a journey that needs a
 * configuration the shared e2e server does not have — e.g. a later NOW on the same data folder,
 * the "injected time" of e2e/host-requests.spec.ts. Resolves once /api/health answers.
 */
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<{ origin: string; stop(): Promise<void> }> {
  const origin = `http://localhost:${options.port}`;
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['dist-server/server.mjs'], {
    env: {
      ...environmentWithoutDatabase(),
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      STATIC_DIR: process.env.E2E_DIST ?? 'dist',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  };
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
          return fetch(`${origin}/api/health`).then(
            (res) => res.status,
            () => 0,
          );
        },
        { timeout: 110_000, intervals: [250, 500, 1_000] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * This process's environment without DATABASE_URL: a server started by a spec keeps its own
 * embedded database in its data folder. Under `.ci/run` DATABASE_URL names the PostgreSQL that the
 * main e2e server also inherits, and two servers on one database would share its jobs (the main
 * server's mail delivery would take the spec server's messages).
 */
export function environmentWithoutDatabase(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}
