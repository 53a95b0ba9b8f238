import type { TBalanceAdjustment } from '@lottery/contracts';

export const adjustmentColumns = `b.id::text, u.login_id, b.user_id, b.amount, b.cash_flow_type,
       b.reason, b.state, b.maker_admin_id, m.login_id AS maker_login_id,
       c.login_id AS checker_login_id, b.decision_note, b.created_at, b.decided_at`;

export const adjustmentJoins = `balance_adjustments b
  JOIN users u ON u.id = b.user_id
  JOIN admins m ON m.id = b.maker_admin_id
  LEFT JOIN admins c ON c.id = b.checker_admin_id`;

export interface TAdjustmentRow {
  id: string;
  login_id: string;
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

export const toAdjustment = (r: TAdjustmentRow): TBalanceAdjustment => ({
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
