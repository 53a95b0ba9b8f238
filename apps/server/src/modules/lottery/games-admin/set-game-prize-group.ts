import type { TSetGamePrizeGroupRequest } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { transactionResult } from '../../../platform/transaction-result.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';

/**
 * A game's prize group range (research lottery.md §2.1): the cap, the highest group it pays
 * official tickets at (a player's effective group on it is min(own group, cap)), and the floor,
 * the lowest group a ticket may choose. Applies to the next bet: tickets sold before keep the
 * group they were priced at. Null removes either; the contract keeps the floor within the cap.
 */
export async function setGamePrizeGroup(
  deps: { db: TDatabase },
  actor: TAdminSession,
  input: TSetGamePrizeGroupRequest,
): Promise<TResult<true>> {
  return transactionResult(deps.db, async (tx) => {
    const [before] = await tx.query<{
      max_prize_group: number | null;
      min_prize_group: number | null;
    }>('SELECT max_prize_group, min_prize_group FROM lottery_games WHERE id = $1 FOR UPDATE', [
      input.GameId,
    ]);
    if (!before) return fail('GameNotFound');
    await tx.query(
      'UPDATE lottery_games SET max_prize_group = $2, min_prize_group = $3 WHERE id = $1',
      [input.GameId, input.MaxPrizeGroup, input.MinPrizeGroup],
    );
    await writeAdminAudit(tx, actor, {
      action: 'games.prizeGroup.set',
      targetType: 'game',
      targetId: String(input.GameId),
      before: { maxPrizeGroup: before.max_prize_group, minPrizeGroup: before.min_prize_group },
      after: { maxPrizeGroup: input.MaxPrizeGroup, minPrizeGroup: input.MinPrizeGroup },
    });
    return succeed(true);
  });
}
