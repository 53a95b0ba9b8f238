import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { cancelIssue, type TIssueKey } from './draw-issue.ts';
import { findGame } from './game-catalogue.ts';

/**
 * What administrators do to draws (issue #7; result entry is enter-result.ts): cancel an issue (its bets are refunded by
 * settlement, which picks up every final issue with settled_at NULL), and switch a game's state.
 * Each runs in one transaction with its audit row; a refusal writes nothing.
 */

export interface TAdminLotteryDeps {
  db: TDatabase;
  clock: TClock;
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
