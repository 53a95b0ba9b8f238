import { withdrawStates, type TPayoutNotification } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import type { TPayoutAdapter, TPayoutStatus } from './payout-adapter.ts';
import { expectState, finish, lockWithdrawal, moveTo } from './withdraw-transitions.ts';
import type { TWithdrawalRow } from './withdrawal-rows.ts';

export interface TPayoutDeps {
  db: TDatabase;
  clock: TClock;
  /** Absent: no provider configured (PAYMENT_SANDBOX off and none given): finance pays by hand. */
  payout: TPayoutAdapter | null;
}

const { thirdPartyCreateOrder, thirdPartyHandle, unknown, confirm, thirdPartyFailed } =
  withdrawStates;

/** States in which the provider may hold the order. */
export const inFlightStates: readonly number[] = [thirdPartyCreateOrder, thirdPartyHandle, unknown];

/**
 * Hands a withdrawal in thirdPartyCreateOrder (committed first, so a crash here leaves it for the
 * payout job to submit again) to the provider, and records its answer under the row lock: an
 * acceptance moves it to thirdPartyHandle, a refusal fails it and returns the hold, no answer
 * leaves it for the job (the provider dedupes by order number).
 */
export async function submitPayout(
  deps: TPayoutDeps,
  row: TWithdrawalRow,
): Promise<TResult<TWithdrawalRow>> {
  if (!deps.payout) return fail('PayoutProviderUnavailable');
  const answer = await deps.payout.submit({
    orderNo: row.order_no,
    amount: BigInt(row.amount),
    type: row.type,
    provider: row.provider,
    accountNumber: row.account_number,
    holderName: row.holder_name,
    branch: row.branch,
  });
  const now = deps.clock.now();
  if (answer.kind === 'unavailable') {
    await deps.db.query(`UPDATE withdrawals SET payout_checked_at = $2 WHERE id = $1`, [
      row.id,
      now,
    ]);
    return fail('PayoutProviderUnavailable');
  }
  return transactionResult(deps.db, async (tx) => {
    const locked = await lockWithdrawal(tx, { id: Number(row.id) });
    if (!locked) return fail('WithdrawNotFound');
    const still = expectState(locked, [thirdPartyCreateOrder]);
    if (!still.ok) return succeed(locked);
    if (answer.kind === 'rejected')
      return succeed(
        await finish(tx, locked, { state: thirdPartyFailed, reason: answer.reason, by: null, now }),
      );
    return succeed(
      await moveTo(tx, locked, { state: thirdPartyHandle, payoutRef: answer.ref, now }),
    );
  });
}

/**
 * The provider's final word on an order (a notification or a query's answer), applied once: a
 * duplicate or late one finds the withdrawal settled and changes nothing. An amount other than
 * the order's is not paid out of the hold: the withdrawal goes to `unknown` for finance.
 */
export async function applyPayoutStatus(
  deps: TPayoutDeps,
  orderNo: string,
  status: TPayoutStatus,
): Promise<TResult<'applied' | 'unchanged'>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const row = await lockWithdrawal(tx, { orderNo });
    if (!row) return fail('PayoutOrderUnknown');
    if (row.settled || !inFlightStates.includes(row.state)) return succeed('unchanged' as const);
    if (status.kind === 'processing' || status.kind === 'unknown') {
      await tx.query(`UPDATE withdrawals SET payout_checked_at = $2 WHERE id = $1`, [row.id, now]);
      return succeed('unchanged' as const);
    }
    if (status.kind === 'paid' && status.amount !== BigInt(row.amount)) {
      await moveTo(tx, row, { state: unknown, payoutRef: status.ref, now });
      await tx.query(`UPDATE withdrawals SET reason = $2 WHERE id = $1`, [
        row.id,
        `provider reported ${status.amount} thousandths paid`,
      ]);
      return succeed('applied' as const);
    }
    await tx.query(`UPDATE withdrawals SET payout_ref = coalesce(payout_ref, $2) WHERE id = $1`, [
      row.id,
      status.ref,
    ]);
    await finish(tx, row, {
      state: status.kind === 'paid' ? confirm : thirdPartyFailed,
      reason: status.kind === 'failed' ? status.reason : null,
      by: null,
      now,
    });
    return succeed('applied' as const);
  });
}

/** POST /api/WithdrawPayout/Notify: the provider's signed notification. */
export async function receivePayoutNotification(
  deps: TPayoutDeps,
  notification: TPayoutNotification,
): Promise<TResult<{ Result: 'applied' | 'unchanged' }>> {
  if (!deps.payout?.verifyNotification(notification)) return fail('PayoutSignatureInvalid');
  const status: TPayoutStatus =
    notification.State === 'paid'
      ? { kind: 'paid', ref: notification.Ref, amount: BigInt(notification.Amount) }
      : { kind: 'failed', ref: notification.Ref, reason: 'the payout provider failed it' };
  const applied = await applyPayoutStatus(deps, notification.OrderNo, status);
  return applied.ok ? succeed({ Result: applied.value }) : applied;
}
