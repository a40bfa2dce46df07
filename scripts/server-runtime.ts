/**
 * How `npm start` runs the server process: the environment variables and Node flags written before
 * `dist-server/server.mjs` in package.json's "start" script. `npm run memory` and `npm run bench`
 * start their server process with the same ones, so that they measure what `npm start` runs
 * (docs/performance.md, "Third round"; decision 190).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ServerRuntime {
  /** Variables set for the server process, e.g. glibc's MALLOC_MMAP_THRESHOLD_. */
  env: Record<string, string>;
  /** Node flags before the module (none today; e.g. --max-semi-space-size=8). */
  nodeFlags: string[];
}

const SERVER_MODULE = 'dist-server/server.mjs';

/** The runtime of the last command of a start script (`… && VAR=value node --flag dist-server/server.mjs`). */
export function parseServerRuntime(startScript: string): ServerRuntime {
  const words = (startScript.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]); i++) {
    const [name, ...value] = words[i].split('=');
    env[name] = value.join('=');
  }
  if (words[i] !== 'node') {
    throw new Error(`The start script does not run the server with node: "${startScript}"`);
  }
  const nodeFlags = words.slice(i + 1, words.indexOf(SERVER_MODULE, i + 1));
  if (!words.includes(SERVER_MODULE) || nodeFlags.some((flag) => !flag.startsWith('--'))) {
    throw new Error(`The start script does not run ${SERVER_MODULE}: "${startScript}"`);
  }
  return { env, nodeFlags };
}

/** The runtime of package.json's "start" script. */
export function serverRuntime(packageJson = 'package.json'): ServerRuntime {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    scripts: Record<string, string>;
  };
  return parseServerRuntime(scripts.start);
}

/**
 * A child process running the TypeScript module `script` (through tsx) with `args`, talking over
 * IPC. `server: true` runs it with npm start's settings (serverRuntime) plus the flags in
 * BENCH_NODE_FLAGS (e.g. `--cpu-prof`), as the benches start their server processes.
 */
export function forkScript(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; server: boolean },
): ChildProcess {
  const runtime = options.server ? serverRuntime() : { env: {}, nodeFlags: [] };
  const extra = options.server ? (process.env.BENCH_NODE_FLAGS ?? '').split(' ') : [];
  return fork(script, args, {
    execArgv: [...runtime.nodeFlags, '--import', 'tsx', ...extra.filter(Boolean)],
    env: { ...options.env, ...runtime.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
