/**
 * The loop of every background job: ticks never overlap, start() ticks every intervalMs after
 * the previous tick ends, stop() waits for a running tick. soon() asks for a tick now instead of
 * at the next interval (a prompt: it never runs two ticks at once).
 */
export interface TPeriodicJob<T> {
  tick(): Promise<T>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
  soon(): void;
}

export function periodicJob<T>(
  work: () => Promise<T>,
  onError: (error: unknown) => void,
): TPeriodicJob<T> {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let ticking = false;
  let again = false;
  let interval = 1000;

  const tick = () => {
    const run = chain.then(work);
    chain = run.catch(() => undefined);
    return run;
  };
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(loop, delayMs);
    timer.unref();
  };
  async function loop() {
    ticking = true;
    again = false;
    try {
      await tick();
    } catch (error) {
      onError(error);
    }
    ticking = false;
    if (running) schedule(again ? 0 : interval);
  }

  return {
    tick,
    start(intervalMs) {
      if (running) return;
      running = true;
      interval = intervalMs;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await chain;
    },
    soon() {
      if (!running) return;
      if (ticking) again = true;
      else schedule(0);
    },
  };
}
