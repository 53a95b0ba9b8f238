import type {
  TContract,
  TContractState,
  TContractType,
  TDividendPeriodKind,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

/**
 * Contracts as the API shows them, with their tiers and both login IDs, newest first: `where`
 * is a condition on `c` (agent_contracts) with its parameters from $1.
 */
export async function readContractRows(
  db: TQueryable,
  where: string,
  params: readonly unknown[],
  page?: { limit: number; offset: number },
): Promise<TContract[]> {
  const rows = await db.query<{
    id: number;
    agent_login_id: string;
    member_login_id: string;
    contract_type: TContractType;
    period_kind: TDividendPeriodKind;
    state: TContractState;
    offered_at: bigint;
    decided_at: bigint | null;
    superseded_at: bigint | null;
    tiers: { min_team_loss: string; min_turnover: string; rate_bp: number }[];
  }>(
    `SELECT c.id, a.login_id AS agent_login_id, m.login_id AS member_login_id, c.contract_type,
            c.period_kind, c.state, c.offered_at, c.decided_at, c.superseded_at,
            (SELECT coalesce(json_agg(json_build_object(
                      'min_team_loss', t.min_team_loss::text, 'min_turnover', t.min_turnover::text,
                      'rate_bp', t.rate_bp) ORDER BY t.tier), '[]'::json)
               FROM agent_contract_tiers t WHERE t.contract_id = c.id) AS tiers
       FROM agent_contracts c
       JOIN users a ON a.id = c.agent_id
       JOIN users m ON m.id = c.member_id
      WHERE ${where}
      ORDER BY c.id DESC
      ${page ? `LIMIT ${page.limit} OFFSET ${page.offset}` : ''}`,
    params,
  );
  return rows.map((row) => ({
    Id: row.id,
    AgentLoginId: row.agent_login_id,
    MemberLoginId: row.member_login_id,
    ContractType: row.contract_type,
    PeriodKind: row.period_kind,
    State: row.state,
    InForce: row.state === 2 && row.superseded_at === null,
    Superseded: row.superseded_at !== null,
    OfferedAt: Number(row.offered_at),
    DecidedAt: row.decided_at === null ? null : Number(row.decided_at),
    Tiers: row.tiers.map((tier) => ({
      MinTeamLoss: BigInt(tier.min_team_loss),
      MinTurnover: BigInt(tier.min_turnover),
      Rate: tier.rate_bp,
    })),
  }));
}
