import type {
  TDividendPeriodKind,
  TDividendRecord,
  TDividendRecordState,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

export interface TDividendRecordRow {
  id: string;
  agent_id: number;
  payer_id: number | null;
  login_id: string;
  payer_login_id: string | null;
  period_kind: TDividendPeriodKind;
  period_start: string;
  period_end: string;
  turnover: string;
  team_loss: string;
  rate_bp: number;
  amount: string;
  state: TDividendRecordState;
  created_at: string;
  updated_at: string;
}

/** The record columns with both accounts' login IDs; `d` is dividend_records. */
export const dividendRecordSelect = `
  SELECT d.id::text, d.agent_id, d.payer_id, u.login_id, p.login_id AS payer_login_id,
         d.period_kind, d.period_start::text, d.period_end::text, d.turnover::text,
         d.team_loss::text, d.rate_bp, d.amount::text, d.state, d.created_at::text,
         d.updated_at::text
    FROM dividend_records d
    JOIN users u ON u.id = d.agent_id
    LEFT JOIN users p ON p.id = d.payer_id`;

export const toDividendRecord = (row: TDividendRecordRow): TDividendRecord => ({
  Id: Number(row.id),
  LoginId: row.login_id,
  PayerLoginId: row.payer_login_id,
  PeriodKind: row.period_kind,
  PeriodStart: row.period_start,
  PeriodEnd: row.period_end,
  Turnover: BigInt(row.turnover),
  TeamLoss: BigInt(row.team_loss),
  RatePercent: row.rate_bp / 100,
  Amount: BigInt(row.amount),
  State: row.state,
  CreatedAt: Number(row.created_at),
  UpdatedAt: Number(row.updated_at),
});

/** One record, its row locked for the transaction's change when `lock`. */
export async function readDividendRecord(
  db: TQueryable,
  id: number | string,
  lock = false,
): Promise<TDividendRecordRow | null> {
  const [row] = await db.query<TDividendRecordRow>(
    `${dividendRecordSelect} WHERE d.id = $1 ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function setDividendState(
  tx: TQueryable,
  id: number | string,
  state: TDividendRecordState,
  now: number,
) {
  await tx.query(`UPDATE dividend_records SET state = $2, updated_at = $3 WHERE id = $1`, [
    id,
    state,
    now,
  ]);
}
