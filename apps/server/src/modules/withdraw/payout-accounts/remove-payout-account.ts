import { withdrawStates } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { verifyFundPassword } from '../../account/fund-password.ts';

/** Withdrawals whose money has not reached a final state: their account must stay bound. */
export const unfinishedStates = [
  withdrawStates.waiting,
  withdrawStates.unknown,
  withdrawStates.autoHandle,
  withdrawStates.thirdPartyHandle,
  withdrawStates.thirdPartyCreateOrder,
];

/**
 * Unbinds one of the player's accounts. The rule chosen: the fund password (someone holding a
 * stolen session cannot swap the card a withdrawal goes to without it), and never while a
 * withdrawal to it is unfinished. The row stays (removed_at) for the withdrawals that name it.
 */
export async function removePayoutAccount(
  deps: { db: TDatabase; clock: TClock },
  userId: number,
  input: { Id: number; FundPassword: string },
): Promise<TResult<{ Id: number }>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<TResult<{ Id: number }>> => {
    const [row] = await tx.query<{ id: number }>(
      `SELECT id FROM payout_accounts WHERE id = $1 AND user_id = $2 AND removed_at IS NULL
          FOR UPDATE`,
      [input.Id, userId],
    );
    if (!row) return fail('PayoutAccountNotFound');
    const busy = await tx.query(
      `SELECT 1 FROM withdrawals WHERE payout_account_id = $1 AND state = ANY($2::smallint[]) LIMIT 1`,
      [input.Id, unfinishedStates],
    );
    if (busy.length > 0) return fail('PayoutAccountInUse');
    const proven = await verifyFundPassword(tx, userId, input.FundPassword, now);
    if (!proven.ok) return proven;
    await tx.query(`UPDATE payout_accounts SET removed_at = $2 WHERE id = $1`, [input.Id, now]);
    return succeed({ Id: input.Id });
  });
}
