import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { gatewaySources } from '../deposit/online-pay/gateway-reconciliation-source.ts';
import { chainSources } from '../deposit/usdt/chain-reconciliation-source.ts';
import type { TChainAdapter } from '../deposit/usdt/chain-adapter.ts';
import type { TPayoutAdapter } from '../withdraw/payout-adapter.ts';
import { payoutReconciliationSource } from '../withdraw/payout-reconciliation-source.ts';
import type { TReconciliationSource } from './reconciliation-source.ts';

export interface TReconciliationSourceDeps {
  db: TDatabase;
  clock: TClock;
  /** The chains' adapter (the watcher's); absent: no chain is reconciled. */
  chainAdapter?: TChainAdapter | undefined;
  /** The withdrawals' payout provider; absent: finance pays by hand, nothing to reconcile. */
  payout?: TPayoutAdapter | null;
}

/**
 * Every source the daily reconciliation compares; each part that talks to an outside party adds
 * one line here (gateways, chains, payouts).
 */
export async function reconciliationSources(
  deps: TReconciliationSourceDeps,
): Promise<readonly TReconciliationSource[]> {
  return [
    ...(await gatewaySources(deps)),
    ...(await chainSources(deps)),
    ...(deps.payout ? [payoutReconciliationSource(deps.payout)] : []),
  ];
}
