/**
 * `npm run bench:race`: the booking race. N guests (200 by default) pay for the same cabin and the
 * same nights at the same moment, each with their own sandbox card token and Idempotency-Key, over
 * real HTTP on loopback. Exactly one may win: one stay in the database and one charge at the card
 * sandbox; everyone else hears 409 NOT_AVAILABLE and is never charged. Prints figures, asserts
 * nothing, but exits 1 when the outcome is wrong.
 *
 *   npm run bench:race -- --requests 200 --rounds 1
 *
 * Two shapes:
 *   (a) one server process on a fresh in-memory PGlite;
 *   (b) with DATABASE_URL: two server processes on a throw-away database of that PostgreSQL server
 *       (created here, dropped at the end), the requests spread round-robin over both — the
 *       scale-out shape (several processes behind a load balancer, one database).
 *
 * Each server is a child process (this file with --serve) that builds the real app, listens on an
 * ephemeral loopback port and answers the parent over IPC (RSS, database counts). The servers trust
 * X-Forwarded-For from their loopback peer (TRUST_PROXY=127.0.0.1, as behind a load balancer) and
 * every guest sends their own address, so the per-IP rate limits see 200 clients instead of one.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { forkScript } from './server-runtime.ts';
import { createClock } from '../server/clock.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import {
  idempotencyKeys,
  payments,
  reservations,
  sandboxCharges,
  sandboxTokens,
} from '../server/db/schema.ts';
import { backgroundJobs, startJobs } from '../server/jobs/index.ts';
import { addDays, todayInMexico } from '../src/shared/dates.ts';
import {
  PUBLIC_AUTH,
  TOKENS_URL,
  card,
  chargeBody,
  createCabin,
} from '../tests/server/payments-fixtures.ts';

interface Options {
  requests: number;
  rounds: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { requests: 200, rounds: 1 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--requests') options.requests = Number(value());
    else if (flag === '--rounds') options.rounds = Number(value());
  }
  if (!(Number.isInteger(options.requests) && options.requests >= 2)) {
    throw new Error('Usage: bench-race [--requests n ≥ 2] [--rounds n ≥ 1]');
  }
  if (!(Number.isInteger(options.rounds) && options.rounds >= 1)) {
    throw new Error('Usage: bench-race [--requests n ≥ 2] [--rounds n ≥ 1]');
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Child: one server process.

interface Stay {
  cabinId: string;
  checkIn: string;
  checkOut: string;
}

/** What the database holds after a round (read where the app and the sandbox write it). */
interface Counts {
  /** Reservations of the cabin that overlap the race's nights, by status/paymentStatus. */
  reservations: Record<string, number>;
  reservationIds: string[];
  /** Every charge the card sandbox recorded for those reservations, by status. */
  charges: Record<string, number>;
  chargeRows: Array<{ id: string; orderId: string; status: string; refunded: boolean }>;
  /** Every charge the sandbox holds in this database (all rounds). */
  chargesTotal: number;
  payments: Record<string, number>;
  tokensUsed: number;
  tokensTotal: number;
  idempotencyKeys: number;
}

type Request = { type: 'rss' } | { type: 'cabin' } | ({ type: 'counts' } & Stay) | { type: 'stop' };

async function serve(): Promise<void> {
  const databaseUrl = process.env.RACE_DATABASE_URL || undefined;
  const database: Database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const today = todayInMexico();
  const config = testConfig({
    TODAY: today,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: ['127.0.0.1'],
    DATABASE_URL: databaseUrl,
  });
  const app = await buildApp({ config, database, clock: createClock(today) });
  const stopJobs = startJobs(app, backgroundJobs);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const db = database.db;

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  sampler.unref();

  const byKey = (rows: Array<{ key: string; n: number }>) =>
    Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));

  async function counts(stay: Stay): Promise<Counts> {
    const overlapping = and(
      eq(reservations.cabinId, stay.cabinId),
      lt(reservations.checkIn, stay.checkOut),
      gt(reservations.checkOut, stay.checkIn),
    );
    const rows = await db
      .select({
        id: reservations.id,
        status: reservations.status,
        paid: reservations.paymentStatus,
      })
      .from(reservations)
      .where(overlapping);
    const ids = rows.map((r) => r.id);
    const chargeRows = ids.length
      ? await db
          .select({
            id: sandboxCharges.id,
            orderId: sandboxCharges.orderId,
            status: sandboxCharges.status,
            refundedAt: sandboxCharges.refundedAt,
          })
          .from(sandboxCharges)
          .where(sql`${sandboxCharges.orderId} in ${ids}`)
      : [];
    const [[chargesTotal], paymentRows, [tokensUsed], [tokensTotal], [keys]] = await Promise.all([
      db.select({ n: count() }).from(sandboxCharges),
      ids.length
        ? db
            .select({ key: payments.status, n: count() })
            .from(payments)
            .where(sql`${payments.reservationId} in ${ids}`)
            .groupBy(payments.status)
        : Promise.resolve([]),
      db
        .select({ n: count() })
        .from(sandboxTokens)
        .where(sql`${sandboxTokens.usedAt} is not null`),
      db.select({ n: count() }).from(sandboxTokens),
      db.select({ n: count() }).from(idempotencyKeys),
    ]);
    const tally: Record<string, number> = {};
    for (const r of rows)
      tally[`${r.status}/${r.paid}`] = (tally[`${r.status}/${r.paid}`] ?? 0) + 1;
    const chargeTally: Record<string, number> = {};
    for (const c of chargeRows) {
      const key = c.refundedAt ? `${c.status}+refunded` : c.status;
      chargeTally[key] = (chargeTally[key] ?? 0) + 1;
    }
    return {
      reservations: tally,
      reservationIds: ids,
      charges: chargeTally,
      chargeRows: chargeRows.map((c) => ({
        id: c.id,
        orderId: c.orderId,
        status: c.status,
        refunded: c.refundedAt !== null,
      })),
      chargesTotal: Number(chargesTotal.n),
      payments: byKey(paymentRows as Array<{ key: string; n: number }>),
      tokensUsed: Number(tokensUsed.n),
      tokensTotal: Number(tokensTotal.n),
      idempotencyKeys: Number(keys.n),
    };
  }

  process.on('message', async (message: Request) => {
    try {
      if (message.type === 'rss') {
        const rss = process.memoryUsage().rss;
        process.send!({ type: 'rss', rss, peak: Math.max(peak, rss) });
        peak = rss;
      } else if (message.type === 'cabin') {
        // A cabin at $1,500 a night for 1–4 guests (the payment tests' fixture).
        const cabin = await createCabin(db);
        process.send!({ type: 'cabin', cabinId: cabin.id });
      } else if (message.type === 'counts') {
        process.send!({ type: 'counts', counts: await counts(message) });
      } else if (message.type === 'stop') {
        clearInterval(sampler);
        await stopJobs();
        await app.close();
        await database.close();
        process.exit(0);
      }
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
  process.send!({
    type: 'ready',
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    pid: process.pid,
    database: database.kind,
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: the guests and the report.

interface Server {
  child: ChildProcess;
  url: string;
  pid: number;
  database: string;
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
    const onExit = (code: number | null) =>
      reject(new Error(`server ${child.pid} exited (${code}) before answering ${message.type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

function startServer(databaseUrl: string | null): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, RACE_DATABASE_URL: databaseUrl ?? '' };
  delete env.DATABASE_URL;
  const child = forkScript(fileURLToPath(import.meta.url), ['--serve'], { env, server: true });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string; pid: number; database: string }) =>
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

/** A guest's own address, as a load balancer would forward it. */
const guestIp = (round: number, i: number) =>
  `10.${100 + (round % 150)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

interface Answer {
  status: number;
  body: {
    success?: boolean;
    errorType?: string;
    data?: { reservationId: string; paymentId: string };
  };
  ms: number;
  server: number;
}

async function race(servers: Server[], round: number, options: Options): Promise<boolean> {
  const today = todayInMexico();
  const checkIn = addDays(today, 30 + round * 7);
  const checkOut = addDays(checkIn, 2);
  const { cabinId } = await ask<{ cabinId: string }>(servers[0].child, { type: 'cabin' });
  const n = options.requests;

  // Every guest tokenizes their card at the sandbox, as Openpay.js does in the browser. With two
  // servers the token comes from the other process than the one that will charge it.
  const tokenStarted = performance.now();
  const tokens = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const server = servers[(i + 1) % servers.length];
      const res = await fetch(`${server.url}${TOKENS_URL}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: PUBLIC_AUTH,
          'x-forwarded-for': guestIp(round, i),
        },
        body: JSON.stringify(card('4111111111111111')),
      });
      const body = (await res.json()) as { id?: string };
      if (res.status !== 201 || !body.id) {
        throw new Error(`tokenize ${i}: ${res.status} ${JSON.stringify(body)}`);
      }
      return body.id;
    }),
  );
  const tokenMs = performance.now() - tokenStarted;

  // The race: every charge leaves at once, round-robin over the servers.
  const bodies = tokens.map((token) =>
    JSON.stringify(chargeBody(cabinId, token, { checkIn, checkOut })),
  );
  const started = performance.now();
  const answers: Answer[] = await Promise.all(
    bodies.map(async (body, i) => {
      const server = i % servers.length;
      const sent = performance.now();
      try {
        const res = await fetch(`${servers[server].url}/api/payments/charge`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `race-${process.pid}-${round}-${i}`,
            'x-forwarded-for': guestIp(round, i),
          },
          body,
        });
        const text = await res.text();
        let parsed: Answer['body'] = {};
        try {
          parsed = JSON.parse(text) as Answer['body'];
        } catch {
          parsed = {};
        }
        return { status: res.status, body: parsed, ms: performance.now() - sent, server };
      } catch (error) {
        console.error(`  charge ${i}: ${(error as Error).message}`);
        return { status: 0, body: {}, ms: performance.now() - sent, server };
      }
    }),
  );
  const raceMs = performance.now() - started;

  const after = await Promise.all(
    servers.map((s) => ask<{ rss: number; peak: number }>(s.child, { type: 'rss' })),
  );
  const { counts } = await ask<{ counts: Counts }>(servers[0].child, {
    type: 'counts',
    cabinId,
    checkIn,
    checkOut,
  });

  // Outcomes by HTTP status and result.
  const outcomes = new Map<string, number>();
  for (const a of answers) {
    const result =
      a.status === 200 && a.body.success
        ? 'paid'
        : (a.body.errorType ?? (a.status === 0 ? 'network error' : 'other'));
    const key = `${a.status} ${result}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
  const winners = answers.filter((a) => a.status === 200 && a.body.success);
  const winner = winners[0];

  console.log(
    `  round ${round + 1}: ${n} charges for cabin ${cabinId}, nights ${checkIn} → ${checkOut}`,
  );
  console.log(`    tokenizing ${n} cards: ${Math.round(tokenMs)} ms`);
  console.log(
    `    race: ${Math.round(raceMs)} ms until the last answer; per request p50 ${Math.round(percentile(latencies, 50))} ms, ` +
      `p95 ${Math.round(percentile(latencies, 95))} ms, max ${Math.round(latencies[latencies.length - 1])} ms` +
      (winner ? `; the winner answered in ${Math.round(winner.ms)} ms` : ''),
  );
  if (servers.length > 1) {
    const per = servers.map((_, s) => answers.filter((a) => a.server === s).length);
    const wonOn = winner ? `, won on server ${winner.server + 1}` : '';
    console.log(`    spread: ${per.map((c, s) => `server ${s + 1} ${c}`).join(', ')}${wonOn}`);
  }
  console.log(`    answers: ${[...outcomes].map(([k, v]) => `${v} × ${k}`).join(', ')}`);
  const fmt = (tally: Record<string, number>) =>
    Object.keys(tally).length
      ? Object.entries(tally)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')
      : 'none';
  const reservationTotal = counts.reservationIds.length;
  const completed = counts.chargeRows.filter((c) => c.status === 'completed' && !c.refunded);
  console.log(
    `    reservations for those nights: ${reservationTotal} (${fmt(counts.reservations)}); payments: ${fmt(counts.payments)}`,
  );
  console.log(
    `    sandbox charges for them: ${counts.chargeRows.length} (${fmt(counts.charges)}); ` +
      `in the whole sandbox: ${counts.chargesTotal}; tokens used ${counts.tokensUsed} of ${counts.tokensTotal}; ` +
      `idempotency keys kept ${counts.idempotencyKeys}`,
  );
  console.log(
    `    RSS after the race: ${servers.map((s, i) => `server ${i + 1} (pid ${s.pid}) ${mb(after[i].rss)}, peak ${mb(after[i].peak)}`).join('; ')}`,
  );

  const problems: string[] = [];
  if (winners.length !== 1) problems.push(`${winners.length} charges answered 200, expected 1`);
  const refused = answers.filter((a) => a.status === 409 && a.body.errorType === 'NOT_AVAILABLE');
  if (refused.length !== n - 1) {
    problems.push(`${refused.length} answers were 409 NOT_AVAILABLE, expected ${n - 1}`);
  }
  if (reservationTotal !== 1 || counts.reservations['active/PAID'] !== 1) {
    problems.push(`${reservationTotal} reservations for those nights, expected 1 active/PAID`);
  }
  if (counts.chargeRows.length !== 1 || completed.length !== 1) {
    problems.push(
      `${counts.chargeRows.length} sandbox charges (${completed.length} completed), expected exactly 1 completed`,
    );
  }
  if (counts.chargesTotal !== round + 1) {
    problems.push(`the sandbox holds ${counts.chargesTotal} charges after ${round + 1} round(s)`);
  }
  if (
    winner &&
    completed.length === 1 &&
    (completed[0].orderId !== winner.body.data?.reservationId ||
      completed[0].id !== winner.body.data?.paymentId ||
      counts.reservationIds[0] !== winner.body.data?.reservationId)
  ) {
    problems.push('the charge, the reservation and the winning answer do not match');
  }
  if (counts.tokensUsed !== round + 1) {
    problems.push(`${counts.tokensUsed} tokens spent after ${round + 1} round(s)`);
  }
  for (const problem of problems) console.log(`    WRONG: ${problem}`);
  if (!problems.length) console.log('    outcome: right (one stay, one charge)');
  return problems.length === 0;
}

async function shape(label: string, servers: Server[], options: Options): Promise<boolean> {
  console.log(
    `\n${label}: ${servers.length} server process(es) on ${servers[0].database}, ${options.requests} concurrent charges`,
  );
  const idle = await Promise.all(
    servers.map((s) => ask<{ rss: number }>(s.child, { type: 'rss' })),
  );
  console.log(
    `  RSS idle: ${servers.map((s, i) => `server ${i + 1} (pid ${s.pid}) ${mb(idle[i].rss)}`).join('; ')}`,
  );
  let right = true;
  for (let round = 0; round < options.rounds; round++) {
    right = (await race(servers, round, options)) && right;
  }
  return right;
}

async function onePGlite(options: Options): Promise<boolean> {
  const server = await startServer(null);
  try {
    return await shape('(a) PGlite', [server], options);
  } finally {
    await stopServer(server);
  }
}

async function twoOnPostgres(options: Options, baseUrl: string): Promise<boolean> {
  const name = `refugio_race_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const servers: Server[] = [];
  try {
    // Both start at once on the empty database, as a scale-out deploy does (migrations race).
    const started = await Promise.allSettled([
      startServer(url.toString()),
      startServer(url.toString()),
    ]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return await shape('(b) PostgreSQL, scale-out', servers, options);
  } finally {
    await Promise.all(servers.map(stopServer));
    const cleaner = new pg.Client({ connectionString: baseUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serve();
  const options = parseOptions(process.argv.slice(2));
  console.log(
    `Booking race — ${options.requests} concurrent card charges for one cabin and the same nights, ` +
      `${options.rounds} round(s), node ${process.version}`,
  );
  let right = await onePGlite(options);
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) right = (await twoOnPostgres(options, baseUrl)) && right;
  else console.log('\n(b) PostgreSQL, scale-out: skipped (set DATABASE_URL to run it)');
  console.log(right ? '\nOutcome right in every round.' : '\nOutcome WRONG: see above.');
  process.exit(right ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
