import type { TAdminDepositOrder } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { transactionResult } from '../../../platform/transaction-result.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { cancelDeposit, creditDeposit } from '../credit-deposit.ts';
import { lockOrder } from '../deposit-order-row.ts';
import { readAdminOrder } from './admin-order-view.ts';

type TDecideDeps = { db: TDatabase; clock: TClock };

const adminBy = (admin: TAdminSession) => `admin:${admin.adminId}`;

/**
 * Finance confirms a bank transfer that arrived, or accepts an order from the review queue: the
 * amount actually received (the order's amount, or what the gateway or chain reported, when not
 * given) is credited once, however many confirms and cancels race (creditDeposit's row lock and
 * state guard), with the audit row in the same transaction.
 */
export async function confirmDeposit(
  deps: TDecideDeps,
  admin: TAdminSession,
  decision: { id: string; receivedAmount?: bigint },
): Promise<TResult<TAdminDepositOrder>> {
  const now = deps.clock.now();
  const decided = await transactionResult(deps.db, async (tx) => {
    const order = await lockOrder(tx, BigInt(decision.id));
    if (!order) return fail('DepositOrderNotFound');
    const received = decision.receivedAmount ?? order.receivedAmount ?? order.amount;
    if (received <= 0n) return fail('DepositAmountOutOfRange');
    const credited = await creditDeposit(tx, {
      orderId: order.id,
      receivedAmount: received,
      now,
      by: adminBy(admin),
    });
    if (!credited.ok) return credited;
    await writeAdminAudit(tx, admin, {
      action: 'finance.deposit.confirm',
      targetType: 'deposit_order',
      targetId: decision.id,
      before: { state: order.state, review: order.review, amount: order.amount },
      after: {
        state: 'confirm',
        receivedAmount: received,
        fee: credited.value.fee,
        bonus: credited.value.bonus,
        balanceAfter: credited.value.balanceAfter,
        ledgerTransactionId: credited.value.transactionId,
      },
    });
    return succeed(undefined);
  });
  return decided.ok ? answer(deps.db, decision.id) : decided;
}

/** Finance cancels an order (or closes a review without crediting), with its reason; audited. */
export async function cancelDepositByFinance(
  deps: TDecideDeps,
  admin: TAdminSession,
  decision: { id: string; reason: string },
): Promise<TResult<TAdminDepositOrder>> {
  const now = deps.clock.now();
  const decided = await transactionResult(deps.db, async (tx: TQueryable) => {
    const cancelled = await cancelDeposit(tx, {
      orderId: BigInt(decision.id),
      reason: decision.reason,
      now,
      by: adminBy(admin),
    });
    if (!cancelled.ok) return cancelled;
    await writeAdminAudit(tx, admin, {
      action: 'finance.deposit.cancel',
      targetType: 'deposit_order',
      targetId: decision.id,
      after: { state: 'cancel', reason: decision.reason },
    });
    return succeed(undefined);
  });
  return decided.ok ? answer(deps.db, decision.id) : decided;
}

async function answer(db: TQueryable, id: string): Promise<TResult<TAdminDepositOrder>> {
  const order = await readAdminOrder(db, id);
  return order ? succeed(order) : fail('DepositOrderNotFound');
}
