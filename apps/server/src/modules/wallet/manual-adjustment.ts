import type { TQueryable } from '../../db/database.ts';
import type { TResult } from '../../platform/result.ts';
import { post, type TPosted } from './ledger.ts';

/**
 * Money an administrator moves by hand (after a second administrator's approval): between the
 * house and the player's main wallet, one balanced ledger transaction. A debit that would take
 * the wallet below zero writes nothing and answers InsufficientFunds.
 */
export function postManualAdjustment(
  tx: TQueryable,
  adjustment: {
    userId: number;
    amount: bigint;
    cashFlowType: number;
    reference: string;
    memo: string;
    at: number;
  },
): Promise<TResult<TPosted>> {
  return post(tx, {
    kind: 'manual_adjustment',
    reference: adjustment.reference,
    at: adjustment.at,
    postings: [
      {
        account: { userId: adjustment.userId, kind: 'player' },
        amount: adjustment.amount,
        cashFlowType: adjustment.cashFlowType,
        memo: adjustment.memo,
      },
      { account: 'house', amount: -adjustment.amount },
    ],
  });
}
