import type { TLocalizedText } from '@lottery/contracts';
import { findBetType } from '@lottery/lottery';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { winHoldThresholdOf } from '../risk/win-hold-threshold.ts';
import { settleBatch, type TBatchReport, type TSettlementPlan } from './settle-batch.ts';
import { settlementRules } from './settle-ticket.ts';
import { winConditionsOf } from './unread-losers.ts';

/**
 * Settlement of one issue (issue #8; reliability targets 8, 13, 14): batch after batch
 * (settle-batch.ts), each its own transaction, until no open ticket is left; then the issue's
 * settled_at, guarded so that it is set once and only when no ticket of the issue is still open.
 *
 * Exactly once and resumable: every payment hangs on a ticket leaving state 0 in the statement
 * that pays it, so running this again, after a crash or beside another settler, pays nothing
 * twice and picks up whatever is still open. Several settlers on one issue share it: SKIP LOCKED
 * hands each the rows the others do not hold (settle-batch.ts, TClaimMode), and the last one to
 * finish sets settled_at.
 */

export interface TIssueRef {
  gameId: number;
  serialNumber: string;
}

/**
 * Tickets per batch: large enough that the per-batch work (one ledger line per owner for the
 * stakes, the agent chains, the statements' round trips) is spread thin, small enough that a
 * batch's locks (about half a second at this size) and its redo after a crash stay short.
 * bench:settlement measured 20,000 about a tenth faster than 5,000.
 */
export const defaultBatchSize = 20_000;

export interface TIssueSettlement {
  settled: number;
  winners: number;
  /** Of the settled, the losers closed without being read (unread-losers.ts). */
  closedUnread: number;
  batches: number;
  /** Of the batches, those that met another settler's tickets and claimed their range shared. */
  sharedBatches: number;
  /** settled_at was set: every ticket of the issue is settled. */
  finished: boolean;
  unjudged: TBatchReport['unjudged'];
}

/** Drawn or cancelled issues not settled yet, oldest draw first. */
export async function findIssuesToSettle(db: TQueryable, limit: number): Promise<TIssueRef[]> {
  const rows = await db.query<{ game_id: number; serial_number: string }>(
    `SELECT game_id, serial_number FROM lottery_issues
      WHERE settled_at IS NULL AND state IN ('drawn', 'cancelled')
      ORDER BY draw_at, game_id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ gameId: row.game_id, serialNumber: row.serial_number }));
}

interface TIssueRow {
  state: 'scheduled' | 'drawn' | 'cancelled';
  winning_number: string | null;
  draw_at: bigint;
  settled_at: bigint | null;
  category_id: number;
  family: string;
  name_zh: string;
  name_en: string;
  max_payout_per_ticket: bigint;
  max_prize_group: number | null;
}

/** What settling the issue takes, or why it cannot be settled (yet). */
async function planOf(
  db: TQueryable,
  ref: TIssueRef,
): Promise<TResult<TSettlementPlan | 'settled'>> {
  const [row] = await db.query<TIssueRow>(
    `SELECT i.state, i.winning_number, i.draw_at, i.settled_at, g.category_id, g.family,
            g.name_zh, g.name_en, g.max_payout_per_ticket, g.max_prize_group
       FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
      WHERE i.game_id = $1 AND i.serial_number = $2`,
    [ref.gameId, ref.serialNumber],
  );
  if (!row) return fail('IssueNotFound');
  if (row.settled_at !== null) return succeed('settled');
  // Names in both languages: the win notice carries the SPEC's fields in Chinese and English.
  const issue = {
    ...ref,
    gameName: { 'zh-CN': row.name_zh, en: row.name_en },
    betTypeName: (id: string): TLocalizedText => {
      const name = findBetType(id)?.name;
      return { 'zh-CN': name?.zh ?? id, en: name?.en ?? id };
    },
  };
  if (row.state === 'cancelled') return succeed({ kind: 'cancelled', issue });
  if (row.state !== 'drawn' || row.winning_number === null) return fail('IssueNotDrawn');
  const rules = settlementRules({
    categoryId: row.category_id,
    family: row.family,
    winningNumber: row.winning_number,
    drawAt: Number(row.draw_at),
    maxPayout: BigInt(row.max_payout_per_ticket),
  });
  if (!rules.ok) return fail('WinningNumberInvalid', { detail: rules.reason });
  return succeed({
    kind: 'drawn',
    issue,
    winningNumber: row.winning_number,
    rules: rules.rules,
    winConditions: winConditionsOf(row.family, rules.rules),
    holdThreshold: await winHoldThresholdOf(db, ref.gameId),
    maxPrizeGroup: row.max_prize_group,
  });
}

/** Sets settled_at once no ticket of the issue is open; false while some still are. */
async function markSettled(db: TQueryable, ref: TIssueRef, now: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE lottery_issues i SET settled_at = $3
      WHERE i.game_id = $1 AND i.serial_number = $2 AND i.settled_at IS NULL
        AND i.state IN ('drawn', 'cancelled')
        AND NOT EXISTS (SELECT 1 FROM bet_tickets t
                         WHERE t.game_id = i.game_id AND t.issue_serial = i.serial_number
                           AND t.state = 0)
      RETURNING 1`,
    [ref.gameId, ref.serialNumber, now],
  );
  return rows.length === 1;
}

/** The open tickets' ids split into `lanes` ranges (after, until], in id order. */
async function laneRanges(
  db: TQueryable,
  ref: TIssueRef,
  lanes: number,
): Promise<{ afterId: bigint; untilId: bigint }[]> {
  const [row] = await db.query<{ low: bigint | null; high: bigint | null }>(
    `SELECT min(id) AS low, max(id) AS high FROM bet_tickets
      WHERE game_id = $1 AND issue_serial = $2 AND state = 0`,
    [ref.gameId, ref.serialNumber],
  );
  if (!row || row.low === null || row.high === null) return [];
  const start = BigInt(row.low) - 1n;
  const end = BigInt(row.high);
  const span = (end - start + BigInt(lanes) - 1n) / BigInt(lanes);
  return Array.from({ length: lanes }, (_, lane) => ({
    afterId: start + span * BigInt(lane),
    untilId: lane === lanes - 1 ? end : start + span * BigInt(lane + 1),
  })).filter(({ afterId, untilId }) => afterId < untilId);
}

/**
 * Settles an issue as far as it can now: `lanes` loops of batches at once (default 1), each over
 * its own range of the open tickets' ids, in id order, on its own connection, so that one lane's
 * judging in memory overlaps another's statements (they meet only on the house account, in the
 * ledger step). Tickets held by another settler are skipped (it settles them) and tickets the
 * engine cannot judge stay open, so `finished` is false until the issue has no open ticket left
 * (a later run retries). PGlite has one connection: use one lane there.
 */
export async function settleIssue(
  db: TDatabase,
  ref: TIssueRef,
  options: { now: () => number; batchSize?: number; lanes?: number },
): Promise<TResult<TIssueSettlement>> {
  const planned = await planOf(db, ref);
  if (!planned.ok) return planned;
  const outcome: TIssueSettlement = {
    settled: 0,
    winners: 0,
    closedUnread: 0,
    batches: 0,
    sharedBatches: 0,
    finished: planned.value === 'settled',
    unjudged: [],
  };
  if (planned.value === 'settled') return succeed(outcome);
  const plan = planned.value;
  const lane = async (range: { afterId: bigint; untilId: bigint }): Promise<TResult<null>> => {
    // Every batch's range ends further on than it starts: the loop ends at untilId.
    let { afterId } = range;
    for (;;) {
      const batch = await settleBatch(db, plan, {
        afterId,
        untilId: range.untilId,
        limit: options.batchSize ?? defaultBatchSize,
        now: options.now(),
      });
      if (!batch.ok) return batch;
      if (batch.value.claimed > 0) outcome.batches += 1;
      if (batch.value.claim === 'shared') outcome.sharedBatches += 1;
      outcome.settled += batch.value.settled;
      outcome.winners += batch.value.winners;
      outcome.closedUnread += batch.value.closedUnread;
      outcome.unjudged.push(...batch.value.unjudged);
      if (batch.value.done) return succeed(null);
      afterId = batch.value.lastId;
    }
  };
  const ranges = await laneRanges(db, ref, options.lanes ?? 1);
  // Every lane ends before this returns, even when one throws: no batch outlives the call.
  const lanes = await Promise.allSettled(ranges.map(lane));
  for (const result of lanes) {
    if (result.status === 'rejected') throw result.reason;
    if (!result.value.ok) return result.value;
  }
  outcome.finished = await markSettled(db, ref, options.now());
  return succeed(outcome);
}
