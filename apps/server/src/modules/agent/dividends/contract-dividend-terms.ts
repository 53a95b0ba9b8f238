import { contractTypes } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import {
  readOwnSignedContract,
  readOwnSignedContracts,
  type TSignedContract,
} from '../contracts/read-signed-contract.ts';
import type { TDividendPlan } from './dividend-plans.ts';

/** A member agent's lottery contract in force, as its dividend plan: its upline pays. */
const contractPlan = (contract: TSignedContract): TDividendPlan => ({
  agentId: contract.memberId,
  payerId: contract.agentId,
  periodKind: contract.periodKind,
  // A contract tier is reached when both thresholds are (contracts/contract-terms.ts).
  tiers: contract.tiers.map((tier) => ({ ...tier, either: false })),
  source: 'Contract',
});

/** One member agent's plan: its lottery contract with its current upline, or null. */
export async function contractDividendTerms(
  db: TQueryable,
  agentId: number,
): Promise<TDividendPlan | null> {
  const contract = await readOwnSignedContract(db, agentId, contractTypes.lottery);
  return contract ? contractPlan(contract) : null;
}

/** Every member agent's plan: two queries however large the tree. */
export async function contractDividendPlans(db: TQueryable): Promise<TDividendPlan[]> {
  const agents = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE role = 'agent' AND parent_id IS NOT NULL`,
  );
  const contracts = await readOwnSignedContracts(
    db,
    agents.map((agent) => agent.id),
    contractTypes.lottery,
  );
  return contracts.map(contractPlan);
}
