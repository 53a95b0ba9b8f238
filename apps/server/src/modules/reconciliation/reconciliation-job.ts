import type { TDatabase } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';
import { dayMs, siteOffsetMs } from '../../platform/site-date-range.ts';
import { reconcileDay } from './run-reconciliation.ts';
import type { TReconciliationSource } from './reconciliation-source.ts';

/**
 * How long after site midnight the day before is reconciled: callbacks and confirmations of the
 * day's last orders arrive, and gateways publish their statements, a little after midnight.
 */
export const reconcileAfterMs = 2 * 3_600_000;

/** The site day (YYYY-MM-DD) the job reconciles at `now`: the last one ended reconcileAfterMs ago. */
export function dayToReconcile(now: number): string {
  const siteNow = now + siteOffsetMs - reconcileAfterMs;
  return new Date(Math.floor(siteNow / dayMs) * dayMs - dayMs).toISOString().slice(0, 10);
}

/**
 * Reconciles the ended site day once per source. Any instance may tick: a day already stored for
 * a source is skipped, and the unique (day, source) row makes two racing instances store it once.
 * A failed run is tried again on later ticks the same way only by "run again" (finance sees it).
 */
export function createReconciliationJob(deps: {
  db: TDatabase;
  clock: TClock;
  sources: () => Promise<readonly TReconciliationSource[]>;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    async () => {
      const day = dayToReconcile(deps.clock.now());
      const done = new Set(
        (
          await deps.db.query<{ source: string }>(
            'SELECT source FROM reconciliation_runs WHERE day = $1',
            [day],
          )
        ).map((row) => row.source),
      );
      let ran = 0;
      for (const source of await deps.sources()) {
        if (done.has(source.name)) continue;
        await reconcileDay({ db: deps.db, now: () => deps.clock.now() }, source, day, {
          replace: false,
          requestedBy: null,
        });
        ran += 1;
      }
      return ran;
    },
    (error) => deps.logger?.error({ err: error }, 'the daily reconciliation failed'),
  );
}
