import type { TDatabase, TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';

export interface TThresholdView {
  GameId: number | null;
  Threshold: bigint;
}

/** Every threshold set: the site-wide one first, then per game. */
export async function listWinHoldThresholds(db: TQueryable): Promise<TThresholdView[]> {
  const rows = await db.query<{ game_id: number | null; threshold: string }>(
    'SELECT game_id, threshold FROM risk_win_hold_thresholds ORDER BY game_id NULLS FIRST',
  );
  return rows.map((row) => ({ GameId: row.game_id, Threshold: BigInt(row.threshold) }));
}

/**
 * Sets (or with null clears) the site-wide or a game's threshold, audited with before and after
 * in the same transaction. Settlement reads it per issue, so it applies from the next issue.
 */
export async function setWinHoldThreshold(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  input: { GameId: number | null; Threshold: bigint | null },
): Promise<TResult<true>> {
  if (input.Threshold !== null && input.Threshold <= 0n) return fail('WinHoldThresholdInvalid');
  return transactionResult(deps.db, async (tx) => {
    if (input.GameId !== null) {
      const [game] = await tx.query('SELECT 1 FROM lottery_games WHERE id = $1', [input.GameId]);
      if (!game) return fail('GameNotFound');
    }
    const [before] = await tx.query<{ threshold: string }>(
      `SELECT threshold FROM risk_win_hold_thresholds
        WHERE game_id IS NOT DISTINCT FROM $1 FOR UPDATE`,
      [input.GameId],
    );
    if (input.Threshold === null)
      await tx.query('DELETE FROM risk_win_hold_thresholds WHERE game_id IS NOT DISTINCT FROM $1', [
        input.GameId,
      ]);
    else
      await tx.query(
        `INSERT INTO risk_win_hold_thresholds (game_id, threshold) VALUES ($1, $2)
         ON CONFLICT (game_id) DO UPDATE SET threshold = EXCLUDED.threshold`,
        [input.GameId, input.Threshold],
      );
    await writeAdminAudit(tx, actor, {
      action: 'risk.winHoldThreshold.set',
      targetType: input.GameId === null ? 'site' : 'game',
      targetId: input.GameId === null ? 'site' : String(input.GameId),
      before: { threshold: before ? before.threshold : null },
      after: { threshold: input.Threshold === null ? null : String(input.Threshold) },
    });
    return succeed(true);
  });
}
