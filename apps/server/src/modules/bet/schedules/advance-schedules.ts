import type { TErrorName, TScheduleStopReason } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { placeScheduledIssue, releaseIssue, type TPlanIssue } from './schedule-issues.ts';
import type { TStoredScheduleTicket } from './schedule-ticket.ts';
import { stopPlan } from './stop-schedule.ts';

/**
 * What the schedule worker does each tick (jobs/schedule-worker.ts), one plan at a time, each in
 * its own small transaction that first takes the plan's row lock with FOR UPDATE SKIP LOCKED:
 * several instances share the plans (each skips what another holds), and everything is guarded
 * by state besides, so a rerun or a second instance changes nothing twice.
 *
 * 1. Plans whose settled tickets meet a stop condition are stopped (stop-schedule.ts), and plans
 *    with nothing left (every issue placed or released, every ticket settled) are finished.
 *    Stops come first: an issue opening in the same tick as a win is not placed, then cancelled.
 * 2. Waiting issues of running plans whose issue has started are placed from the hold with every
 *    check of Bet/Place; an issue refused (game in maintenance, issue sealed or cancelled, a
 *    limit, …) is released to the wallet instead. Issues no longer scheduled are handed to
 *    placement even before their start time, which refuses and so releases them.
 */

export interface TAdvanceReport {
  stopped: number;
  finished: number;
  placed: number;
  released: number;
  /** Issues released, with the refusal that released them. */
  refusals: { scheduleId: bigint; issueSerial: string; error: TErrorName }[];
}

/**
 * Running plans and what to do with them: pending counts waiting issues and open tickets;
 * stop_reason is the first stop condition met by the settled tickets. The profit is the prizes
 * minus the stakes of the tickets drawn so far (cancelled ones cost nothing). A win held for
 * review (state 4) is a win for "stop if win" (the ticket won; only its payment waits) but not
 * yet profit.
 */
const decisionSql = `
  SELECT id, user_id, stop_reason, pending FROM (
    SELECT s.id, s.user_id,
           CASE
             WHEN s.stop_if_win AND bool_or(t.state IN (3, 4)) THEN 'win'
             WHEN s.stop_if_loss AND bool_or(t.state = 2) THEN 'loss'
             WHEN s.stop_at_profit IS NOT NULL
                  AND coalesce(sum(t.prize - t.amount) FILTER (WHERE t.state IN (2, 3)), 0)
                      >= s.stop_at_profit THEN 'profit'
           END AS stop_reason,
           count(*) FILTER (WHERE si.state = 'waiting' OR t.state = 0)::int AS pending
      FROM bet_schedules s
      JOIN bet_schedule_issues si ON si.schedule_id = s.id
      LEFT JOIN bet_tickets t ON t.id = si.ticket_id
     WHERE s.state = 'running' AND ($1::bigint IS NULL OR s.id = $1)
     GROUP BY s.id
  ) plans
  WHERE stop_reason IS NOT NULL OR pending = 0
  ORDER BY id LIMIT $2`;

interface TDecisionRow {
  id: bigint;
  user_id: number;
  stop_reason: Exclude<TScheduleStopReason, 'player'> | null;
  pending: number;
}

/** Locks a running plan for this transaction; false when it is not running or another holds it. */
async function lockRunning(tx: TQueryable, scheduleId: bigint): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM bet_schedules WHERE id = $1 AND state = 'running' FOR UPDATE SKIP LOCKED`,
    [scheduleId],
  );
  return rows.length === 1;
}

/** Stops or finishes a plan whose lock the caller holds, deciding again under it. */
async function conclude(
  tx: TQueryable,
  scheduleId: bigint,
  now: number,
): Promise<'stopped' | 'finished' | null> {
  const [plan] = await tx.query<TDecisionRow>(decisionSql, [scheduleId, 1]);
  if (!plan) return null;
  if (plan.pending === 0) {
    await tx.query(
      `UPDATE bet_schedules SET state = 'finished', finished_at = $2
        WHERE id = $1 AND state = 'running'`,
      [scheduleId, now],
    );
    return 'finished';
  }
  if (plan.stop_reason === null) return null;
  await stopPlan(tx, { scheduleId, userId: plan.user_id }, plan.stop_reason, now);
  return 'stopped';
}

interface TDueRow {
  schedule_id: bigint;
  issue_serial: string;
}

interface TPlanIssueRow {
  user_id: number;
  game_id: number;
  ticket: TStoredScheduleTicket;
  multiple: number;
  amount: bigint;
}

type TIssueOutcome =
  { kind: 'placed' } | { kind: 'released'; error: TErrorName } | { kind: 'stopped' };

/**
 * Places one due issue, or releases it when placement refuses. A plan whose stop condition was
 * met since step 1 (settlement commits at any time) is stopped instead: it gets no new ticket.
 */
function advanceIssue(
  db: TDatabase,
  deps: { clock: TClock },
  due: TDueRow,
): Promise<TIssueOutcome | null> {
  return db.transaction(async (tx) => {
    const scheduleId = BigInt(due.schedule_id);
    if (!(await lockRunning(tx, scheduleId))) return null;
    if ((await conclude(tx, scheduleId, deps.clock.now())) === 'stopped')
      return { kind: 'stopped' };
    const [row] = await tx.query<TPlanIssueRow>(
      `SELECT s.user_id, s.game_id, s.ticket, si.multiple, si.amount
         FROM bet_schedules s JOIN bet_schedule_issues si ON si.schedule_id = s.id
        WHERE s.id = $1 AND si.issue_serial = $2 AND si.state = 'waiting'`,
      [scheduleId, due.issue_serial],
    );
    if (!row) return null;
    const issue: TPlanIssue = {
      scheduleId,
      userId: row.user_id,
      gameId: row.game_id,
      ticket: row.ticket,
      issueSerial: due.issue_serial,
      multiple: row.multiple,
      amount: BigInt(row.amount),
    };
    // A refused placement may have written before finding out (placeBets): undo just that.
    await tx.query('SAVEPOINT schedule_issue');
    const placed = await placeScheduledIssue(tx, deps, issue);
    if (placed.ok) return { kind: 'placed' };
    await tx.query('ROLLBACK TO SAVEPOINT schedule_issue');
    await releaseIssue(tx, issue, deps.clock.now());
    return { kind: 'released', error: placed.error };
  });
}

/** One pass of both steps (see the header), at most `limit` plans and `limit` issues each. */
export async function advanceSchedules(
  db: TDatabase,
  deps: { clock: TClock },
  limit: number,
): Promise<TAdvanceReport> {
  const report: TAdvanceReport = { stopped: 0, finished: 0, placed: 0, released: 0, refusals: [] };
  const plans = await db.query<TDecisionRow>(decisionSql, [null, limit]);
  for (const plan of plans) {
    const scheduleId = BigInt(plan.id);
    const outcome = await db.transaction(async (tx) =>
      (await lockRunning(tx, scheduleId)) ? conclude(tx, scheduleId, deps.clock.now()) : null,
    );
    if (outcome) report[outcome] += 1;
  }

  const due = await db.query<TDueRow>(
    `SELECT si.schedule_id, si.issue_serial
       FROM bet_schedule_issues si
       JOIN bet_schedules s ON s.id = si.schedule_id AND s.state = 'running'
       JOIN lottery_issues i ON i.game_id = si.game_id AND i.serial_number = si.issue_serial
      WHERE si.state = 'waiting' AND (i.start_at <= $1 OR i.state <> 'scheduled')
      ORDER BY i.draw_at, si.schedule_id LIMIT $2`,
    [deps.clock.now(), limit],
  );
  for (const issue of due) {
    const outcome = await advanceIssue(db, deps, issue);
    if (outcome?.kind === 'placed') report.placed += 1;
    if (outcome?.kind === 'stopped') report.stopped += 1;
    if (outcome?.kind === 'released') {
      report.released += 1;
      report.refusals.push({
        scheduleId: BigInt(issue.schedule_id),
        issueSerial: issue.issue_serial,
        error: outcome.error,
      });
    }
  }
  return report;
}
