import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TReconciliationSource } from './reconciliation-source.ts';

export interface TReconciliationSourceDeps {
  db: TDatabase;
  clock: TClock;
}

/**
 * Every source the daily reconciliation compares; each part that talks to an outside party adds
 * one line here (gateways, chains, payouts).
 */
export async function reconciliationSources(
  deps: TReconciliationSourceDeps,
): Promise<readonly TReconciliationSource[]> {
  void deps;
  return [];
}
