/**
 * `npm run bench`: latency and throughput of the client API on a large catalogue, next to a bare
 * Fastify route. Prints figures; asserts nothing.
 *
 *   npm run bench -- --duration 10 --connections 10,50 --cabins 10000
 *
 * The server (app + bare Fastify) runs in a child process so autocannon does not share its event
 * loop. The database is a fresh in-memory PGlite, or a throw-away database on the PostgreSQL
 * server of DATABASE_URL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { count, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { createClock } from '../server/clock.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase, type Database, type Db } from '../server/db/client.ts';
import { cabins, reservations } from '../server/db/schema.ts';
import { ensureSeeded } from '../server/db/seed.ts';
import { addDays, todayInMexico } from '../src/shared/dates.ts';
import { createCabins } from '../tests/server/factories.ts';

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
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    duration: 10,
    connections: [10, 50],
    cabins: 10_000,
    warmup: 2,
    booked: 0.1,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--duration') options.duration = Number(value());
    else if (flag === '--connections') options.connections = value().split(',').map(Number);
    else if (flag === '--cabins') options.cabins = Number(value());
    else if (flag === '--warmup') options.warmup = Number(value());
    else if (flag === '--booked') options.booked = Number(value());
  }
  if (
    !(options.duration > 0) ||
    !(options.cabins >= 1) ||
    !(options.warmup >= 0) ||
    !(options.booked >= 0 && options.booked <= 1) ||
    !options.connections.every((c) => Number.isInteger(c) && c > 0)
  ) {
    throw new Error(
      'Usage: bench [--duration s] [--connections 10,50] [--cabins n] [--warmup s] [--booked 0..1]',
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
  largeBytes: number;
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

async function openBenchDatabase(): Promise<{ database: Database; label: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ dataDir: 'memory://' }), label: 'PGlite' };
  const name = `refugio_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' });
  return {
    label: 'PostgreSQL',
    database: {
      ...database,
      close: async () => {
        await database.close();
        const cleaner = new pg.Client({ connectionString: url });
        await cleaner.connect();
        await cleaner.query(`drop database if exists ${name} with (force)`);
        await cleaner.end();
      },
    },
  };
}

async function serve(options: Options): Promise<void> {
  const today = todayInMexico();
  const checkIn = addDays(today, 30);
  const checkOut = addDays(checkIn, 2);
  const { database, label } = await openBenchDatabase();
  const started = performance.now();
  await ensureSeeded(database.db, { today, cabins: options.cabins });
  await fillCatalogue(database.db, options.cabins);
  await bookSome(database.db, options.booked, checkIn, checkOut);
  // Planner statistics after the bulk load (PGlite has no autovacuum to gather them).
  await database.db.execute(sql`analyze`);
  const seedMs = performance.now() - started;
  const [{ n }] = await database.db.select({ n: count() }).from(cabins);

  const config = testConfig({ TODAY: today, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, clock: createClock(today) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The bare baselines: a tiny answer, and one as large as a search page (what the transport and
  // the load generator cost for that many bytes, with no work behind it).
  const page = await app.inject({ method: 'GET', url: '/api/cotizar/search?location=any' });
  const large = Buffer.from(
    JSON.stringify({ success: true, filler: 'x'.repeat(Math.max(0, page.rawPayload.length - 30)) }),
  );
  const bare = Fastify({ logger: false });
  bare.get('/bench/bare', async () => ({ success: true }));
  bare.get('/bench/bare-large', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(large),
  );
  await bare.listen({ host: '127.0.0.1', port: 0 });

  // A cabin in Mazamitla that is free on the benchmark's nights, for the detail page and quotes.
  const list = await app.inject({
    method: 'GET',
    url: `/api/cotizar/search?location=mazamitla&guests=2&checkIn=${checkIn}&checkOut=${checkOut}&pageSize=1`,
  });
  const cabinId = (list.json() as { habitaciones: Array<{ _id: string }> }).habitaciones[0]._id;

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'rss') {
      const rss = process.memoryUsage().rss;
      process.send!({ type: 'rss', rss, peak: Math.max(peak, rss) });
      peak = rss;
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
    largeBytes: large.length,
  };
  process.send!(ready);
}

// ---------------------------------------------------------------------------------------------
// Parent: load generator and report.

interface Scenario {
  name: string;
  /** The bare route compared with: same answer size class. */
  baseline: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** A quick check that the answer is the real one, not an error page. */
  expect: (body: string) => boolean;
}

interface Row {
  scenario: string;
  baseline: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
  peakRss: number;
}

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string }) => {
      if (message.type === type) {
        child.off('message', onMessage);
        resolve(message as T);
      }
    };
    child.on('message', onMessage);
    child.send({ type });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

async function load(
  scenario: Scenario,
  connections: number,
  duration: number,
): Promise<Omit<Row, 'peakRss' | 'scenario' | 'baseline' | 'connections'>> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: scenario.body ? { 'content-type': 'application/json' } : undefined,
    connections,
    duration,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.total / duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => value.toFixed(2);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (process.argv.includes('--serve')) return serve(options);

  console.log(
    `Preparing ${options.cabins} cabins on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}…`,
  );
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve'], {
    execArgv: ['--import', 'tsx'],
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
  const isJson = (body: string) => body.startsWith('{"success":true');
  const BARE = 'bare Fastify route';
  const BARE_LARGE = `bare Fastify route, ${Math.round(ready.largeBytes / 1024)} KB answer`;
  const scenarios: Scenario[] = [
    { name: BARE, baseline: BARE, url: `${bareUrl}/bench/bare`, expect: isJson },
    { name: BARE_LARGE, baseline: BARE_LARGE, url: `${bareUrl}/bench/bare-large`, expect: isJson },
    {
      name: 'search mazamitla, 2 guests',
      baseline: BARE_LARGE,
      url: `${appUrl}/api/cotizar/search?location=mazamitla&guests=2`,
      expect: isJson,
    },
    {
      name: 'search mazamitla, 2 guests, dates',
      baseline: BARE_LARGE,
      url: `${appUrl}/api/cotizar/search?location=mazamitla&guests=2${dates}`,
      expect: (body) => isJson(body) && body.includes('"cotizacion"'),
    },
    {
      name: 'search any, 2 guests',
      baseline: BARE_LARGE,
      url: `${appUrl}/api/cotizar/search?location=any&guests=2`,
      expect: isJson,
    },
    {
      name: 'cabin detail',
      baseline: BARE,
      url: `${appUrl}/api/habitaciones/${cabinId}`,
      expect: isJson,
    },
    {
      name: 'quote',
      baseline: BARE,
      url: `${appUrl}/api/reservas/cotizar`,
      method: 'POST',
      body: JSON.stringify({ habitacionId: cabinId, checkIn, checkOut, guests: 2 }),
      expect: (body) => body.includes('"available":true'),
    },
  ];

  const idle = await ask<{ rss: number }>(child, 'rss');
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    const probe = await fetch(scenario.url, {
      method: scenario.method ?? 'GET',
      body: scenario.body,
      headers: scenario.body ? { 'content-type': 'application/json' } : undefined,
    });
    const text = await probe.text();
    if (!probe.ok || !scenario.expect(text)) {
      throw new Error(`${scenario.name}: unexpected answer ${probe.status} ${text.slice(0, 200)}`);
    }
    for (const connections of options.connections) {
      if (options.warmup > 0) await load(scenario, connections, options.warmup);
      await ask(child, 'rss');
      const figures = await load(scenario, connections, options.duration);
      const { peak } = await ask<{ peak: number }>(child, 'rss');
      rows.push({
        scenario: scenario.name,
        baseline: scenario.baseline,
        connections,
        ...figures,
        peakRss: peak,
      });
      console.log(
        `  ${scenario.name} @${connections}: p95 ${ms(figures.p95)} ms, ${Math.round(figures.rps)} req/s`,
      );
    }
  }
  const finalRss = await ask<{ rss: number }>(child, 'rss');
  child.send({ type: 'stop' });

  const baselineOf = (r: Row) =>
    rows.find((b) => b.scenario === r.baseline && b.connections === r.connections) ?? r;
  const header = [
    'scenario',
    'conns',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'vs bare',
    'non-2xx',
    'peak RSS',
  ];
  const table = rows.map((r) => [
    r.scenario,
    String(r.connections),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    String(Math.round(r.rps)),
    `${((r.rps / baselineOf(r).rps) * 100).toFixed(0)} %`,
    String(r.non2xx + r.errors),
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
    '"vs bare": throughput relative to the bare route with an answer of the same size class (tiny or search-page sized), same connections.',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
