import type { TQueryable } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import { accountKey, post } from '../wallet/ledger.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';

/**
 * A prize paid into the main wallet (most types' claims, a contest's places, a one-dollar round's
 * winner): the ledger line against the house with the type's cash-flow type, kept on the claim,
 * and the activity's turnover requirement on it. Answers the main wallet's balance after it.
 */
export async function payIntoMainWallet(
  tx: TQueryable,
  prize: {
    claimId: string;
    /**
     * The ledger transaction's reference, unique to the claim (one posting per claim), and the
     * player line's memo: each payer keeps its own, which the ledger already holds.
     */
    ledger: { reference: string; memo: string };
    userId: number;
    amount: bigint;
    cashFlowType: number;
    turnoverRequired: bigint;
    now: number;
  },
): Promise<{ balance: bigint }> {
  const { claimId, userId, amount, cashFlowType, now } = prize;
  const player = { userId, kind: 'player' } as const;
  const posted = await post(tx, {
    kind: 'activity_prize',
    reference: prize.ledger.reference,
    at: now,
    postings: [
      { account: player, amount, cashFlowType, memo: prize.ledger.memo },
      { account: 'house', amount: -amount },
    ],
  });
  // Only a debit can be refused: the player's side is a credit.
  if (!posted.ok) throw new Error(`activity claim ${claimId} could not be posted`);
  await tx.query(`UPDATE activity_claims SET ledger_transaction_id = $2 WHERE id = $1`, [
    claimId,
    posted.value.transactionId,
  ]);
  if (prize.turnoverRequired > 0n)
    await addTurnoverRequirement(tx, {
      userId,
      amount: prize.turnoverRequired,
      source: 'activity',
      reference: `activity-claim:${claimId}`,
      now,
    });
  await notifyWalletChanged(tx, userId, posted.value.transactionId, now);
  return { balance: posted.value.balances.get(accountKey(player)) ?? 0n };
}
