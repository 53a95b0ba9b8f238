import type { TDatabase, TQueryable } from '../../db/database.ts';
import { dayMs, siteMidnight } from '../../platform/site-date-range.ts';
import { compareRecords } from './compare-records.ts';
import type { TReconciliationSource } from './reconciliation-source.ts';

export interface TRunOutcome {
  runId: bigint | null;
  state: 'done' | 'failed' | 'alreadyRun';
  differenceCount: number;
}

/**
 * Reconciles one site day of one source: both sides are read outside any transaction (the
 * party's over the network), compared, then stored in one transaction. The daily job stores only
 * if the day has no run yet (`replace` false: two instances racing store it once); "run again"
 * replaces the stored run and its differences. A party that cannot be read leaves a stored run as
 * it was, and is stored as a failed run when the day had none.
 */
export async function reconcileDay(
  deps: { db: TDatabase; now: () => number },
  source: TReconciliationSource,
  day: string,
  options: {
    replace: boolean;
    requestedBy: number | null;
    /** Runs in the storing transaction (the administrator's audit row of a "run again"). */
    onStored?: (tx: TQueryable, outcome: TRunOutcome) => Promise<void>;
  },
): Promise<TRunOutcome> {
  const fromMs = siteMidnight(day);
  if (fromMs === null) throw new RangeError(`${day} is not a site date`);
  const toMs = fromMs + dayMs;
  const startedAt = deps.now();
  let read;
  try {
    const [theirs, ours] = [
      await source.listRecords(fromMs, toMs),
      await source.listOurRecords(deps.db, fromMs, toMs),
    ];
    read = { ok: true as const, theirs, ours };
  } catch (error) {
    read = { ok: false as const, failure: (error as Error).message.slice(0, 500) };
  }
  const comparison = read.ok ? compareRecords(read.theirs, read.ours) : null;
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: bigint }>(
      'SELECT id FROM reconciliation_runs WHERE day = $1 AND source = $2 FOR UPDATE',
      [day, source.name],
    );
    if (existing && (!options.replace || !read.ok))
      return { runId: existing.id, state: read.ok ? 'alreadyRun' : 'failed', differenceCount: 0 };
    if (existing) await tx.query('DELETE FROM reconciliation_runs WHERE id = $1', [existing.id]);
    const [run] = await tx.query<{ id: bigint }>(
      `INSERT INTO reconciliation_runs (day, source, source_kind, state, their_count, our_count,
         matched_count, difference_count, failure, started_at, finished_at, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        day,
        source.name,
        source.kind,
        read.ok ? 'done' : 'failed',
        read.ok ? read.theirs.length : 0,
        read.ok ? read.ours.length : 0,
        comparison?.matched ?? 0,
        comparison?.differences.length ?? 0,
        read.ok ? null : read.failure,
        startedAt,
        deps.now(),
        options.requestedBy,
      ],
    );
    for (const d of comparison?.differences ?? []) {
      await tx.query(
        `INSERT INTO reconciliation_differences (run_id, kind, external_ref, order_no,
           their_amount, our_amount, their_state, our_state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          run!.id,
          d.kind,
          d.externalRef,
          d.orderNo,
          d.theirAmount,
          d.ourAmount,
          d.theirState,
          d.ourState,
        ],
      );
    }
    const outcome: TRunOutcome = {
      runId: run!.id,
      state: read.ok ? 'done' : 'failed',
      differenceCount: comparison?.differences.length ?? 0,
    };
    await options.onStored?.(tx, outcome);
    return outcome;
  });
}
