import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { siteDateRange } from '../../platform/site-date-range.ts';
import type { TDifferenceKind } from './compare-records.ts';
import type { TReconciledState, TReconciliationSourceKind } from './reconciliation-source.ts';

/** The console shows at most this many days at once. */
const maxDays = 92;

const runColumns = `r.id::int AS "Id", to_char(r.day, 'YYYY-MM-DD') AS "Day", r.source AS "Source",
  r.source_kind AS "SourceKind", r.state AS "State", r.their_count AS "TheirCount",
  r.our_count AS "OurCount", r.matched_count AS "MatchedCount",
  r.difference_count AS "DifferenceCount", r.failure AS "Failure",
  r.finished_at::float8 AS "FinishedAt", a.login_id AS "RequestedBy"`;

export interface TRunView {
  Id: number;
  Day: string;
  Source: string;
  SourceKind: TReconciliationSourceKind;
  State: 'done' | 'failed';
  TheirCount: number;
  OurCount: number;
  MatchedCount: number;
  DifferenceCount: number;
  Failure: string | null;
  FinishedAt: number;
  RequestedBy: string | null;
}

/** Runs of the site days asked (default: the last 31 up to today), newest day first. */
export async function listRuns(
  db: TQueryable,
  query: {
    StartDate?: string | undefined;
    EndDate?: string | undefined;
    Source?: string | undefined;
  },
  today: string,
  sourceNames: readonly string[],
): Promise<TResult<{ Runs: TRunView[]; Sources: string[] }>> {
  const end = query.EndDate ?? today;
  const start =
    query.StartDate ?? new Date(Date.parse(end) - 30 * 86_400_000).toISOString().slice(0, 10);
  const range = siteDateRange(start, end, maxDays);
  if (!range.ok) return fail('ReconciliationDayInvalid');
  const runs = await db.query<TRunView>(
    `SELECT ${runColumns} FROM reconciliation_runs r LEFT JOIN admins a ON a.id = r.requested_by
      WHERE r.day BETWEEN $1::date AND $2::date AND ($3::text IS NULL OR r.source = $3)
      ORDER BY r.day DESC, r.source`,
    [start, end, query.Source ?? null],
  );
  return succeed({ Runs: runs, Sources: [...sourceNames] });
}

export interface TDifferenceView {
  Id: number;
  Kind: TDifferenceKind;
  ExternalRef: string;
  OrderNo: string | null;
  TheirAmount: bigint | null;
  OurAmount: bigint | null;
  TheirState: TReconciledState | null;
  OurState: TReconciledState | null;
}

/** A run and every difference it found, grouped by kind. */
export async function listDifferences(
  db: TQueryable,
  runId: number,
): Promise<TResult<{ Run: TRunView; Differences: TDifferenceView[] }>> {
  const [run] = await db.query<TRunView>(
    `SELECT ${runColumns} FROM reconciliation_runs r LEFT JOIN admins a ON a.id = r.requested_by
      WHERE r.id = $1`,
    [runId],
  );
  if (!run) return fail('ReconciliationRunNotFound');
  const differences = await db.query<TDifferenceView>(
    `SELECT id::int AS "Id", kind AS "Kind", external_ref AS "ExternalRef", order_no AS "OrderNo",
            their_amount AS "TheirAmount", our_amount AS "OurAmount",
            their_state AS "TheirState", our_state AS "OurState"
       FROM reconciliation_differences WHERE run_id = $1 ORDER BY kind, id`,
    [runId],
  );
  return succeed({ Run: run, Differences: differences });
}
