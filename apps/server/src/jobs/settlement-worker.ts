import type { TDatabase } from '../db/database.ts';
import {
  defaultBatchSize,
  findIssuesToSettle,
  settleIssue,
  type TIssueRef,
} from '../modules/bet/settle-issue.ts';
import type { TClock } from '../platform/clock.ts';
import { periodicJob } from './periodic-job.ts';

/**
 * The settlement worker: the draw scheduler hands over an issue by leaving it drawn or cancelled
 * with settled_at NULL (jobs/draw-scheduler.ts); each tick finds such issues, oldest draw first,
 * and settles them batch by batch (modules/bet/settle-issue.ts). Any number of instances may run
 * it: batches claim their tickets under row locks, skipping those another instance holds, and
 * every payment is guarded by the ticket state, so instances share an issue and never pay a
 * ticket twice. An issue that cannot be
 * finished (a ticket the rules engine cannot judge, a hold short of the stakes) is logged and
 * tried again on the next tick; the others go on. stop() waits for the issue in hand; a process
 * killed meanwhile loses only the batch in flight (each batch commits on its own).
 */

export interface TJobLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TSettlementWorkerDeps {
  db: TDatabase;
  clock: TClock;
  logger?: TJobLogger;
  batchSize?: number;
  /** Batch loops per issue (settleIssue's lanes); default 2 on PostgreSQL, 1 on PGlite. */
  lanes?: number;
  /** Issues looked at per tick (the rest wait for the next one). */
  maxIssuesPerTick?: number;
  /** Called after an issue's tickets were settled, e.g. to send its win notices at once. */
  onSettled?: () => void;
}

export interface TSettlementTick {
  issues: number;
  finished: number;
  settled: number;
}

export interface TSettlementWorker {
  tick(): Promise<TSettlementTick>;
  /** Ticks every intervalMs (after the previous tick ends) until stop(). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /** A prompt to settle now, e.g. from the draw scheduler's onIssueFinal; never throws. */
  settleSoon(): void;
}

export function createSettlementWorker(deps: TSettlementWorkerDeps): TSettlementWorker {
  const { db, clock, logger, onSettled, batchSize = defaultBatchSize } = deps;
  const maxIssuesPerTick = deps.maxIssuesPerTick ?? 50;
  const lanes = deps.lanes ?? (db.kind === 'postgres' ? 2 : 1);

  async function settleOne(ref: TIssueRef, report: TSettlementTick) {
    const outcome = await settleIssue(db, ref, { now: () => clock.now(), batchSize, lanes });
    if (!outcome.ok) {
      logger?.error({ ...ref, error: outcome.error, params: outcome.params }, 'issue not settled');
      return;
    }
    const { settled, winners, finished, unjudged } = outcome.value;
    report.settled += settled;
    if (finished) report.finished += 1;
    if (unjudged.length > 0)
      logger?.error(
        {
          ...ref,
          unjudged: unjudged.map((t) => ({ ticketId: String(t.ticketId), reason: t.reason })),
        },
        'tickets the rules engine cannot judge stay open',
      );
    if (settled === 0) return;
    logger?.info({ ...ref, settled, winners, finished }, 'issue settled');
    onSettled?.();
  }

  async function runTick(): Promise<TSettlementTick> {
    const issues = await findIssuesToSettle(db, maxIssuesPerTick);
    const report: TSettlementTick = { issues: issues.length, finished: 0, settled: 0 };
    for (const ref of issues) {
      try {
        await settleOne(ref, report);
      } catch (error) {
        // A database error or a broken invariant rolled that batch back; the other issues go on.
        logger?.error({ ...ref, err: error }, 'issue settlement failed');
      }
    }
    return report;
  }

  const job = periodicJob(runTick, (error) =>
    logger?.error({ err: error }, 'settlement tick failed'),
  );
  return {
    tick: job.tick,
    start: (intervalMs = 1000) => job.start(intervalMs),
    stop: job.stop,
    settleSoon: job.soon,
  };
}
