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
  /**
   * Optional: subscribes `wake` to a signal that there is work now (e.g. a database NOTIFY), so the
   * job need not wait for its interval. Returns the function that unsubscribes.
   */
  wakeOn?(app: FastifyInstance, wake: () => void): Promise<() => Promise<void>>;
}

/**
 * Starts every job: once at once, then on its interval, never two runs of one job at a time in this
 * process (a wake-up during a run runs it once more afterwards). The returned function stops them
 * and waits for runs in progress, so the database can be closed after it.
 */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const subscriptions: Array<Promise<() => Promise<void>>> = [];
  const timers = jobs.map((job) => {
    let wokenDuringRun = false;
    const tick = (woken = false) => {
      if (stopped) return;
      if (running.has(job.name)) {
        wokenDuringRun ||= woken;
        return;
      }
      const started = performance.now();
      const observe = (ok: boolean): void => {
        if (app.hasDecorator('metrics')) {
          app.metrics.observeJob(job.name, (performance.now() - started) / 1000, ok);
        }
      };
      const run = job
        .run(app)
        .then(
          () => observe(true),
          (error: unknown) => {
            observe(false);
            app.log.error({ err: error, job: job.name }, 'job failed');
          },
        )
        .finally(() => {
          running.delete(job.name);
          if (wokenDuringRun) {
            wokenDuringRun = false;
            tick();
          }
        });
      running.set(job.name, run);
    };
    const timer = setInterval(() => tick(), job.everyMs);
    timer.unref();
    tick();
    if (job.wakeOn) {
      subscriptions.push(
        job
          .wakeOn(app, () => tick(true))
          .catch((error: unknown) => {
            app.log.error({ err: error, job: job.name }, 'job wake-up unavailable');
            return async () => {};
          }),
      );
    }
    return timer;
  });
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    for (const unsubscribe of await Promise.all(subscriptions)) await unsubscribe();
    await Promise.all(running.values());
  };
}
