import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../http-errors.ts';

/** What the job runner reports after each run (server/jobs/runner.ts). */
export interface Metrics {
  registry: Registry;
  observeJob(name: string, seconds: number, ok: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read /metrics: it carries `Authorization: Bearer METRICS_TOKEN`, or it
 * comes from this machine and not through a proxy (a proxy on this machine forwards the world's
 * requests from 127.0.0.1: those carry X-Forwarded-For or Forwarded, and are refused).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
    return timingSafeEqual(digest(given), digest(token));
  }
  const forwarded = request.headers['x-forwarded-for'] || request.headers.forwarded;
  return !forwarded && isIP(request.ip) > 0 && LOOPBACK.test(request.ip);
}

/**
 * GET /metrics in Prometheus' text format: requests and their latency per route pattern, the
 * process, the database pool (PostgreSQL), background jobs, and what the database says of open
 * holds, charges by outcome and the mail outbox (read at scrape time: true for every process).
 */
async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { config, database, clock } = app.deps;
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'refugio' });
  collectDefaultMetrics({ register: registry, prefix: 'refugio_' });

  const requests = new Counter({
    name: 'refugio_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'refugio_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'refugio_job_runs_total',
    help: 'Background job runs, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'refugio_job_duration_seconds',
    help: 'Duration of background job runs, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'refugio_database_scrape_query_seconds',
    help: 'Time the database took to answer the metrics queries (a round trip under load)',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1],
    registers: [registry],
  });

  const pool =
    database.kind === 'postgres' ? (database.db as unknown as { $client?: Pool }).$client : null;
  new Gauge({
    name: 'refugio_database_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const holds = new Gauge({
    name: 'refugio_holds_open',
    help: 'Unpaid holds keeping their nights now',
    registers: [registry],
  });
  const charges = new Gauge({
    name: 'refugio_charges',
    help: 'Card charges in the database, by status (outcome)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'refugio_mail_outbox',
    help: 'E-mails in the outbox by status (pending, sending, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
  });

  const outboxLag = new Gauge({
    name: 'refugio_mail_outbox_oldest_due_seconds',
    help: 'How long the oldest e-mail due for sending has been waiting (0: none waiting)',
    registers: [registry],
  });

  /** One statement for the database's side of the metrics. */
  async function readDatabase(): Promise<void> {
    const end = queryDuration.startTimer();
    const now = clock.now().toISOString();
    const result = await database.db.execute(sql`
      select 'holds' as kind, '' as status, count(*)::int as n from reservations
        where status = 'pending' and hold_expires_at > ${now}::timestamptz
      union all
      select 'charges', status, count(*)::int from payments group by status
      union all
      select 'outbox', status, count(*)::int from mail_outbox
        where status in ('pending', 'sending', 'failed') group by status
      union all
      select 'outbox_lag', '', coalesce(floor(extract(epoch from
          (${now}::timestamptz - min(next_attempt_at)))), 0)::int
        from mail_outbox where status = 'pending' and next_attempt_at <= ${now}::timestamptz
    `);
    end();
    const rows = (result as unknown as { rows: Array<{ kind: string; status: string; n: number }> })
      .rows;
    charges.reset();
    outbox.reset();
    for (const status of ['pending', 'sending', 'failed']) outbox.set({ status }, 0);
    for (const { kind, status, n } of rows) {
      if (kind === 'holds') holds.set(Number(n));
      else if (kind === 'outbox_lag') outboxLag.set(Math.max(0, Number(n)));
      else if (kind === 'charges') charges.set({ status }, Number(n));
      else outbox.set({ status }, Number(n));
    }
  }

  app.decorate('metrics', {
    registry,
    observeJob(name: string, seconds: number, ok: boolean) {
      jobRuns.inc({ job: name, outcome: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job: name }, seconds);
    },
  } satisfies Metrics);

  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, never the raw URL: ids and query strings would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, config.METRICS_TOKEN)) throw notFound('Recurso no encontrado');
    await readDatabase();
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

export const metricsPluginRegistration = fp(metricsPlugin, { name: 'refugio-metrics' });
