import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { transactionResult } from '../../../platform/transaction-result.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';

/**
 * A game's seal seconds (betting closes this long before the draw) and result timeout (an issue
 * whose result has not come this long after its draw time is cancelled and refunded). The seal
 * also moves the close time of the issues created ahead that have not opened yet (never one
 * already on sale: its players bet against the close time they were shown), as far as each
 * issue's own length allows.
 */
export async function setGameSchedule(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  input: { GameId: number; SealSeconds: number; ResultTimeoutSeconds: number },
): Promise<TResult<{ movedIssues: number }>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const [before] = await tx.query<{ seal_seconds: number | null; result_timeout_ms: number }>(
      'SELECT seal_seconds, result_timeout_ms FROM lottery_games WHERE id = $1 FOR UPDATE',
      [input.GameId],
    );
    if (!before) return fail('GameNotFound');
    if (before.seal_seconds === null) return fail('GameHasNoSchedule');
    await tx.query(
      'UPDATE lottery_games SET seal_seconds = $2, result_timeout_ms = $3 WHERE id = $1',
      [input.GameId, input.SealSeconds, input.ResultTimeoutSeconds * 1000],
    );
    const moved = await tx.query(
      `UPDATE lottery_issues SET close_at = greatest(start_at, draw_at - $2::bigint * 1000)
        WHERE game_id = $1 AND state = 'scheduled' AND start_at > $3
       RETURNING 1`,
      [input.GameId, input.SealSeconds, now],
    );
    await writeAdminAudit(tx, actor, {
      action: 'games.schedule.set',
      targetType: 'game',
      targetId: String(input.GameId),
      before: {
        sealSeconds: before.seal_seconds,
        resultTimeoutSeconds: before.result_timeout_ms / 1000,
      },
      after: {
        sealSeconds: input.SealSeconds,
        resultTimeoutSeconds: input.ResultTimeoutSeconds,
        movedIssues: moved.length,
      },
    });
    return succeed({ movedIssues: moved.length });
  });
}
