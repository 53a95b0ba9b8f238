import { cashFlowTypes, dividendRecordStates, type TDividendRecordState } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { notifyWalletChanged } from '../../../jobs/user-events.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { post } from '../../wallet/ledger.ts';
import { setDividendState } from './dividend-records.ts';

/** States from which a record may still be paid (by its payer, the job or the back office). */
export const payableStates: readonly TDividendRecordState[] = [
  dividendRecordStates.waiting,
  dividendRecordStates.walletNotEnough,
  dividendRecordStates.offPlatformRequested,
];

/**
 * Moves a record's amount from its payer (the upline's wallet, or the house) to the agent, as
 * one ledger transaction whose reference names the record, and sets the record's state; a
 * short payer changes nothing and answers DividendWalletNotEnough.
 */
export async function payDividend(
  tx: TQueryable,
  record: { id: string; agentId: number; payerId: number | null; amount: bigint },
  state: typeof dividendRecordStates.paid | typeof dividendRecordStates.forciblyPaid,
  now: number,
): Promise<TResult<void>> {
  const memo = `dividend:${record.id}`;
  const posted = await post(tx, {
    kind: 'dividend',
    reference: memo,
    at: now,
    postings: [
      {
        account: record.payerId === null ? 'house' : { userId: record.payerId, kind: 'player' },
        amount: -record.amount,
        ...(record.payerId === null ? {} : { cashFlowType: cashFlowTypes.dividendOut, memo }),
      },
      {
        account: { userId: record.agentId, kind: 'player' },
        amount: record.amount,
        cashFlowType: cashFlowTypes.dividendIn,
        memo,
      },
    ],
  });
  if (!posted.ok) return fail('DividendWalletNotEnough');
  await setDividendState(tx, record.id, state, now);
  await notifyWalletChanged(tx, record.agentId, posted.value.transactionId, now);
  if (record.payerId !== null)
    await notifyWalletChanged(tx, record.payerId, posted.value.transactionId, now);
  return succeed(undefined);
}
