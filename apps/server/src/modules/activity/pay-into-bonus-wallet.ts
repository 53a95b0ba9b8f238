import type { TQueryable } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import { grantBonus } from '../bonus-wallet/grant-bonus.ts';
import { balanceOf } from '../wallet/ledger.ts';

/**
 * A prize the type pays into the bonus wallet (a first-deposit bonus, if the operator chose):
 * a grant with its own turnover multiple and expiry instead of a main-wallet line and a turnover
 * requirement. The grant's reference is the claim's, so it is made once whatever the retries;
 * the house → bonus line carries the activity type's cash-flow type and its ledger transaction
 * is kept on the claim. Answers the main wallet's balance, which the prize leaves as it was.
 */
export async function payIntoBonusWallet(
  tx: TQueryable,
  prize: {
    claimId: string;
    userId: number;
    amount: bigint;
    cashFlowType: number;
    turnoverMultiple: number;
    expiresAt: number;
    now: number;
  },
): Promise<{ balance: bigint }> {
  const granted = await grantBonus(tx, {
    userId: prize.userId,
    amount: prize.amount,
    turnoverMultiple: prize.turnoverMultiple,
    expiresAt: prize.expiresAt,
    source: 'activity',
    reference: `activity-claim:${prize.claimId}`,
    cashFlowType: prize.cashFlowType,
    at: prize.now,
  });
  // The configuration's schema bounds the multiple and the expiry; the claim row is new.
  if (!granted.ok) throw new Error(`activity claim ${prize.claimId}: ${granted.error}`);
  const { transactionId } = granted.value;
  if (transactionId !== null) {
    await tx.query(`UPDATE activity_claims SET ledger_transaction_id = $2 WHERE id = $1`, [
      prize.claimId,
      transactionId,
    ]);
    await notifyWalletChanged(tx, prize.userId, transactionId, prize.now);
  }
  return { balance: await balanceOf(tx, { userId: prize.userId, kind: 'player' }) };
}
