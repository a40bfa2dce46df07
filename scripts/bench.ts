/**
 * `npm run bench`: latency and throughput of the client API on a large catalogue, next to a bare
 * Fastify route. Prints figures; asserts nothing.
 *
 *   npm run bench -- --duration 10 --connections 10,50 --cabins 10000
 *   npm run bench -- --only quote,search --cpu-prof /tmp/profiles   (profiles of the server's runs)
 *   npm run bench -- --only quote --node-flags "--trace-gc"         (flags for the server process)
 *   npm run bench -- --slices 1                                     (real route, then its twin)
 *   npm run bench -- --bare                                         (without the start script's memory settings)
 *
 * The server (app + bare Fastify) runs in a child process so autocannon does not share its event
 * loop; like `npm start`, that process runs compiled JavaScript (this file bundled by esbuild into
 * dist-server/bench.mjs), or through tsx with `--tsx`, with the variables and Node flags of
 * package.json's start script (scripts/server-runtime.ts), then those of --node-flags. The database is a fresh PGlite in a throw-away folder under the system's temp folder (on
 * disk, as `npm start` runs it), or a throw-away database on the PostgreSQL server of DATABASE_URL.
 *
 * Requests carry what a browser sends (`Accept-Encoding: br, gzip`), and each scenario is compared
 * with a bare Fastify route that sends the very answer the real route sent in this run: the same
 * status, headers and bytes, with the same encoding (like for like: no work behind it). The
 * uncompressed search page is measured too, as its own scenario.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { count, sql } from 'drizzle-orm';
import { build } from 'esbuild';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { createClock } from '../server/clock.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase, type Database, type Db } from '../server/db/client.ts';
import { cabins, reservations } from '../server/db/schema.ts';
import { ensureSeeded } from '../server/db/seed.ts';
import { addDays, todayInMexico } from '../src/shared/dates.ts';
import { createCabins } from '../tests/server/factories.ts';
import { serverRuntime } from './server-runtime.ts';

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  method: string;
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) => AutocannonInstance;

interface Options {
  duration: number;
  connections: number[];
  cabins: number;
  warmup: number;
  /** Share of the cabins booked on the benchmark's nights. */
  booked: number;
  /** Only the scenarios whose name contains one of these (all when empty). */
  only: string[];
  /** Where to write a CPU profile of the server for each measured run (none when empty). */
  cpuProf: string;
  /** Extra Node flags for the server process (e.g. "--trace-gc"). */
  nodeFlags: string[];
  tsx: boolean;
  /** Without the start script's variables and Node flags. */
  bare: boolean;
  /**
   * Each run is cut in this many slices, alternating with the bare twin's (real, twin, twin, real,
   * …), so that a machine whose load drifts weighs on both alike.
   */
  slices: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    duration: 10,
    connections: [10, 50],
    cabins: 10_000,
    warmup: 2,
    booked: 0.1,
    only: [],
    cpuProf: '',
    nodeFlags: [],
    tsx: false,
    bare: false,
    slices: 5,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--duration') options.duration = Number(value());
    else if (flag === '--connections') options.connections = value().split(',').map(Number);
    else if (flag === '--cabins') options.cabins = Number(value());
    else if (flag === '--warmup') options.warmup = Number(value());
    else if (flag === '--booked') options.booked = Number(value());
    else if (flag === '--only') options.only = value().split(',').filter(Boolean);
    else if (flag === '--cpu-prof') options.cpuProf = value();
    else if (flag === '--node-flags') options.nodeFlags = value().split(' ').filter(Boolean);
    else if (flag === '--tsx') options.tsx = true;
    else if (flag === '--bare') options.bare = true;
    else if (flag === '--slices') options.slices = Number(value());
  }
  if (
    !(options.duration > 0) ||
    !(options.cabins >= 1) ||
    !(options.warmup >= 0) ||
    !(options.booked >= 0 && options.booked <= 1) ||
    !(Number.isInteger(options.slices) && options.slices >= 1) ||
    !options.connections.every((c) => Number.isInteger(c) && c > 0)
  ) {
    throw new Error(
      'Usage: bench [--duration s] [--connections 10,50] [--cabins n] [--warmup s] [--booked 0..1] ' +
        '[--only name,name] [--slices n] [--cpu-prof dir] [--node-flags "--flag ..."] [--tsx] [--bare]',
    );
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Child: the server under test.

interface Ready {
  type: 'ready';
  appUrl: string;
  bareUrl: string;
  cabinId: string;
  checkIn: string;
  checkOut: string;
  cabins: number;
  database: string;
  seedMs: number;
}

const DESTINATIONS: Array<[string, string, number, number]> = [
  ['Mazamitla', 'Jalisco', 19.915, -103.02],
  ['Tapalpa', 'Jalisco', 19.944, -103.758],
  ['Valle de Bravo', 'Estado de México', 19.195, -100.131],
  ['Tulum', 'Quintana Roo', 20.211, -87.465],
  ['Bacalar', 'Quintana Roo', 18.677, -88.395],
  ['Holbox', 'Quintana Roo', 21.523, -87.379],
  ['Mérida', 'Yucatán', 20.967, -89.623],
  ['Valladolid', 'Yucatán', 20.689, -88.201],
  ['San Cristóbal de las Casas', 'Chiapas', 16.737, -92.638],
  ['Creel', 'Chihuahua', 27.752, -107.635],
  ['Huasca de Ocampo', 'Hidalgo', 20.203, -98.576],
  ['Sayulita', 'Nayarit', 20.869, -105.44],
  ['Puerto Escondido', 'Oaxaca', 15.864, -97.067],
  ['Real de Catorce', 'San Luis Potosí', 23.688, -100.886],
  ['Bernal', 'Querétaro', 20.741, -99.941],
  ['Cuetzalan', 'Puebla', 20.018, -97.522],
];

/** Tops the catalogue up to `wanted` cabins with varied test cabins (when the seed made fewer). */
async function fillCatalogue(db: Db, wanted: number): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(cabins);
  if (n >= wanted) return;
  let state = 42;
  const rand = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  await createCabins(db, wanted - n, (i) => {
    const [population, st, lat, lng] = DESTINATIONS[i % DESTINATIONS.length];
    const max = 2 + Math.floor(rand() * 9);
    return {
      name: `Cabaña ${population} ${i + 1}`,
      population,
      state: st,
      latitude: lat + (rand() - 0.5) / 10,
      longitude: lng + (rand() - 0.5) / 10,
      maxOccupancy: max,
      minOccupancy: 1,
      bedrooms: Math.max(1, Math.floor(max / 2)),
      beds: Math.max(1, Math.ceil(max / 2)),
      bathrooms: 1 + Math.floor(rand() * 3),
      minNights: rand() < 0.2 ? 2 : 1,
      nightlyRateCents: 80_000 + Math.floor(rand() * 40) * 10_000,
      weekendRateCents: rand() < 0.5 ? 150_000 + Math.floor(rand() * 30) * 10_000 : null,
      features: {
        generalFeatures: { wifi: rand() < 0.8, fireplace: rand() < 0.4, privatePool: rand() < 0.2 },
      },
    };
  });
}

/** Books a share of the cabins on the benchmark's nights, so availability has work to do. */
async function bookSome(db: Db, share: number, checkIn: string, checkOut: string): Promise<void> {
  const ids = (await db.select({ id: cabins.id }).from(cabins)).map((r) => r.id);
  const every = share > 0 ? Math.max(1, Math.round(1 / share)) : 0;
  const rows = ids
    .filter((_, i) => every > 0 && i % every === 0)
    .map((cabinId) => ({
      id: randomUUID(),
      cabinId,
      checkIn,
      checkOut,
      guests: 2,
      nights: 2,
      status: 'active',
      paymentStatus: 'PAID',
      subtotalCents: 300_000,
      commissionCents: 36_000,
      totalCents: 336_000,
      guestFirstName: 'Bench',
      guestLastName: 'Mark',
      guestEmail: 'bench@example.mx',
      guestPhone: '+525512345678',
    }));
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    // Where the seed already booked a cabin on those nights the constraint refuses: row by row then.
    await db
      .insert(reservations)
      .values(batch)
      .catch(async () => {
        for (const row of batch)
          await db
            .insert(reservations)
            .values(row)
            .catch(() => undefined);
      });
  }
}

/** Where the bench's catalogue lives: a PGlite folder, or a database on DATABASE_URL's server. */
interface BenchTarget {
  label: string;
  location: { dataDir?: string; databaseUrl?: string };
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function createBenchTarget(): Promise<BenchTarget> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // A throw-away data folder, as `npm start` runs PGlite (on disk, not in memory).
    const dataDir = mkdtempSync(join(tmpdir(), 'refugio-bench-'));
    return {
      label: 'PGlite',
      location: { dataDir },
      open: () => openDatabase({ dataDir }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `refugio_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    location: { databaseUrl: target.toString() },
    open: () => openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' }),
    remove: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

interface SeedRequest {
  type: 'seed';
  dataDir?: string;
  databaseUrl?: string;
  today: string;
  checkIn: string;
  checkOut: string;
}

/**
 * Fills the catalogue in a child process that exits when done, so the measured server opens a
 * catalogue that exists, as a restarted `npm start` does: the bulk load's memory (PGlite's
 * WebAssembly memory never shrinks) is not the server's.
 */
async function seedInChildProcess(
  target: BenchTarget,
  request: Omit<SeedRequest, 'type'>,
): Promise<void> {
  const child = fork(
    process.argv[1],
    [...process.argv.slice(2).filter((a) => a !== '--serve'), '--seed'],
    {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  child.send({ type: 'seed', ...request } satisfies SeedRequest);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the ${target.label} catalogue failed (${code})`);
}

async function seed(options: Options): Promise<void> {
  const request = await new Promise<SeedRequest>((resolve) =>
    process.once('message', (message: SeedRequest) => resolve(message)),
  );
  const database = await openDatabase(
    request.databaseUrl
      ? { databaseUrl: request.databaseUrl, dataDir: 'memory://' }
      : { dataDir: request.dataDir! },
  );
  await ensureSeeded(database.db, { today: request.today, cabins: options.cabins });
  await fillCatalogue(database.db, options.cabins);
  await bookSome(database.db, options.booked, request.checkIn, request.checkOut);
  // Planner statistics after the bulk load (PGlite has no autovacuum to gather them).
  await database.db.execute(sql`analyze`);
  await database.close();
  process.disconnect();
}

async function serve(options: Options): Promise<void> {
  const today = todayInMexico();
  const checkIn = addDays(today, 30);
  const checkOut = addDays(checkIn, 2);
  const target = await createBenchTarget();
  const label = target.label;
  const started = performance.now();
  await seedInChildProcess(target, { ...target.location, today, checkIn, checkOut });
  const opened = await target.open();
  const database: Database = {
    ...opened,
    close: async () => {
      await opened.close();
      await target.remove();
    },
  };
  const seedMs = performance.now() - started;
  const [{ n }] = await database.db.select({ n: count() }).from(cabins);

  const config = testConfig({ TODAY: today, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, clock: createClock(today) });
  await app.listen({ host: '127.0.0.1', port: 0 });

  // The bare baselines: a tiny answer, and for each scenario the very answer its real route sent
  // in this run (status, headers, bytes), registered by the parent before the scenario runs.
  const answers = new Map<string, FixedAnswer>();
  const bare = Fastify({ logger: false });
  bare.get('/bench/bare', async () => ({ success: true }));
  const sendFixed = async (
    request: FastifyRequest<{ Params: { name: string } }>,
    reply: FastifyReply,
  ) => {
    const answer = answers.get(request.params.name);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };
  bare.get('/bench/same/:name', sendFixed);
  bare.post('/bench/same/:name', sendFixed);
  await bare.listen({ host: '127.0.0.1', port: 0 });

  // A cabin in Mazamitla that is free on the benchmark's nights, for the detail page and quotes.
  const list = await app.inject({
    method: 'GET',
    url: `/api/cotizar/search?location=mazamitla&guests=2&checkIn=${checkIn}&checkOut=${checkOut}&pageSize=1`,
  });
  const cabinId = (list.json() as { habitaciones: Array<{ _id: string }> }).habitaciones[0]._id;

  // process.memoryUsage.rss(): process.memoryUsage() also walks the V8 heap (1 % of the server's
  // CPU at this rate, measured).
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 25);
  let profiler: Session | null = null;
  process.on('message', async (message: ChildMessage) => {
    if (message.type === 'rss') {
      const rss = process.memoryUsage.rss();
      const { user, system } = process.cpuUsage();
      process.send!({ type: 'rss', rss, peak: Math.max(peak, rss), cpu: user + system, system });
      peak = rss;
    } else if (message.type === 'baseline') {
      answers.set(message.name, {
        status: message.status,
        headers: message.headers,
        body: Buffer.from(message.body, 'base64'),
      });
      process.send!({ type: 'baseline' });
    } else if (message.type === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.post('Profiler.start');
      process.send!({ type: 'profile-start' });
    } else if (message.type === 'profile-stop') {
      const { profile } = await profiler!.post('Profiler.stop');
      profiler!.disconnect();
      profiler = null;
      mkdirSync(options.cpuProf, { recursive: true });
      const file = join(options.cpuProf, `${message.name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      process.send!({ type: 'profile-stop', file });
    } else if (message.type === 'stop') {
      clearInterval(sampler);
      await bare.close();
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  const url = (address: AddressInfo | string | null) =>
    `http://127.0.0.1:${(address as AddressInfo).port}`;
  const ready: Ready = {
    type: 'ready',
    appUrl: url(app.server.address()),
    bareUrl: url(bare.server.address()),
    cabinId,
    checkIn,
    checkOut,
    cabins: n,
    database: label,
    seedMs,
  };
  process.send!(ready);
}

interface FixedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

type ChildMessage =
  | { type: 'rss' | 'stop' | 'profile-start' }
  | { type: 'profile-stop'; name: string }
  | {
      type: 'baseline';
      name: string;
      status: number;
      headers: Record<string, string>;
      /** base64 */
      body: string;
    };

// ---------------------------------------------------------------------------------------------
// Parent: load generator and report.

/** What a browser sends: the PWA's requests all carry it. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
  /** A quick check that the (decoded) answer is the real one, not an error page. */
  expect: (body: string) => boolean;
  /** The encoding the answer must come with (identity: none). */
  encoding: 'br' | 'gzip' | 'identity';
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) per answer, µs: the server process's, and the load generator's. */
  serverCpu: number;
  /** The system (kernel) part of serverCpu. */
  serverSys: number;
  clientCpu: number;
}

interface Row {
  scenario: string;
  connections: number;
  /** What one answer is on the wire: size and encoding. */
  answer: string;
  real: Figures;
  /** The bare route sending the same answer (for the tiny bare route: itself). */
  bare: Figures;
  peakRss: number;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request, with the answer's bytes as they came on the wire (no decompression). */
function fetchRaw(scenario: Omit<Scenario, 'name' | 'expect' | 'encoding'>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      scenario.url,
      {
        method: scenario.method ?? 'GET',
        headers: {
          ...scenario.headers,
          ...(scenario.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(scenario.body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** The headers the bare twin repeats: all the real route sent, but those of the connection. */
function replayedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (
      ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)
    ) {
      continue;
    }
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function ask<T>(child: ChildProcess, message: ChildMessage): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (answer: { type: string }) => {
      if (answer.type === message.type) {
        child.off('message', onMessage);
        resolve(answer as T);
      }
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** One autocannon run: every answer's latency, and the load generator's CPU time. */
interface Sample {
  latencies: number[];
  total: number;
  non2xx: number;
  errors: number;
  /** µs of CPU (user + system) the load generator spent. */
  clientCpu: number;
}

async function load(scenario: Scenario, connections: number, duration: number): Promise<Sample> {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const instance = autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: {
      ...scenario.headers,
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
    },
    connections,
    duration,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    latencies,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    clientCpu: cpu.user + cpu.system,
  };
}

/** The samples of one target over a run's slices, with the server's CPU and peak RSS meanwhile. */
class Tally {
  latencies: number[] = [];
  total = 0;
  non2xx = 0;
  errors = 0;
  clientCpu = 0;
  serverCpu = 0;
  serverSys = 0;
  seconds = 0;
  peak = 0;

  add(sample: Sample, seconds: number, server: { cpu: number; system: number; peak: number }) {
    for (const latency of sample.latencies) this.latencies.push(latency);
    this.total += sample.total;
    this.non2xx += sample.non2xx;
    this.errors += sample.errors;
    this.clientCpu += sample.clientCpu;
    this.serverCpu += server.cpu;
    this.serverSys += server.system;
    this.seconds += seconds;
    this.peak = Math.max(this.peak, server.peak);
  }

  figures(): Figures {
    const sorted = this.latencies.sort((a, b) => a - b);
    const answers = Math.max(1, this.total);
    return {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      rps: this.total / this.seconds,
      non2xx: this.non2xx,
      errors: this.errors,
      serverCpu: this.serverCpu / answers,
      serverSys: this.serverSys / answers,
      clientCpu: this.clientCpu / answers,
    };
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => value.toFixed(2);
const kb = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The server process's module: this file, compiled as `npm start`'s server is, unless `--tsx`. */
async function serverModule(options: Options): Promise<string> {
  const self = fileURLToPath(import.meta.url);
  if (options.tsx) return self;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  await build({
    entryPoints: [self],
    outfile: 'dist-server/bench.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return 'dist-server/bench.mjs';
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (process.argv.includes('--seed')) return seed(options);
  if (process.argv.includes('--serve')) return serve(options);

  console.log(
    `Preparing ${options.cabins} cabins on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}…`,
  );
  const runtime = options.bare ? { env: {}, nodeFlags: [] } : serverRuntime();
  const nodeFlags = [...runtime.nodeFlags, ...options.nodeFlags];
  const child = fork(await serverModule(options), [...process.argv.slice(2), '--serve'], {
    execArgv: options.tsx ? ['--import', 'tsx', ...nodeFlags] : nodeFlags,
    env: { ...process.env, ...runtime.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message: Ready) => resolve(message));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
  console.log(
    `${ready.cabins} cabins on ${ready.database}, ready in ${(ready.seedMs / 1000).toFixed(1)} s. ` +
      `Nights ${ready.checkIn} → ${ready.checkOut}, ${Math.round(options.booked * 100)} % of cabins booked on them.`,
  );
  const { appUrl, bareUrl, cabinId, checkIn, checkOut } = ready;
  const dates = `&checkIn=${checkIn}&checkOut=${checkOut}`;
  // The benchmark's month and the two after it.
  const flexibleMonths = [0, 1, 2]
    .map((n) => {
      const d = new Date(`${checkIn.slice(0, 7)}-01T12:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + n);
      return d.toISOString().slice(0, 7);
    })
    .join(',');
  const isJson = (body: string) => body.startsWith('{"success":true');
  const BARE = 'bare Fastify route';
  const all: Scenario[] = [
    {
      name: BARE,
      url: `${bareUrl}/bench/bare`,
      headers: BROWSER_HEADERS,
      expect: isJson,
      encoding: 'identity',
    },
    {
      name: 'search mazamitla, 2 guests',
      url: `${appUrl}/api/cotizar/search?location=mazamitla&guests=2`,
      headers: BROWSER_HEADERS,
      expect: isJson,
      encoding: 'br',
    },
    {
      name: 'search mazamitla, 2 guests, dates',
      url: `${appUrl}/api/cotizar/search?location=mazamitla&guests=2${dates}`,
      headers: BROWSER_HEADERS,
      expect: (body) => isJson(body) && body.includes('"cotizacion"'),
      encoding: 'br',
    },
    {
      name: 'search any, 2 guests',
      url: `${appUrl}/api/cotizar/search?location=any&guests=2`,
      headers: BROWSER_HEADERS,
      expect: isJson,
      encoding: 'br',
    },
    {
      name: 'search any, 2 guests, dates, price range, by price',
      url: `${appUrl}/api/cotizar/search?location=any&guests=2${dates}&minPrice=1500&maxPrice=4000&sort=price_asc`,
      headers: BROWSER_HEADERS,
      expect: (body) => isJson(body) && body.includes('"priceHistogram"'),
      encoding: 'br',
    },
    {
      name: 'search any, 2 guests, uncompressed',
      url: `${appUrl}/api/cotizar/search?location=any&guests=2`,
      headers: {},
      expect: isJson,
      encoding: 'identity',
    },
    {
      // The map moved over central-western Mexico (Jalisco to Michoacán): the area, not a place.
      name: 'search bbox, 2 guests, dates',
      url: `${appUrl}/api/cotizar/search?location=&guests=2&bbox=-104.5,18.5,-100.5,21.5${dates}`,
      headers: BROWSER_HEADERS,
      expect: (body) => isJson(body) && body.includes('"cotizacion"'),
      encoding: 'br',
    },
    {
      // A weekend in any of three months, everywhere: a first free weekend for each cabin.
      name: 'search any, flexible weekend, 3 months',
      url: `${appUrl}/api/cotizar/search?location=any&guests=2&flexible=weekend&months=${flexibleMonths}`,
      headers: BROWSER_HEADERS,
      expect: (body) => isJson(body) && body.includes('"fechas"'),
      encoding: 'br',
    },
    {
      // The same, narrowed to a price range and cheapest first: each cabin's own weekend priced.
      name: 'search any, flexible weekend, 3 months, price range, by price',
      url: `${appUrl}/api/cotizar/search?location=any&guests=2&flexible=weekend&months=${flexibleMonths}&minPrice=1500&maxPrice=4000&sort=price_asc`,
      headers: BROWSER_HEADERS,
      expect: (body) =>
        isJson(body) && body.includes('"fechas"') && body.includes('"priceHistogram"'),
      encoding: 'br',
    },
    {
      name: 'cabin detail',
      url: `${appUrl}/api/habitaciones/${cabinId}`,
      headers: BROWSER_HEADERS,
      expect: isJson,
      encoding: 'br',
    },
    {
      name: 'home list (500 cabins)',
      url: `${appUrl}/api/habitaciones`,
      headers: BROWSER_HEADERS,
      expect: (body) => isJson(body) && body.includes('"habitaciones"'),
      encoding: 'br',
    },
    {
      name: 'quote',
      url: `${appUrl}/api/reservas/cotizar`,
      method: 'POST',
      body: JSON.stringify({ habitacionId: cabinId, checkIn, checkOut, guests: 2 }),
      headers: BROWSER_HEADERS,
      expect: (body) => body.includes('"available":true'),
      // Too small to gain from compression (below the 1 KB threshold).
      encoding: 'identity',
    },
  ];
  const scenarios = all.filter(
    (s) => s.name === BARE || !options.only.length || options.only.some((o) => s.name.includes(o)),
  );

  const idle = await ask<{ rss: number }>(child, { type: 'rss' });
  const rows: Row[] = [];
  type Usage = { peak: number; cpu: number; system: number };
  /** One slice of a run: `seconds` of load on `scenario`, with the server's CPU meanwhile. */
  const slice = async (scenario: Scenario, connections: number, seconds: number, tally: Tally) => {
    const before = await ask<Usage>(child, { type: 'rss' });
    const sample = await load(scenario, connections, seconds);
    const after = await ask<Usage>(child, { type: 'rss' });
    tally.add(sample, seconds, {
      cpu: after.cpu - before.cpu,
      system: after.system - before.system,
      peak: after.peak,
    });
  };
  /**
   * A scenario and its bare twin at `connections`: warmed up, then measured in alternating
   * slices (one slice each, not alternated, when profiling: a profile covers one target).
   */
  const measure = async (
    targets: Scenario[],
    connections: number,
    profileNames: string[] = [],
  ): Promise<Tally[]> => {
    for (const target of targets) {
      if (options.warmup > 0) await load(target, connections, options.warmup);
    }
    const tallies = targets.map(() => new Tally());
    const slices = profileNames.length ? 1 : options.slices;
    const seconds = options.duration / slices;
    for (let i = 0; i < slices; i++) {
      const order = targets.map((_, t) => t);
      if (i % 2) order.reverse();
      for (const t of order) {
        if (profileNames[t]) await ask(child, { type: 'profile-start' });
        await slice(targets[t], connections, seconds, tallies[t]);
        if (profileNames[t]) {
          const { file } = await ask<{ file: string }>(child, {
            type: 'profile-stop',
            name: profileNames[t],
          });
          console.log(`    profile: ${file}`);
        }
      }
    }
    return tallies;
  };
  let tiny: Figures[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const answer = await fetchRaw(scenario);
    const text = decoded(answer);
    const encoding = answer.headers['content-encoding'] ?? 'identity';
    if (answer.status !== 200 || !scenario.expect(text) || encoding !== scenario.encoding) {
      throw new Error(
        `${scenario.name}: unexpected answer ${answer.status} (${encoding}) ${text.slice(0, 200)}`,
      );
    }
    const isBare = scenario.name === BARE;
    // Its bare twin: a bare Fastify route that sends this very answer.
    const twin: Scenario = { ...scenario, url: `${bareUrl}/bench/same/${index}` };
    if (!isBare) {
      await ask(child, {
        type: 'baseline',
        name: String(index),
        status: answer.status,
        headers: replayedHeaders(answer.headers),
        body: answer.body.toString('base64'),
      });
      const echoed = await fetchRaw(twin);
      if (!echoed.body.equals(answer.body)) throw new Error(`${scenario.name}: twin differs`);
    }
    const wire = `${kb(answer.body.length)}${encoding === 'identity' ? '' : ` ${encoding}`}`;
    const figuresAt: Figures[] = [];
    for (const connections of options.connections) {
      const profile = options.cpuProf && !isBare ? `${slug(scenario.name)}-${connections}` : '';
      const tallies = await measure(
        isBare ? [scenario] : [scenario, twin],
        connections,
        profile ? [profile, `${profile}-bare`] : [],
      );
      const real = { figures: tallies[0].figures(), peak: tallies[0].peak };
      const bare = isBare ? real : { figures: tallies[1].figures(), peak: tallies[1].peak };
      figuresAt.push(real.figures);
      rows.push({
        scenario: scenario.name,
        connections,
        answer: wire,
        real: real.figures,
        bare: bare.figures,
        peakRss: Math.max(real.peak, bare.peak),
      });
      console.log(
        `  ${scenario.name} @${connections}: p95 ${ms(real.figures.p95)} ms, ${Math.round(real.figures.rps)} req/s, ` +
          `server ${real.figures.serverCpu.toFixed(0)} µs (sys ${real.figures.serverSys.toFixed(0)})` +
          (isBare
            ? ''
            : `; bare, same answer: p95 ${ms(bare.figures.p95)} ms, ${Math.round(bare.figures.rps)} req/s, ` +
              `server ${bare.figures.serverCpu.toFixed(0)} µs (sys ${bare.figures.serverSys.toFixed(0)})`),
      );
    }
    if (isBare) tiny = figuresAt;
  }
  const finalRss = await ask<{ rss: number }>(child, { type: 'rss' });
  child.send({ type: 'stop' });

  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  const header = [
    'scenario',
    'conns',
    'answer',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'bare p95 ms',
    'bare req/s',
    'vs bare',
    'vs tiny bare',
    'server µs',
    'bare µs',
    'client µs',
    'non-2xx',
    'peak RSS',
  ];
  const table = rows.map((r) => [
    r.scenario,
    String(r.connections),
    r.answer,
    ms(r.real.p50),
    ms(r.real.p95),
    ms(r.real.p99),
    String(Math.round(r.real.rps)),
    ms(r.bare.p95),
    String(Math.round(r.bare.rps)),
    pct(r.real.rps, r.bare.rps),
    pct(r.real.rps, tiny[options.connections.indexOf(r.connections)]?.rps ?? NaN),
    r.real.serverCpu.toFixed(0),
    r.bare.serverCpu.toFixed(0),
    r.real.clientCpu.toFixed(0),
    String(r.real.non2xx + r.real.errors + r.bare.non2xx + r.bare.errors),
    mb(r.peakRss),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log('');
  console.log(
    `Refugio API benchmark — ${ready.cabins} cabins on ${ready.database}, ${options.duration} s per run, node ${process.version}`,
  );
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ':' : '-').padEnd(w + 1, '-') + (i === 0 ? '-' : ':')).join('|')}|`,
  );
  for (const row of table) console.log(line(row));
  console.log('');
  console.log(
    `Server RSS: idle ${mb(idle.rss)}, after the runs ${mb(finalRss.rss)}, peak under load ${mb(Math.max(...rows.map((r) => r.peakRss)))}.`,
  );
  console.log(
    'Requests send Accept-Encoding: br, gzip (as browsers do) unless marked uncompressed. "answer": one answer on the wire.\n' +
      '"bare": a bare Fastify route (same process, same run) sending the very answer the real route sent: same status,\n' +
      "headers and bytes, same encoding, no work behind it, measured in slices alternating with the real route's.\n" +
      '"vs bare": throughput relative to it; "vs tiny bare": relative to the bare route answering {"success":true}.\n' +
      '"server µs", "bare µs", "client µs": CPU time (user + system) per answer of the server process under the real\n' +
      "route, under the bare twin, and of the load generator (on PostgreSQL, the database server's CPU is not counted).",
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
