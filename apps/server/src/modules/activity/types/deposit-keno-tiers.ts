import type { TStep } from './type-rules.ts';

/** A tier of depositConsumeKeno2: both amounts reached in the period pay its prize. */
export interface TKenoTier {
  deposit: bigint;
  kenoTurnover: bigint;
  prize: bigint;
}

/**
 * The tiers as steps: done when the period's deposits and KENO bets both reach the tier's;
 * `Target` and `Reached` show the KENO turnover (the deposit condition is in the rules and
 * the configuration), each tier its own claim number, its index.
 */
export function kenoTierSteps(
  tiers: readonly TKenoTier[],
  reached: { deposited: bigint; kenoTurnover: bigint },
  claimed: ReadonlySet<number>,
): TStep[] {
  return tiers.map((tier, index) => ({
    claimNo: index,
    key: `tier${index + 1}`,
    target: tier.kenoTurnover,
    reached: reached.kenoTurnover,
    done: reached.deposited >= tier.deposit && reached.kenoTurnover >= tier.kenoTurnover,
    claimed: claimed.has(index),
    prize: tier.prize,
  }));
}
