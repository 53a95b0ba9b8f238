import type { TReconciledState, TReconciliationRecord } from './reconciliation-source.ts';

export const differenceKinds = [
  'missingOurs',
  'missingTheirs',
  'amountDiffers',
  'stateDiffers',
] as const;
export type TDifferenceKind = (typeof differenceKinds)[number];

export interface TDifference {
  kind: TDifferenceKind;
  externalRef: string;
  orderNo: string | null;
  theirAmount: bigint | null;
  ourAmount: bigint | null;
  theirState: TReconciledState | null;
  ourState: TReconciledState | null;
}

export interface TComparison {
  matched: number;
  differences: TDifference[];
}

/**
 * Pairs the party's records with ours by external reference (the gateway's order id, the
 * transaction hash), else by our order number, and lists every difference: a record on one side
 * only, or a pair whose amount or state differs (both, when both do). Matched counts the pairs
 * that agree in full.
 */
export function compareRecords(
  theirs: readonly TReconciliationRecord[],
  ours: readonly TReconciliationRecord[],
): TComparison {
  const byRef = new Map<string, TReconciliationRecord>();
  const byOrderNo = new Map<string, TReconciliationRecord>();
  for (const record of ours) {
    byRef.set(record.ExternalRef, record);
    if (record.OrderNo) byOrderNo.set(record.OrderNo, record);
  }
  const paired = new Set<TReconciliationRecord>();
  const differences: TDifference[] = [];
  let matched = 0;
  const difference = (
    kind: TDifferenceKind,
    their: TReconciliationRecord | null,
    our: TReconciliationRecord | null,
  ): TDifference => ({
    kind,
    externalRef: (their ?? our)!.ExternalRef,
    orderNo: their?.OrderNo ?? our?.OrderNo ?? null,
    theirAmount: their?.Amount ?? null,
    ourAmount: our?.Amount ?? null,
    theirState: their?.State ?? null,
    ourState: our?.State ?? null,
  });
  for (const their of theirs) {
    const candidate =
      byRef.get(their.ExternalRef) ?? (their.OrderNo ? byOrderNo.get(their.OrderNo) : undefined);
    const our = candidate && !paired.has(candidate) ? candidate : undefined;
    if (!our) {
      differences.push(difference('missingOurs', their, null));
      continue;
    }
    paired.add(our);
    const amountDiffers = their.Amount !== our.Amount;
    const stateDiffers = their.State !== our.State;
    if (amountDiffers) differences.push(difference('amountDiffers', their, our));
    if (stateDiffers) differences.push(difference('stateDiffers', their, our));
    if (!amountDiffers && !stateDiffers) matched += 1;
  }
  for (const our of ours) {
    if (!paired.has(our)) differences.push(difference('missingTheirs', null, our));
  }
  return { matched, differences };
}
