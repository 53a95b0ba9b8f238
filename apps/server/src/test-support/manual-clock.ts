import type { TClock } from '../platform/clock.ts';

export interface TManualClock extends TClock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** A clock that moves only when the test says so. */
export function createManualClock(startMs: number): TManualClock {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
