import type { TBalanceAdjustment } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { loginIdsOf } from '../../auth/find-user.ts';

export const adjustmentColumns = `b.id::text, b.user_id, b.amount, b.cash_flow_type,
       b.reason, b.state, b.maker_admin_id, m.login_id AS maker_login_id,
       c.login_id AS checker_login_id, b.decision_note, b.created_at, b.decided_at`;

export const adjustmentJoins = `balance_adjustments b
  JOIN admins m ON m.id = b.maker_admin_id
  LEFT JOIN admins c ON c.id = b.checker_admin_id`;

export interface TAdjustmentRow {
  id: string;
  user_id: number;
  amount: bigint;
  cash_flow_type: number;
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  maker_admin_id: number;
  maker_login_id: string;
  checker_login_id: string | null;
  decision_note: string | null;
  created_at: Date;
  decided_at: Date | null;
}

/** The players' login IDs come from the auth module, not from its table. */
export async function withLoginIds(
  db: TQueryable,
  rows: readonly TAdjustmentRow[],
): Promise<(TAdjustmentRow & { login_id: string })[]> {
  const loginIds = await loginIdsOf(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({ ...row, login_id: loginIds.get(row.user_id) ?? '' }));
}

export const toAdjustment = (r: TAdjustmentRow & { login_id: string }): TBalanceAdjustment => ({
  Id: r.id,
  LoginId: r.login_id,
  Amount: BigInt(r.amount),
  CashFlowType: r.cash_flow_type,
  Reason: r.reason,
  State: r.state,
  MakerLoginId: r.maker_login_id,
  CheckerLoginId: r.checker_login_id,
  DecisionNote: r.decision_note,
  CreatedAt: r.created_at.toISOString(),
  DecidedAt: r.decided_at?.toISOString() ?? null,
});
