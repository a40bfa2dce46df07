import type { FastifyInstance } from 'fastify';

/**
 * A background job: work that runs on an interval in every server process. Each unit of work a job
 * does must be claimed in the database (a conditional update, `FOR UPDATE SKIP LOCKED` or an advisory
 * lock), so N processes on one PostgreSQL never do it twice.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(app: FastifyInstance): Promise<void>;
}

/**
 * Starts every job: once at once, then on its interval, never two runs of one job at a time in this
 * process. The returned function stops them and waits for runs in progress, so the database can be
 * closed after it.
 */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.has(job.name)) return;
      const run = job
        .run(app)
        .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    tick();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
