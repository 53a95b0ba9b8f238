import { parseIssueResult } from '@lottery/lottery';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import {
  cancelIssue,
  drawIssue,
  markDisputed,
  recordReport,
  type TIssueKey,
} from './draw-issue.ts';
import { findGame } from './game-catalogue.ts';
import type { TIssueState } from './issue-rows.ts';
import { adminSourceName } from './sources/result-source.ts';

/**
 * What administrators do to draws (issue #7): enter an outside game's result by hand (the fallback
 * when its feeds are silent, or a cross-check), cancel an issue (its bets are refunded by
 * settlement, which picks up every final issue with settled_at NULL), and switch a game's state.
 * Each runs in one transaction with its audit row; a refusal writes nothing.
 */

export interface TAdminLotteryDeps {
  db: TDatabase;
  clock: TClock;
}

interface TLockedIssue {
  state: TIssueState;
  draw_at: bigint;
  original_winning_number: string | null;
  winning_number: string | null;
  disputed: boolean;
}

export interface TEnteredResult {
  State: TIssueState;
  WinningNumber: string | null;
  Disputed: boolean;
}

/**
 * Stores the administrator's report for a due, external issue and draws the issue with it when it
 * is not drawn yet; when it is drawn with another number both stay and the issue is disputed (no
 * silent correction: a re-draw goes through settlement's roll-back, not through here). The same
 * entry twice is accepted once; a second, different entry on the same issue is refused (4006).
 */
export async function enterResult(
  deps: TAdminLotteryDeps,
  admin: TAdminSession,
  input: { GameId: number; SerialNumber: string; WinningNumber: string },
): Promise<TResult<TEnteredResult>> {
  const nowMs = deps.clock.now();
  const key: TIssueKey = { gameId: input.GameId, serialNumber: input.SerialNumber };
  return deps.db.transaction(async (tx) => {
    const game = await findGame(tx, input.GameId);
    if (!game) return fail('GameNotFound');
    if (game.drawSource !== 'external') return fail('ManualResultNotAllowed');
    const [issue] = await tx.query<TLockedIssue>(
      `SELECT state, draw_at, original_winning_number, winning_number, disputed
       FROM lottery_issues WHERE game_id = $1 AND serial_number = $2 FOR NO KEY UPDATE`,
      [key.gameId, key.serialNumber],
    );
    if (!issue) return fail('IssueNotFound');
    if (Number(issue.draw_at) > nowMs) return fail('IssueNotDue');
    if (issue.state === 'cancelled') return fail('IssueAlreadyFinal');
    const parsed = parseIssueResult(game.categoryId, input.WinningNumber);
    if (!parsed.ok) return fail('WinningNumberInvalid', { detail: parsed.reason });
    const [previous] = await tx.query<{ winning_number: string }>(
      `SELECT winning_number FROM lottery_result_reports
       WHERE game_id = $1 AND serial_number = $2 AND source = $3`,
      [key.gameId, key.serialNumber, adminSourceName],
    );
    if (previous && previous.winning_number !== parsed.originalWinningNumber)
      return fail('IssueAlreadyFinal');
    const recorded = await recordReport(tx, key, {
      source: adminSourceName,
      originalWinningNumber: parsed.originalWinningNumber,
      reportedAt: nowMs,
      reportedBy: admin.adminId,
    });
    if (issue.state === 'scheduled')
      await drawIssue(
        tx,
        key,
        { ...parsed, entropy: null, entropyRef: null, resultSource: adminSourceName },
        nowMs,
      );
    const disputed = await markDisputed(tx, key);
    const [after] = await tx.query<Pick<TLockedIssue, 'state' | 'winning_number'>>(
      'SELECT state, winning_number FROM lottery_issues WHERE game_id = $1 AND serial_number = $2',
      [key.gameId, key.serialNumber],
    );
    if (recorded)
      await writeAdminAudit(tx, admin, {
        action: 'games.result.enter',
        targetType: 'lottery_issue',
        targetId: `${key.gameId}:${key.serialNumber}`,
        before: { state: issue.state, winningNumber: issue.winning_number },
        after: {
          state: after?.state ?? issue.state,
          winningNumber: after?.winning_number ?? null,
          entered: parsed.originalWinningNumber,
          disputed,
        },
      });
    return succeed({
      State: after?.state ?? issue.state,
      WinningNumber: after?.winning_number ?? null,
      Disputed: disputed,
    });
  });
}

/** Cancels a scheduled issue with the administrator's reason; a drawn or cancelled one is final. */
export async function cancelIssueByAdmin(
  deps: TAdminLotteryDeps,
  admin: TAdminSession,
  input: { GameId: number; SerialNumber: string; Reason: string },
): Promise<TResult<true>> {
  const key: TIssueKey = { gameId: input.GameId, serialNumber: input.SerialNumber };
  return deps.db.transaction(async (tx) => {
    const cancelled = await cancelIssue(tx, key, input.Reason);
    if (!cancelled) {
      const [exists] = await tx.query(
        'SELECT 1 FROM lottery_issues WHERE game_id = $1 AND serial_number = $2',
        [key.gameId, key.serialNumber],
      );
      if (!exists)
        return (await findGame(tx, key.gameId)) ? fail('IssueNotFound') : fail('GameNotFound');
      return fail('IssueAlreadyFinal');
    }
    await writeAdminAudit(tx, admin, {
      action: 'games.issue.cancel',
      targetType: 'lottery_issue',
      targetId: `${key.gameId}:${key.serialNumber}`,
      before: { state: 'scheduled' },
      after: { state: 'cancelled', reason: input.Reason },
    });
    return succeed(true);
  });
}

/** SPEC §4 game state: online 0, maintain 1, offline 2, official offline 3. */
export async function setGameState(
  deps: TAdminLotteryDeps,
  admin: TAdminSession,
  input: { GameId: number; State: number },
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.query<{ state: number }>(
      'SELECT state FROM lottery_games WHERE id = $1 FOR UPDATE',
      [input.GameId],
    );
    if (!before) return fail('GameNotFound');
    await tx.query('UPDATE lottery_games SET state = $2 WHERE id = $1', [
      input.GameId,
      input.State,
    ]);
    await writeAdminAudit(tx, admin, {
      action: 'games.state.set',
      targetType: 'game',
      targetId: input.GameId,
      before: { state: before.state },
      after: { state: input.State },
    });
    return succeed(true);
  });
}
