import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobs, type Job } from '../../../server/jobs/runner.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('startJobs', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each job at once and on its interval, never two runs of one job at a time', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const gates: Array<ReturnType<typeof deferred>> = [];
    const job: Job = {
      name: 'slow',
      everyMs: 1_000,
      run: () => {
        const gate = deferred();
        gates.push(gate);
        return gate.promise;
      },
    };
    const stop = startJobs(app, [job]);
    expect(gates).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(gates).toHaveLength(1); // the first run has not finished
    gates[0].resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gates).toHaveLength(2);
    gates[1].resolve();
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gates).toHaveLength(2);
  });

  it('logs a failed run and runs the job again on the next tick', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const errors = vi.spyOn(app.log, 'error');
    let runs = 0;
    const stop = startJobs(app, [
      {
        name: 'flaky',
        everyMs: 1_000,
        run: async () => {
          runs++;
          if (runs === 1) throw new Error('boom');
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'job failed');
    await stop();
  });

  it('waits for a run in progress when stopped', async () => {
    const app = Fastify({ logger: false });
    const gate = deferred();
    let finished = false;
    const stop = startJobs(app, [
      {
        name: 'long',
        everyMs: 60_000,
        run: async () => {
          await gate.promise;
          finished = true;
        },
      },
    ]);
    const stopped = stop();
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
  });

  it('runs a job at once when woken, once more after a run a wake-up came during, and unsubscribes on stop', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const gates: Array<ReturnType<typeof deferred>> = [];
    let wake: () => void = () => {};
    let unsubscribed = false;
    const stop = startJobs(app, [
      {
        name: 'woken',
        everyMs: 3_600_000,
        run: () => {
          const gate = deferred();
          gates.push(gate);
          return gate.promise;
        },
        wakeOn: async (_app, wakeUp) => {
          wake = wakeUp;
          return async () => {
            unsubscribed = true;
          };
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(gates).toHaveLength(1);
    wake();
    wake();
    expect(gates).toHaveLength(1); // the first run is still going
    gates[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(gates).toHaveLength(2); // one more run for the wake-ups that came during it
    gates[1].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(gates).toHaveLength(2);
    wake();
    expect(gates).toHaveLength(3);
    gates[2].resolve();
    await stop();
    expect(unsubscribed).toBe(true);
    wake();
    expect(gates).toHaveLength(3);
  });
});
