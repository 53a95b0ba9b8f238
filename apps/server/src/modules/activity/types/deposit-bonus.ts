/**
 * A bonus of `percentBps` basis points of a deposit, rounded down to a thousandth and capped:
 * never above the cap, never above the percent of the deposit, and growing with the deposit.
 */
export function depositBonusOf(deposit: bigint, rule: { percentBps: number; cap: bigint }): bigint {
  if (deposit <= 0n) return 0n;
  const bonus = (deposit * BigInt(rule.percentBps)) / 10_000n;
  return bonus < rule.cap ? bonus : rule.cap;
}
