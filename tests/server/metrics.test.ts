import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payments } from '../../server/db/schema.ts';
import { startJobs } from '../../server/jobs/runner.ts';
import { createCabin, createReservation } from './factories.ts';
import { createTestApp, databases, testClock, type TestApp } from './helpers.ts';

const TOKEN = 'metricas-secretas-0123456789';

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const found = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (found) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe.each(databases)('GET /metrics on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, clock, config: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('answers 404, as for any unknown path, to anyone else', async () => {
    for (const [headers, from] of [
      [{}, '203.0.113.9'],
      [{ authorization: 'Bearer otro-token-cualquiera-123' }, '203.0.113.9'],
      [{ authorization: `Bearer ${TOKEN}x` }, '127.0.0.1'],
      [{ authorization: `Basic ${TOKEN}` }, '127.0.0.1'],
      // A proxy on this machine forwards the world's requests from 127.0.0.1.
      [{ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'],
      [{ forwarded: 'for=203.0.113.9' }, '::1'],
    ] as const) {
      const res = await scrape(headers, from);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'Recurso no encontrado',
        error: 'Recurso no encontrado',
      });
    }
  });

  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    const cabin = await createCabin(t.database.db, {});
    await t.app.inject({ method: 'GET', url: `/api/habitaciones/${cabin.id}` });
    await t.app.inject({ method: 'GET', url: '/api/habitaciones/no-existe' });
    await t.app.inject({ method: 'GET', url: '/api/no-hay-tal-cosa' });
    const res = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = { method: 'GET', route: '/api/habitaciones/:id' };
    expect(sample(text, 'refugio_http_requests_total', { ...route, status_code: '200' })).toBe(1);
    expect(sample(text, 'refugio_http_requests_total', { ...route, status_code: '404' })).toBe(1);
    expect(
      sample(text, 'refugio_http_request_duration_seconds_count', {
        ...route,
        status_code: '200',
      }),
    ).toBe(1);
    expect(sample(text, 'refugio_http_requests_total', { route: 'unmatched' })).toBe(1);
    expect(text).not.toContain(cabin.id);
    expect(text).not.toContain('no-hay-tal-cosa');
    expect(sample(text, 'refugio_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports open holds, charges by outcome and the mail outbox from the database', async () => {
    const db = t.database.db;
    const cabin = await createCabin(db, {});
    const hold = (minutes: number, checkIn: string) =>
      createReservation(db, {
        cabinId: cabin.id,
        checkIn,
        checkOut: `${checkIn.slice(0, 8)}${String(Number(checkIn.slice(8)) + 2).padStart(2, '0')}`,
        status: 'pending',
        paymentStatus: 'PENDING',
        holdExpiresAt: new Date(clock.now().getTime() + minutes * 60_000),
      });
    const open = await hold(15, '2027-01-10');
    await hold(-5, '2027-01-20'); // expired: not open any more
    const paid = await createReservation(db, { cabinId: cabin.id, checkIn: '2027-02-01' });
    for (const [reservationId, status] of [
      [paid.id, 'PAID'],
      [open.id, 'FAILED'],
      [open.id, 'FAILED'],
    ]) {
      await db.insert(payments).values({
        id: randomUUID(),
        reservationId,
        provider: 'sandbox',
        status,
        amountCents: 100_00,
      });
    }
    for (const status of ['pending', 'failed', 'sent']) {
      await db.insert(mailOutbox).values({
        id: randomUUID(),
        kind: 'booking-confirmed',
        recipient: 'ana@example.mx',
        status,
      });
    }
    const text = (await scrape()).body;
    expect(sample(text, 'refugio_holds_open')).toBe(1);
    expect(sample(text, 'refugio_charges', { status: 'PAID' })).toBe(1);
    expect(sample(text, 'refugio_charges', { status: 'FAILED' })).toBe(2);
    expect(sample(text, 'refugio_mail_outbox', { status: 'pending' })).toBe(1);
    expect(sample(text, 'refugio_mail_outbox', { status: 'failed' })).toBe(1);
    expect(sample(text, 'refugio_mail_outbox', { status: 'sending' })).toBe(0);
    expect(sample(text, 'refugio_mail_outbox', { status: 'sent' })).toBeNull();
    // The pending message is not due yet (its next attempt is after the test clock's now).
    expect(sample(text, 'refugio_mail_outbox_oldest_due_seconds')).toBe(0);
    await db.insert(mailOutbox).values({
      id: randomUUID(),
      kind: 'booking-confirmed',
      recipient: 'ana@example.mx',
      status: 'pending',
      nextAttemptAt: new Date(clock.now().getTime() - 150_000),
    });
    const later = (await scrape()).body;
    expect(sample(later, 'refugio_mail_outbox_oldest_due_seconds')).toBe(150);
    expect(sample(later, 'refugio_mail_outbox', { status: 'pending' })).toBe(2);
    if (kind === 'postgres') {
      expect(sample(text, 'refugio_database_pool_connections', { state: 'total' })).toBeGreaterThan(
        0,
      );
    }
  });

  it('counts background job runs, failures and their duration', async () => {
    let failing = 0;
    const stop = startJobs(t.app, [
      { name: 'prueba-bien', everyMs: 60_000, run: async () => {} },
      {
        name: 'prueba-mal',
        everyMs: 60_000,
        run: async () => {
          failing += 1;
          throw new Error('falla a propósito');
        },
      },
    ]);
    await stop();
    expect(failing).toBe(1);
    const text = (await scrape()).body;
    expect(sample(text, 'refugio_job_runs_total', { job: 'prueba-bien', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'refugio_job_runs_total', { job: 'prueba-mal', outcome: 'failed' })).toBe(
      1,
    );
    expect(sample(text, 'refugio_job_duration_seconds_count', { job: 'prueba-mal' })).toBe(1);
  });
});
