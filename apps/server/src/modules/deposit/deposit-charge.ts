import type { TChargeKind } from './deposit-channel-row.ts';

export interface TChargeRule {
  kind: TChargeKind;
  rateBps: number;
  fixed: bigint;
  cap: bigint | null;
}

/**
 * A credited deposit's fee or bonus: the rate (basis points, rounded down to the thousandth) plus
 * the fixed part, at most the cap; a fee never exceeds the deposit itself, so crediting can never
 * leave less than nothing.
 */
export function chargeOf(amount: bigint, rule: TChargeRule): { fee: bigint; bonus: bigint } {
  if (rule.kind === 'none') return { fee: 0n, bonus: 0n };
  const raw = (amount * BigInt(rule.rateBps)) / 10_000n + rule.fixed;
  const capped = rule.cap !== null && raw > rule.cap ? rule.cap : raw;
  if (rule.kind === 'bonus') return { fee: 0n, bonus: capped };
  return { fee: capped > amount ? amount : capped, bonus: 0n };
}
