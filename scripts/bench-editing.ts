/**
 * `npm run bench:editing` (also the last part of `npm run bench`): the scenario "search while hosts
 * edit" (issue 15). A large catalogue (10 000 cabins), 50 connections searching one destination
 * with dates while a host changes the nightly price of that destination's cabins 10 times a
 * second through the host API. Prints figures; exits 1 when an answer was stale.
 *
 *   npm run bench:editing -- --duration 20 --connections 50 --edits 10 --cabins 10000
 *   npm run bench -- --only "hosts edit"          (the filter of scripts/bench.ts: by name)
 *   npm run bench:editing -- --loadgen autocannon (the searches' load generator; default: wrk if installed)
 *
 * Stale: after each edit's answer, the editor reads the cabin at once from EVERY server process
 * (its page, its quote and the search page it is on) and checks the new price is there. An edit
 * is visible at the next request on every process, or the run is wrong.
 *
 * Two shapes, as scripts/bench-race.ts: (a) one server on PGlite in a throw-away folder on disk;
 * (b) with DATABASE_URL, two server processes on a throw-away database of that PostgreSQL server,
 * the searches split over both and the edits sent to the first. Each shape is measured twice: with
 * no edits (the baseline), then with edits. The catalogue is seeded in a child process that exits
 * first (as scripts/bench.ts does), so the servers' memory is what a restarted server holds. The
 * servers run with `npm start`'s settings (scripts/server-runtime.ts); the editor runs in a process
 * of its own, apart from the searches' load generator, whose latencies it would otherwise delay.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { createClock } from '../server/clock.ts';
import { testConfig } from '../server/config.ts';
import { DEMO_HOST } from '../server/db/catalogue/bookings.ts';
import { openDatabase } from '../server/db/client.ts';
import { cabins, clients } from '../server/db/schema.ts';
import { ensureSeeded } from '../server/db/seed.ts';
import { catalogueOf } from '../server/services/catalogue.ts';
import { addDays, todayInMexico } from '../src/shared/dates.ts';
import { createCabins } from '../tests/server/factories.ts';
import { forkScript } from './server-runtime.ts';

const NAME = 'search while hosts edit';

interface AutocannonResult {
  requests: { total: number };
  throughput: { total: number };
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
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) => AutocannonInstance;

interface Options {
  duration: number;
  connections: number;
  cabins: number;
  /** Edits per second. */
  edits: number;
  warmup: number;
  only: string[];
  /**
   * The searches' load generator, one thread per server process: wrk (C, Debian's package) when it
   * is installed, else autocannon (JavaScript), whose own CPU limits this scenario first: on two
   * cores it takes a whole one at ~5 500 answers a second, and most of the latency it reports is
   * its own queue (docs/performance.md).
   */
  loadgen: 'autocannon' | 'wrk';
}

const argvNames = (argv: string[]) => argv.map((arg) => arg.split('=')[0]);
const hasWrk = () =>
  (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, 'wrk')));

function parseOptions(argv: string[]): Options {
  const options: Options = {
    duration: 20,
    connections: 50,
    cabins: 10_000,
    edits: 10,
    warmup: 3,
    only: [],
    loadgen: hasWrk() ? 'wrk' : 'autocannon',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--duration') options.duration = Number(value());
    else if (flag === '--connections') options.connections = Number(value().split(',').at(-1));
    else if (flag === '--cabins') options.cabins = Number(value());
    else if (flag === '--edits') options.edits = Number(value());
    else if (flag === '--warmup') options.warmup = Number(value());
    else if (flag === '--only') options.only = value().split(',').filter(Boolean);
    else if (flag === '--loadgen') options.loadgen = value() as Options['loadgen'];
  }
  if (
    !(options.duration > 0) ||
    !(options.cabins >= 100) ||
    !(options.edits > 0) ||
    !(options.warmup >= 0) ||
    !['autocannon', 'wrk'].includes(options.loadgen) ||
    !(Number.isInteger(options.connections) && options.connections > 0)
  ) {
    throw new Error(
      'Usage: bench-editing [--duration s] [--connections n] [--cabins n ≥ 100] [--edits n/s] [--warmup s] [--loadgen autocannon|wrk]',
    );
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Children: the seeder and the servers.

const DESTINATIONS: Array<[string, string, number, number]> = [
  ['Mazamitla', 'Jalisco', 19.915, -103.02],
  ['Tapalpa', 'Jalisco', 19.944, -103.758],
  ['Valle de Bravo', 'Estado de México', 19.195, -100.131],
  ['Tulum', 'Quintana Roo', 20.211, -87.465],
  ['Bacalar', 'Quintana Roo', 18.677, -88.395],
  ['Mérida', 'Yucatán', 20.967, -89.623],
  ['San Cristóbal de las Casas', 'Chiapas', 16.737, -92.638],
  ['Creel', 'Chihuahua', 27.752, -107.635],
  ['Huasca de Ocampo', 'Hidalgo', 20.203, -98.576],
  ['Sayulita', 'Nayarit', 20.869, -105.44],
  ['Bernal', 'Querétaro', 20.741, -99.941],
  ['Cuetzalan', 'Puebla', 20.018, -97.522],
];

interface Location {
  dataDir?: string;
  databaseUrl?: string;
}

const open = (location: Location) =>
  openDatabase(
    location.databaseUrl
      ? { databaseUrl: location.databaseUrl, dataDir: 'memory://' }
      : { dataDir: location.dataDir! },
  );

/** The demo seed topped up to `wanted` cabins, all the demo host's (who edits them). */
async function seed(options: Options): Promise<void> {
  const location = JSON.parse(process.env.BENCH_LOCATION!) as Location;
  const database = await open(location);
  const db = database.db;
  await ensureSeeded(db, { today: todayInMexico(), cabins: options.cabins });
  const [host] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_HOST.email));
  const [{ n }] = await db.select({ n: count() }).from(cabins);
  if (n < options.cabins) {
    await createCabins(db, options.cabins - n, (i) => {
      const [population, state, lat, lng] = DESTINATIONS[i % DESTINATIONS.length];
      return {
        name: `Cabaña ${population} ${i + 1}`,
        population,
        state,
        latitude: lat + ((i % 97) - 48) / 1000,
        longitude: lng + ((i % 89) - 44) / 1000,
        maxOccupancy: 2 + (i % 9),
        nightlyRateCents: 80_000 + (i % 40) * 10_000,
        ownerId: host.id,
      };
    });
  }
  await db.execute(sql`analyze`);
  await database.close();
  process.disconnect();
}

type Request = { type: 'rss' } | { type: 'reloads' } | { type: 'stop' };

async function serve(): Promise<void> {
  const location = JSON.parse(process.env.BENCH_LOCATION!) as Location;
  const database = await open(location);
  const today = todayInMexico();
  const config = testConfig({
    TODAY: today,
    LOG_LEVEL: 'silent',
    DATABASE_URL: location.databaseUrl,
  });
  const app = await buildApp({ config, database, clock: createClock(today) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  let peak = process.memoryUsage.rss();
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 25);
  sampler.unref();
  process.on('message', async (message: Request) => {
    if (message.type === 'rss') {
      const rss = process.memoryUsage.rss();
      process.send!({
        type: 'rss',
        rss,
        peak: Math.max(peak, rss),
        loopDelayMs: [50, 99, 100].map((p) => loopDelay.percentile(p) / 1e6),
      });
      peak = rss;
      loopDelay.reset();
    } else if (message.type === 'reloads') {
      process.send!({ type: 'reloads', ...catalogueOf(database).reloads });
    } else if (message.type === 'stop') {
      clearInterval(sampler);
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send!({
    type: 'ready',
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    pid: process.pid,
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: searches, the editor, the report.

interface Server {
  child: ChildProcess;
  url: string;
  pid: number;
}

function ask<T>(child: ChildProcess, message: Request): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: { type: string }) => {
      if (answer.type === message.type) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(answer as T);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`server exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

function runChild(mode: '--seed' | '--serve' | '--edit', location: Location = {}): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_LOCATION: JSON.stringify(location) };
  delete env.DATABASE_URL;
  return forkScript(fileURLToPath(import.meta.url), [...process.argv.slice(2), mode], {
    env,
    server: mode === '--serve',
  });
}

async function seedInChild(location: Location): Promise<void> {
  const child = runChild('--seed', location);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed (${code})`);
}

function startServer(location: Location): Promise<Server> {
  const child = runChild('--serve', location);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string; pid: number }) =>
      resolve({ child, ...message }),
    );
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' });
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
    : NaN;
const loopDelays = (ms: number[]) => ms.map((v) => v.toFixed(1)).join(' / ');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function json<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as T };
}

interface WireCabin {
  _id: string;
  others: { baseCost: number };
}

/** 50 connections searching, split over the servers; every answer's latency. */
async function searchLoad(
  servers: Server[],
  path: string,
  options: Pick<Options, 'connections' | 'loadgen'>,
  duration: number,
): Promise<SearchRun> {
  const { connections } = options;
  const share = servers.map(
    (_, i) => Math.floor(connections / servers.length) + (i < connections % servers.length ? 1 : 0),
  );
  if (options.loadgen === 'wrk') {
    const runs = await Promise.all(
      servers.map((server, i) => wrk(`${server.url}${path}`, share[i], duration)),
    );
    return {
      latencies: runs.flatMap((run) => run.latencies),
      total: runs.reduce((sum, run) => sum + run.requests, 0),
      bad: runs.reduce((sum, run) => sum + run.bad, 0),
      bytes: runs.reduce((sum, run) => sum + run.bytes, 0),
    };
  }
  const latencies: number[] = [];
  const results = await Promise.all(
    servers.map((server, i) => {
      const instance = autocannon({
        url: `${server.url}${path}`,
        headers: { 'accept-encoding': 'br, gzip' },
        connections: share[i],
        duration,
      });
      instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
      return instance;
    }),
  );
  return {
    latencies,
    total: results.reduce((sum, r) => sum + r.requests.total, 0),
    bad: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    bytes: results.reduce((sum, r) => sum + r.throughput.total, 0),
  };
}

interface SearchRun {
  latencies: number[];
  total: number;
  bad: number;
  /** Bytes received, headers included: the answers were whole, compressed pages. */
  bytes: number;
}

/**
 * wrk's answer, made by the script below: its request count, the failed ones, and its latency
 * distribution as 1 000 quantiles (µs).
 */
const WRK_SCRIPT = `
wrk.headers["accept-encoding"] = "br, gzip"
done = function(summary, latency, requests)
  local q = {}
  for i = 1, 1000 do q[i] = string.format("%d", latency:percentile(i / 10)) end
  local e = summary.errors
  io.write(string.format('\\nBENCH-JSON {"requests":%d,"bytes":%d,"bad":%d,"quantiles":[%s]}\\n',
    summary.requests, summary.bytes, e.connect + e.read + e.write + e.status + e.timeout,
    table.concat(q, ",")))
end
`;

/**
 * `wrk` (C, one thread, Debian's package) on `url` with `connections`: an answer's latency is
 * the same closed loop as autocannon's, at a fraction of its CPU, so that on a small machine the
 * load generator leaves the server its share. Latencies come back as the run's quantiles, each
 * repeated for a thousandth of its requests (the servers' runs are then merged by weight).
 */
async function wrk(
  url: string,
  connections: number,
  duration: number,
): Promise<{ latencies: number[]; requests: number; bad: number; bytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'refugio-wrk-'));
  try {
    const script = join(dir, 'report.lua');
    writeFileSync(script, WRK_SCRIPT);
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${duration}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      url,
    ]);
    const line = stdout.split('\n').find((l) => l.startsWith('BENCH-JSON '));
    if (!line) throw new Error(`wrk gave no report:\n${stdout}`);
    const report = JSON.parse(line.slice('BENCH-JSON '.length)) as {
      requests: number;
      bytes: number;
      bad: number;
      quantiles: number[];
    };
    const each = Math.max(1, Math.round(report.requests / report.quantiles.length));
    const latencies = report.quantiles.flatMap((us) => Array<number>(each).fill(us / 1000));
    return { latencies, requests: report.requests, bad: report.bad, bytes: report.bytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface EditTally {
  edits: number;
  failed: number;
  /** Edits not made: every cabin already had one in flight. */
  skipped: number;
  checks: number;
  stale: string[];
  editMs: number[];
  /** From the edit's answer to the last process's answer showing it. */
  visibleMs: number[];
}

interface EditJob {
  urls: string[];
  token: string;
  ids: string[];
  search: string;
  stay: { checkIn: string; checkOut: string };
  rate: number;
  seconds: number;
}

/**
 * The editor in a process of its own, as a host is another client: its requests and its reading of
 * the answers it checks (a 170 KB search page each) must not delay the searches' load generator
 * and so the latencies it measures.
 */
async function editInChild(job: EditJob): Promise<EditTally> {
  const child = runChild('--edit');
  const tally = new Promise<EditTally>((resolve, reject) => {
    child.once('message', (answer: EditTally) => resolve(answer));
    child.once('exit', (code) => reject(new Error(`the editor exited (${code})`)));
  });
  child.send(job);
  return tally;
}

/** The editor's process: one job, its tally back, then it exits. */
function editorChild(): void {
  process.once('message', async (job: EditJob) => {
    const tally = await editor(job);
    process.send!(tally, () => process.exit(0));
  });
}

/**
 * A host changing nightly prices, `rate` edits a second for `seconds`, each through the host API
 * of the first server; after each answer, every server's next cabin page, quote and search must
 * show the new price.
 */
async function editor({
  urls,
  token,
  ids,
  search,
  stay,
  rate,
  seconds,
}: EditJob): Promise<EditTally> {
  const tally: EditTally = {
    edits: 0,
    failed: 0,
    skipped: 0,
    checks: 0,
    stale: [],
    editMs: [],
    visibleMs: [],
  };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let k = 0;
  /** Cabins with an edit still being made or checked: the next edit takes another one. */
  const busy = new Set<string>();
  const editOne = async () => {
    const n = k++;
    const id = ids
      .map((_, i) => ids[(n + i) % ids.length])
      .find((candidate) => !busy.has(candidate));
    if (!id) {
      // Every cabin of the page still has an edit in flight: the server is behind.
      tally.skipped += 1;
      return;
    }
    busy.add(id);
    try {
      await editCabin(n, id);
    } finally {
      busy.delete(id);
    }
  };
  const editCabin = async (n: number, id: string) => {
    // A price that differs from the cabin's previous one, between $900 and $4 890.
    const price = 900 + ((n * 37) % 400) * 10;
    const started = performance.now();
    const put = await fetch(`${urls[0]}/api/host/cabins/${id}/pricing`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ basePrice: price, weekendPrice: null, cleaningFee: 0, minNights: 1 }),
    });
    await put.arrayBuffer();
    const answered = performance.now();
    tally.editMs.push(answered - started);
    if (put.status !== 200) {
      tally.failed += 1;
      return;
    }
    tally.edits += 1;
    await Promise.all(
      urls.map(async (url, s) => {
        const [page, quote, found] = await Promise.all([
          json<{ data: WireCabin }>(`${url}/api/habitaciones/${id}`),
          json<{ pricing?: { basePrice: number } }>(`${url}/api/reservas/cotizar`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ habitacionId: id, ...stay, guests: 2 }),
          }),
          json<{ habitaciones: WireCabin[] }>(`${url}${search}`),
        ]);
        tally.checks += 1;
        const inSearch = found.body.habitaciones.find((c) => c._id === id);
        const nights = 2;
        const wrong = [
          page.body.data?.others.baseCost !== price && `page ${page.body.data?.others.baseCost}`,
          // The stay's nights at the new rate (no weekend rate, no season after the edit).
          // (A cabin booked on those nights answers no price: nothing to compare.)
          quote.body.pricing &&
            quote.body.pricing.basePrice !== price * nights &&
            `quote ${quote.body.pricing.basePrice}`,
          inSearch && inSearch.others.baseCost !== price && `search ${inSearch.others.baseCost}`,
        ].filter(Boolean);
        if (wrong.length) {
          tally.stale.push(`edit ${n} (${id} → ${price}) on server ${s + 1}: ${wrong.join(', ')}`);
        }
      }),
    );
    tally.visibleMs.push(performance.now() - answered);
  };
  const inFlight: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    // On schedule: edit i starts at i / rate seconds, whether or not the previous one ended.
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      editOne().catch((error: unknown) => {
        tally.failed += 1;
        console.error(error);
      }),
    );
  }
  await Promise.all(inFlight);
  return tally;
}

async function shape(label: string, servers: Server[], options: Options): Promise<boolean> {
  const today = todayInMexico();
  const stay = { checkIn: addDays(today, 30), checkOut: addDays(today, 32) };
  const search = `/api/cotizar/search?location=mazamitla&guests=2&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
  const login = await json<{ data: { token: string } }>(`${servers[0].url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_HOST.email, password: DEMO_HOST.password }),
  });
  if (login.status !== 200) throw new Error(`the demo host could not sign in (${login.status})`);
  const first = await json<{ total: number; habitaciones: WireCabin[] }>(
    `${servers[0].url}${search}`,
  );
  const ids = first.body.habitaciones.map((c) => c._id);
  console.log(
    `\n${label}: ${servers.length} server process(es); ${options.connections} connections (${options.loadgen}) on ` +
      `${search.replace(/^\/api\/cotizar\/search\?/, 'search ')} (${first.body.total} cabins match); ` +
      `the host edits the ${ids.length} cabins of its first page`,
  );
  const rss = async () =>
    Promise.all(
      servers.map((s) =>
        ask<{ rss: number; peak: number; loopDelayMs: number[] }>(s.child, { type: 'rss' }),
      ),
    );
  const idle = await rss();
  if (options.warmup > 0) await searchLoad(servers, search, options, options.warmup);
  await rss();

  const quiet = await searchLoad(servers, search, options, options.duration);
  const quietRss = await rss();
  const before = await Promise.all(
    servers.map((s) => ask<{ full: number; patched: number }>(s.child, { type: 'reloads' })),
  );
  const [busy, edits] = await Promise.all([
    searchLoad(servers, search, options, options.duration),
    editInChild({
      urls: servers.map((s) => s.url),
      token: login.body.data.token,
      ids,
      search,
      stay,
      rate: options.edits,
      seconds: options.duration,
    }),
  ]);
  const busyRss = await rss();
  const after = await Promise.all(
    servers.map((s) => ask<{ full: number; patched: number }>(s.child, { type: 'reloads' })),
  );
  const line = (name: string, run: SearchRun) => {
    const sorted = run.latencies.sort((a, b) => a - b);
    return (
      `  ${name}: search p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(2)} ms, ${Math.round(run.total / options.duration)} req/s ` +
      `of ${(run.bytes / Math.max(1, run.total) / 1024).toFixed(1)} KB, ${run.bad} non-2xx/errors`
    );
  };
  console.log(line('no edits      ', quiet));
  console.log(line(`${options.edits} edits a second`, busy));
  const editSorted = edits.editMs.sort((a, b) => a - b);
  const visibleSorted = edits.visibleMs.sort((a, b) => a - b);
  console.log(
    `  edits: ${edits.edits} saved, ${edits.failed} failed, ${edits.skipped} not made (all cabins busy); edit answer p50 ${percentile(editSorted, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(editSorted, 95).toFixed(1)} ms; ${edits.checks} checks (page, quote, search on every process), ` +
      `all three answered p95 ${percentile(visibleSorted, 95).toFixed(1)} ms after the edit; stale: ${edits.stale.length}`,
  );
  for (const stale of edits.stale.slice(0, 10)) console.log(`    STALE: ${stale}`);
  servers.forEach((server, i) => {
    console.log(
      `  server ${i + 1} (pid ${server.pid}): catalogue reloads during the edits: ` +
        `${after[i].patched - before[i].patched} patched, ${after[i].full - before[i].full} whole; ` +
        `RSS idle ${mb(idle[i].rss)}, peak ${mb(quietRss[i].peak)} without edits, ${mb(busyRss[i].peak)} with; ` +
        `event-loop delay p50 / p99 / max ${loopDelays(quietRss[i].loopDelayMs)} ms without edits, ` +
        `${loopDelays(busyRss[i].loopDelayMs)} ms with`,
    );
  });
  const p95 = percentile(busy.latencies, 95);
  const right = edits.stale.length === 0 && edits.failed === 0 && busy.bad === 0;
  console.log(
    `  ${right ? 'right' : 'WRONG'}: ${edits.stale.length} stale answers; search p95 under edits ${p95.toFixed(2)} ms ` +
      `(target ≤ 15 ms: ${p95 <= 15 ? 'met' : 'missed'})`,
  );
  return right;
}

async function onePGlite(options: Options): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'refugio-bench-editing-'));
  try {
    await seedInChild({ dataDir });
    const server = await startServer({ dataDir });
    try {
      return await shape('(a) PGlite', [server], options);
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoOnPostgres(options: Options, baseUrl: string): Promise<boolean> {
  const name = `refugio_bench_editing_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const location = { databaseUrl: url.toString() };
  const servers: Server[] = [];
  try {
    await seedInChild(location);
    servers.push(await startServer(location), await startServer(location));
    return await shape('(b) PostgreSQL, two processes', servers, options);
  } finally {
    await Promise.all(servers.map(stopServer));
    const cleaner = new pg.Client({ connectionString: baseUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (process.argv.includes('--seed')) return seed(options);
  if (process.argv.includes('--serve')) return serve();
  if (process.argv.includes('--edit')) return editorChild();
  if (options.only.length && !options.only.some((o) => NAME.includes(o))) return;
  console.log(
    `Refugio — ${NAME}: ${options.cabins} cabins, ${options.connections} connections, ` +
      `${options.edits} edits a second, ${options.duration} s per run, node ${process.version}`,
  );
  if (options.loadgen === 'autocannon' && !argvNames(process.argv).includes('--loadgen')) {
    console.log(
      'wrk is not installed (apt-get install wrk): autocannon generates the searches, and on a ' +
        'small machine its own CPU limits the rate and adds its queue to the latencies.',
    );
  }
  const baseUrl = process.env.DATABASE_URL;
  const pgliteOnly = process.argv.includes('--pglite');
  const postgresOnly = process.argv.includes('--postgres');
  let right = true;
  if (!postgresOnly) right = (await onePGlite(options)) && right;
  if (baseUrl && !pgliteOnly) right = (await twoOnPostgres(options, baseUrl)) && right;
  else if (!baseUrl) console.log('\n(b) PostgreSQL, two processes: skipped (set DATABASE_URL)');
  process.exit(right ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
