import type { TContractType, TDividendPeriodKind } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TContractTier } from './contract-terms.ts';

/** A contract in force: what a member signed with its agent for one contract type. */
export interface TSignedContract {
  contractId: number;
  agentId: number;
  memberId: number;
  contractType: TContractType;
  periodKind: TDividendPeriodKind;
  /** Epoch ms of the signature. */
  signedAt: number;
  /** In tier order; see contract-terms.ts for how they apply. */
  tiers: TContractTier[];
}

/**
 * The contract a member signed with its agent for a contract type and that is still in force
 * (signed and not superseded by a later signature), or undefined: no contract, only an open
 * offer, or the offers were rejected. For the dividend job and the rate rules of new offers.
 */
export async function readSignedContract(
  db: TQueryable,
  agentId: number,
  memberId: number,
  contractType: TContractType,
): Promise<TSignedContract | undefined> {
  const [contract] = await db.query<{
    id: number;
    period_kind: TDividendPeriodKind;
    decided_at: bigint;
  }>(
    `SELECT id, period_kind, decided_at FROM agent_contracts
      WHERE agent_id = $1 AND member_id = $2 AND contract_type = $3
        AND state = 2 AND superseded_at IS NULL`,
    [agentId, memberId, contractType],
  );
  if (!contract) return undefined;
  return {
    contractId: contract.id,
    agentId,
    memberId,
    contractType,
    periodKind: contract.period_kind,
    signedAt: Number(contract.decided_at),
    tiers: await readContractTiers(db, contract.id),
  };
}

/**
 * The contract in force of a member with whoever is its agent now (its parent): what an agent's
 * own limit is when it offers its members contracts. Undefined for a top-level account.
 */
export async function readOwnSignedContract(
  db: TQueryable,
  memberId: number,
  contractType: TContractType,
): Promise<TSignedContract | undefined> {
  const [contract] = await readOwnSignedContracts(db, [memberId], contractType);
  return contract;
}

/**
 * readOwnSignedContract for many members in one query (the dividend job reads every member
 * agent's at once), in member order; members without a contract in force are left out.
 */
export async function readOwnSignedContracts(
  db: TQueryable,
  memberIds: readonly number[],
  contractType: TContractType,
): Promise<TSignedContract[]> {
  const rows = await db.query<{
    id: number;
    agent_id: number;
    member_id: number;
    period_kind: TDividendPeriodKind;
    decided_at: bigint;
    tiers: unknown;
  }>(
    `SELECT c.id, c.agent_id, c.member_id, c.period_kind, c.decided_at,
            json_agg(json_build_array(t.min_team_loss::text, t.min_turnover::text, t.rate_bp)
                     ORDER BY t.tier) AS tiers
       FROM users u
       JOIN agent_contracts c ON c.agent_id = u.parent_id AND c.member_id = u.id
       JOIN agent_contract_tiers t ON t.contract_id = c.id
      WHERE u.id = ANY($1::int[]) AND c.contract_type = $2
        AND c.state = 2 AND c.superseded_at IS NULL
      GROUP BY c.id
      ORDER BY c.member_id`,
    [memberIds, contractType],
  );
  return rows.map((row) => ({
    contractId: row.id,
    agentId: row.agent_id,
    memberId: row.member_id,
    contractType,
    periodKind: row.period_kind,
    signedAt: Number(row.decided_at),
    tiers: aggregatedTiers(row.tiers),
  }));
}

/** Tiers as json_agg gives them: [min team loss, min turnover, rate], amounts as text. */
const aggregatedTiers = (stored: unknown): TContractTier[] =>
  (typeof stored === 'string'
    ? (JSON.parse(stored) as [string, string, number][])
    : (stored as [string, string, number][])
  ).map(([minTeamLoss, minTurnover, rateBp]) => ({
    minTeamLoss: BigInt(minTeamLoss),
    minTurnover: BigInt(minTurnover),
    rateBp,
  }));

export async function readContractTiers(
  db: TQueryable,
  contractId: number,
): Promise<TContractTier[]> {
  const rows = await db.query<{ min_team_loss: bigint; min_turnover: bigint; rate_bp: number }>(
    `SELECT min_team_loss, min_turnover, rate_bp FROM agent_contract_tiers
      WHERE contract_id = $1 ORDER BY tier`,
    [contractId],
  );
  return rows.map((row) => ({
    minTeamLoss: row.min_team_loss,
    minTurnover: row.min_turnover,
    rateBp: row.rate_bp,
  }));
}
