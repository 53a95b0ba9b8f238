import type { TDatabase } from '../db/database.ts';
import {
  advanceSchedules,
  type TAdvanceReport,
} from '../modules/bet/schedules/advance-schedules.ts';
import type { TClock } from '../platform/clock.ts';
import { periodicJob } from './periodic-job.ts';
import type { TJobLogger } from './settlement-worker.ts';

/**
 * The schedule worker (chained bets, 追号): each tick stops the plans a settled ticket stopped,
 * finishes the plans with nothing left, places the waiting issues whose issue has opened and
 * releases those placement refuses (modules/bet/schedules/advance-schedules.ts). Any number of
 * instances may run it: each plan is changed under its row lock taken with SKIP LOCKED, and
 * every change is guarded by state.
 */

export interface TScheduleWorkerDeps {
  db: TDatabase;
  clock: TClock;
  logger?: TJobLogger;
  /** Plans concluded and issues placed per tick, each (the rest wait for the next one). */
  maxPerTick?: number;
}

export interface TScheduleWorker {
  tick(): Promise<TAdvanceReport>;
  /** Ticks every intervalMs (after the previous tick ends) until stop(). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createScheduleWorker(deps: TScheduleWorkerDeps): TScheduleWorker {
  const { db, clock, logger, maxPerTick = 500 } = deps;

  async function runTick(): Promise<TAdvanceReport> {
    const report = await advanceSchedules(db, { clock }, maxPerTick);
    const { stopped, finished, placed, released, refusals } = report;
    if (stopped + finished + placed + released > 0)
      logger?.info(
        {
          stopped,
          finished,
          placed,
          released,
          refusals: refusals.map((r) => ({ ...r, scheduleId: String(r.scheduleId) })),
        },
        'chained bets advanced',
      );
    return report;
  }

  const job = periodicJob(runTick, (error) =>
    logger?.error({ err: error }, 'schedule worker tick failed'),
  );
  return { tick: job.tick, start: (intervalMs = 1000) => job.start(intervalMs), stop: job.stop };
}
