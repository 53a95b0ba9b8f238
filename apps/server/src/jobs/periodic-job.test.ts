import { describe, expect, it } from 'vitest';
import { periodicJob } from './periodic-job.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i += 1) await later(5);
  expect(check()).toBe(true);
};

/** A job whose ticks each wait for the test to let them end. */
function gatedJob() {
  const state = { started: 0, running: 0, overlapped: false, release: () => {} };
  const job = periodicJob(
    async () => {
      state.started += 1;
      state.running += 1;
      state.overlapped ||= state.running > 1;
      await new Promise<void>((resolve) => (state.release = resolve));
      state.running -= 1;
    },
    () => undefined,
  );
  return { job, state };
}

describe('periodicJob', () => {
  it('ticks at start, then when asked soon, never two at once, and not after stop', async () => {
    const { job, state } = gatedJob();
    job.start(60_000);
    await until(() => state.started === 1);
    // Asked (twice) during the first tick: one more tick right after it, not one beside it.
    job.soon();
    job.soon();
    state.release();
    await until(() => state.started === 2);
    state.release();
    await later(30);
    expect(state.started).toBe(2);
    job.soon();
    await until(() => state.started === 3);
    const stopped = job.stop();
    state.release();
    await stopped;
    job.soon();
    await later(30);
    expect(state.started).toBe(3);
    expect(state.overlapped).toBe(false);
  });

  it('reports a failed tick and goes on ticking', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const job = periodicJob(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
      },
      (error) => errors.push(error),
    );
    job.start(5);
    await until(() => calls > 1);
    await job.stop();
    expect(errors).toEqual([new Error('boom')]);
  });
});
