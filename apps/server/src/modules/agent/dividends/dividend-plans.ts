import type { TDividendPeriodKind } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { contractDividendPlans, contractDividendTerms } from './contract-dividend-terms.ts';
import type { TDividendTier } from './dividend-tiers.ts';

/** What an agent's dividend follows: its tiers, its period, and who pays. */
export interface TDividendPlan {
  agentId: number;
  /** The upline agent paying it; null for the house (a top-level agent's back-office rule). */
  payerId: number | null;
  periodKind: TDividendPeriodKind;
  tiers: readonly TDividendTier[];
  source: 'Rule' | 'Contract';
}

interface TStoredTier {
  minTeamLoss: string;
  minTurnover: string;
  rateBp: number;
  either: boolean;
}

export const tiersToJson = (tiers: readonly TDividendTier[]) =>
  JSON.stringify(
    tiers.map((tier) => ({
      minTeamLoss: tier.minTeamLoss.toString(),
      minTurnover: tier.minTurnover.toString(),
      rateBp: tier.rateBp,
      either: tier.either,
    })),
  );

export const tiersFromJson = (stored: unknown): TDividendTier[] =>
  (typeof stored === 'string'
    ? (JSON.parse(stored) as TStoredTier[])
    : (stored as TStoredTier[])
  ).map((tier) => ({
    minTeamLoss: BigInt(tier.minTeamLoss),
    minTurnover: BigInt(tier.minTurnover),
    rateBp: tier.rateBp,
    either: tier.either,
  }));

interface TRuleRow {
  agent_id: number;
  period_kind: TDividendPeriodKind;
  tiers: unknown;
}

const rulePlan = (row: TRuleRow): TDividendPlan => ({
  agentId: row.agent_id,
  payerId: null,
  periodKind: row.period_kind,
  tiers: tiersFromJson(row.tiers),
  source: 'Rule',
});

/**
 * Every agent's plan of a period kind: the back office's rules of agents that are still top-level
 * (an agent moved under another follows its contract from then on), then the signed contracts.
 */
export async function listDividendPlans(
  db: TQueryable,
  periodKind: TDividendPeriodKind,
): Promise<TDividendPlan[]> {
  const rules = await db.query<TRuleRow>(
    `SELECT r.agent_id, r.period_kind, r.tiers FROM dividend_rules r
       JOIN users u ON u.id = r.agent_id
      WHERE r.period_kind = $1 AND u.parent_id IS NULL AND u.role = 'agent'
      ORDER BY r.agent_id`,
    [periodKind],
  );
  const contracts = await contractDividendPlans(db);
  return [...rules.map(rulePlan), ...contracts.filter((plan) => plan.periodKind === periodKind)];
}

/** One agent's plan (its /ProportionalDividend terms), or null: it gets no dividend. */
export async function readDividendPlan(
  db: TQueryable,
  agentId: number,
): Promise<TDividendPlan | null> {
  const [rule] = await db.query<TRuleRow>(
    `SELECT r.agent_id, r.period_kind, r.tiers FROM dividend_rules r
       JOIN users u ON u.id = r.agent_id
      WHERE r.agent_id = $1 AND u.parent_id IS NULL`,
    [agentId],
  );
  if (rule) return rulePlan(rule);
  return contractDividendTerms(db, agentId);
}
