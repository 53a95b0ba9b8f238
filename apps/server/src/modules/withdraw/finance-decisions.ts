import { withdrawStates, type TAdminWithdrawal } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { submitPayout, type TPayoutDeps } from './payout-flow.ts';
import { expectState, finish, lockWithdrawal, moveTo, stateName } from './withdraw-transitions.ts';
import { toAdminWithdrawal, type TWithdrawalRow } from './withdrawal-rows.ts';

const { waiting, thirdPartyCreateOrder, cancel, confirm, unknown } = withdrawStates;

type TDecision = { Id: number; Reason?: string | undefined };

/**
 * One finance decision: lock, check the state, change it (and the money), audit, all in one
 * transaction; of two racing clicks one decides and the other is refused (WithdrawStateChanged).
 */
function decideIn(
  deps: TPayoutDeps,
  admin: TAdminSession,
  decision: TDecision,
  from: readonly number[],
  action: string,
  change: (tx: TQueryable, row: TWithdrawalRow, now: number) => Promise<TWithdrawalRow>,
): Promise<TResult<TWithdrawalRow>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const locked = await lockWithdrawal(tx, { id: decision.Id });
    if (!locked) return fail('WithdrawNotFound');
    const expected = expectState(locked, from);
    if (!expected.ok) return expected;
    const changed = await change(tx, locked, now);
    await writeAdminAudit(tx, admin, {
      action,
      targetType: 'withdrawal',
      targetId: locked.order_no,
      before: { state: stateName(locked.state) },
      after: {
        state: stateName(changed.state),
        loginId: locked.login_id,
        amount: BigInt(locked.amount),
        fee: BigInt(locked.fee),
        reason: decision.Reason ?? null,
      },
    });
    return succeed(changed);
  });
}

/**
 * Approve: the withdrawal goes to the payout provider. The hand-over (thirdPartyCreateOrder) is
 * committed and audited before the provider is called, so the call can never be lost; its answer
 * is recorded after (payout-flow.ts). Without a provider the approval is refused: mark it paid.
 */
export async function approveWithdrawal(
  deps: TPayoutDeps,
  admin: TAdminSession,
  decision: TDecision,
): Promise<TResult<TAdminWithdrawal>> {
  if (!deps.payout) return fail('PayoutProviderUnavailable');
  const handed = await decideIn(
    deps,
    admin,
    decision,
    [waiting],
    'finance.withdrawal.approve',
    (tx, row, now) => moveTo(tx, row, { state: thirdPartyCreateOrder, by: admin.adminId, now }),
  );
  if (!handed.ok) return handed;
  const submitted = await submitPayout(deps, handed.value);
  // No answer from the provider: the withdrawal stays handed over; the payout job asks again.
  return succeed(toAdminWithdrawal(submitted.ok ? submitted.value : handed.value));
}

/** Reject with a reason: the hold returns to the player. */
export async function rejectWithdrawal(
  deps: TPayoutDeps,
  admin: TAdminSession,
  decision: TDecision,
): Promise<TResult<TAdminWithdrawal>> {
  const reason = decision.Reason?.trim() ?? '';
  if (reason === '') return fail('WithdrawReasonRequired');
  const done = await decideIn(
    deps,
    admin,
    decision,
    [waiting],
    'finance.withdrawal.reject',
    (tx, row, now) => finish(tx, row, { state: cancel, reason, by: admin.adminId, now }),
  );
  return done.ok ? succeed(toAdminWithdrawal(done.value)) : done;
}

/**
 * Paid off-platform (finance sent it by hand): the hold goes to the house. Also for a payout the
 * provider reported with another amount (unknown), once finance has checked it.
 */
export async function markWithdrawalPaid(
  deps: TPayoutDeps,
  admin: TAdminSession,
  decision: TDecision,
): Promise<TResult<TAdminWithdrawal>> {
  const done = await decideIn(
    deps,
    admin,
    decision,
    [waiting, unknown],
    'finance.withdrawal.markPaid',
    (tx, row, now) =>
      finish(tx, row, {
        state: confirm,
        reason: decision.Reason?.trim() || null,
        by: admin.adminId,
        now,
      }),
  );
  return done.ok ? succeed(toAdminWithdrawal(done.value)) : done;
}
