import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { transactionResult } from '../../../platform/transaction-result.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';

/**
 * A game's betting limits: the most one ticket pays (official prizes are capped at it when
 * priced and when settled) and the most one player stakes on one issue (checked by placement
 * under the player's issue-stake row lock). Both apply to the next bet; tickets sold before keep
 * the multiple they were priced at, and settlement caps their prize at the new figure.
 */
export async function setGameLimits(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  input: { GameId: number; MaxPayoutPerTicket: bigint; MaxStakePerIssue: bigint },
): Promise<TResult<true>> {
  if (input.MaxPayoutPerTicket <= 0n || input.MaxStakePerIssue <= 0n)
    return fail('ValidationFailed', { detail: 'limits must be greater than 0' });
  return transactionResult(deps.db, async (tx) => {
    const [before] = await tx.query<{ max_payout_per_ticket: string; max_stake_per_issue: string }>(
      `SELECT max_payout_per_ticket, max_stake_per_issue FROM lottery_games
        WHERE id = $1 FOR UPDATE`,
      [input.GameId],
    );
    if (!before) return fail('GameNotFound');
    await tx.query(
      `UPDATE lottery_games SET max_payout_per_ticket = $2, max_stake_per_issue = $3
        WHERE id = $1`,
      [input.GameId, input.MaxPayoutPerTicket, input.MaxStakePerIssue],
    );
    await writeAdminAudit(tx, actor, {
      action: 'games.limits.set',
      targetType: 'game',
      targetId: String(input.GameId),
      before: {
        maxPayoutPerTicket: String(before.max_payout_per_ticket),
        maxStakePerIssue: String(before.max_stake_per_issue),
      },
      after: {
        maxPayoutPerTicket: String(input.MaxPayoutPerTicket),
        maxStakePerIssue: String(input.MaxStakePerIssue),
      },
    });
    return succeed(true);
  });
}
