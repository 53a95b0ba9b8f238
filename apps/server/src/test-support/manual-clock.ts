import type { TClock } from '../platform/clock.ts';
import { dayMs, siteOffsetMs } from '../platform/site-date-range.ts';

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

/**
 * Noon of the site day (UTC+8) that holds `ms`: a start far from midnight for a test whose
 * figures are "today's" and whose clock moves on, so that it holds whenever it runs.
 */
export const siteNoonOf = (ms: number) =>
  Math.floor((ms + siteOffsetMs) / dayMs) * dayMs - siteOffsetMs + dayMs / 2;
