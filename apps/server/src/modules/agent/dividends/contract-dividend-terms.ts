import type { TQueryable } from '../../../db/database.ts';
import type { TDividendPlan } from './dividend-plans.ts';

/**
 * The narrowest interface this module needs from the contracts module (i21-contracts): the
 * dividend terms of member agents' signed lottery contracts with their uplines. Until that module
 * is merged no contract is signed, so no member agent has a dividend.
 */
export async function contractDividendPlans(_db: TQueryable): Promise<TDividendPlan[]> {
  return [];
}

/** One member agent's signed contract terms, or null. */
export async function contractDividendTerms(
  _db: TQueryable,
  _agentId: number,
): Promise<TDividendPlan | null> {
  return null;
}
