import {
  manualAdjustmentTypes,
  type TBalanceAdjustment,
  type TBalanceAdjustmentRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { findUserIdByLoginId } from '../../auth/find-user.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import {
  adjustmentColumns,
  adjustmentJoins,
  toAdjustment,
  withLoginIds,
  type TAdjustmentRow,
} from './balance-adjustment-rows.ts';

export interface TBalanceDeps {
  db: TDatabase;
  clock: TClock;
}

function checkType(type: number, amount: bigint): TResult<true> {
  const sign = manualAdjustmentTypes[type];
  if (!sign) return fail('BalanceCashFlowTypeNotManual', { type });
  if ((sign === 'credit') !== amount > 0n)
    return fail('BalanceAmountSign', {
      type,
      sign: sign === 'credit' ? 'positive' : 'negative',
      signZh: sign === 'credit' ? '正数' : '负数',
    });
  return succeed(true);
}

/**
 * The maker's step: a pending request that moves nothing until another administrator approves
 * it. The idempotency key (per maker) makes a retried request the same request; the key with a
 * different request is refused (IdempotencyKeyReused).
 */
export async function requestAdjustment(
  deps: TBalanceDeps,
  admin: TAdminSession,
  input: TBalanceAdjustmentRequest & { idempotencyKey: string | null },
): Promise<TResult<TBalanceAdjustment>> {
  if (input.idempotencyKey === null) return fail('IdempotencyKeyMissing');
  const typeCheck = checkType(input.CashFlowType, input.Amount);
  if (!typeCheck.ok) return typeCheck;
  return deps.db.transaction(async (tx) => {
    const userId = await findUserIdByLoginId(tx, input.LoginId);
    if (userId === null) return fail('NotFound', { what: input.LoginId });
    // ON CONFLICT waits for a concurrent request with the key to commit, then finds its row.
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO balance_adjustments
         (user_id, amount, cash_flow_type, reason, maker_admin_id, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (maker_admin_id, idempotency_key) DO NOTHING RETURNING id::text`,
      [
        userId,
        input.Amount,
        input.CashFlowType,
        input.Reason,
        admin.adminId,
        input.idempotencyKey,
        new Date(deps.clock.now()),
      ],
    );
    const [row] = await tx.query<TAdjustmentRow>(
      `SELECT ${adjustmentColumns} FROM ${adjustmentJoins}
        WHERE b.maker_admin_id = $1 AND b.idempotency_key = $2`,
      [admin.adminId, input.idempotencyKey],
    );
    if (!row) throw new Error('the balance adjustment row vanished');
    const [named] = await withLoginIds(tx, [row]);
    const adjustment = toAdjustment(named ?? { ...row, login_id: input.LoginId });
    if (!inserted) {
      const same =
        row.user_id === userId &&
        BigInt(row.amount) === input.Amount &&
        row.cash_flow_type === input.CashFlowType &&
        row.reason === input.Reason;
      return same ? succeed(adjustment) : fail('IdempotencyKeyReused');
    }
    await writeAdminAudit(tx, admin, {
      action: 'balance.adjustment.request',
      targetType: 'balance_adjustment',
      targetId: inserted.id,
      after: {
        loginId: adjustment.LoginId,
        amount: input.Amount,
        cashFlowType: input.CashFlowType,
        reason: input.Reason,
        state: 'pending',
      },
    });
    return succeed(adjustment);
  });
}
