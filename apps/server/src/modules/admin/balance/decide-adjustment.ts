import type { TBalanceAdjustment } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { postManualAdjustment } from '../../wallet/manual-adjustment.ts';
import { accountKey } from '../../wallet/ledger.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import {
  adjustmentColumns,
  adjustmentJoins,
  toAdjustment,
  withLoginIds,
  type TAdjustmentRow,
} from './balance-adjustment-rows.ts';
import type { TBalanceDeps } from './request-adjustment.ts';

type TDecision = { id: string; note: string | null };

/**
 * The request under its row lock, if it is still pending: where every decision starts, so that
 * however many decisions race, one finds it pending and the others find it decided.
 */
async function lockPending(
  tx: TQueryable,
  id: string,
): Promise<TResult<TAdjustmentRow & { login_id: string }>> {
  const [locked] = await withLoginIds(
    tx,
    await tx.query<TAdjustmentRow>(
      `SELECT ${adjustmentColumns} FROM ${adjustmentJoins} WHERE b.id = $1 FOR UPDATE OF b`,
      [id],
    ),
  );
  if (!locked) return fail('NotFound', { what: `balance adjustment ${id}` });
  if (locked.state !== 'pending') return fail('BalanceAdjustmentNotPending');
  return succeed(locked);
}

/**
 * The checker's approval: under the request's row lock and its pending-state guard, so however
 * many approvals race, one pays and the others find it decided. Never the maker's own. The money
 * moves through the wallet's ledger in the same transaction as the state change and the audit
 * row; a debit the balance cannot cover moves nothing and leaves the request pending.
 */
export async function approveAdjustment(
  deps: TBalanceDeps,
  admin: TAdminSession,
  decision: TDecision,
): Promise<TResult<TBalanceAdjustment>> {
  const nowMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pending = await lockPending(tx, decision.id);
    if (!pending.ok) return pending;
    const locked = pending.value;
    if (locked.maker_admin_id === admin.adminId) return fail('BalanceSelfApproval');
    const posted = await postManualAdjustment(tx, {
      userId: locked.user_id,
      amount: BigInt(locked.amount),
      cashFlowType: locked.cash_flow_type,
      reference: `balance_adjustment:${locked.id}`,
      memo: locked.reason,
      at: nowMs,
    });
    if (!posted.ok) return fail('BalanceAdjustmentInsufficient');
    await tx.query(
      `UPDATE balance_adjustments
          SET state = 'approved', checker_admin_id = $2, decision_note = $3, decided_at = $4,
              ledger_transaction_id = $5
        WHERE id = $1`,
      [decision.id, admin.adminId, decision.note, new Date(nowMs), posted.value.transactionId],
    );
    await writeAdminAudit(tx, admin, {
      action: 'balance.adjustment.approve',
      targetType: 'balance_adjustment',
      targetId: locked.id,
      before: { state: 'pending' },
      after: {
        state: 'approved',
        loginId: locked.login_id,
        amount: BigInt(locked.amount),
        balanceAfter:
          posted.value.balances.get(accountKey({ userId: locked.user_id, kind: 'player' })) ?? null,
        ledgerTransactionId: posted.value.transactionId,
        note: decision.note,
      },
    });
    return succeed(
      toAdjustment({
        ...locked,
        state: 'approved',
        checker_login_id: admin.loginId,
        decision_note: decision.note,
        decided_at: new Date(nowMs),
      }),
    );
  });
}

/** The checker refuses (or the maker withdraws) a pending request; nothing moves. */
export async function rejectAdjustment(
  deps: TBalanceDeps,
  admin: TAdminSession,
  decision: TDecision,
): Promise<TResult<TBalanceAdjustment>> {
  const nowMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pending = await lockPending(tx, decision.id);
    if (!pending.ok) return pending;
    const locked = pending.value;
    // A maker withdrawing its own request is no approval; the CHECK keeps checker <> maker.
    const checker = locked.maker_admin_id === admin.adminId ? null : admin.adminId;
    await tx.query(
      `UPDATE balance_adjustments
          SET state = 'rejected', checker_admin_id = $2, decision_note = $3, decided_at = $4
        WHERE id = $1`,
      [decision.id, checker, decision.note, new Date(nowMs)],
    );
    await writeAdminAudit(tx, admin, {
      action: 'balance.adjustment.reject',
      targetType: 'balance_adjustment',
      targetId: locked.id,
      before: { state: 'pending' },
      after: { state: 'rejected', note: decision.note, withdrawnByMaker: checker === null },
    });
    return succeed(
      toAdjustment({
        ...locked,
        state: 'rejected',
        checker_login_id: checker === null ? null : admin.loginId,
        decision_note: decision.note,
        decided_at: new Date(nowMs),
      }),
    );
  });
}
