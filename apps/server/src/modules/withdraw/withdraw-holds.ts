import { cashFlowTypes } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { post, type TPosting } from '../wallet/ledger.ts';

/**
 * The money of a withdrawal, always through the ledger: the amount and fee move from the player's
 * wallet to their pending_withdrawals account when it is requested, and leave that account once:
 * to the house when paid, back to the wallet when cancelled, rejected or failed. Each is one
 * ledger transaction referencing the withdrawal, in the caller's transaction with its state change.
 */

export interface THeld {
  id: string;
  userId: number;
  orderNo: string;
  amount: bigint;
  fee: bigint;
}

const pending = (userId: number) => ({ userId, kind: 'pending_withdrawals' as const });
const wallet = (userId: number) => ({ userId, kind: 'player' as const });

/** Wallet → pending_withdrawals; InsufficientFunds when the wallet cannot cover amount + fee. */
export async function holdWithdrawal(
  tx: TQueryable,
  held: THeld,
  at: number,
): Promise<TResult<bigint>> {
  const postings: TPosting[] = [
    {
      account: wallet(held.userId),
      amount: -held.amount,
      cashFlowType: cashFlowTypes.withdraw,
      memo: held.orderNo,
    },
    { account: pending(held.userId), amount: held.amount + held.fee, memo: held.orderNo },
  ];
  if (held.fee > 0n)
    postings.push({
      account: wallet(held.userId),
      amount: -held.fee,
      cashFlowType: cashFlowTypes.withdrawFee,
      memo: held.orderNo,
    });
  const posted = await post(tx, {
    kind: 'withdraw_hold',
    reference: `withdrawal:${held.id}`,
    at,
    postings,
  });
  if (!posted.ok) return fail('WithdrawInsufficientBalance');
  await notifyWalletChanged(tx, held.userId, posted.value.transactionId, at);
  return succeed(posted.value.transactionId);
}

/** pending_withdrawals → wallet: a cancelled, rejected or failed withdrawal's hold comes back. */
export async function returnHold(tx: TQueryable, held: THeld, at: number): Promise<void> {
  const total = held.amount + held.fee;
  const posted = await post(tx, {
    kind: 'withdraw_return',
    reference: `withdrawal:${held.id}`,
    at,
    postings: [
      { account: pending(held.userId), amount: -total, memo: held.orderNo },
      {
        account: wallet(held.userId),
        amount: total,
        cashFlowType: cashFlowTypes.withdrawReturn,
        memo: held.orderNo,
      },
    ],
  });
  // The hold is there by construction (settled guards it); its absence is a broken ledger.
  if (!posted.ok) throw new Error(`withdrawal ${held.id}: its hold is missing`);
  await notifyWalletChanged(tx, held.userId, posted.value.transactionId, at);
}

/** pending_withdrawals → house: the money has left the platform. */
export async function payHold(tx: TQueryable, held: THeld, at: number): Promise<void> {
  const total = held.amount + held.fee;
  const posted = await post(tx, {
    kind: 'withdraw_paid',
    reference: `withdrawal:${held.id}`,
    at,
    postings: [
      { account: pending(held.userId), amount: -total, memo: held.orderNo },
      { account: 'house', amount: total, memo: 'withdrawals paid' },
    ],
  });
  if (!posted.ok) throw new Error(`withdrawal ${held.id}: its hold is missing`);
}
