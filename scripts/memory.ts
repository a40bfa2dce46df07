/**
 * `npm run memory`: the server's resident memory as `npm start` runs it (PGlite, the demo
 * catalogue, a fresh data folder under the system's temp folder), idle and after a warm-up of the
 * requests a visit makes. Prints figures; asserts nothing.
 *
 *   npm run memory -- --rounds 20 --port 4399
 *   npm run memory -- --node-flags "--max-semi-space-size=8"   (flags for the server process)
 *   npm run memory -- --restart     (measure a second start on the folder the first one created)
 *   npm run memory -- --tsx         (the server through tsx's run-time transform, as tests run it)
 *   npm run memory -- --bare        (without the start script's memory settings: plain `node`)
 *
 * The server process gets the variables and Node flags of package.json's start script
 * (scripts/server-runtime.ts), then those of --node-flags.
 *
 * RSS is read from /proc (Linux): VmRSS now, VmHWM the peak since the process started.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaUrl, MEDIA_SIZES, type MediaSize } from '../src/shared/media.ts';
import { serverRuntime } from './server-runtime.ts';

interface Options {
  port: number;
  rounds: number;
  settleMs: number;
  nodeFlags: string[];
  restart: boolean;
  tsx: boolean;
  bare: boolean;
}

/** As `npm start` runs it (compiled), or with tsx's run-time transform (`--tsx`, as tests do). */
function serverCommand(options: Options): string[] {
  return options.tsx ? ['--import', 'tsx', 'server/server.ts'] : ['dist-server/server.mjs'];
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    port: 4399,
    rounds: 20,
    settleMs: 5000,
    nodeFlags: [],
    restart: false,
    tsx: false,
    bare: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--rounds') options.rounds = Number(value());
    else if (flag === '--settle') options.settleMs = Number(value());
    else if (flag === '--node-flags') options.nodeFlags = value().split(' ').filter(Boolean);
    else if (flag === '--restart') options.restart = true;
    else if (flag === '--tsx') options.tsx = true;
    else if (flag === '--bare') options.bare = true;
  }
  return options;
}

const MB = 1024 * 1024;

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(base: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error('the server did not answer /api/health in time');
}

async function get(url: string, accept = 'application/json'): Promise<Response> {
  const response = await fetch(url, { headers: { Accept: accept, 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response;
}

/** The requests of a visit: pages drawn by the server, the API, photos in their three sizes. */
async function warmUp(base: string, rounds: number): Promise<number> {
  const listOf = <T>(body: unknown): T[] => {
    const data = (body as { habitaciones?: unknown } | null)?.habitaciones ?? body;
    return Array.isArray(data) ? (data as T[]) : [];
  };
  const list = listOf<{ _id: string; images?: string[]; location?: { population?: string } }>(
    await (await fetch(`${base}/api/habitaciones`)).json(),
  );
  const places = [
    ...new Set(list.map((c) => c.location?.population).filter((p): p is string => !!p)),
  ];
  const photos = [...new Set(list.flatMap((c) => c.images ?? []))].slice(0, 60);
  if (list.length === 0 || photos.length === 0) throw new Error('no cabins or photos to ask for');
  let requests = 0;
  for (let round = 0; round < rounds; round++) {
    const place = places[round % Math.max(places.length, 1)] ?? 'Mazamitla';
    const cabin = list[round % Math.max(list.length, 1)];
    const stay = 'checkIn=2026-12-07&checkOut=2026-12-10&guests=2';
    const urls = [
      `${base}/`,
      `${base}/api/habitaciones`,
      `${base}/api/destinos`,
      `${base}/api/config`,
      `${base}/api/cotizar/search?location=${encodeURIComponent(place)}&${stay}`,
      `${base}/results?location=${encodeURIComponent(place)}&${stay}`,
    ];
    if (cabin) {
      urls.push(`${base}/api/habitaciones/${cabin._id}`, `${base}/cabin/${cabin._id}?${stay}`);
    }
    await Promise.all(urls.map((url) => get(url, url.includes('/api/') ? undefined : 'text/html')));
    requests += urls.length;
    const batch = photos.slice((round * 6) % Math.max(photos.length, 1)).slice(0, 6);
    for (const photo of batch) {
      for (const size of Object.keys(MEDIA_SIZES) as MediaSize[]) {
        await get(`${base}${mediaUrl(photo, size)}`, 'image/webp');
        requests += 1;
      }
    }
  }
  return requests;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!options.tsx)
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'refugio-memory-'));
  const base = `http://127.0.0.1:${options.port}`;
  const runtime = options.bare ? { env: {}, nodeFlags: [] } : serverRuntime();
  console.log(
    `Server process: ${Object.entries(runtime.env)
      .map(([name, value]) => `${name}=${value} `)
      .join('')}node ${[...runtime.nodeFlags, ...options.nodeFlags].join(' ')}`,
  );
  const startServer = () =>
    spawn(
      process.execPath,
      [...runtime.nodeFlags, ...options.nodeFlags, ...serverCommand(options)],
      {
        env: {
          ...process.env,
          ...runtime.env,
          NODE_ENV: 'production',
          PORT: String(options.port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          TODAY: '2026-11-22',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
  const stop = async (server: ReturnType<typeof startServer>) => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  if (options.restart) {
    // The first start creates the database and the demo; the one measured finds them there.
    const first = startServer();
    await waitForHealth(base);
    await stop(first);
  }
  const child = startServer();
  try {
    const startedAt = Date.now();
    await waitForHealth(base);
    const startMs = Date.now() - startedAt;
    await delay(options.settleMs);
    const idle = memoryOf(child.pid!);
    const requests = await warmUp(base, options.rounds);
    await delay(options.settleMs);
    const warm = memoryOf(child.pid!);
    const row = (label: string, value: number) => `| ${label} | ${(value / MB).toFixed(0)} MB |`;
    console.log(
      [
        `${options.restart ? 'Second start' : 'First start'} in ${startMs} ms; warm-up: ${requests} requests in ${options.rounds} rounds.`,
        '',
        '| measure | RSS |',
        '| :-- | --: |',
        row('idle (after start-up)', idle.rss),
        row('peak during start-up', idle.peak),
        row('after the warm-up', warm.rss),
        row('peak (start-up + warm-up)', warm.peak),
      ].join('\n'),
    );
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
