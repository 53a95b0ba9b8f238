import type { TQueryable } from '../../db/database.ts';

/**
 * One record as both sides tell it. State is the shared vocabulary below, so a source maps its
 * party's words (and our order states) onto it; Amount is in thousandths.
 */
export interface TReconciliationRecord {
  ExternalRef: string;
  OrderNo?: string;
  Amount: bigint;
  At: number;
  State: TReconciledState;
}

/** What a difference in state means is the same for a gateway, a chain and a payout. */
export type TReconciledState = 'settled' | 'pending' | 'failed';

export type TReconciliationSourceKind = 'gateway' | 'chain' | 'payout';

/**
 * An outside party whose records are compared, once per site day, with what our ledger says
 * happened through it. The comparison itself is shared (compare-records.ts): a source only tells
 * both sides of the window [fromMs, toMs).
 */
export interface TReconciliationSource {
  /** Unique, stable: the day's run is stored under it (e.g. "gateway:sandbox", "chain:TRC20"). */
  name: string;
  kind: TReconciliationSourceKind;
  /** The party's own records (its statement API). */
  listRecords(fromMs: number, toMs: number): Promise<readonly TReconciliationRecord[]>;
  /** Ours for the same party and window: its orders joined with the ledger entries they posted. */
  listOurRecords(
    db: TQueryable,
    fromMs: number,
    toMs: number,
  ): Promise<readonly TReconciliationRecord[]>;
}
